import { isAbsolute, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { developmentRoutesEnabled, EnvError, isLoopbackHost, loadEnv } from './env';
import { PRODUCTION_TEST_ENV as PRODUCTION } from './test/test-context';

function problemsOf(source: Record<string, string>): string[] {
  try {
    loadEnv(source);
  } catch (error) {
    if (error instanceof EnvError) return error.problems;
    throw error;
  }
  throw new Error('expected the configuration to be rejected');
}

describe('loadEnv', () => {
  it('runs with no configuration at all, on the documented defaults', () => {
    const env = loadEnv({});
    expect(env).toMatchObject({
      NODE_ENV: 'development',
      PORT: 3000,
      HOST: '127.0.0.1',
      PUBLIC_URL: 'http://localhost:3000',
      LOG_LEVEL: 'info',
    });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.DATA_DIR).toBe(resolve(process.cwd(), 'data'));
  });

  it('listens on this machine only outside production unless HOST says otherwise', () => {
    expect(loadEnv({}).HOST).toBe('127.0.0.1');
    expect(loadEnv({ NODE_ENV: 'test' }).HOST).toBe('127.0.0.1');
    expect(loadEnv({ HOST: '' }).HOST).toBe('127.0.0.1');
    expect(loadEnv({ HOST: '0.0.0.0' }).HOST).toBe('0.0.0.0');
    expect(loadEnv({ HOST: '::' }).HOST).toBe('::');
    // Production sits behind a load balancer or in a container, so it listens on every interface.
    expect(loadEnv(PRODUCTION).HOST).toBe('0.0.0.0');
    expect(loadEnv({ ...PRODUCTION, HOST: '10.0.0.5' }).HOST).toBe('10.0.0.5');
  });

  it.each([
    'localhost',
    'app.localhost',
    '127.0.0.1',
    '127.1.2.3',
    '::1',
    '[::1]',
    '::ffff:127.0.0.1',
    'LOCALHOST',
  ])('counts %s as this machine', (host) => expect(isLoopbackHost(host)).toBe(true));

  it.each([
    '0.0.0.0',
    '::',
    '[::]',
    '192.168.1.20',
    '10.0.0.1',
    'example.com',
    'localhost.example.com',
    '::ffff:10.0.0.1',
    '128.0.0.1',
    '',
  ])('does not count %s as this machine', (host) => expect(isLoopbackHost(host)).toBe(false));

  it('finds the web build in apps/web/dist by default', () => {
    const { WEB_DIST_DIR } = loadEnv({});
    expect(WEB_DIST_DIR.endsWith(join('apps', 'web', 'dist'))).toBe(true);
    expect(isAbsolute(WEB_DIST_DIR)).toBe(true);
  });

  it('derives the public URL from the port and drops a trailing slash from an explicit one', () => {
    expect(loadEnv({ PORT: '3100' }).PUBLIC_URL).toBe('http://localhost:3100');
    expect(loadEnv({ ...PRODUCTION, PUBLIC_URL: 'https://callready.example/' }).PUBLIC_URL).toBe(
      'https://callready.example',
    );
  });

  it('refuses to serve a public address outside production, with a one-line reason', () => {
    const problems = (() => {
      try {
        loadEnv({ PUBLIC_URL: 'https://callready.example' });
        return [];
      } catch (error) {
        return (error as EnvError).problems;
      }
    })();
    expect(problems).toEqual([
      'PUBLIC_URL is not a loopback address, so this server must run with NODE_ENV=production (and AUTH_SECRET, SMTP_URL and MAIL_FROM)',
    ]);
    expect(() => loadEnv({ NODE_ENV: 'test', PUBLIC_URL: 'http://192.168.1.20:3000' })).toThrow(EnvError);
  });

  it.each(['http://localhost:3000', 'http://127.0.0.1:3213', 'http://[::1]:3000', 'http://app.localhost'])(
    'runs in development on the loopback address %s, with development routes',
    (url) => {
      const env = loadEnv({ PUBLIC_URL: url });
      expect(developmentRoutesEnabled(env)).toBe(true);
    },
  );

  it('has no development routes in production, even on a loopback address', () => {
    expect(developmentRoutesEnabled(loadEnv({ ...PRODUCTION, PUBLIC_URL: 'http://localhost:3000' }))).toBe(
      false,
    );
    expect(
      developmentRoutesEnabled(loadEnv({ ...PRODUCTION, PUBLIC_URL: 'https://callready.example' })),
    ).toBe(false);
  });

  it('resolves a relative data folder from the working directory and keeps an absolute one', () => {
    expect(loadEnv({ DATA_DIR: 'var/cr' }).DATA_DIR).toBe(resolve(process.cwd(), 'var/cr'));
    expect(loadEnv({ DATA_DIR: '/srv/callready' }).DATA_DIR).toBe('/srv/callready');
  });

  it('reads relative paths from the folder where npm was invoked, so every npm script shares ./data', () => {
    const env = loadEnv({ INIT_CWD: '/home/sam/callready', WEB_DIST_DIR: 'build/web' });
    expect(env.DATA_DIR).toBe('/home/sam/callready/data');
    expect(env.WEB_DIST_DIR).toBe('/home/sam/callready/build/web');
    expect(env).not.toHaveProperty('INIT_CWD');
  });

  it('treats an empty value as not set', () => {
    const env = loadEnv({ PORT: '', DATABASE_URL: '', LOG_LEVEL: '' });
    expect(env.PORT).toBe(3000);
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.LOG_LEVEL).toBe('info');
  });

  it('accepts a PostgreSQL server URL', () => {
    expect(loadEnv({ DATABASE_URL: 'postgresql://app:secret@db:5432/callready' }).DATABASE_URL).toBe(
      'postgresql://app:secret@db:5432/callready',
    );
  });

  it('reports every problem on its own line, naming the variable', () => {
    const problems = problemsOf({
      PORT: 'eighty',
      LOG_LEVEL: 'loud',
      PUBLIC_URL: 'callready',
      NODE_ENV: 'staging',
    });
    expect(problems).toHaveLength(4);
    expect(problems).toContain('PORT must be a whole number between 1 and 65535');
    expect(problems).toContain('LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent');
    expect(problems.find((line) => line.startsWith('PUBLIC_URL '))).toMatch(/http\(s\) URL/);
    expect(problems.find((line) => line.startsWith('NODE_ENV '))).toMatch(/development, production or test/);
  });

  it('rejects out-of-range ports', () => {
    expect(problemsOf({ PORT: '70000' })).toEqual(['PORT must be a whole number between 1 and 65535']);
    expect(problemsOf({ PORT: '0' })).toEqual(['PORT must be a whole number between 1 and 65535']);
    expect(problemsOf({ PORT: '80.5' })).toEqual(['PORT must be a whole number between 1 and 65535']);
  });

  it('builds a readable message and never echoes a value, which could be a secret', () => {
    const secretUrl = 'mysql://admin:hunter2@db/callready';
    let message = '';
    try {
      loadEnv({ DATABASE_URL: secretUrl, PORT: 'x' });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message.split('\n')).toEqual([
      'Invalid configuration:',
      '  - PORT must be a whole number between 1 and 65535',
      '  - DATABASE_URL must be a PostgreSQL URL such as postgres://user:password@host:5432/callready',
    ]);
    expect(message).not.toContain('hunter2');
  });
});

