import { useEffect, useId, useRef, useState } from 'react';
import { Play, Square, Volume2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { useCountry } from '@/lib/country-context';
import { pickVoiceForLocale } from '@/lib/speech-voices';
import { CountryFlag } from '@/components/country-flag';

export const DEFAULT_DEMO_PROMPT = 'Emergency services, which service do you require?';

type PlaybackState = 'idle' | 'playing' | 'unsupported' | 'no-voices' | 'failed';

/** The browser's speech engine, or null where there is none (older or locked-down browsers). */
function speechEngine(): SpeechSynthesis | null {
  if (typeof window === 'undefined' || typeof SpeechSynthesisUtterance === 'undefined') return null;
  const engine = (window as Partial<Pick<Window, 'speechSynthesis'>>).speechSynthesis;
  return engine && typeof engine.speak === 'function' ? engine : null;
}

const messages: Record<PlaybackState, string> = {
  idle: '',
  playing: 'Playing…',
  unsupported: "This browser can't read text aloud. Try the latest Chrome, Edge, Safari or Firefox to hear the voice.",
  'no-voices':
    "This browser has no voice installed for reading text aloud. Try another browser, such as Chrome, Edge or Safari, to hear it.",
  failed: "Sorry, your browser couldn't play the voice just now. Check your sound is on and press Play to try again.",
};

/** Home-page demo: hear an operator line read aloud in the selected country's accent. */
export function VoiceDemo() {
  const { effectiveCountry } = useCountry();
  const [text, setText] = useState(DEFAULT_DEMO_PROMPT);
  const [state, setState] = useState<PlaybackState>(() => (speechEngine() ? 'idle' : 'unsupported'));
  const utteranceRef = useRef<SpeechSynthesisUtterance | null>(null);
  const textareaId = useId();
  const statusId = useId();

  // Stop speaking when the visitor leaves the page.
  useEffect(() => () => speechEngine()?.cancel(), []);

  const stop = () => {
    utteranceRef.current = null;
    speechEngine()?.cancel();
    setState('idle');
  };

  const play = () => {
    const synth = speechEngine();
    if (!synth) {
      setState('unsupported');
      return;
    }
    const line = text.trim() || DEFAULT_DEMO_PROMPT;
    synth.cancel();
    const utterance = new SpeechSynthesisUtterance(line);
    utterance.lang = effectiveCountry.speechLocale;
    const voice = pickVoiceForLocale(synth.getVoices(), effectiveCountry.speechLocale);
    if (voice) utterance.voice = voice;
    utterance.rate = 0.95;
    const isCurrent = () => utteranceRef.current === utterance;
    utterance.onend = () => {
      if (isCurrent()) setState('idle');
    };
    utterance.onerror = (event) => {
      if (!isCurrent()) return;
      // 'interrupted' and 'canceled' are our own Stop or a replay, not failures.
      if (event.error === 'interrupted' || event.error === 'canceled') setState('idle');
      else setState(synth.getVoices().length === 0 ? 'no-voices' : 'failed');
    };
    utteranceRef.current = utterance;
    setState('playing');
    synth.speak(utterance);
  };

  return (
    <div className="grid gap-8 overflow-hidden rounded-3xl bg-slate-900 p-6 text-white shadow-xl sm:p-10 lg:grid-cols-[1fr_1.1fr] lg:items-center">
      <div className="flex flex-col gap-4">
        <p className="inline-flex w-fit items-center gap-2 rounded-full bg-sky-500/20 px-3 py-1 text-sm font-bold text-sky-300">
          <Volume2 className="size-4" aria-hidden="true" />
          Try it now
        </p>
        <h2 id="voice-demo-heading" className="text-3xl font-extrabold tracking-tight sm:text-4xl">
          Hear the operator&apos;s voice
        </h2>
        <p className="text-lg leading-relaxed text-slate-300">
          In every practice call a friendly operator speaks to your child, just like a real call to{' '}
          <strong className="text-white">{effectiveCountry.emergencyNumber}</strong>. Type any line and press Play to hear it
          with {/^[aeiou]/i.test(effectiveCountry.accent) ? 'an' : 'a'} {effectiveCountry.accent} accent.
        </p>
        <p className="flex items-center gap-2 text-slate-300">
          <CountryFlag id={effectiveCountry.id} className="text-2xl" />
          Voice set for {effectiveCountry.name}. You can change the country at the top of the page.
        </p>
      </div>

      <div className="flex flex-col gap-4 rounded-2xl bg-white p-5 text-foreground sm:p-6">
        <Label htmlFor={textareaId}>What the operator says</Label>
        <Textarea
          id={textareaId}
          value={text}
          onChange={(event) => setText(event.target.value)}
          maxLength={300}
          rows={3}
          className="text-lg"
          aria-describedby={statusId}
        />
        <div className="flex flex-wrap items-center gap-3">
          {state === 'playing' ? (
            <Button size="lg" variant="outline" onClick={stop}>
              <Square aria-hidden="true" />
              Stop
            </Button>
          ) : (
            <Button size="lg" onClick={play} disabled={state === 'unsupported'}>
              <Play aria-hidden="true" />
              Play
            </Button>
          )}
          <Button variant="ghost" onClick={() => setText(DEFAULT_DEMO_PROMPT)} disabled={text === DEFAULT_DEMO_PROMPT}>
            Reset text
          </Button>
        </div>
        <p id={statusId} role="status" className="min-h-6 text-base text-muted-foreground">
          {messages[state]}
        </p>
      </div>
    </div>
  );
}
