// Helpers for tests that talk to real server processes over HTTP.
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';

export { cookieFrom, GOOD_PASSWORD, linkIn } from './auth-helpers';

export const addressHeaderFor = (client: string | undefined): Record<string, string> =>
  client ? { 'x-forwarded-for': client } : {};

/** Fetches an ALTCHA challenge from `base` and solves it like the widget does. */
export async function solveCaptchaOver(base: string, client?: string): Promise<string> {
  const response = await fetch(`${base}/api/captcha/challenge`, { headers: addressHeaderFor(client) });
  if (response.status !== 200) throw new Error(`challenge answered ${response.status}`);
  const challenge = (await response.json()) as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('challenge not solved');
  const payload = {
    challenge: { parameters: challenge.parameters, signature: challenge.signature },
    solution,
  };
  return Buffer.from(JSON.stringify(payload)).toString('base64');
}
