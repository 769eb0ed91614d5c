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

  it('names ALTCHA, or hCaptcha once both of its keys are set', () => {
    expect(providerFor('captcha', {})).toBe('ALTCHA');
    expect(providerFor('captcha', { HCAPTCHA_SITEKEY: 'site', HCAPTCHA_SECRET: 'secret' })).toBe('hCaptcha');
  });
});
