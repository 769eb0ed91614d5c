import { useCallback, useState } from 'react';
import { Volume2, VolumeX } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { readSpeakerOn, writeSpeakerOn } from './speaker-setting';

const noStorage = { getItem: () => null, setItem: () => undefined };

/** localStorage, or nothing where the browser blocks it (the setting then lasts for this page only). */
function localStore() {
  try {
    return window.localStorage;
  } catch {
    return noStorage;
  }
}

/** Whether the operator speaks aloud, remembered on this device. */
export function useSpeakerOn() {
  const [on, setOn] = useState(() => readSpeakerOn(localStore()));
  const change = useCallback((next: boolean) => {
    setOn(next);
    try {
      writeSpeakerOn(localStore(), next);
    } catch {
      // A full or blocked storage only means the choice is not remembered.
    }
  }, []);
  return [on, change] as const;
}

/** Turns the operator's voice on or off; the captions stay either way. */
export function SpeakerToggle({ on, onChange }: { on: boolean; onChange: (on: boolean) => void }) {
  return (
    <Button
      type="button"
      variant="outline"
      aria-pressed={on}
      onClick={() => onChange(!on)}
      className="px-3 sm:px-5"
    >
      {on ? <Volume2 aria-hidden="true" /> : <VolumeX aria-hidden="true" />}
      <span className="sr-only sm:not-sr-only">Speaker</span>
    </Button>
  );
}
