// A pretend locked phone of the family's kind, drawn here in plain shapes (no maker's artwork), shown
// before the keypad of an emergency practice call (ADR 038). The child finds the real route to the
// emergency keypad: wake the phone, then the emergency button on the passcode screen. Every control
// is an ordinary button: nothing opens the device's own dialler or calls anything.
import { useEffect, useRef, useState, type PointerEvent } from 'react';
import { ChevronUp, Flashlight, Camera, Lightbulb, Lock } from 'lucide-react';
import {
  LOCK_SCREEN_TRIES_BEFORE_HINT,
  lockScreenRoute,
  readingBand,
  type FamilyPhoneKind,
  type LockScreenRoute,
} from '@callready/core';
import { cn } from '@/lib/cn';
import { lockScreenClock } from './lock-screen-clock';

/** How the child got past the lock screen: without help, or after the hint showed. */
export type LockScreenOutcome = 'found' | 'found-after-hint';

type PracticeLockScreenProps = {
  phone: Exclude<FamilyPhoneKind, 'landline'>;
  childAge: number;
  onFound: (outcome: LockScreenOutcome) => void;
  /** The family's country's locale ("en-GB"): its phones' usual clock, 24-hour or 12-hour. */
  clockLocale: string;
  /** The clock the lock screen shows; tests pass a fixed one. */
  now?: () => Date;
};

const INSTRUCTION = {
  '5-7': 'The phone is locked. Can you find the button to call for help?',
  '8-10': 'The phone is locked and you do not know the passcode. Find the way to call for help.',
  '11-16': 'The phone is locked. Get to the emergency keypad without the passcode.',
} as const;

const SWIPE_DISTANCE_PX = 40;
const PASSCODE_KEYS = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '0'] as const;

