import type { RequestIdVariables } from 'hono/request-id';
import type { Logger } from '../logger';

/** Hono context variables every route can read. */
export interface AppBindings {
  Variables: RequestIdVariables & {
    logger: Logger;
  };
}
