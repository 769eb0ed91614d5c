// Reading database errors the same way on PGlite and PostgreSQL: Drizzle wraps the driver's error
// (which carries the SQLSTATE `code` and the `constraint`) as its `cause`.
import { DrizzleQueryError } from 'drizzle-orm/errors';

interface DriverError {
  code?: unknown;
  constraint?: unknown;
  message?: unknown;
}

function driverError(error: unknown): DriverError | undefined {
  const cause = error instanceof DrizzleQueryError ? error.cause : error;
  return typeof cause === 'object' && cause !== null ? (cause as DriverError) : undefined;
}

const UNIQUE_VIOLATION = '23505';
const FOREIGN_KEY_VIOLATION = '23503';

/** True when a statement broke a unique constraint (that one, when named). */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const cause = driverError(error);
  if (cause?.code !== UNIQUE_VIOLATION) return false;
  return constraint === undefined || cause.constraint === constraint;
}

/** True when a statement referred to a row that is gone (such as a child deleted meanwhile). */
export function isForeignKeyViolation(error: unknown): boolean {
  return driverError(error)?.code === FOREIGN_KEY_VIOLATION;
}

/**
 * What may be logged of a failed query: the statement and the database's reason, never the
 * parameters (children's names, invite codes, e-mail addresses) nor the error's row detail.
 */
export function loggableError(error: unknown): unknown {
  if (!(error instanceof DrizzleQueryError)) return error;
  const cause = driverError(error);
  return {
    type: 'DrizzleQueryError',
    query: error.query,
    code: typeof cause?.code === 'string' ? cause.code : undefined,
    reason: typeof cause?.message === 'string' ? cause.message : undefined,
    // The stack's first lines repeat the message, parameters included; keep only the frames.
    stack: error.stack
      ?.split('\n')
      .filter((line) => line.trimStart().startsWith('at '))
      .join('\n'),
  };
}
