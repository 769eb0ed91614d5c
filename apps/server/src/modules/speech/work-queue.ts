// A bounded, fair queue for speech work, so that no one client can starve the others
// (docs/architecture.md §2 speech): at most `concurrency` tasks run at once, at most `maxWaiting`
// wait, and one caller has at most `perCaller` tasks running or waiting. Work beyond that is
// refused at once with a wait to suggest, rather than queued for minutes.

export interface WorkQueueOptions {
  concurrency: number;
  maxWaiting: number;
  /** Tasks one caller may have running or waiting; unlimited when absent. */
  perCaller?: number;
}

/** Thrown when the queue cannot take a task now; the caller may retry after `retryAfterSeconds`. */
export class QueueBusyError extends Error {
  constructor(
    readonly reason: 'queue-full' | 'caller-busy',
    readonly retryAfterSeconds: number,
  ) {
    super(
      reason === 'queue-full' ? 'The speech queue is full' : 'This caller already has speech work under way',
    );
    this.name = 'QueueBusyError';
  }
}

export interface WorkQueue {
  run<T>(caller: string, task: () => Promise<T>): Promise<T>;
  /** Running and waiting tasks, for tests and logs. */
  readonly load: { running: number; waiting: number };
}

// Before any task has finished, a guess at how long one takes.
const INITIAL_TASK_SECONDS = 1;

export function createWorkQueue({ concurrency, maxWaiting, perCaller }: WorkQueueOptions): WorkQueue {
  let running = 0;
  const waiting: Array<() => void> = [];
  const perCallerCount = new Map<string, number>();
  let averageTaskSeconds = INITIAL_TASK_SECONDS;

  /** Roughly how long until a newcomer would start: the work ahead of it, spread over the slots. */
  const suggestedWait = () =>
    Math.max(1, Math.ceil((averageTaskSeconds * (waiting.length + running)) / concurrency));

  const release = (caller: string) => {
    const count = (perCallerCount.get(caller) ?? 1) - 1;
    if (count <= 0) perCallerCount.delete(caller);
    else perCallerCount.set(caller, count);
  };

  return {
    get load() {
      return { running, waiting: waiting.length };
    },
    async run(caller, task) {
      const own = perCallerCount.get(caller) ?? 0;
      if (perCaller !== undefined && own >= perCaller)
        throw new QueueBusyError('caller-busy', suggestedWait());
      if (running >= concurrency && waiting.length >= maxWaiting) {
        throw new QueueBusyError('queue-full', suggestedWait());
      }
      perCallerCount.set(caller, own + 1);
      try {
        if (running >= concurrency) await new Promise<void>((resolve) => waiting.push(resolve));
        else running += 1;
        const startedAt = performance.now();
        try {
          return await task();
        } finally {
          const seconds = (performance.now() - startedAt) / 1000;
          averageTaskSeconds = 0.8 * averageTaskSeconds + 0.2 * seconds;
          // Hand the slot straight to the next in line so a newcomer cannot slip in between.
          const next = waiting.shift();
          if (next) next();
          else running -= 1;
        }
      } finally {
        release(caller);
      }
    },
  };
}
