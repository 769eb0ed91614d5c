// Drizzle wraps the driver's error, which carries the SQLSTATE code, as its `cause`.
import { DrizzleQueryError } from 'drizzle-orm/errors';

const INVALID_PARAMETER_VALUE = '22023';

/** True when PostgreSQL refused a time zone name it does not know. */
export function isUnknownTimeZone(error: unknown): boolean {
  const cause: unknown = error instanceof DrizzleQueryError ? error.cause : error;
  if (typeof cause !== 'object' || cause === null) return false;
  const { code, message } = cause as { code?: unknown; message?: unknown };
  return code === INVALID_PARAMETER_VALUE && typeof message === 'string' && message.includes('time zone');
}
