// Seals a child's address with AES-256-GCM (ADR 037) under the server's address key, which lives with
// its other secrets and never in the database. Each sealed value is bound to its child and slot as
// associated data, so a value copied onto another child's row fails to open instead of moving an
// address between families.
import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';

/** The first byte of every sealed value: the format, so the key or cipher can change later. */
const FORMAT_VERSION = 1;
const IV_BYTES = 12;
const TAG_BYTES = 16;

export interface AddressCipher {
  /** The value as JSON, sealed for this context ("child id / slot"). */
  seal(value: unknown, context: string): Buffer;
  /** The value back, or an error when the key, the context or a single byte is wrong. */
  open(sealed: Uint8Array, context: string): unknown;
  /** A 32-bit number only the key holder can work out from `context`: a repeatable seed (ADR 051). */
  seedFor(context: string): number;
}

/** The 32-byte key from 64 hex digits or base64 / base64url. */
export function decodeAddressKey(text: string): Buffer {
  const key = /^[0-9a-fA-F]{64}$/.test(text) ? Buffer.from(text, 'hex') : Buffer.from(text, 'base64url');
  if (key.length !== 32) throw new Error('The address key must be 32 bytes');
  return key;
}

export function createAddressCipher(keyText: string): AddressCipher {
  const key = decodeAddressKey(keyText);
  const associated = (context: string) => Buffer.from(`callready-address:v${FORMAT_VERSION}:${context}`);
  return {
    seal(value, context) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv, { authTagLength: TAG_BYTES });
      cipher.setAAD(associated(context));
      const body = Buffer.concat([cipher.update(JSON.stringify(value), 'utf8'), cipher.final()]);
      return Buffer.concat([Buffer.from([FORMAT_VERSION]), iv, cipher.getAuthTag(), body]);
    },
    open(sealed, context) {
      const bytes = Buffer.from(sealed);
      if (bytes.length < 1 + IV_BYTES + TAG_BYTES || bytes[0] !== FORMAT_VERSION) {
        throw new Error('Not a sealed address');
      }
      const iv = bytes.subarray(1, 1 + IV_BYTES);
      const tag = bytes.subarray(1 + IV_BYTES, 1 + IV_BYTES + TAG_BYTES);
      const decipher = createDecipheriv('aes-256-gcm', key, iv, { authTagLength: TAG_BYTES });
      decipher.setAAD(associated(context));
      decipher.setAuthTag(tag);
      const text = Buffer.concat([
        decipher.update(bytes.subarray(1 + IV_BYTES + TAG_BYTES)),
        decipher.final(),
      ]);
      return JSON.parse(text.toString('utf8')) as unknown;
    },
    seedFor(context) {
      return createHmac('sha256', key).update(`callready-seed:${context}`).digest().readUInt32BE(0);
    },
  };
}
