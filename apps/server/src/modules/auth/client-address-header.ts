/**
 * Request header carrying the client's IP address to Better Auth (rate limits, session records). The
 * HTTP layer sets it on every request (http/client-address.ts), replacing whatever the client sent.
 */
export const CLIENT_ADDRESS_HEADER = 'x-callready-client-address';
