import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { schema } from '../../db';
import {
  GOOD_PASSWORD,
  captchaRequest,
  cookieFrom,
  errorCode,
  latestMailTo,
  linkIn,
  readJson,
  readOutbox,
  signIn,
  signUp,
  solveCaptcha,
  type UserBody,
} from '../../test/auth-helpers';
import { useTestContext } from '../../test/test-context';

const context = useTestContext();

const currentYear = new Date().getFullYear();

async function usersWithEmail(email: string) {
  return context.db.select().from(schema.user).where(eq(schema.user.email, email));
}

async function expectNothingStoredFor(email: string) {
  expect(await usersWithEmail(email)).toEqual([]);
  expect((await readOutbox(context)).filter((message) => message.to === email)).toEqual([]);
}

describe('POST /api/auth/sign-up/email', () => {
  it('creates the parent with a profile and e-mails a verification link back to the dashboard', async () => {
    const response = await signUp(context, { email: 'Alex.Parent@Example.com', name: '  Alex Parent ' });
    expect(response.status).toBe(200);
    const body = await readJson<UserBody>(response);
    expect(body).toMatchObject({
      token: null,
      user: { email: 'alex.parent@example.com', name: 'Alex Parent', emailVerified: false },
    });
    expect(body.user).not.toHaveProperty('birthYear');

    const [stored] = await usersWithEmail('alex.parent@example.com');
    expect(stored).toMatchObject({ name: 'Alex Parent', birthYear: 1985, emailVerified: false });
    const [profile] = await context.db
      .select()
      .from(schema.profiles)
      .where(eq(schema.profiles.id, stored?.id ?? ''));
    expect(profile).toMatchObject({
      fullName: 'Alex Parent',
      email: 'alex.parent@example.com',
      countryCode: 'uk',
    });

    const mail = await latestMailTo(context, 'alex.parent@example.com');
    expect(mail.subject).toBe('Confirm your e-mail address for CallReady');
    const link = new URL(linkIn(mail, '/verify-email?'));
    expect(link.origin).toBe(context.env.PUBLIC_URL);
    expect(link.pathname).toBe('/api/auth/verify-email');
    expect(link.searchParams.get('callbackURL')).toBe('/parent-dashboard');
    expect(mail.text).toContain(link.toString());
    expect(mail.html).toContain('CallReady');
  });

  it.each([
    ['17 years old this year', currentYear - 17],
    ['born this year', currentYear],
    ['born before 1900', 1899],
    ['a birth year that is not a whole number', 1980.5],
  ])('refuses a parent %s with UNDERAGE and stores nothing', async (_case, birthYear) => {
    const email = `young-${String(birthYear).replace('.', '-')}@example.com`;
    const response = await signUp(context, { email, birthYear });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      code: 'UNDERAGE',
      message: 'Must be 18+ to create a parent account',
    });
    await expectNothingStoredFor(email);
  });

  it('accepts a parent who turns 18 this year', async () => {
    const response = await signUp(context, {
      email: 'just-eighteen@example.com',
      birthYear: currentYear - 18,
    });
    expect(response.status).toBe(200);
  });

  it('refuses a sign-up without a birth year', async () => {
    const response = await captchaRequest(context, '/api/auth/sign-up/email', {
      name: 'No Year',
      email: 'no-year@example.com',
      password: GOOD_PASSWORD,
    });
    expect(response.status).toBe(400);
    expect(await errorCode(response)).toBe('UNDERAGE');
    await expectNothingStoredFor('no-year@example.com');
  });

  it.each([
    ['a common password', 'password1'],
    ['a short one', 'Ab1!x'],
    ['one of letters only', 'abcdefghij'],
  ])('refuses %s with WEAK_PASSWORD under the portal rules', async (_case, password) => {
    const email = `weak-${password.length}-${password.charCodeAt(0)}@example.com`;
    const response = await signUp(context, { email, password });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      code: 'WEAK_PASSWORD',
      message: 'Password does not meet security requirements.',
    });
    await expectNothingStoredFor(email);
  });

  it('accepts a password the portal reading allows though the standard one would not', async () => {
    // No uppercase letter: reading (a) refuses it, the portal's reading (b) accepts it.
    const response = await signUp(context, { email: 'portal-rules@example.com', password: 'sunny!meadow42' });
    expect(response.status).toBe(200);
  });

  it('refuses a password over 72 characters with PASSWORD_TOO_LONG', async () => {
    const response = await signUp(context, { email: 'long@example.com', password: `Aa1!${'x'.repeat(69)}` });
    expect(response.status).toBe(400);
    expect(await errorCode(response)).toBe('PASSWORD_TOO_LONG');
    await expectNothingStoredFor('long@example.com');
  });

  it('refuses a blank name', async () => {
    const response = await signUp(context, { email: 'blank-name@example.com', name: '   ' });
    expect(response.status).toBe(400);
    expect(await errorCode(response)).toBe('INVALID_NAME');
    await expectNothingStoredFor('blank-name@example.com');
  });

  it('requires the captcha', async () => {
    const response = await signUp(context, { email: 'no-captcha@example.com' }, { captcha: false });
    expect(response.status).toBe(400);
    expect(await errorCode(response)).toBe('CAPTCHA_REQUIRED');
    await expectNothingStoredFor('no-captcha@example.com');
  });

  it('refuses a made-up captcha solution', async () => {
    const forged = Buffer.from(JSON.stringify({ challenge: null, solution: null, test: true })).toString(
      'base64',
    );
    const response = await signUp(context, { email: 'forged@example.com' }, { captcha: forged });
    expect(response.status).toBe(400);
    expect(await errorCode(response)).toBe('CAPTCHA_INVALID');
    await expectNothingStoredFor('forged@example.com');
  });

  it('accepts each captcha solution once, on any instance of the server', async () => {
    const captcha = await solveCaptcha(context.app);
    expect((await signUp(context, { email: 'first-use@example.com' }, { captcha })).status).toBe(200);

    const replayed = await signUp(context, { email: 'replay@example.com' }, { captcha });
    expect(replayed.status).toBe(400);
    expect(await errorCode(replayed)).toBe('CAPTCHA_INVALID');
    await expectNothingStoredFor('replay@example.com');

    const otherInstance = { ...context, app: context.createInstance() };
    const elsewhere = await signUp(otherInstance, { email: 'replay-elsewhere@example.com' }, { captcha });
    expect(await errorCode(elsewhere)).toBe('CAPTCHA_INVALID');
    await expectNothingStoredFor('replay-elsewhere@example.com');
  });

  it('does not spend the captcha on a request refused for its content', async () => {
    const captcha = await solveCaptcha(context.app);
    const refused = await signUp(
      context,
      { email: 'retry@example.com', birthYear: currentYear },
      { captcha },
    );
    expect(await errorCode(refused)).toBe('UNDERAGE');
    const corrected = await signUp(context, { email: 'retry@example.com' }, { captcha });
    expect(corrected.status).toBe(200);
  });
});

