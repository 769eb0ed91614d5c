import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { schema } from '../../db';
import {
  apiRequest,
  cookieFrom,
  errorCode,
  followVerificationLink,
  readJson,
  readOutbox,
  signIn,
  signUp,
  signUpAndVerify,
  type UserBody,
} from '../../test/auth-helpers';
import { createTestContext, PRODUCTION_TEST_ENV, useTestContext } from '../../test/test-context';

const context = useTestContext();

async function mailCountTo(email: string) {
  return (await readOutbox(context)).filter((message) => message.to === email).length;
}

async function sessionOf(cookie: string) {
  return readJson<UserBody | null>(await apiRequest(context, '/api/auth/get-session', { cookie }));
}

describe('signing in before the e-mail address is verified', () => {
  it('is refused with EMAIL_NOT_VERIFIED and sends nothing, however often it is tried; the link sent on request verifies and signs in', async () => {
    const email = 'unverified@example.com';
    await signUp(context, { email });
    expect(await mailCountTo(email)).toBe(1);

    for (let attempt = 0; attempt < 3; attempt++) {
      const response = await signIn(context, { email });
      expect(response.status).toBe(403);
      expect(await readJson(response)).toEqual({ code: 'EMAIL_NOT_VERIFIED', message: 'Email not verified' });
      expect(cookieFrom(response)).toBe('');
    }
    expect(await mailCountTo(email)).toBe(1);

    // "Send the link again" on the sign-in screen.
    const resent = await apiRequest(context, '/api/auth/send-verification-email', {
      body: { email, callbackURL: '/parent-dashboard' },
    });
    expect(resent.status).toBe(200);
    expect(await mailCountTo(email)).toBe(2);

    const verified = await followVerificationLink(context, email);
    expect(verified.status).toBe(302);
    expect(verified.headers.get('location')).toBe('/parent-dashboard');
    const session = await sessionOf(cookieFrom(verified));
    expect(session?.user).toMatchObject({ email, emailVerified: true });

    expect((await signIn(context, { email })).status).toBe(200);
  });

  it('with a wrong password gives no hint that the address exists', async () => {
    await signUp(context, { email: 'quiet@example.com' });
    const response = await signIn(context, { email: 'quiet@example.com', password: 'Wrong!Password1' });
    expect(response.status).toBe(401);
    expect(await errorCode(response)).toBe('INVALID_EMAIL_OR_PASSWORD');
  });
});

describe('POST /api/auth/send-verification-email', () => {
  it('resends the link, but only a few times an hour per address', async () => {
    const email = 'resend@example.com';
    await signUp(context, { email });
    const resend = () =>
      apiRequest(context, '/api/auth/send-verification-email', {
        body: { email, callbackURL: '/parent-dashboard' },
      });
    for (let attempt = 0; attempt < 5; attempt++) expect((await resend()).status).toBe(200);
    expect(await mailCountTo(email)).toBe(6);
    const refused = await resend();
    expect(refused.status).toBe(429);
    expect(await errorCode(refused)).toBe('TOO_MANY_ATTEMPTS');
    expect(await mailCountTo(email)).toBe(6);
  });
});

describe('the verification link', () => {
  it('marks the address verified once it is followed', async () => {
    const email = 'link@example.com';
    await signUp(context, { email });
    const [before] = await context.db.select().from(schema.user).where(eq(schema.user.email, email));
    expect(before?.emailVerified).toBe(false);
    await followVerificationLink(context, email);
    const [after] = await context.db.select().from(schema.user).where(eq(schema.user.email, email));
    expect(after?.emailVerified).toBe(true);
  });

  it('sends a tampered link back to the dashboard with an error, verifying nothing', async () => {
    const response = await context.app.request(
      '/api/auth/verify-email?token=not-a-real-token&callbackURL=%2Fparent-dashboard',
    );
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/parent-dashboard?error=INVALID_TOKEN');
    expect(cookieFrom(response)).toBe('');
  });
});

describe('POST /api/auth/sign-in/email', () => {
  it('requires the captcha', async () => {
    const { email, password } = await signUpAndVerify(context, { email: 'captcha-sign-in@example.com' });
    const response = await signIn(context, { email, password }, { captcha: false });
    expect(response.status).toBe(400);
    expect(await errorCode(response)).toBe('CAPTCHA_REQUIRED');
  });

  it('answers a wrong password and an unknown address identically', async () => {
    await signUpAndVerify(context, { email: 'known@example.com' });
    const wrongPassword = await signIn(context, { email: 'known@example.com', password: 'Wrong!Password1' });
    const unknown = await signIn(context, { email: 'nobody@example.com', password: 'Wrong!Password1' });
    expect(wrongPassword.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(await readJson(wrongPassword)).toEqual(await readJson(unknown));
  });

  it('starts a database session in an httpOnly, SameSite=Lax cookie', async () => {
    const { cookie, userId } = await signUpAndVerify(context, { email: 'cookie@example.com' });
    expect(cookie).toMatch(/^callready\.session_token=/);
    const response = await signIn(context, { email: 'cookie@example.com' });
    const [setCookie] = response.headers.getSetCookie();
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    expect(setCookie).not.toMatch(/Secure/i);
    const stored = await context.db.select().from(schema.session).where(eq(schema.session.userId, userId));
    expect(stored.length).toBeGreaterThanOrEqual(1);
  });
});

describe('POST /api/auth/sign-out', () => {
  it('ends the session on the server, so the old cookie no longer works', async () => {
    const { cookie } = await signUpAndVerify(context, { email: 'sign-out@example.com' });
    expect((await sessionOf(cookie))?.user.email).toBe('sign-out@example.com');
    expect((await apiRequest(context, '/api/me', { cookie })).status).toBe(200);

    const signedOut = await apiRequest(context, '/api/auth/sign-out', { body: {}, cookie });
    expect(signedOut.status).toBe(200);

    expect(await sessionOf(cookie)).toBeNull();
    expect((await apiRequest(context, '/api/me', { cookie })).status).toBe(401);
  });
});

describe('sessions in production', () => {
  it('use a Secure cookie and accept only the public origin', async () => {
    const production = await createTestContext({
      env: { ...PRODUCTION_TEST_ENV, PUBLIC_URL: 'https://callready.example' },
    });
    try {
      await signUp(production, { email: 'secure@example.com' });
      await production.db
        .update(schema.user)
        .set({ emailVerified: true })
        .where(eq(schema.user.email, 'secure@example.com'));
      const response = await signIn(production, { email: 'secure@example.com' });
      expect(response.status).toBe(200);
      const [setCookie] = response.headers.getSetCookie();
      expect(setCookie).toMatch(/^__Secure-callready\.session_token=/);
      expect(setCookie).toMatch(/; Secure/i);

      const fromDevServer = await production.app.request('/api/auth/sign-out', {
        method: 'POST',
        headers: {
          origin: 'http://localhost:5173',
          cookie: cookieFrom(response),
          'content-type': 'application/json',
        },
        body: '{}',
      });
      expect(fromDevServer.status).toBe(403);
    } finally {
      await production.close();
    }
  });
});
