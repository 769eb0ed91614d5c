// hCaptcha, used instead of ALTCHA when a site key and secret are configured.
import { z } from 'zod';

export interface HcaptchaOptions {
  siteKey: string;
  secret: string;
  verifyUrl: string;
}

const VERIFY_TIMEOUT_MS = 10_000;
const answerSchema = z.object({ success: z.boolean() }).loose();

/** Asks hCaptcha whether a token is genuine; hCaptcha itself accepts each token only once. */
export async function verifyHcaptchaToken(
  { siteKey, secret, verifyUrl }: HcaptchaOptions,
  token: string,
  clientAddress: string | undefined,
): Promise<boolean> {
  const form = new URLSearchParams({ secret, response: token, sitekey: siteKey });
  if (clientAddress) form.set('remoteip', clientAddress);
  const response = await fetch(verifyUrl, {
    method: 'POST',
    body: form,
    signal: AbortSignal.timeout(VERIFY_TIMEOUT_MS),
  });
  if (!response.ok) throw new Error(`hCaptcha verification answered ${response.status}`);
  const answer = answerSchema.safeParse(await response.json());
  if (!answer.success) throw new Error('hCaptcha verification answered in an unexpected shape');
  return answer.data.success;
}
