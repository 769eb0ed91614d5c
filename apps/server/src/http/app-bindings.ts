import type { RequestIdVariables } from 'hono/request-id';
import type { Logger } from '../logger';

/** Hono context variables every route can read. */
export interface AppBindings {
  Variables: RequestIdVariables & {
    logger: Logger;
    /** The client's IP address when known (see client-address.ts). */
    clientAddress: string | undefined;
  };
}
