// Where a recording is voiced (ADR 052): every spoken word has a vowel, and a vowel is voiced — the
// vocal folds make it periodic, at a child's 150–500 Hz or an adult's 70–250 Hz — while breath,
// wind, hiss, taps and mains hum are not periodic in that range. The recogniser's words are
// checked against it: a word over no voiced sound was never said.

/** One flag per 10 ms frame of 16 kHz mono PCM (little-endian 16-bit): whether it is voiced. */
export function voicedFrames(pcm: Buffer, sampleRate = 16_000): boolean[] {
  // Half the rate is plenty for pitch, and a quarter of the work.
  const samples: number[] = [];
  let last = 0;
  for (let offset = 0; offset + 3 < pcm.length; offset += 4) {
    const sample = (pcm.readInt16LE(offset) + pcm.readInt16LE(offset + 2)) / 2;
    // Pre-emphasis: mains hum and rumble weigh less, a voice's harmonics more.
    samples.push(sample - 0.95 * last);
    last = sample;
  }
  const rate = sampleRate / 2;
  const hop = Math.round(rate / 100);
  const window = Math.round(rate * 0.04);
  const shortestLag = Math.floor(rate / 500);
  const longestLag = Math.ceil(rate / 70);

  // Loud enough to be a voice: within 35 dB of the loudest frame, and above a faint floor.
  const energies: number[] = [];
  for (let start = 0; start + window + longestLag <= samples.length; start += hop) {
    let energy = 0;
    for (let index = start; index < start + window; index += 1) energy += (samples[index] as number) ** 2;
    energies.push(energy / window);
  }
  const loudest = Math.max(0, ...energies);
  const quietest = Math.max(loudest / 10 ** 3.5, 30 ** 2);

  return energies.map((energy, frame) => {
    if (energy < quietest) return false;
    const start = frame * hop;
    // The normalised autocorrelation from the shortest lag up: a voice's shows a dip, then a peak at
    // its pitch period; a low rumble only decays slowly from 1, and must not count.
    let dipped = false;
    let previous = 1;
    let rising = false;
    for (let lag = 1; lag <= longestLag; lag += 1) {
      let product = 0;
      let lagged = 0;
      for (let index = start; index < start + window; index += 1) {
        const later = samples[index + lag] as number;
        product += (samples[index] as number) * later;
        lagged += later * later;
      }
      const correlation = product / Math.sqrt(energy * window * lagged || 1);
      if (correlation < 0.3) dipped = true;
      // A peak just passed, at a pitch in range, after a dip.
      if (rising && correlation < previous && dipped && lag - 1 >= shortestLag && previous >= 0.6)
        return true;
      rising = correlation > previous;
      previous = correlation;
    }
    return false;
  });
}

/** The share of frames between `start` and `end` seconds that are voiced. */
export function voicedShare(frames: readonly boolean[], start: number, end: number): number {
  const first = Math.max(0, Math.floor(start * 100));
  const last = Math.min(frames.length, Math.ceil(end * 100));
  if (last <= first) return 0;
  let voiced = 0;
  for (let frame = first; frame < last; frame += 1) if (frames[frame]) voiced += 1;
  return voiced / (last - first);
}
