// How the operator's lines reach the child. The call screen always shows each line as a caption; an
// OperatorVoice may also say it aloud. Speech plugs in by passing another implementation to the
// conversation page, without changing the screen.
import type { OperatorVoiceSource } from '@callready/contract';
import type { CountryId } from '@callready/core';

export interface OperatorSpeechContext {
  /** Picks the accent and the operator's voice. */
  countryId: CountryId;
  /** Lets a voice slow down or simplify for the youngest. */
  childAge: number;
  /** The child's invite code, which lets a server voice answer a child without a parent signed in. */
  inviteCode?: string;
  /** Whose voice first: the device's own or the server's (ADR 045). */
  voiceSource?: OperatorVoiceSource | undefined;
  /** True for a line holding the child's own words, which no online voice may say (ADR 045). */
  isPrivateLine?: ((line: string) => boolean) | undefined;
}

export interface OperatorVoice {
  /** False for a voice that only shows captions; the screen then shows no "speaking" state. */
  readonly audible: boolean;
  /**
   * Says the lines in order. Resolves when all are spoken or `signal` aborts (the child answered,
   * restarted or left). It should not reject: if speech fails, the captions still carry the words.
   */
  speak(lines: readonly string[], context: OperatorSpeechContext, signal: AbortSignal): Promise<void>;
  /** Gets lines that will probably be said next ready ahead of time; a voice without a cache ignores it. */
  prefetch?(lines: readonly string[], context: OperatorSpeechContext): void;
}

/** Shows the operator's words as captions only. */
export const captionOnlyVoice: OperatorVoice = {
  audible: false,
  speak: () => Promise.resolve(),
};
