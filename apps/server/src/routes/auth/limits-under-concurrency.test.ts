// Limits that hold when attempts arrive all at once: each attempt reserves its point before it is
// evaluated, so 30 simultaneous attempts see exactly the limit pass.
import { beforeAll, describe, expect, it } from 'vitest';
import {
  apiRequest,
  readOutbox,
  signIn,
  signUp,
  signUpAndVerify,
  solveCaptcha,
  type SignedInParent,
} from '../../test/auth-helpers';
import { useTestContext } from '../../test/test-context';

const PER_EMAIL = 5;
const ATTEMPTS = 30;

const context = useTestContext({
  env: {
    SIGNIN_MAX_FAILURES_PER_EMAIL: String(PER_EMAIL),
    SIGNIN_MAX_FAILURES_PER_IP: '1000',
    CHILD_LOOKUP_MAX_PER_IP: '7',
    CAPTCHA_CHALLENGES_PER_MINUTE: '9',
  },
});
let parent: SignedInParent;
beforeAll(async () => {
  parent = await signUpAndVerify(context, { email: 'burst-target@example.com' });
});

let nextAddress = 1;
const freshAddress = () => `192.0.2.${nextAddress++}`;

const statusesOf = (responses: Response[]) => responses.map((response) => response.status);
const count = (statuses: number[], status: number) => statuses.filter((value) => value === status).length;

describe('30 simultaneous attempts', () => {
  it('at one account’s password: exactly the limit are evaluated, the rest are refused', async () => {
    // Captchas are solved first, so that the attempts themselves arrive together.
    const attempts = await Promise.all(
      Array.from({ length: ATTEMPTS }, async () => {
        const clientAddress = freshAddress();
        return { clientAddress, captcha: await solveCaptcha(context.app, clientAddress) };
      }),
    );
    const responses = await Promise.all(
      attempts.map((options) =>
        signIn(context, { email: parent.email, password: 'Wrong!Password1' }, options),
      ),
    );
    const statuses = statusesOf(responses);
    expect(count(statuses, 401)).toBe(PER_EMAIL);
    expect(count(statuses, 429)).toBe(ATTEMPTS - PER_EMAIL);
    // The refusals were not counted: once the window ends the account is open again at once.
    await context.settle();
  });

  it('at invite codes from one client: exactly the limit are looked up', async () => {
    const client = freshAddress();
    const responses = await Promise.all(
      Array.from({ length: ATTEMPTS }, (_, index) =>
        apiRequest(context, `/api/child/WRNG${String(2222 + index).replace(/[01]/g, '9')}`, {
          clientAddress: client,
        }),
      ),
    );
    const statuses = statusesOf(responses);
    expect(count(statuses, 404)).toBe(7);
    expect(count(statuses, 429)).toBe(ATTEMPTS - 7);
  });

  it('for captcha challenges from one client: exactly the limit are handed out', async () => {
    const client = freshAddress();
    const responses = await Promise.all(
      Array.from({ length: ATTEMPTS }, () =>
        context.app.request('/api/captcha/challenge', { headers: { 'x-forwarded-for': client } }),
      ),
    );
    const statuses = statusesOf(responses);
    expect(count(statuses, 200)).toBe(9);
    expect(count(statuses, 429)).toBe(ATTEMPTS - 9);
  });

  it('for verification resends to one address: exactly the limit are sent', async () => {
    const email = 'resend-burst@example.com';
    expect((await signUp(context, { email })).status).toBe(200);
    await context.settle();
    const before = (await readOutbox(context)).filter((message) => message.to === email).length;
    const responses = await Promise.all(
      Array.from({ length: ATTEMPTS }, () =>
        apiRequest(context, '/api/auth/send-verification-email', {
          body: { email, callbackURL: '/parent-dashboard' },
          clientAddress: freshAddress(),
        }),
      ),
    );
    const statuses = statusesOf(responses);
    expect(count(statuses, 200)).toBe(5);
    expect(count(statuses, 429)).toBe(ATTEMPTS - 5);
    const after = (await readOutbox(context)).filter((message) => message.to === email).length;
    expect(after - before).toBe(5);
  });
});

describe('e-mails to one address', () => {
  it('are capped at 3 password-reset links an hour, however many captchas are solved', async () => {
    const responses = [];
    for (let attempt = 0; attempt < 6; attempt++) {
      const clientAddress = freshAddress();
      responses.push(
        await apiRequest(context, '/api/auth/request-password-reset', {
          body: { email: parent.email, redirectTo: '/password-reset' },
          clientAddress,
          captcha: await solveCaptcha(context.app, clientAddress),
        }),
      );
    }
    // Every reply is the same, so nobody learns whether an address has an account.
    expect(statusesOf(responses)).toEqual(Array(6).fill(200));
    const resets = (await readOutbox(context)).filter(
      (message) =>
        message.to === parent.email && message.links.some((link) => link.includes('/reset-password/')),
    );
    expect(resets).toHaveLength(3);
  });

  it('are capped at 3 "account exists" notices an hour', async () => {
    const email = 'exists-cap@example.com';
    await signUpAndVerify(context, { email });
    const before = (await readOutbox(context)).filter((message) => message.to === email).length;
    for (let attempt = 0; attempt < 6; attempt++) {
      expect((await signUp(context, { email }, { clientAddress: freshAddress() })).status).toBe(200);
    }
    const after = (await readOutbox(context)).filter((message) => message.to === email).length;
    expect(after - before).toBe(3);
  });
});
