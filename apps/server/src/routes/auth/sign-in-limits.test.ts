import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '../../db';
import { errorCode, readJson, signIn, signUpAndVerify, type SignedInParent } from '../../test/auth-helpers';
import { createTestContext, type TestContext } from '../../test/test-context';

let context: TestContext;
let parent: SignedInParent;
beforeAll(async () => {
  context = await createTestContext({
    env: {
      SIGNIN_MAX_FAILURES_PER_EMAIL: '3',
      SIGNIN_MAX_FAILURES_PER_IP: '5',
      SIGNIN_LOCKOUT_SECONDS: '900',
    },
  });
  parent = await signUpAndVerify(context, { email: 'target@example.com' });
});
afterAll(() => context.close());

const WRONG = 'Wrong!Password1';
let nextAddress = 1;
/** A client address no other test has used. */
const freshAddress = () => `198.51.100.${nextAddress++}`;

/** The reply to a locked-out sign-in; the wait is the rest of the 15-minute window. */
const LOCKED_OUT = {
  code: 'TOO_MANY_ATTEMPTS',
  message: 'Too many attempts. Please wait 15 minutes and try again.',
  retryAfterSeconds: expect.toSatisfy((seconds: number) => seconds > 840 && seconds <= 900),
};

async function failSignIn(email: string, clientAddress: string) {
  const response = await signIn(context, { email, password: WRONG }, { clientAddress });
  expect(response.status).toBe(401);
}

describe('sign-in failures per e-mail address', () => {
  it('lock the address after the limit, whoever tries and even with the right password', async () => {
    for (let attempt = 0; attempt < 3; attempt++) await failSignIn(parent.email, freshAddress());

    const locked = await signIn(context, { email: parent.email }, { clientAddress: freshAddress() });
    expect(locked.status).toBe(429);
    const body = await readJson<{ retryAfterSeconds: number }>(locked);
    expect(body).toEqual(LOCKED_OUT);
    expect(locked.headers.get('retry-after')).toBe(String(body.retryAfterSeconds));
  });

  it('answer an unknown address exactly as a known one', async () => {
    const unknown = 'ghost@example.com';
    for (let attempt = 0; attempt < 3; attempt++) await failSignIn(unknown, freshAddress());
    const locked = await signIn(
      context,
      { email: unknown, password: WRONG },
      { clientAddress: freshAddress() },
    );
    expect(locked.status).toBe(429);
    expect(await readJson(locked)).toEqual(LOCKED_OUT);
  });

  it('are shared by every instance of the server', async () => {
    const otherInstance = { ...context, app: context.createInstance() };
    const response = await signIn(otherInstance, { email: parent.email }, { clientAddress: freshAddress() });
    expect(await errorCode(response)).toBe('TOO_MANY_ATTEMPTS');
  });

  it('count again once the lockout is over', async () => {
    await context.db.update(schema.rateLimits).set({ expire: new Date(Date.now() - 1000) });
    const response = await signIn(context, { email: parent.email }, { clientAddress: freshAddress() });
    expect(response.status).toBe(200);
  });

  it('are forgiven by a successful sign-in', async () => {
    const email = 'forgiven@example.com';
    await signUpAndVerify(context, { email });
    for (let attempt = 0; attempt < 2; attempt++) await failSignIn(email, freshAddress());
    expect((await signIn(context, { email }, { clientAddress: freshAddress() })).status).toBe(200);
    for (let attempt = 0; attempt < 2; attempt++) await failSignIn(email, freshAddress());
    expect((await signIn(context, { email }, { clientAddress: freshAddress() })).status).toBe(200);
  });
});

describe('sign-in failures per client address', () => {
  it('lock the client after the limit, whichever addresses it tries, and no one else', async () => {
    const attacker = freshAddress();
    for (let attempt = 0; attempt < 5; attempt++) await failSignIn(`victim${attempt}@example.com`, attacker);

    const locked = await signIn(
      context,
      { email: 'victim9@example.com', password: WRONG },
      { clientAddress: attacker },
    );
    expect(locked.status).toBe(429);
    expect(await errorCode(locked)).toBe('TOO_MANY_ATTEMPTS');

    const bystander = await signIn(
      context,
      { email: 'victim9@example.com', password: WRONG },
      { clientAddress: freshAddress() },
    );
    expect(bystander.status).toBe(401);
  });
});