describe('loadEnv for accounts, e-mail and the security check', () => {
  it('has defaults for everything a new user need not decide', () => {
    const env = loadEnv({});
    expect(env).toMatchObject({
      MAIL_FROM: 'CallReady <no-reply@callready.local>',
      HCAPTCHA_VERIFY_URL: 'https://api.hcaptcha.com/siteverify',
      ALTCHA_COST: 5000,
      ALTCHA_MAX_COUNTER: 1000,
      CAPTCHA_CHALLENGES_PER_MINUTE: 30,
      SIGNIN_MAX_FAILURES_PER_EMAIL: 5,
      SIGNIN_MAX_FAILURES_PER_IP: 20,
      SIGNIN_LOCKOUT_SECONDS: 900,
      CHILD_LOOKUP_MAX_PER_IP: 30,
      CHILD_LOOKUP_MAX_GLOBAL: 2000,
      CHILD_LOOKUP_WINDOW_SECONDS: 600,
      TRUST_PROXY: false,
    });
    expect(env.AUTH_SECRET).toBeUndefined();
    expect(env.SMTP_URL).toBeUndefined();
  });

  it('requires the secrets, the SMTP server and the sender in production', () => {
    expect(problemsOf({ NODE_ENV: 'production' })).toEqual([
      'AUTH_SECRET is required in production',
      'ADDRESS_ENCRYPTION_KEY is required in production',
      'SMTP_URL is required in production',
      'MAIL_FROM is required in production',
    ]);
    const production = loadEnv({
      NODE_ENV: 'production',
      AUTH_SECRET: 'a'.repeat(32),
      ADDRESS_ENCRYPTION_KEY: 'b'.repeat(64),
      SMTP_URL: 'smtps://mailer:pw@smtp.example.com:465',
      MAIL_FROM: 'CallReady <hello@callready.example>',
    });
    expect(production.MAIL_FROM).toBe('CallReady <hello@callready.example>');
  });

  it('takes the address key as 64 hex digits or base64 of 32 bytes, and nothing else', () => {
    expect(loadEnv({ ADDRESS_ENCRYPTION_KEY: 'c'.repeat(64) }).ADDRESS_ENCRYPTION_KEY).toBe('c'.repeat(64));
    expect(loadEnv({ ADDRESS_ENCRYPTION_KEY: 'A'.repeat(43) }).ADDRESS_ENCRYPTION_KEY).toBe('A'.repeat(43));
    expect(problemsOf({ ADDRESS_ENCRYPTION_KEY: 'too-short' })).toEqual([
      'ADDRESS_ENCRYPTION_KEY must be 32 random bytes written as 64 hex digits or in base64',
    ]);
  });

  it('refuses half an hCaptcha configuration', () => {
    expect(problemsOf({ HCAPTCHA_SITEKEY: 'site' })).toEqual([
      'HCAPTCHA_SECRET must be set together with the other hCaptcha variable',
    ]);
  });

  it('checks the shape of the new variables', () => {
    expect(
      problemsOf({
        AUTH_SECRET: 'short',
        SMTP_URL: 'https://smtp.example.com',
        SIGNIN_MAX_FAILURES_PER_EMAIL: '0',
        TRUST_PROXY: 'yes',
      }),
    ).toEqual([
      'AUTH_SECRET must be at least 32 characters long',
      'TRUST_PROXY must be true or false',
      'SMTP_URL must be an SMTP URL such as smtps://user:password@smtp.example.com:465',
      'SIGNIN_MAX_FAILURES_PER_EMAIL must be a whole number of at least 1',
    ]);
  });

  it('refuses invite-code look-up limits below 1', () => {
    expect(problemsOf({ CHILD_LOOKUP_MAX_PER_IP: '0', CHILD_LOOKUP_WINDOW_SECONDS: 'soon' })).toEqual([
      'CHILD_LOOKUP_MAX_PER_IP must be a whole number of at least 1',
      'CHILD_LOOKUP_WINDOW_SECONDS must be a whole number of at least 1',
    ]);
  });

  it('reads TRUST_PROXY and the limits for tests', () => {
    const env = loadEnv({
      TRUST_PROXY: 'true',
      SIGNIN_MAX_FAILURES_PER_IP: '3',
      SIGNIN_LOCKOUT_SECONDS: '60',
    });
    expect(env).toMatchObject({
      TRUST_PROXY: true,
      SIGNIN_MAX_FAILURES_PER_IP: 3,
      SIGNIN_LOCKOUT_SECONDS: 60,
    });
  });
});
