import { BAD_REQUEST_MESSAGE, type ApiErrorCode } from '@callready/contract';
import type { ErrorHandler, NotFoundHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { loggableError } from '../db/errors';
import { Refusal } from '../refusal';
import type { AppBindings } from './app-bindings';
import { replyError } from './reply-error';

/** The list's code for a client error raised by middleware, by its status. */
const CLIENT_ERROR_CODES: Partial<Record<number, ApiErrorCode>> = {
  400: 'BAD_REQUEST',
  401: 'NOT_AUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  413: 'BODY_TOO_LARGE',
  429: 'TOO_MANY_ATTEMPTS',
};

/**
 * The one place a refusal becomes a reply (ADR 047): a thrown Refusal is answered with its code's status
 * and its own message, fields and headers. Client errors raised by Hono's middleware keep their message and, where the error list has a code for it,
 * their status (any other is answered as a bad request); anything else is logged and hidden behind a 500.
 */
export const jsonErrorHandler: ErrorHandler<AppBindings> = (error, c) => {
  if (error instanceof Refusal) {
    const { code, message, fields, retryAfterSeconds, headers } = error;
    return replyError(c, code, { message, fields, retryAfterSeconds, headers });
  }
  if (error instanceof HTTPException && error.status < 500) {
    const code = CLIENT_ERROR_CODES[error.status] ?? 'BAD_REQUEST';
    return replyError(c, code, { message: error.message || BAD_REQUEST_MESSAGE });
  }
  c.get('logger').error(
    { err: loggableError(error), requestId: c.get('requestId'), method: c.req.method, path: c.req.path },
    'unhandled error',
  );
  return replyError(c, 'INTERNAL_ERROR');
};

export const jsonNotFound: NotFoundHandler<AppBindings> = (c) => replyError(c, 'NOT_FOUND');
