// Which voice says one operator line (ADR 045). A line with the child's own words (a read-back) is
// only ever said by a voice on the device or by this server's voice, never by a browser voice that
// works online, so nothing a child says leaves for a voice service; without either it stays a caption.
import type { OperatorVoiceSource } from '@callready/contract';

/** device: the device's own voice; server: this server's; browser: whatever the browser has; none: caption only. */
export type LineVoice = 'device' | 'server' | 'browser' | 'none';

export interface LineVoiceInput {
  /** The line quotes the child's words. */
  privateLine: boolean;
  /** The parent's choice for the child. */
  source: OperatorVoiceSource;
  /** The device has an English voice of its own (localService). */
  hasDeviceVoice: boolean;
  /** This server can speak (and has not failed or been busy for this line). */
  serverCanSpeak: boolean;
  /** The browser has speechSynthesis at all (its voices may work online). */
  browserCanSpeak: boolean;
}

/** The voice for a line: the chosen source first, then the other private one, then (not for the child's words) the browser's. */
export function voiceForLine({
  privateLine,
  source,
  hasDeviceVoice,
  serverCanSpeak,
  browserCanSpeak,
}: LineVoiceInput): LineVoice {
  const order: LineVoice[] = source === 'device' ? ['device', 'server'] : ['server', 'device'];
  for (const voice of order) {
    if (voice === 'device' && hasDeviceVoice) return 'device';
    if (voice === 'server' && serverCanSpeak) return 'server';
  }
  return !privateLine && browserCanSpeak ? 'browser' : 'none';
}
