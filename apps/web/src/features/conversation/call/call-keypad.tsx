import { useEffect, useId, useState, type ReactNode } from 'react';
import { Grid3x3 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { DIAL_KEYS, DIAL_KEY_LETTERS, type DialKey } from '../dial/dial-pad-state';

/** How the keys are read out: "5", "Star", "Hash". */
export function keyName(key: DialKey): string {
  return key === '*' ? 'Star' : key === '#' ? 'Hash' : key;
}

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
          <div className="grid grid-cols-3 gap-x-4 gap-y-2">
            {DIAL_KEYS.map((key) => (
              <button
                key={key}
                type="button"
                onClick={() => press(key)}
                aria-label={keyName(key)}
                className={cn(
                  'flex size-15 flex-col items-center justify-center rounded-full bg-slate-700 text-white shadow-inner transition-colors hover:bg-slate-600 focus-visible:outline-sky-300 active:bg-slate-500',
                )}
              >
                <span className="text-2xl leading-none font-bold" aria-hidden="true">
                  {key}
                </span>
                <span
                  className="h-3 text-[0.65rem] font-bold tracking-widest text-slate-300"
                  aria-hidden="true"
                >
                  {DIAL_KEY_LETTERS[key] ?? ''}
                </span>
              </button>
            ))}
          </div>
        </div>
      )}
    </div>
  );
}
