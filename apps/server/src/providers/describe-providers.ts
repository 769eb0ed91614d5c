import type { Env } from '../env';
import type { SpeechProviders } from './speech';
import { describeMailProvider } from './mail/create-mail-provider';
import { describePaymentProvider } from './payments/create-payment-provider';

export interface ProviderChoice {
  concern: 'e-mail' | 'payments' | 'captcha' | 'speech';
  provider: string;
}

/** What the web falls back to when the server neither speaks nor listens. */
export const NO_SERVER_SPEECH = 'browser voice and typed answers';

function describeSpeech(speech: SpeechProviders | undefined): string {
  if (!speech || (!speech.synthesizer && !speech.recognizer)) return NO_SERVER_SPEECH;
  return speech.describe();
}

/** Which implementation serves each outside concern with this configuration (docs/architecture.md §6). */
export function describeProviders(env: Env, speech?: SpeechProviders): ProviderChoice[] {
  return [
    { concern: 'e-mail', provider: describeMailProvider(env) },
    { concern: 'payments', provider: describePaymentProvider(env) },
    { concern: 'captcha', provider: env.HCAPTCHA_SITEKEY && env.HCAPTCHA_SECRET ? 'hCaptcha' : 'ALTCHA' },
    { concern: 'speech', provider: describeSpeech(speech) },
  ];
}
