import type { Env } from '../env';
import { describeMailProvider } from './mail/create-mail-provider';

export interface ProviderChoice {
  concern: 'e-mail' | 'payments' | 'captcha' | 'speech';
  provider: string;
}

/** Which implementation serves each outside concern with this configuration (DESIGN.md §6). */
export function describeProviders(env: Env): ProviderChoice[] {
  return [
    { concern: 'e-mail', provider: describeMailProvider(env) },
    { concern: 'payments', provider: 'sandbox' },
    { concern: 'captcha', provider: env.HCAPTCHA_SITEKEY && env.HCAPTCHA_SECRET ? 'hCaptcha' : 'ALTCHA' },
    { concern: 'speech', provider: 'browser fallback' },
  ];
}
