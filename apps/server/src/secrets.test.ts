import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { resolveSecrets, SECRETS_FILE_NAME } from './secrets';

const createdDirs: string[] = [];
const freshDataDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'callready-secrets-'));
  createdDirs.push(dir);
  return dir;
};
afterAll(() => createdDirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));
const LONG_SECRET = 'configured-secret-that-is-long-enough-0123456789';
const ADDRESS_KEY = 'f'.repeat(64);

describe('resolveSecrets outside production', () => {
  it('generates the secrets once into DATA_DIR/secrets.json, readable only by the owner, and reuses them', () => {
    const dataDir = freshDataDir();
    const first = resolveSecrets({ NODE_ENV: 'development', DATA_DIR: dataDir });
    expect(first.authSecret.length).toBeGreaterThanOrEqual(32);
    expect(first.altchaHmacKey.length).toBeGreaterThanOrEqual(32);
    expect(first.altchaHmacKey).not.toBe(first.authSecret);
    expect(Buffer.from(first.addressEncryptionKey, 'base64url')).toHaveLength(32);
    expect(first.addressEncryptionKey).not.toBe(first.authSecret);

    const path = join(dataDir, SECRETS_FILE_NAME);
    expect(statSync(path).mode & 0o777).toBe(0o600);
    expect(resolveSecrets({ NODE_ENV: 'development', DATA_DIR: dataDir })).toEqual(first);
  });

  it('prefers configured values to stored ones', () => {
    const dataDir = freshDataDir();
    const stored = resolveSecrets({ NODE_ENV: 'development', DATA_DIR: dataDir });
    const secrets = resolveSecrets({ NODE_ENV: 'development', DATA_DIR: dataDir, AUTH_SECRET: LONG_SECRET });
    expect(secrets).toEqual({
      authSecret: LONG_SECRET,
      altchaHmacKey: stored.altchaHmacKey,
      addressEncryptionKey: stored.addressEncryptionKey,
    });
  });

  it('writes nothing when every secret is configured', () => {
    const dataDir = freshDataDir();
    resolveSecrets({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      AUTH_SECRET: LONG_SECRET,
      ALTCHA_HMAC_KEY: LONG_SECRET,
      ADDRESS_ENCRYPTION_KEY: ADDRESS_KEY,
    });
    expect(existsSync(join(dataDir, SECRETS_FILE_NAME))).toBe(false);
  });

  it('fills in a secret missing from an older file and keeps the one there', () => {
    const dataDir = freshDataDir();
    const path = join(dataDir, SECRETS_FILE_NAME);
    writeFileSync(path, JSON.stringify({ authSecret: LONG_SECRET }));
    const secrets = resolveSecrets({ NODE_ENV: 'development', DATA_DIR: dataDir });
    expect(secrets.authSecret).toBe(LONG_SECRET);
    expect(JSON.parse(readFileSync(path, 'utf8'))).toEqual(secrets);
  });

  it('names the file when it cannot be read', () => {
    const dataDir = freshDataDir();
    writeFileSync(join(dataDir, SECRETS_FILE_NAME), '{not json');
    expect(() => resolveSecrets({ NODE_ENV: 'development', DATA_DIR: dataDir })).toThrow(
      /secrets\.json is not valid JSON/,
    );
  });
});

describe('resolveSecrets in production', () => {
  it('never generates or stores a secret, and derives the ALTCHA key from AUTH_SECRET', () => {
    const dataDir = freshDataDir();
    const production = {
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      AUTH_SECRET: LONG_SECRET,
      ADDRESS_ENCRYPTION_KEY: ADDRESS_KEY,
    } as const;
    const secrets = resolveSecrets(production);
    expect(secrets.authSecret).toBe(LONG_SECRET);
    expect(secrets.altchaHmacKey).not.toBe(LONG_SECRET);
    expect(secrets.addressEncryptionKey).toBe(ADDRESS_KEY);
    expect(resolveSecrets(production)).toEqual(secrets);
    expect(existsSync(join(dataDir, SECRETS_FILE_NAME))).toBe(false);
  });

  it('refuses to start without AUTH_SECRET', () => {
    expect(() => resolveSecrets({ NODE_ENV: 'production', DATA_DIR: freshDataDir() })).toThrow(/AUTH_SECRET/);
  });

  it('refuses to start without ADDRESS_ENCRYPTION_KEY, and never generates one', () => {
    const dataDir = freshDataDir();
    expect(() =>
      resolveSecrets({ NODE_ENV: 'production', DATA_DIR: dataDir, AUTH_SECRET: LONG_SECRET }),
    ).toThrow(/ADDRESS_ENCRYPTION_KEY/);
    expect(existsSync(join(dataDir, SECRETS_FILE_NAME))).toBe(false);
  });
});
