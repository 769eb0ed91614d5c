/**
 * How loud a slice of microphone input is, 0 (silence) to 1, from an AnalyserNode's byte time-domain
 * samples (128 is the zero line). Scaled up so ordinary speech fills most of the meter.
 */
export function levelFromSamples(samples: ArrayLike<number>): number {
  if (samples.length === 0) return 0;
  let sumOfSquares = 0;
  for (let index = 0; index < samples.length; index += 1) {
    const centred = ((samples[index] ?? 128) - 128) / 128;
    sumOfSquares += centred * centred;
  }
  return Math.min(1, Math.sqrt(sumOfSquares / samples.length) * 4);
}
