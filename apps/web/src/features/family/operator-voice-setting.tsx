// The parent's choice of the operator's voice for one child (ADR 045): the child's device's own
// natural voice, or CallReady's voice, each with a Listen sample and the accent it really has.
import { DEMO_PROMPT, type Child, type OperatorVoiceSource } from '@callready/contract';
import { getCountry, type CountryId } from '@callready/core';
import { Volume2 } from 'lucide-react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { ApiError } from '@/lib/api-client';
import { apiErrorMessage } from '@/lib/api-errors';
import { chooseDeviceVoice, deviceVoiceLabel } from '@/lib/speech/device-voices';
import { useSpokenLine } from '@/lib/speech/use-spoken-line';
import { useDeviceVoices } from '@/lib/speech/device-voice-labels';
import { useVoiceAccents, voiceAccentLabel } from '@/lib/speech/voice-accents';
import { useUpdateChild } from './family-api';

export const DEVICE_VOICE_LABEL = "This device's voice";
export const SERVER_VOICE_LABEL = "CallReady's voice";

/** What each choice sounds like here, in words that promise no accent that is not there. */
export function voiceChoiceNotes(
  countryId: CountryId,
  deviceLabel: string | null,
  serverLabel: string | null,
): Record<OperatorVoiceSource, string> {
  const { name } = getCountry(countryId);
  return {
    device: deviceLabel
      ? `The natural voice of the phone, tablet or computer your child practises on. Here: ${deviceLabel}.`
      : `The natural voice of the phone, tablet or computer your child practises on. This device has no English voice of its own for ${name}, so ${SERVER_VOICE_LABEL} speaks here.`,
    server: serverLabel
      ? `The same voice on every device: ${serverLabel}.`
      : 'The same voice on every device.',
  };
}

export function OperatorVoiceSetting({ child }: { child: Child }) {
  const chosen: OperatorVoiceSource = child.operatorVoice ?? 'device';
  const update = useUpdateChild();
  const sample = useSpokenLine('operator');
  const accents = useVoiceAccents();
  const voices = useDeviceVoices();
  const locale = getCountry(child.countryCode).speechLocale;
  const notes = voiceChoiceNotes(
    child.countryCode,
    deviceVoiceLabel(chooseDeviceVoice(voices, locale)),
    voiceAccentLabel(accents, child.countryCode),
  );
  const name = `operator-voice-${child.id}`;
  const choose = (source: OperatorVoiceSource) =>
    update.mutate(
      { childId: child.id, body: { operatorVoice: source } },
      {
        onError: (error) => {
          const reason = error instanceof ApiError ? apiErrorMessage(error) : undefined;
          toast.error('The setting was not changed', { description: reason ?? 'Please try again.' });
        },
      },
    );

  return (
    <fieldset className="flex flex-col gap-2" disabled={update.isPending}>
      <legend className="mb-1 text-sm font-bold tracking-wide text-muted-foreground uppercase">
        Operator&apos;s voice
      </legend>
      {(['device', 'server'] as const).map((source) => (
        <div
          key={source}
          className="flex items-start gap-3 rounded-lg border-2 px-3 py-2 has-[:checked]:border-primary has-[:checked]:bg-primary-soft"
        >
          <label className="flex min-w-0 flex-1 cursor-pointer items-start gap-3">
            <input
              type="radio"
              name={name}
              value={source}
              checked={chosen === source}
              onChange={() => choose(source)}
              className="mt-1 size-5 shrink-0 accent-primary"
            />
            <span className="flex flex-col">
              <span className="font-semibold">
                {source === 'device' ? DEVICE_VOICE_LABEL : SERVER_VOICE_LABEL}
              </span>
              <span className="text-sm text-muted-foreground">{notes[source]}</span>
            </span>
          </label>
          <Button
            type="button"
            variant="outline"
            size="sm"
            className="shrink-0"
            aria-label={`Listen to ${source === 'device' ? DEVICE_VOICE_LABEL : SERVER_VOICE_LABEL}`}
            onClick={() =>
              void sample.play(DEMO_PROMPT, { countryId: child.countryCode, voiceSource: source })
            }
          >
            <Volume2 aria-hidden="true" />
            Listen
          </Button>
        </div>
      ))}
    </fieldset>
  );
}
