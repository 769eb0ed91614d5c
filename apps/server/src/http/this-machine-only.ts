// Development routes (the mail outbox, the sandbox's billing clock) hand out sign-up and reset links, so
// they answer only a person on this machine (ADR 050): a request addressed to a loopback name and sent
// from a loopback socket. The Host check stops a page on another site reaching them through DNS
// rebinding; the socket check stops other machines, whatever they put in their headers. The peer is the
// socket's, never X-Forwarded-For: a proxy on this machine makes every visitor look local, which is why
// both must hold.
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context, MiddlewareHandler } from 'hono';
import { isLoopbackHost } from '../env';
import type { AppBindings } from './app-bindings';
import { jsonNotFound } from './error-handler';

function socketPeer(c: Context): string | undefined {
  try {
    return getConnInfo(c).remote.address ?? undefined;
  } catch {
    // A request made in-process has no socket, so nothing shows it comes from this machine.
    return undefined;
  }
}

/** The host names a request is addressed to: its URL's and, when sent, its Host header's. */
function addressedTo(c: Context): string[] {
  const names = [new URL(c.req.url).hostname];
  const header = c.req.header('host');
  if (header !== undefined) {
    try {
      names.push(new URL(`http://${header}`).hostname);
    } catch {
      names.push(header);
    }
  }
  return names;
}

/** Whether the request was made on this machine, to this machine by a loopback name. */
export function isFromThisMachine(c: Context): boolean {
  const peer = socketPeer(c);
  return peer !== undefined && isLoopbackHost(peer) && addressedTo(c).every(isLoopbackHost);
}

/** Answers any request not made on this machine as if the route did not exist. */
export function thisMachineOnly(): MiddlewareHandler<AppBindings> {
  return async (c, next) => {
    if (!isFromThisMachine(c)) return jsonNotFound(c);
    await next();
  };
}
