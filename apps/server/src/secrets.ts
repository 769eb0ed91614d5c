// Secrets the server signs with (docs/architecture.md §6). Configured values always win. In production
// AUTH_SECRET is required and nothing is written to disk; elsewhere missing secrets are generated
// once into DATA_DIR/secrets.json (readable only by the owner) and reused on every start, so
// sessions and links survive a restart.
import { createHmac, randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ADDRESS_KEY_SHAPE, type Env } from './env';

export interface AppSecrets {
  /** Better Auth's secret: signs session cookies and e-mailed verification tokens. */
  authSecret: string;
  /** Signs ALTCHA challenges so a client cannot make up its own. */
  altchaHmacKey: string;
  /**
   * Seals children's home addresses (ADR 037): 32 bytes, hex or base64. Never derived from another
   * secret, so changing AUTH_SECRET does not lose the addresses, and never stored in the database.
   */
  addressEncryptionKey: string;
}

type SecretsEnv = Pick<
  Env,
  'NODE_ENV' | 'DATA_DIR' | 'AUTH_SECRET' | 'ALTCHA_HMAC_KEY' | 'ADDRESS_ENCRYPTION_KEY'
>;

export const SECRETS_FILE_NAME = 'secrets.json';

export function resolveSecrets(env: SecretsEnv): AppSecrets {
  if (env.NODE_ENV === 'production') {
    if (!env.AUTH_SECRET) throw new Error('AUTH_SECRET is required in production');
    if (!env.ADDRESS_ENCRYPTION_KEY) throw new Error('ADDRESS_ENCRYPTION_KEY is required in production');
    return {
      authSecret: env.AUTH_SECRET,
      altchaHmacKey: env.ALTCHA_HMAC_KEY ?? deriveKey(env.AUTH_SECRET, 'altcha-hmac-key'),
      addressEncryptionKey: env.ADDRESS_ENCRYPTION_KEY,
    };
  }
  if (env.AUTH_SECRET && env.ALTCHA_HMAC_KEY && env.ADDRESS_ENCRYPTION_KEY) {
    return {
      authSecret: env.AUTH_SECRET,
      altchaHmacKey: env.ALTCHA_HMAC_KEY,
      addressEncryptionKey: env.ADDRESS_ENCRYPTION_KEY,
    };
  }
  const stored = readOrCreateSecretsFile(env.DATA_DIR);
  return {
    authSecret: env.AUTH_SECRET ?? stored.authSecret,
    altchaHmacKey: env.ALTCHA_HMAC_KEY ?? stored.altchaHmacKey,
    addressEncryptionKey: env.ADDRESS_ENCRYPTION_KEY ?? stored.addressEncryptionKey,
  };
}

const newSecret = () => randomBytes(32).toString('base64url');

/** A separate key per purpose, so one leaked key cannot forge the other's signatures. */
function deriveKey(secret: string, purpose: string): string {
  return createHmac('sha256', secret).update(purpose).digest('base64url');
}

function readOrCreateSecretsFile(dataDir: string): AppSecrets {
  const path = join(dataDir, SECRETS_FILE_NAME);
  const existing = readSecretsFile(path);
  if (existing.authSecret && existing.altchaHmacKey && existing.addressEncryptionKey) {
    return {
      authSecret: existing.authSecret,
      altchaHmacKey: existing.altchaHmacKey,
      addressEncryptionKey: existing.addressEncryptionKey,
    };
  }
  const secrets: AppSecrets = {
    authSecret: existing.authSecret ?? newSecret(),
    altchaHmacKey: existing.altchaHmacKey ?? newSecret(),
    addressEncryptionKey: existing.addressEncryptionKey ?? newSecret(),
  };
  mkdirSync(dataDir, { recursive: true });
  const content = `${JSON.stringify(secrets, null, 2)}\n`;
  if (existing.found) {
    writeFileSync(path, content, { mode: 0o600 });
    return secrets;
  }
  try {
    // 'wx': when two copies start together, the first one's secrets are the ones everybody uses.
    writeFileSync(path, content, { mode: 0o600, flag: 'wx' });
    return secrets;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return readOrCreateSecretsFile(dataDir);
  }
}

function readSecretsFile(path: string): Partial<AppSecrets> & { found: boolean } {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { found: false };
    throw error;
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new Error(`${path} is not valid JSON; fix or delete it (a new one is then generated)`);
  }
  const record = typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : {};
  const pick = (key: keyof AppSecrets) =>
    typeof record[key] === 'string' && record[key].length >= 32 ? record[key] : undefined;
  const key = record.addressEncryptionKey;
  return {
    found: true,
    authSecret: pick('authSecret'),
    altchaHmacKey: pick('altchaHmacKey'),
    // Only a well-formed key is reused; a damaged one would seal nothing readable.
    addressEncryptionKey: typeof key === 'string' && ADDRESS_KEY_SHAPE.test(key) ? key : undefined,
  };
}
