import { PRODUCTION_TEST_ENV } from './test/test-context';
import { describe, expect, it } from 'vitest';
import { loadEnv } from './env';
import { describeProviders } from './providers/describe-providers';
import { formatStartupSummary, summarizeStartup } from './startup-summary';

describe('the start-up summary', () => {
  it('tells a new user where to go, which database holds the data and who serves each concern', () => {
    const env = loadEnv({ PORT: '3100', DATA_DIR: '/srv/callready' });
    const text = formatStartupSummary(
      summarizeStartup(env, { kind: 'pglite', location: '/srv/callready/db' }, describeProviders(env)),
    );
    expect(text.split('\n')).toEqual([
      'CallReady is running at http://localhost:3100',
      '  listening  127.0.0.1:3100, this machine only',
      '  database   PGlite (embedded) in /srv/callready/db',
      '  e-mail     dev outbox',
      '  payments   sandbox (test checkout and portal on this site, no card is charged)',
      '  captcha    ALTCHA',
      '  speech     browser voice and typed answers',
      '',
    ]);
  });

  it.each(['0.0.0.0', '::', '192.168.1.20', 'my-laptop.lan'])(
    'warns plainly when HOST=%s lets other machines reach a development server',
    (host) => {
      const env = loadEnv({ HOST: host, PORT: '3100' });
      const text = formatStartupSummary(
        summarizeStartup(env, { kind: 'pglite', location: '/srv/callready/db' }, describeProviders(env)),
      );
      const listening = host === '::' ? '[::]:3100' : `${host}:3100`;
      expect(text).toContain(`  listening  ${listening}, other machines can reach it (see below)\n`);
      expect(text.split('\n').slice(-6)).toEqual([
        '',
        'WARNING: HOST lets other machines reach this development server.',
        '  Anyone who can reach it can use it: sign up, sign in and open every page.',
        '  Development routes (the mail outbox, the sandbox billing clock) still answer only on this machine, at localhost.',
        '  Unset HOST (or set HOST=127.0.0.1) to keep the server to this machine.',
        '',
      ]);
    },
  );

  it.each(['127.0.0.1', 'localhost', '::1', '127.0.0.5'])('gives no warning for HOST=%s', (host) => {
    const env = loadEnv({ HOST: host });
    const text = formatStartupSummary(summarizeStartup(env, { kind: 'pglite', location: 'db' }, []));
    expect(text).toContain(', this machine only');
    expect(text).not.toContain('WARNING');
  });

  it('says a production server is reachable and that anyone who reaches it can use it, without the development warning', () => {
    const env = loadEnv({ ...PRODUCTION_TEST_ENV, PUBLIC_URL: 'https://callready.example' });
    const text = formatStartupSummary(summarizeStartup(env, { kind: 'postgres', location: 'db' }, []));
    expect(text).toContain(
      '  listening  0.0.0.0:3000, other machines can reach it: anyone who can reach it can use it',
    );
    expect(text).not.toContain('WARNING');
  });

  it('says when admin setup is switched on, and not when it is off', () => {
    const summaryOf = (source: Record<string, string>) => {
      const env = loadEnv(source);
      return formatStartupSummary(
        summarizeStartup(env, { kind: 'pglite', location: '/srv/callready/db' }, describeProviders(env)),
      );
    };
    expect(summaryOf({})).not.toContain('admin setup');
    expect(summaryOf({ ADMIN_SETUP_KEY: 'k'.repeat(24) }).split('\n')).toContain(
      '  admin setup  ON at /eclipse-setup (ADMIN_SETUP_KEY is set): unset it once the first admin exists',
    );
  });

  it('says which payment provider is in use, and that production without Stripe refuses checkout', () => {
    const payments = (source: Record<string, string>) =>
      describeProviders(loadEnv(source)).find((choice) => choice.concern === 'payments')?.provider;
    expect(payments({})).toMatch(/^sandbox/);
    expect(
      payments({
        NODE_ENV: 'production',
        AUTH_SECRET: 'a'.repeat(40),
        ADDRESS_ENCRYPTION_KEY: 'b'.repeat(64),
        SMTP_URL: 'smtp://127.0.0.1:25',
        MAIL_FROM: 'CallReady <a@b.example>',
      }),
    ).toMatch(/^none: checkout is refused until STRIPE_SECRET_KEY/);
    expect(
      payments({
        STRIPE_SECRET_KEY: 'sk_test_123456',
        STRIPE_WEBHOOK_SECRET: 'whsec_123456',
        STRIPE_PRICE_FAMILY: 'price_family',
        STRIPE_PRICE_LARGE_FAMILY: 'price_large',
      }),
    ).toBe('Stripe');
  });

  it('refuses part of the Stripe settings', () => {
    expect(() => loadEnv({ STRIPE_SECRET_KEY: 'sk_test_123456' })).toThrow(
      /STRIPE_WEBHOOK_SECRET must be set together with the other Stripe settings/,
    );
  });

  it('names a PostgreSQL server by its safe description', () => {
    const env = loadEnv({ ...PRODUCTION_TEST_ENV, PUBLIC_URL: 'https://callready.example' });
    const summary = summarizeStartup(
      env,
      { kind: 'postgres', location: 'app@db.internal:5432/callready' },
      [],
    );
    expect(summary).toEqual({
      url: 'https://callready.example',
      listening: '0.0.0.0:3000',
      reachableFromOtherMachines: true,
      production: true,
      database: 'PostgreSQL at app@db.internal:5432/callready',
      providers: [],
      adminSetupOn: false,
    });
  });
});
