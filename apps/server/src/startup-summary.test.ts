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
      '  database  PGlite (embedded) in /srv/callready/db',
      '  e-mail    dev outbox',
      '  payments  sandbox (test checkout and portal on this site, no card is charged)',
      '  captcha   ALTCHA',
      '  speech    browser voice and typed answers',
      '',
    ]);
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
      database: 'PostgreSQL at app@db.internal:5432/callready',
      providers: [],
      adminSetupOn: false,
    });
  });
});
