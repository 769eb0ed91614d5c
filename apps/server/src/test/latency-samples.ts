// Benchmarks' own per-request times, kept beside vitest's per-iteration figures (an iteration may
// send many requests at once), and printed as percentiles after the run.

export interface LatencySamples {
  add(name: string, milliseconds: number): void;
  /** One line per name: the given percentiles in ms and how many `unit` were timed. */
  lines(percentiles: readonly number[], unit: string): string[];
}

/** The value at percentile `p` (nearest rank) of ascending `sorted`. */
export const percentile = (sorted: readonly number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;

export function createLatencySamples(): LatencySamples {
  const samples = new Map<string, number[]>();
  return {
    add(name, milliseconds) {
      const list = samples.get(name);
      if (list) list.push(milliseconds);
      else samples.set(name, [milliseconds]);
    },
    lines(percentiles, unit) {
      const width = Math.max(0, ...[...samples.keys()].map((name) => name.length));
      return [...samples].map(([name, list]) => {
        const sorted = [...list].sort((a, b) => a - b);
        const figures = percentiles.map((p) => `p${p} ${percentile(sorted, p).toFixed(1).padStart(7)} ms`);
        return `${name.padEnd(width)}   ${figures.join('   ')}   (${sorted.length} ${unit})`;
      });
    },
  };
}
