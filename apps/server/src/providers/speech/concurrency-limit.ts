/** Runs at most `max` tasks at once; later ones wait their turn in order. Keeps CPU-heavy engines from piling up. */
export function createConcurrencyLimit(max: number) {
  let active = 0;
  const waiting: Array<() => void> = [];

  return async function limit<T>(task: () => Promise<T>): Promise<T> {
    if (active >= max) await new Promise<void>((resolve) => waiting.push(resolve));
    else active += 1;
    try {
      return await task();
    } finally {
      // Hand the slot straight to the next waiter so a newcomer cannot slip in between.
      const next = waiting.shift();
      if (next) next();
      else active -= 1;
    }
  };
}
