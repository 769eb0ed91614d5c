// What pocketsphinx_continuous prints with `-time yes`: for each stretch of speech it hears, the
// words it chose, then one line per word or filler with its start and end (seconds) and its
// posterior probability in the decoder's lattice (0–1).

export interface HeardSegment {
  /** A word, or a filler: '<s>', '</s>', '<sil>', '[NOISE]', '[SPEECH]'. */
  word: string;
  start: number;
  end: number;
  posterior: number;
}

const SEGMENT = /^(\S+) (-?\d+(?:\.\d+)?) (-?\d+(?:\.\d+)?) (-?\d+(?:\.\d+)?(?:e-?\d+)?)$/;

/** Every segment of every stretch, in order; alternate pronunciations ("live(2)") read as their word. */
export function heardSegments(output: string): HeardSegment[] {
  const segments: HeardSegment[] = [];
  for (const line of output.split('\n')) {
    const match = SEGMENT.exec(line.trim());
    if (!match) continue;
    const [, word, start, end, posterior] = match as unknown as [string, string, string, string, string];
    segments.push({
      word: word.replace(/\(\d+\)$/, ''),
      start: Number(start),
      end: Number(end),
      posterior: Math.min(1, Math.max(0, Number(posterior))),
    });
  }
  return segments;
}

/** A real word, not silence, a sentence boundary or a noise the decoder set aside. */
export const isWord = (segment: Pick<HeardSegment, 'word'>) => /^[a-z']+$/.test(segment.word);
