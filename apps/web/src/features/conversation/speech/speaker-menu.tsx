// The call screen's speaker menu (ADR 045): whose voice the operator speaks in, or off, with the
// accent each really has on this device. The captions show either way.
import { useCallback, useState } from 'react';
import type { OperatorVoiceSource } from '@callready/contract';
import { getCountry, type CountryId } from '@callready/core';
import { Volume2, VolumeX } from 'lucide-react';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { chooseDeviceVoice, deviceVoiceLabel } from '@/lib/speech/device-voices';
import { useDeviceVoices } from '@/lib/speech/device-voice-labels';
import { useVoiceAccents, voiceAccentLabel } from '@/lib/speech/voice-accents';
import { readSpeakerChoice, writeSpeakerChoice, type SpeakerChoice } from './speaker-setting';

const noStorage = { getItem: () => null, setItem: () => undefined };

/** localStorage, or nothing where the browser blocks it (the setting then lasts for this page only). */
function localStore() {
  try {
    return window.localStorage;
  } catch {
    return noStorage;
  }
}

/** The speaker's choice on this device, starting from the parent's choice for the child. */
export function useSpeakerChoice(parentChoice: OperatorVoiceSource) {
  const [choice, setChoice] = useState(() => readSpeakerChoice(localStore(), parentChoice));
  const change = useCallback((next: SpeakerChoice) => {
    setChoice(next);
    try {
      writeSpeakerChoice(localStore(), next);
    } catch {
      // A full or blocked storage only means the choice is not remembered.
    }
  }, []);
  return [choice, change] as const;
}

export function SpeakerMenu({
  choice,
  countryId,
  onChange,
}: {
  choice: SpeakerChoice;
  countryId: CountryId;
  onChange: (choice: SpeakerChoice) => void;
}) {
  const voices = useDeviceVoices();
  const accents = useVoiceAccents();
  const device = deviceVoiceLabel(chooseDeviceVoice(voices, getCountry(countryId).speechLocale));
  const server = voiceAccentLabel(accents, countryId);
  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger asChild>
        <Button type="button" variant="outline" className="px-3 sm:px-5" aria-label="Speaker">
          {choice === 'off' ? <VolumeX aria-hidden="true" /> : <Volume2 aria-hidden="true" />}
          <span className="hidden sm:inline">Speaker</span>
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-80">
        <DropdownMenuLabel>Operator&apos;s voice</DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuRadioGroup value={choice} onValueChange={(value) => onChange(value as SpeakerChoice)}>
          <DropdownMenuRadioItem value="device">
            <span className="flex flex-col">
              <span className="font-semibold">This device&apos;s voice</span>
              <span className="text-sm text-muted-foreground">
                {device ?? "None on this device: CallReady's voice speaks"}
              </span>
            </span>
          </DropdownMenuRadioItem>
          <DropdownMenuRadioItem value="server">
            <span className="flex flex-col">
              <span className="font-semibold">CallReady&apos;s voice</span>
              {server && <span className="text-sm text-muted-foreground">{server}</span>}
            </span>
          </DropdownMenuRadioItem>
          <DropdownMenuRadioItem value="off">
            <span className="flex flex-col">
              <span className="font-semibold">Off</span>
              <span className="text-sm text-muted-foreground">The words stay on screen</span>
            </span>
          </DropdownMenuRadioItem>
        </DropdownMenuRadioGroup>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
