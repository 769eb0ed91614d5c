import { BAD_REQUEST_MESSAGE, type ApiErrorCode } from '@callready/contract';
import type { ErrorHandler, NotFoundHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { loggableError } from '../db/errors';
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
 * Client errors raised by middleware keep their message and, where the error list has a code for it,
 * their status (any other is answered as a bad request); anything else is logged and hidden behind a 500.
 */
export const jsonErrorHandler: ErrorHandler<AppBindings> = (error, c) => {
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
