import { lazy, Suspense, useEffect, useState } from 'react';

// Kept once the toast code has loaded, so toasts can be dismissed at once (before the next is raised).
let loadedToast: (typeof import('sonner'))['toast'] | null = null;

const Toaster = lazy(() =>
  import('sonner').then(({ Toaster, toast }) => {
    loadedToast = toast;
    return { default: Toaster };
  }),
);

const FIRST_INTERACTION = ['pointerdown', 'keydown', 'touchstart'] as const;
/** A toast raised with no interaction (on a page's first load) is shown by then at the latest. */
const FALLBACK_DELAY_MS = 3_000;

const OPEN_DIALOG = '[role="dialog"][data-state="open"], [role="alertdialog"][data-state="open"]';

/** Toasts about the page behind a dialog that has just opened: read, and in the dialog's way. */
const dismissEarlierToasts = () => loadedToast?.dismiss();

/**
 * True while a dialog is open. Dialogs sit in the middle of the screen with their title at the top, so
 * toasts move to the bottom meanwhile and never cover the title (on a phone a dialog can reach the top).
 * Toasts shown before the dialog opened ("Invite copied") go as it opens, so none covers its fields;
 * toasts the dialog raises itself stay.
 */
function useDialogOpen() {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    let wasOpen = false;
    const check = () => {
      const isOpen = document.querySelector(OPEN_DIALOG) !== null;
      if (isOpen && !wasOpen) dismissEarlierToasts();
      wasOpen = isOpen;
      setOpen(isOpen);
    };
    check();
    const observer = new MutationObserver(check);
    observer.observe(document.body, {
      childList: true,
      subtree: true,
      attributes: true,
      attributeFilter: ['data-state'],
    });
    return () => observer.disconnect();
  }, []);
  return open;
}

/**
 * The toast area is not part of any first view, so its code loads on the visitor's first
 * interaction (or a moment after load). Toasts raised before it mounts are not lost: sonner
 * replays the active ones to a Toaster when it subscribes.
 */
export function LazyToaster() {
  const [wanted, setWanted] = useState(false);
  const dialogOpen = useDialogOpen();

  useEffect(() => {
    if (wanted) return;
    const want = () => setWanted(true);
    const timer = window.setTimeout(want, FALLBACK_DELAY_MS);
    for (const type of FIRST_INTERACTION) window.addEventListener(type, want, { once: true, passive: true });
    return () => {
      window.clearTimeout(timer);
      for (const type of FIRST_INTERACTION) window.removeEventListener(type, want);
    };
  }, [wanted]);

  if (!wanted) return null;
  const position = dialogOpen ? 'bottom-center' : 'top-center';
  return (
    <Suspense fallback={null}>
      {/* A pointer resting on the toasts pauses their timers until it leaves; when the toasts move
          away from under it, no leave event ever comes, so the moved list starts afresh (the active
          toasts are replayed to it) rather than staying on screen for good. */}
      <Toaster key={position} position={position} richColors closeButton toastOptions={{ duration: 4000 }} />
    </Suspense>
  );
}
