import { describe, expect, it } from 'vitest';
import { createConcurrencyLimit } from './concurrency-limit';

describe('createConcurrencyLimit', () => {
  it('never runs more tasks at once than allowed, and runs them all in order', async () => {
    const limit = createConcurrencyLimit(2);
    let running = 0;
    let peak = 0;
    const started: number[] = [];
    const task = (id: number) => async () => {
      started.push(id);
      running += 1;
      peak = Math.max(peak, running);
      await new Promise((resolve) => setTimeout(resolve, 5));
      running -= 1;
      if (id === 3) throw new Error('task 3 fails');
      return id;
    };
    const results = await Promise.allSettled([1, 2, 3, 4, 5, 6].map((id) => limit(task(id))));
    expect(peak).toBe(2);
    expect(started).toEqual([1, 2, 3, 4, 5, 6]);
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(5);
  });
});
