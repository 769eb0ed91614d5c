import { tooManyAttemptsMessage } from '@callready/contract';
import { Hono } from 'hono';
import type { AppBindings } from '../../http/app-bindings';
import type { CaptchaService } from '../../modules/captcha/captcha-service';
import type { Limit } from '../../modules/rate-limit/database-limit';

/** GET /api/captcha/config, and GET /api/captcha/challenge for the ALTCHA widget's `challengeurl`. */
export function captchaRoutes(captcha: CaptchaService, challengeLimit: Limit) {
  return new Hono<AppBindings>()
    .get('/config', (c) => c.json(captcha.config))
    .get('/challenge', async (c) => {
      const wait = await challengeLimit.hit(c.get('clientAddress') ?? 'unknown');
      if (wait > 0) {
        return c.json(
          { error: tooManyAttemptsMessage(wait), code: 'TOO_MANY_ATTEMPTS', retryAfterSeconds: wait },
          429,
          { 'Retry-After': String(wait) },
        );
      }
      const challenge = await captcha.createChallenge();
      if (!challenge) return c.json({ error: 'Not found' }, 404);
      return c.json(challenge, 200, { 'Cache-Control': 'no-store' });
    });
}