describe('signing up with an address that is already registered', () => {
  const email = 'taken@example.com';
  beforeEach(async () => {
    if ((await usersWithEmail(email)).length === 0) {
      expect((await signUp(context, { email, name: 'Original Owner' })).status).toBe(200);
    }
  });

  it('answers exactly like a new sign-up and changes nothing', async () => {
    const fresh = await signUp(context, { email: 'brand-new@example.com', name: 'Someone Else' });
    const duplicate = await signUp(context, {
      email: 'TAKEN@example.com',
      name: 'Someone Else',
      password: 'Other!Password77',
    });
    expect(duplicate.status).toBe(fresh.status);
    const [freshBody, duplicateBody] = [await readJson<UserBody>(fresh), await readJson<UserBody>(duplicate)];
    expect(Object.keys(duplicateBody).sort()).toEqual(Object.keys(freshBody).sort());
    expect(Object.keys(duplicateBody.user).sort()).toEqual(Object.keys(freshBody.user).sort());
    expect(duplicateBody).toMatchObject({
      token: null,
      user: { email, name: 'Someone Else', emailVerified: false },
    });

    const owners = await usersWithEmail(email);
    expect(owners).toHaveLength(1);
    expect(owners[0]?.name).toBe('Original Owner');
    expect(duplicateBody.user.id).not.toBe(owners[0]?.id);
  });

  it('tells the owner by e-mail, with a working link to choose a new password', async () => {
    await signUp(context, { email, password: 'Other!Password77' });
    const notice = await latestMailTo(context, email);
    expect(notice.subject).toBe('Someone tried to sign up to CallReady with your e-mail address');
    expect(notice.text).toContain('you already have one');

    const opened = await context.app.request(linkIn(notice, '/reset-password/'));
    expect(opened.status).toBe(302);
    const landing = new URL(opened.headers.get('location') ?? '', context.env.PUBLIC_URL);
    expect(landing.pathname).toBe('/password-reset');
    const token = landing.searchParams.get('token');
    expect(token).toBeTruthy();
  });

  it('keeps the owner’s password working, and the other person’s not', async () => {
    await signUp(context, { email, password: 'Other!Password77' });
    const attacker = await signIn(context, { email, password: 'Other!Password77' });
    expect(attacker.status).toBe(401);
    const owner = await signIn(context, { email });
    // The owner's password is right; only the unverified address stops the sign-in.
    expect(await errorCode(owner)).toBe('EMAIL_NOT_VERIFIED');
  });
});

describe('sign-up from another site', () => {
  /** A sign-up posted by a page on `origin`, as a browser would send it (the origin check reads it). */
  async function signUpFrom(origin: string, email: string) {
    const captcha = await solveCaptcha(context.app);
    return context.app.request('/api/auth/sign-up/email', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin, 'x-captcha-response': captcha },
      body: JSON.stringify({ name: 'Sam Parent', email, password: GOOD_PASSWORD, birthYear: 1980 }),
    });
  }

  it('is refused by the origin check', async () => {
    const response = await signUpFrom('https://evil.example', 'csrf@example.com');
    expect(response.status).toBe(403);
    await expectNothingStoredFor('csrf@example.com');
    expect(cookieFrom(response)).toBe('');
  });

  it('is accepted from the Vite dev server outside production', async () => {
    const response = await signUpFrom('http://localhost:5173', 'vite@example.com');
    expect(response.status).toBe(200);
  });
});
