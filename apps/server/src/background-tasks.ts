import type { Logger } from './logger';

/**
 * Work finished after the response is sent, such as e-mail, so that a reply takes as long whether
 * or not an address is registered. Failures are logged; `settled()` waits for what is in flight
 * (before shutdown, and in tests before reading the outbox).
 */
export interface BackgroundTasks {
  run(task: Promise<unknown>): void;
  settled(): Promise<void>;
}

export function createBackgroundTasks(logger: Logger): BackgroundTasks {
  const pending = new Set<Promise<unknown>>();
  return {
    run(task) {
      const tracked = task
        .catch((error: unknown) => logger.error({ err: error }, 'background task failed'))
        .finally(() => pending.delete(tracked));
      pending.add(tracked);
    },
    async settled() {
      // Tasks may start further tasks, so wait until none are left.
      while (pending.size > 0) await Promise.all(pending);
    },
  };
}
