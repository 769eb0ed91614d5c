// Copying the invite message. The Clipboard API needs permission and a secure page; older
// browsers and locked-down ones fall back to a selected text area; if both fail, the caller
// shows the text for the parent to copy by hand.

function copyWithSelection(text: string): boolean {
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  area.style.pointerEvents = 'none';
  document.body.append(area);
  const previousFocus = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  area.select();
  let copied: boolean;
  try {
    copied = document.execCommand('copy');
  } catch {
    copied = false;
  }
  area.remove();
  previousFocus?.focus();
  return copied;
}

/** True once the text is on the clipboard. */
export async function copyText(text: string): Promise<boolean> {
  if (navigator.clipboard?.writeText) {
    try {
      await navigator.clipboard.writeText(text);
      return true;
    } catch {
      // Permission refused or the page is not focused: try the older way.
    }
  }
  return copyWithSelection(text);
}
