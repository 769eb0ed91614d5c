// How sure pocketsphinx was of what it heard (ADR 052), from its own scores and the sound itself:
// every voiced 10 ms of the recording (voicing.ts) is credited with the posterior probability, in
// the decoder's lattice, of the word heard over it, or nothing when no word covers it. Speech heard
// clearly scores near 1; breath, wind or hum that the decoder turned into a word score 0 (nothing
// there is voiced); music, far-off voices and garbled speech score low, since their voiced sound
// is covered by no word or by doubtful ones.
import { isWord, type HeardSegment } from './pocketsphinx-output';

/** Below a tenth of a second of voice, there is too little to stand by whatever the words. */
const MIN_VOICED_FRAMES = 10;

export function recognitionConfidence(segments: readonly HeardSegment[], voiced: readonly boolean[]): number {
  const credit = new Float64Array(voiced.length);
  let words = 0;
  for (const segment of segments) {
    if (!isWord(segment)) continue;
    words += 1;
    const last = Math.min(voiced.length, Math.ceil(segment.end * 100));
    for (let frame = Math.max(0, Math.floor(segment.start * 100)); frame < last; frame += 1)
      credit[frame] = Math.max(credit[frame] as number, segment.posterior);
  }
  if (words === 0) return 0;
  let total = 0;
  let count = 0;
  voiced.forEach((isVoiced, frame) => {
    if (!isVoiced) return;
    count += 1;
    total += credit[frame] as number;
  });
  return Math.min(1, total / Math.max(count, MIN_VOICED_FRAMES));
}
