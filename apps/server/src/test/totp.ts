// RFC 6238 codes computed the way an authenticator app does, from the base32 secret shown at set-up,
// independently of the server's own code, so the API tests and the browser journeys check that real apps
// would work. Node only: the browser journeys import it from here too.
import { createHmac } from 'node:crypto';

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

function decodeBase32(text: string): Buffer {
  let bits = '';
  for (const character of text.replace(/=+$/, '').toUpperCase()) {
    const value = BASE32.indexOf(character);
    if (value < 0) throw new Error(`not base32: ${character}`);
    bits += value.toString(2).padStart(5, '0');
  }
  const bytes = bits.match(/.{8}/g) ?? [];
  return Buffer.from(bytes.map((byte) => Number.parseInt(byte, 2)));
}

/** The code for the 30-second step `offset` steps from now (-1 previous, 0 current, 1 next). */
export function totpCode(base32Secret: string, offset = 0, now = Date.now()): string {
  const counter = Math.floor(now / 30_000) + offset;
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const digest = createHmac('sha1', decodeBase32(base32Secret)).update(message).digest();
  const start = (digest[digest.length - 1] ?? 0) & 0x0f;
  const value = digest.readUInt32BE(start) & 0x7fffffff;
  return String(value % 1_000_000).padStart(6, '0');
}
