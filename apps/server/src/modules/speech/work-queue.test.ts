import { describe, expect, it } from 'vitest';
import { createWorkQueue, QueueBusyError } from './work-queue';

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
}

describe('createWorkQueue', () => {
  it('runs at most `concurrency` tasks at once and the rest in order', async () => {
    const queue = createWorkQueue({ concurrency: 2, maxWaiting: 10 });
    const gates = [deferred(), deferred(), deferred()];
    const order: number[] = [];
    const runs = gates.map((gate, index) =>
      queue.run(`caller-${index}`, async () => {
        order.push(index);
        await gate.promise;
      }),
    );
    await Promise.resolve();
    expect(queue.load).toEqual({ running: 2, waiting: 1 });
    expect(order).toEqual([0, 1]);
    gates[0]?.resolve();
    await runs[0];
    await new Promise((resolve) => setImmediate(resolve));
    expect(order).toEqual([0, 1, 2]);
    gates.forEach((gate) => gate.resolve());
    await Promise.all(runs);
    expect(queue.load).toEqual({ running: 0, waiting: 0 });
  });

  it('refuses a caller’s second task while the first is under way, and takes it afterwards', async () => {
    const queue = createWorkQueue({ concurrency: 2, maxWaiting: 10, perCaller: 1 });
    const gate = deferred();
    const first = queue.run('child-a', () => gate.promise);
    await expect(queue.run('child-a', async () => 'again')).rejects.toMatchObject({
      reason: 'caller-busy',
      retryAfterSeconds: expect.any(Number),
    });
    expect(await queue.run('child-b', async () => 'other')).toBe('other');
    gate.resolve();
    await first;
    expect(await queue.run('child-a', async () => 'later')).toBe('later');
  });

  it('refuses work beyond the waiting room with a suggested wait', async () => {
    const queue = createWorkQueue({ concurrency: 1, maxWaiting: 1 });
    const gate = deferred();
    const running = queue.run('a', () => gate.promise);
    const waiting = queue.run('b', async () => undefined);
    const refusal = await queue.run('c', async () => undefined).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(QueueBusyError);
    expect((refusal as QueueBusyError).reason).toBe('queue-full');
    expect((refusal as QueueBusyError).retryAfterSeconds).toBeGreaterThanOrEqual(1);
    gate.resolve();
    await Promise.all([running, waiting]);
  });

  it('frees the caller’s place when a task fails', async () => {
    const queue = createWorkQueue({ concurrency: 1, maxWaiting: 0, perCaller: 1 });
    await expect(queue.run('a', () => Promise.reject(new Error('engine crashed')))).rejects.toThrow(
      'engine crashed',
    );
    expect(await queue.run('a', async () => 'ok')).toBe('ok');
  });
});
