import { useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { Delete, HelpCircle, Phone, PhoneCall, ShieldCheck, Stethoscope } from 'lucide-react';
import { checkDialledNumber, numberToDial, type Country, type ScenarioType } from '@callready/core';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { DialKeyGrid } from './dial-key-grid';
import { INITIAL_DIAL_PAD, createDialPadReducer, dialActionForKey, type DialKey } from './dial-pad-state';

/** How long the phone "rings" before the operator answers. */
const RING_MS = 1600;
const RING_MS_REDUCED_MOTION = 400;

type DialStepProps = {
  country: Country;
  scenarioType: ScenarioType;
  /** The right number was dialled (or there is none to dial) and the operator has answered. */
  onConnected: () => void;
};

/** Spec: before each call the child dials the country's number on a keypad; nothing is ever really dialled. */
export function DialStep({ country, scenarioType, onConnected }: DialStepProps) {
  const target = numberToDial(country, scenarioType);
  const phoneRef = useRef<HTMLDivElement>(null);
  // The whole keypad, green Call button included, in view without the child scrolling.
  useEffect(() => {
    phoneRef.current?.scrollIntoView({ block: 'nearest' });
  }, []);
  return (
    <div className="mx-auto flex w-full max-w-md flex-col items-center gap-3 sm:gap-4">
      <div
        ref={phoneRef}
        className="w-full scroll-mt-20 rounded-[2rem] bg-slate-900 px-4 py-4 text-white shadow-2xl ring-4 ring-slate-800 sm:p-6 sm:ring-8"
      >
        {target === null ? (
          <NoNumberToDial country={country} scenarioType={scenarioType} onStart={onConnected} />
        ) : (
          <Keypad country={country} scenarioType={scenarioType} onConnected={onConnected} />
        )}
      </div>
      <p className="text-center text-base font-semibold text-slate-700">
        <ShieldCheck className="mr-1.5 inline size-5 align-[-0.2em] text-success" aria-hidden="true" />
        Practice only: nothing is really dialled.
      </p>
    </div>
  );
}

function instructionFor(scenarioType: ScenarioType): string {
  return scenarioType === '999'
    ? 'Dial the emergency number, then press the green button.'
    : "Dial the number for help when it isn't an emergency, then press the green button.";
}

function Keypad({ country, scenarioType, onConnected }: DialStepProps) {
  const reducer = useMemo(() => createDialPadReducer(country, scenarioType), [country, scenarioType]);
  const [pad, dispatch] = useReducer(reducer, INITIAL_DIAL_PAD);
  const [flashedKey, setFlashedKey] = useState<DialKey | null>(null);
  const connected = pad.status === 'connected';

  // Typing on a keyboard presses the keypad too.
  useEffect(() => {
    if (connected) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
      const target = event.target as HTMLElement | null;
      if (target?.closest('input, textarea, select, [contenteditable="true"]')) return;
      // Enter on a focused button already presses that button.
      if (event.key === 'Enter' && target?.closest('button, a')) return;
      const action = dialActionForKey(event.key);
      if (!action) return;
      event.preventDefault();
      dispatch(action);
      if (action.type === 'press') setFlashedKey(action.key);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [connected]);

  useEffect(() => {
    if (flashedKey === null) return;
    const timer = window.setTimeout(() => setFlashedKey(null), 160);
    return () => window.clearTimeout(timer);
  }, [flashedKey]);

  useEffect(() => {
    if (!connected) return;
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    const timer = window.setTimeout(onConnected, reduced ? RING_MS_REDUCED_MOTION : RING_MS);
    return () => window.clearTimeout(timer);
  }, [connected, onConnected]);

  if (connected) {
    return (
      <div
        className="flex min-h-[28rem] flex-col items-center justify-center gap-5 text-center"
        role="status"
      >
        <span className="relative flex size-28 items-center justify-center">
          <span className="absolute inset-0 animate-ping rounded-full bg-green-500/40" aria-hidden="true" />
          <span className="relative flex size-24 items-center justify-center rounded-full bg-green-600">
            <PhoneCall className="size-11" aria-hidden="true" />
          </span>
        </span>
        <p className="text-4xl font-extrabold tracking-[0.2em] tabular-nums">{pad.digits}</p>
        <p className="text-2xl font-bold">Calling…</p>
        <p className="text-lg text-slate-300">Well done, that's the right number!</p>
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-3 sm:gap-4">
      <div className="text-center">
        <h2 className="text-xl font-extrabold sm:text-2xl">Make the call</h2>
        <p className="mt-1 text-base text-slate-200 sm:text-lg">{instructionFor(scenarioType)}</p>
      </div>

      <div
        className="flex min-h-14 items-center justify-center rounded-2xl bg-slate-800 px-4 sm:min-h-20"
        aria-label="Number dialled"
        role="group"
      >
        <output aria-live="off" className="text-4xl font-extrabold tracking-[0.2em] tabular-nums sm:text-5xl">
          {pad.digits || (
            <span className="text-xl font-semibold tracking-normal text-slate-400">Tap the numbers</span>
          )}
        </output>
      </div>

      <p
        role="status"
        className={cn(
          'min-h-10 rounded-xl px-4 py-1.5 text-center text-base font-semibold sm:min-h-12 sm:py-2 sm:text-lg',
          pad.hint && (pad.status === 'wrong' ? 'bg-amber-100 text-amber-950' : 'bg-sky-100 text-sky-950'),
        )}
      >
        {pad.hint}
      </p>

      <DialKeyGrid size="large" onPress={(key) => dispatch({ type: 'press', key })} flashedKey={flashedKey}>
        <button
          type="button"
          onClick={() => dispatch({ type: 'help' })}
          className="flex size-16 flex-col items-center justify-center gap-0.5 rounded-full text-sky-200 hover:bg-slate-800 focus-visible:outline-sky-300 sm:size-18"
        >
          <HelpCircle className="size-7" aria-hidden="true" />
          <span className="text-sm font-bold">Help</span>
        </button>
        <button
          type="button"
          onClick={() => dispatch({ type: 'call' })}
          aria-label="Call"
          className="flex size-16 items-center justify-center rounded-full bg-green-600 text-white shadow-lg transition-colors hover:bg-green-500 focus-visible:outline-green-300 sm:size-18"
        >
          <Phone className="size-9" aria-hidden="true" />
        </button>
        <button
          type="button"
          onClick={() => dispatch({ type: 'delete' })}
          aria-label="Delete last number"
          disabled={pad.digits === ''}
          className="flex size-16 items-center justify-center rounded-full text-slate-200 hover:bg-slate-800 focus-visible:outline-sky-300 disabled:opacity-40 sm:size-18"
        >
          <Delete className="size-8" aria-hidden="true" />
        </button>
      </DialKeyGrid>
      <p className="hidden text-center text-sm text-slate-300 pointer-fine:block">
        You can also type the numbers on a keyboard.
      </p>
    </div>
  );
}

/** Ireland's non-emergency practice is a call to the out-of-hours doctor, which has no national number. */
function NoNumberToDial({
  country,
  scenarioType,
  onStart,
}: {
  country: Country;
  scenarioType: ScenarioType;
  onStart: () => void;
}) {
  const explanation = checkDialledNumber(country, scenarioType, '').hint;
  return (
    <div className="flex min-h-[24rem] flex-col items-center justify-center gap-5 text-center">
      <span className="flex size-16 items-center justify-center rounded-full bg-sky-600">
        <Stethoscope className="size-10" aria-hidden="true" />
      </span>
      <h2 className="text-2xl font-extrabold">Calling the out-of-hours doctor</h2>
      <p className="text-lg text-slate-200">{explanation}</p>
      <p className="text-lg text-slate-200">
        In this practice, you are that caller. Tell the doctor's helper what is wrong, and they will tell you
        what to do.
      </p>
      <Button
        size="lg"
        onClick={onStart}
        className="mt-2 min-h-14 bg-green-600 px-8 text-xl hover:bg-green-500"
      >
        <Phone aria-hidden="true" />
        Start the call
      </Button>
    </div>
  );
}
