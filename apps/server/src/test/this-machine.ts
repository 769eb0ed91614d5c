// In-process requests have no socket. These bindings give one the peer address @hono/node-server
// would report, for routes that answer only requests made on this machine (ADR 050).

/** The bindings of a request received from `remoteAddress`: pass as app.request's third argument. */
export const fromPeer = (remoteAddress: string) => ({ incoming: { socket: { remoteAddress } } });

/** A request sent from this machine's loopback address. */
export const FROM_THIS_MACHINE = fromPeer('127.0.0.1');
