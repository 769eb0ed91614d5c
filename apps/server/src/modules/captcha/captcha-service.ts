import type { CaptchaConfig } from '@callready/contract';
import type { Challenge } from 'altcha-lib';
import type { Database } from '../../db';
import type { Env } from '../../env';
import type { Logger } from '../../logger';
import { createAltcha } from './altcha';
import { verifyHcaptchaToken, type HcaptchaOptions } from './hcaptcha';
import { claimSolution } from './used-solutions';

export interface CaptchaService {
  config: CaptchaConfig;
  /** A new ALTCHA challenge; undefined when hCaptcha is in use. */
  createChallenge(): Promise<Challenge> | undefined;
  /** True once per genuine solution; a replay, a forgery or an expired one is false. */
  verify(response: string, clientAddress: string | undefined): Promise<boolean>;
}

type CaptchaEnv = Pick<
  Env,
  'HCAPTCHA_SITEKEY' | 'HCAPTCHA_SECRET' | 'HCAPTCHA_VERIFY_URL' | 'ALTCHA_COST' | 'ALTCHA_MAX_COUNTER'
>;

export interface CaptchaServiceDeps {
  env: CaptchaEnv;
  altchaHmacKey: string;
  db: Database;
  logger: Logger;
}

export function createCaptchaService({ env, altchaHmacKey, db, logger }: CaptchaServiceDeps): CaptchaService {
  const hcaptcha = hcaptchaOptions(env);
  if (hcaptcha) {
    return {
      config: { provider: 'hcaptcha', siteKey: hcaptcha.siteKey },
      createChallenge: () => undefined,
      async verify(token, clientAddress) {
        try {
          return await verifyHcaptchaToken(hcaptcha, token, clientAddress);
        } catch (error) {
          // The person can retry; a check that cannot be made must not let the request through.
          logger.error({ err: error }, 'hCaptcha verification failed');
          return false;
        }
      },
    };
  }

  const altcha = createAltcha({
    hmacKey: altchaHmacKey,
    cost: env.ALTCHA_COST,
    maxCounter: env.ALTCHA_MAX_COUNTER,
  });
  return {
    config: { provider: 'altcha' },
    createChallenge: () => altcha.createChallenge(),
    async verify(payload) {
      const verdict = await altcha.verify(payload);
      return verdict.verified && (await claimSolution(db, verdict.solutionId, verdict.expiresAt));
    },
  };
}

function hcaptchaOptions(env: CaptchaEnv): HcaptchaOptions | undefined {
  if (!env.HCAPTCHA_SITEKEY || !env.HCAPTCHA_SECRET) return undefined;
  return { siteKey: env.HCAPTCHA_SITEKEY, secret: env.HCAPTCHA_SECRET, verifyUrl: env.HCAPTCHA_VERIFY_URL };
}