export function PracticeLockScreen({
  phone,
  childAge,
  onFound,
  clockLocale,
  now = () => new Date(),
}: PracticeLockScreenProps) {
  const route = lockScreenRoute(phone) as LockScreenRoute;
  const band = readingBand(childAge);
  const [stage, setStage] = useState<'locked' | 'passcode'>('locked');
  const [wrongTaps, setWrongTaps] = useState(0);
  // "Not that one" answers the last tap only: a right step (waking the phone) clears it.
  const [lastWrong, setLastWrong] = useState(false);
  const [dots, setDots] = useState(0);
  const showHint = wrongTaps >= LOCK_SCREEN_TRIES_BEFORE_HINT;
  const passcodeHeadingRef = useRef<HTMLParagraphElement>(null);
  const swipeStart = useRef<number | null>(null);
  // A swipe that ends on a button (the clock) also clicks it; that click is part of the swipe.
  const swiped = useRef(false);
  const time = lockScreenClock(now(), clockLocale);
  const iphone = phone === 'iphone';

  useEffect(() => {
    if (stage === 'passcode') passcodeHeadingRef.current?.focus();
  }, [stage]);

  const wrong = () => {
    if (swiped.current) {
      swiped.current = false;
      return;
    }
    setWrongTaps((count) => count + 1);
    setLastWrong(true);
  };
  const wake = () => {
    setLastWrong(false);
    setStage('passcode');
  };
  const pressDigit = () => {
    setDots((count) => (count + 1) % 5);
    wrong();
  };
  const found = () => onFound(showHint ? 'found-after-hint' : 'found');

  const onPointerDown = (event: PointerEvent) => {
    swipeStart.current = event.clientY;
    swiped.current = false;
  };
  const onPointerUp = (event: PointerEvent) => {
    const start = swipeStart.current;
    swipeStart.current = null;
    if (start !== null && start - event.clientY > SWIPE_DISTANCE_PX) {
      swiped.current = true;
      // Any click the swipe makes comes straight after this event; after that, taps count again.
      window.setTimeout(() => {
        swiped.current = false;
      }, 0);
      wake();
    }
  };

  return (
    <div className="mx-auto flex w-full max-w-md flex-col items-center gap-3">
      <p className="text-center text-lg font-bold text-slate-800 sm:text-xl">{INSTRUCTION[band]}</p>
      <div
        className="relative w-full max-w-[22rem] rounded-[2.75rem] bg-slate-950 p-2.5 shadow-2xl ring-4 ring-slate-700"
        data-testid="practice-phone"
        data-phone={phone}
      >
        <div
          className={cn(
            'relative flex min-h-[32rem] touch-none flex-col overflow-hidden rounded-[2.25rem] text-white select-none',
            iphone
              ? 'bg-gradient-to-b from-indigo-500 via-violet-600 to-slate-900'
              : 'bg-gradient-to-b from-teal-600 via-slate-700 to-slate-950',
          )}
          onPointerDown={stage === 'locked' ? onPointerDown : undefined}
          onPointerUp={stage === 'locked' ? onPointerUp : undefined}
        >
          <p className="mx-auto mt-3 rounded-full bg-amber-300 px-3 py-0.5 text-xs font-extrabold tracking-wide text-amber-950 uppercase">
            Practice phone
          </p>
          {stage === 'locked' ? (
            <LockedView route={route} time={time} iphone={iphone} onWrong={wrong} onWake={wake} />
          ) : (
            <div className="flex flex-1 flex-col items-center px-5 pt-6 pb-4">
              <p
                ref={passcodeHeadingRef}
                tabIndex={-1}
                className="text-lg font-semibold outline-none"
                data-testid="passcode-heading"
              >
                {iphone ? 'Enter Passcode' : 'Enter PIN'}
              </p>
              <div className="mt-3 flex gap-3" aria-hidden="true">
                {[0, 1, 2, 3].map((index) => (
                  <span
                    key={index}
                    className={cn('size-3.5 rounded-full border-2 border-white', index < dots && 'bg-white')}
                  />
                ))}
              </div>
              <div className="mt-6 grid grid-cols-3 gap-x-5 gap-y-3" role="group" aria-label="Passcode keys">
                {PASSCODE_KEYS.map((key) => (
                  <button
                    key={key}
                    type="button"
                    onClick={pressDigit}
                    className={cn(
                      'flex size-16 items-center justify-center rounded-full bg-white/15 text-2xl font-semibold hover:bg-white/25',
                      key === '0' && 'col-start-2',
                    )}
                  >
                    {key}
                  </button>
                ))}
              </div>
              <div
                className={cn(
                  'mt-auto flex w-full items-center pt-4',
                  route.emergencyPlacement === 'bottom-left' ? 'justify-between' : 'flex-col-reverse gap-3',
                )}
              >
                <button
                  type="button"
                  onClick={found}
                  className={cn(
                    'min-h-11 rounded-full px-3 text-base font-semibold',
                    showHint && 'animate-pulse bg-white/25 ring-4 ring-amber-300',
                  )}
                >
                  {route.emergencyLabel}
                </button>
                <button
                  type="button"
                  onClick={wrong}
                  className="min-h-11 rounded-full px-3 text-base font-semibold"
                >
                  {route.otherLabel}
                </button>
              </div>
            </div>
          )}
        </div>
      </div>
      <p role="status" className="min-h-12 text-center text-base font-semibold text-slate-800 sm:text-lg">
        {showHint ? (
          <span className="inline-flex items-start gap-2 rounded-xl bg-amber-100 px-3 py-2 text-amber-950">
            <Lightbulb className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
            {stage === 'locked' ? `${route.wakeLabel} first.` : route.hint[band]}
          </span>
        ) : lastWrong ? (
          'Not that one. Try again!'
        ) : null}
      </p>
      <p className="text-center text-sm text-slate-600">
        A pretend phone for practice: it never calls anyone.
      </p>
    </div>
  );
}

function LockedView({
  route,
  time,
  iphone,
  onWrong,
  onWake,
}: {
  route: LockScreenRoute;
  time: string;
  iphone: boolean;
  onWrong: () => void;
  onWake: () => void;
}) {
  return (
    <div className="flex flex-1 flex-col items-center pt-6 pb-4">
      <Lock className="size-6" aria-hidden="true" />
      <button
        type="button"
        onClick={onWrong}
        className="mt-2 text-6xl font-light tabular-nums"
        aria-label={`Clock, ${time}`}
      >
        {time}
      </button>
      <div className="mt-auto flex w-full items-end justify-between px-6">
        <button
          type="button"
          onClick={onWrong}
          aria-label="Torch"
          className="flex size-12 items-center justify-center rounded-full bg-black/30"
        >
          <Flashlight className="size-6" aria-hidden="true" />
        </button>
        <button
          type="button"
          onClick={onWrong}
          aria-label="Camera"
          className="flex size-12 items-center justify-center rounded-full bg-black/30"
        >
          <Camera className="size-6" aria-hidden="true" />
        </button>
      </div>
      <button
        type="button"
        onClick={onWake}
        className="mt-4 flex min-h-11 flex-col items-center gap-1 px-4 text-base font-semibold"
      >
        <ChevronUp className="size-6 animate-bounce motion-reduce:animate-none" aria-hidden="true" />
        {route.wakeLabel}
        {iphone && <span className="mt-1 h-1.5 w-32 rounded-full bg-white" aria-hidden="true" />}
      </button>
    </div>
  );
}
