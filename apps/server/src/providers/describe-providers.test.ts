import { describe, expect, it } from 'vitest';
import { loadEnv } from '../env';
import { describeProviders } from './describe-providers';

const providerFor = (concern: string, source: Record<string, string>) =>
  describeProviders(loadEnv(source)).find((choice) => choice.concern === concern)?.provider;

describe('describeProviders', () => {
  it('names the dev outbox, or the SMTP host without its credentials', () => {
    expect(providerFor('e-mail', {})).toBe('dev outbox');
    expect(providerFor('e-mail', { SMTP_URL: 'smtps://mailer:s3cret@smtp.example.com:465' })).toBe(
      'SMTP (smtp.example.com)',
    );
  });

  it('names the chosen speech engines, or the browser fallback when the server has none', () => {
    const env = loadEnv({});
    const speechOf = (speech?: Parameters<typeof describeProviders>[1]) =>
      describeProviders(env, speech).find((choice) => choice.concern === 'speech')?.provider;
    expect(speechOf()).toBe('browser voice and typed answers');
    expect(speechOf({ synthesizer: null, recognizer: null, describe: () => 'unused' })).toBe(
      'browser voice and typed answers',
    );
    const espeak = { id: 'espeak' as const, synthesize: () => Promise.reject(new Error('unused')) };
    expect(
      speechOf({
        synthesizer: espeak,
        recognizer: null,
        describe: () => 'espeak-ng voice, typed answers only',
      }),
    ).toBe('espeak-ng voice, typed answers only');
  });

  it('names ALTCHA, or hCaptcha once both of its keys are set', () => {
    expect(providerFor('captcha', {})).toBe('ALTCHA');
    expect(providerFor('captcha', { HCAPTCHA_SITEKEY: 'site', HCAPTCHA_SECRET: 'secret' })).toBe('hCaptcha');
  });
});
