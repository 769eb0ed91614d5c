import { useEffect, useId, useState, type ReactNode } from 'react';
import { Grid3x3 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { DialKeyGrid } from '../dial/dial-key-grid';
import { DIAL_KEYS, keyName, type DialKey } from '../dial/dial-pad-state';

type CallKeypadProps = {
  /** One key press, sent to the operator at once (ADR 044). */
  onKey: (key: DialKey) => void;
  /** Open from the start (the child already opened it earlier in the call). */
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The call's other buttons, on the same row as Keypad so the phone stays short on a small screen. */
  children?: ReactNode;
};

/**
 * The phone's keypad during a call: a "Keypad" button shows it, and each key is sent as it is
 * pressed, as on a real phone. A polite live region names every key for screen readers; digits, *
 * and # typed on a keyboard press it too while it is open.
 */
export function CallKeypad({ onKey, open, onOpenChange, children }: CallKeypadProps) {
  const panelId = useId();
  const [pressed, setPressed] = useState('');
  const [announcement, setAnnouncement] = useState('');

  const press = (key: DialKey) => {
    onKey(key);
    setPressed((keys) => `${keys}${key}`.slice(-12));
    // A new string each time, so pressing the same key twice is announced twice.
    setAnnouncement((last) => `Pressed ${keyName(key)}${last.endsWith('\u200b') ? '' : '\u200b'}`);
  };

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
      const target = event.target as HTMLElement | null;
      if (target?.closest('input, textarea, select, [contenteditable="true"]')) return;
      if (!(DIAL_KEYS as readonly string[]).includes(event.key)) return;
      event.preventDefault();
      press(event.key as DialKey);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  });

  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Button
          type="button"
          variant="outline"
          size="sm"
          aria-expanded={open}
          aria-controls={open ? panelId : undefined}
          onClick={() => onOpenChange(!open)}
          className="border-slate-500 bg-slate-800 text-white hover:border-white hover:bg-slate-700 hover:text-white"
        >
          <Grid3x3 aria-hidden="true" />
          {open ? 'Hide Keypad' : 'Keypad'}
        </Button>
        {children}
      </div>
      <p className="sr-only" aria-live="polite">
        {announcement}
      </p>
      {open && (
        <div id={panelId} role="group" aria-label="Keypad" className="flex flex-col items-center gap-2">
          <output
            aria-hidden="true"
            className="flex min-h-10 w-full items-center justify-center rounded-xl bg-slate-800 px-3 text-2xl font-extrabold tracking-[0.2em] tabular-nums"
          >
            {pressed}
          </output>
          <DialKeyGrid size="compact" onPress={press} />
        </div>
      )}
    </div>
  );
}
