// Counts the statements the app sends to its database while `work` runs, whichever driver is
// underneath (both drizzle drivers send every statement through their client's `query`).
import { vi } from 'vitest';
import type { TestContext } from './test-context';

export async function countStatements(context: TestContext, work: () => Promise<unknown>): Promise<number> {
  const client = (context.db as unknown as { $client: { query: (...args: unknown[]) => unknown } }).$client;
  const spy = vi.spyOn(client, 'query');
  try {
    await work();
    return spy.mock.calls.length;
  } finally {
    spy.mockRestore();
  }
}
