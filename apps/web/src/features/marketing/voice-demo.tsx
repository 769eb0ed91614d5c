import { useId, useRef, useState } from 'react';
import { Loader2, Play, Square, Volume2 } from 'lucide-react';
import { DEMO_PROMPT, MAX_DEMO_TEXT_LENGTH } from '@callready/contract';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { useCountry } from '@/lib/country-context';
import { useTextTypedBeforeHydration } from '@/lib/prerendered-page';
import { useSpokenLine, type PlaybackState } from '@/lib/speech/use-spoken-line';
import type { SpeakResult } from '@/lib/speech/speaker';
import { CountryFlag } from '@/components/country-flag';
import { useVoiceAccents, voiceAccentLabel } from '@/lib/speech/voice-accents';

const playbackMessages: Record<PlaybackState, string> = {
  idle: '',
  loading: 'Getting the voice ready…',
  playing: 'Playing…',
};

// Failures of the server's voice are announced by a toast; this line explains what is left.
const resultMessages: Partial<Record<SpeakResult, string>> = {
  'no-voice':
    "This browser can't read text aloud. Try the latest Chrome, Edge, Safari or Firefox to hear the voice.",
  failed: "Sorry, the voice couldn't play just now. Check your sound is on and press Play to try again.",
};

/** Home-page demo: hear an operator line read aloud by the operator's voice, named as it really sounds. */
export function VoiceDemo() {
  const { effectiveCountry } = useCountry();
  const voiceName = voiceAccentLabel(useVoiceAccents(), effectiveCountry.id);
  const [text, setText] = useState(DEMO_PROMPT);
  const textField = useRef<HTMLTextAreaElement>(null);
  useTextTypedBeforeHydration(textField, DEMO_PROMPT, setText);
  const { state, lastResult, play, stop } = useSpokenLine('demo');
  const textareaId = useId();
  const statusId = useId();
  const busy = state !== 'idle';

  const onPlay = () => {
    void play(text.trim() || DEMO_PROMPT, { countryId: effectiveCountry.id });
  };
  const status = busy ? playbackMessages[state] : ((lastResult && resultMessages[lastResult]) ?? '');

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
          <strong className="text-white">{effectiveCountry.emergencyNumber}</strong>. Type any line and press
          Play to hear it{voiceName ? ` in the ${voiceName}` : ''}.
        </p>
        <p className="flex items-center gap-2 text-slate-300">
          <CountryFlag id={effectiveCountry.id} className="text-2xl" />
          <span>
            Voice set for {effectiveCountry.name}.{' '}
            {/* The country picker sits in the header from md up, and in the ☰ menu below it. */}
            <span className="md:hidden">
              You can change the country in the ☰ menu at the top of the page.
            </span>
            <span className="hidden md:inline">
              You can change the country with the flag at the top of the page.
            </span>
          </span>
        </p>
      </div>

      <div className="flex flex-col gap-4 rounded-2xl bg-white p-5 text-foreground sm:p-6">
        <Label htmlFor={textareaId}>What the operator says</Label>
        <Textarea
          ref={textField}
          id={textareaId}
          value={text}
          onChange={(event) => setText(event.target.value)}
          maxLength={MAX_DEMO_TEXT_LENGTH}
          rows={3}
          className="text-lg"
          aria-describedby={statusId}
        />
        <div className="flex flex-wrap items-center gap-3">
          {busy ? (
            <Button size="lg" variant="outline" onClick={stop}>
              {state === 'loading' ? (
                <Loader2 className="animate-spin" aria-hidden="true" />
              ) : (
                <Square aria-hidden="true" />
              )}
              Stop
            </Button>
          ) : (
            <Button size="lg" onClick={onPlay}>
              <Play aria-hidden="true" />
              Play
            </Button>
          )}
          <Button variant="ghost" onClick={() => setText(DEMO_PROMPT)} disabled={text === DEMO_PROMPT}>
            Reset text
          </Button>
        </div>
        <p id={statusId} role="status" className="min-h-6 text-base text-muted-foreground">
          {status}
        </p>
      </div>
    </div>
  );
}
