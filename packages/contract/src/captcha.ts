// The security check on sign-up, sign-in and password-reset requests.
import { z } from 'zod';

/** GET /api/captcha/config: which widget to show. ALTCHA fetches GET /api/captcha/challenge. */
export const captchaConfigSchema = z.discriminatedUnion('provider', [
  z.object({ provider: z.literal('altcha') }),
  z.object({ provider: z.literal('hcaptcha'), siteKey: z.string().min(1) }),
]);
export type CaptchaConfig = z.infer<typeof captchaConfigSchema>;

export const CAPTCHA_CONFIG_PATH = '/api/captcha/config';
export const CAPTCHA_CHALLENGE_PATH = '/api/captcha/challenge';
