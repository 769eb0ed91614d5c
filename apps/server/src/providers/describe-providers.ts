import type { Env } from '../env';

export interface ProviderChoice {
  concern: 'e-mail' | 'payments' | 'captcha' | 'speech';
  provider: string;
}

/** Which implementation serves each outside concern with this configuration (DESIGN.md §6). */
export function describeProviders(_env: Env): ProviderChoice[] {
  return [
    { concern: 'e-mail', provider: 'dev outbox' },
    { concern: 'payments', provider: 'sandbox' },
    { concern: 'captcha', provider: 'ALTCHA' },
    { concern: 'speech', provider: 'browser fallback' },
  ];
}
