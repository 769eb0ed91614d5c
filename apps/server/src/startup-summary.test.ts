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
      '  payments  none yet (development plan switch)',
      '  captcha   ALTCHA',
      '  speech    browser voice and typed answers',
      '',
    ]);
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
    });
  });
});
