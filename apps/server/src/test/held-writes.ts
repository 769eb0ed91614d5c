// A copy of the server on the test's database whose writes to one table wait for a hook first: the
// moment between a request's checks and its write, which real concurrency only sometimes hits, made
// certain (another request's whole work can run there).
import type { Table } from 'drizzle-orm';
import { createApp, type App } from '../app';
import type { Database } from '../db';
import { createLogger } from '../logger';
import { createMailProvider } from '../providers/mail/create-mail-provider';
import type { PaymentProvider } from '../providers/payments/payment-provider';
import { resolveSecrets } from '../secrets';
import type { TestContext } from './test-context';

/**
 * `query` with `before` run first whenever it is awaited or executed: a statement built by Drizzle (a
 * query builder, or a prepared statement) then goes to the database only after `before` has finished.
 */
function runningFirst<T extends object>(query: T, before: () => Promise<void>): T {
  return new Proxy(query, {
    get(target, property, receiver) {
      const value: unknown = Reflect.get(target, property, receiver);
      if (typeof value !== 'function') return value;
      const method = value as (...args: unknown[]) => unknown;
      if (property === 'then' || property === 'execute')
        return (...args: unknown[]) => before().then(() => method.apply(target, args));
      return (...args: unknown[]) => {
        const result = method.apply(target, args);
        return typeof result === 'object' && result !== null ? runningFirst(result, before) : result;
      };
    },
  });
}

/** `db`, and every transaction opened on it, with inserts into `table` held until `before` has run. */
function holdingInserts(db: Database, table: Table, before: () => Promise<void>): Database {
  return new Proxy(db, {
    get(target, property, receiver) {
      const value: unknown = Reflect.get(target, property, receiver);
      if (typeof value !== 'function') return value;
      if (property === 'insert') {
        return (into: unknown) => {
          const builder = (value as (into: unknown) => object).call(target, into);
          return into === table ? runningFirst(builder, before) : builder;
        };
      }
      if (property === 'transaction') {
        return (work: (tx: Database) => Promise<unknown>, ...rest: unknown[]) =>
          (value as (...args: unknown[]) => Promise<unknown>).call(
            target,
            (tx: Database) => work(holdingInserts(tx, table, before)),
            ...rest,
          );
      }
      return value;
    },
  });
}

/** The server on `context`'s database, where inserts into `table` first wait for `before`. */
export function appHoldingInserts(
  context: TestContext,
  table: Table,
  before: () => Promise<void>,
  paymentProvider?: PaymentProvider,
): App {
  const db = holdingInserts(context.db, table, before);
  const logger = createLogger({ level: context.env.LOG_LEVEL });
  return createApp({
    env: context.env,
    database: { db, kind: context.database.kind },
    logger,
    secrets: resolveSecrets(context.env),
    mailProvider: createMailProvider(context.env, db, logger),
    backgroundTasks: context.backgroundTasks,
    ...(paymentProvider ? { paymentProvider } : {}),
  });
}
