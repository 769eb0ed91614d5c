import type { ErrorHandler, NotFoundHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { loggableError } from '../db/errors';
import type { AppBindings } from './app-bindings';
import { replyError } from './reply-error';

/** Client errors raised by middleware keep their status; anything else is logged and hidden behind a 500. */
export const jsonErrorHandler: ErrorHandler<AppBindings> = (error, c) => {
  if (error instanceof HTTPException && error.status < 500) {
    return c.json({ error: error.message || 'Bad request' }, error.status);
  }
  c.get('logger').error(
    { err: loggableError(error), requestId: c.get('requestId'), method: c.req.method, path: c.req.path },
    'unhandled error',
  );
  return c.json({ error: 'Internal server error' }, 500);
};

export const jsonNotFound: NotFoundHandler<AppBindings> = (c) => replyError(c, 'NOT_FOUND');
