import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context, MiddlewareHandler } from 'hono';
import { CLIENT_ADDRESS_HEADER } from '../modules/auth/client-address-header';
import type { AppBindings } from './app-bindings';

/**
 * Finds the client's IP address: the socket's peer, or, with TRUST_PROXY, the address the one
 * reverse proxy in front of us saw (the last X-Forwarded-For entry; earlier ones are the client's
 * own claims). Puts it on the context as `clientAddress`.
 */
export function clientAddress({ trustProxy }: { trustProxy: boolean }): MiddlewareHandler<AppBindings> {
  return async (c, next) => {
    const address = (trustProxy ? lastForwardedFor(c) : undefined) ?? socketAddress(c);
    const headers = c.req.raw.headers;
    headers.delete(CLIENT_ADDRESS_HEADER);
    if (address) headers.set(CLIENT_ADDRESS_HEADER, address);
    c.set('clientAddress', address);
    await next();
  };
}

function lastForwardedFor(c: Context): string | undefined {
  const entries = (c.req.header('x-forwarded-for') ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  return entries.at(-1);
}

function socketAddress(c: Context): string | undefined {
  try {
    return getConnInfo(c).remote.address ?? undefined;
  } catch {
    // Requests made in-process (tests) have no socket.
    return undefined;
  }
}
