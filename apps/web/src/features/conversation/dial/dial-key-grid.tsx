import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { DIAL_KEYS, DIAL_KEY_LETTERS, keyName, type DialKey } from './dial-pad-state';

const SIZES = {
  /** The keypad shown during a call, below the transcript. */
  compact: {
    grid: 'gap-x-4 gap-y-2',
    key: 'size-15',
    digit: 'text-2xl',
    letters: 'h-3 text-[0.65rem]',
  },
  /** The keypad the call is dialled on, the whole phone's screen. */
  large: {
    grid: 'justify-items-center gap-x-3 gap-y-2 sm:gap-4',
    key: 'size-16 sm:size-18',
    digit: 'text-3xl',
    letters: 'mt-0.5 h-3.5 text-[0.7rem]',
  },
} as const;

type DialKeyGridProps = {
  onPress: (key: DialKey) => void;
  size: keyof typeof SIZES;
  /** A key just pressed on the keyboard, lit for a moment as if tapped. */
  flashedKey?: DialKey | null;
  /** Buttons placed after the twelve keys, in the same three columns. */
  children?: ReactNode;
};

/** A phone's twelve keys, each with its letters and read out by name ("5", "Star", "Hash"). */
export function DialKeyGrid({ onPress, size, flashedKey = null, children }: DialKeyGridProps) {
  const sized = SIZES[size];
  return (
    <div className={cn('grid grid-cols-3', sized.grid)}>
      {DIAL_KEYS.map((key) => (
        <button
          key={key}
          type="button"
          onClick={() => onPress(key)}
          aria-label={keyName(key)}
          className={cn(
            'flex flex-col items-center justify-center rounded-full bg-slate-700 text-white shadow-inner transition-colors hover:bg-slate-600 focus-visible:outline-sky-300 active:bg-slate-500',
            sized.key,
            flashedKey === key && 'bg-slate-500',
          )}
        >
          <span className={cn('leading-none font-bold', sized.digit)} aria-hidden="true">
            {key}
          </span>
          <span className={cn('font-bold tracking-widest text-slate-300', sized.letters)} aria-hidden="true">
            {DIAL_KEY_LETTERS[key] ?? ''}
          </span>
        </button>
      ))}
      {children}
    </div>
  );
}
