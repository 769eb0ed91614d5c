import { tooManyAttemptsMessage } from '@callready/contract';
import { Hono } from 'hono';
import type { AppBindings } from '../../http/app-bindings';
import type { CaptchaService } from '../../modules/captcha/captcha-service';
import { clientLimitKey, type ServiceLimits } from '../../modules/rate-limit/service-limits';
import { Refusal } from '../../refusal';

/** GET /api/captcha/config, and GET /api/captcha/challenge for the ALTCHA widget's `challengeurl`. */
export function captchaRoutes({
  captcha,
  challengeLimit,
}: {
  captcha: CaptchaService;
  challengeLimit: ServiceLimits['captchaChallenges'];
}) {
  return new Hono<AppBindings>()
    .get('/config', (c) => c.json(captcha.config))
    .get('/challenge', async (c) => {
      const reservation = await challengeLimit.reserve({ client: clientLimitKey(c.get('clientAddress')) });
      if (!reservation.granted) {
        const wait = reservation.retryAfterSeconds;
        throw new Refusal('TOO_MANY_ATTEMPTS', {
          message: tooManyAttemptsMessage(wait),
          retryAfterSeconds: wait,
        });
      }
      const challenge = await captcha.createChallenge();
      if (!challenge) throw new Refusal('NOT_FOUND');
      return c.json(challenge, 200, { 'Cache-Control': 'no-store' });
    });
}
