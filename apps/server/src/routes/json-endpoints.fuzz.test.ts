// Every JSON endpoint, fed at least 300 generated bodies each (NUL and control characters, huge
// and deeply nested values, out-of-range dates, wrong types): no answer is ever a 5xx, and the
// server is healthy afterwards.
import type { Child } from '@callready/contract';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiRequest, signUpAndVerify, type SignedInParent } from '../test/auth-helpers';
import { addChild } from '../test/children-helpers';
import { createTestContext, type TestContext } from '../test/test-context';

const RUNS = 300;

let context: TestContext;
let parent: SignedInParent;
let child: Child;
let childCookie: string;

beforeAll(async () => {
  context = await createTestContext({
    env: {
      // The fuzz is one client asking thousands of times; the limits have their own tests.
      CHILD_LOOKUP_MAX_PER_IP: '100000',
      CHILD_LOOKUP_MAX_GLOBAL: '100000',
      SIGNIN_MAX_FAILURES_PER_EMAIL: '100000',
      SIGNIN_MAX_FAILURES_PER_IP: '100000',
      SPEECH_REQUESTS_PER_MINUTE: '100000',
      SPEECH_DEMO_LINES_PER_HOUR: '100000',
    },
  });
  parent = await signUpAndVerify(context, { email: 'fuzz-parent@example.com' });
  child = await addChild(context, parent, { name: 'Fuzzy' });
  const session = await apiRequest(context, '/api/child/session', {
    body: { inviteCode: child.inviteCode },
  });
  childCookie = session.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
});
afterAll(() => context.close());

const nasty = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom('\u0000', 'a\u0000b', '\u0007bell', 'line\nbreak', '\u007f', '\ud800', '\u202e', ''),
  fc.string({ minLength: 5000, maxLength: 20000 }),
  fc.constantFrom(
    '0000-01-01T00:00:00Z',
    '+275760-09-13T00:00:00.000Z',
    '9999-12-31T23:59:59Z',
    '10000-01-01T00:00:00Z',
    '2026-13-45T99:99:99Z',
  ),
);
const scalar = fc.oneof(
  nasty,
  fc.integer(),
  fc.double(),
  fc.constantFrom(Number.MAX_SAFE_INTEGER, -1, 0, 1e308, 2020, 1900, 3000, true, false, null),
);
const value = fc.letrec((tie) => ({
  any: fc.oneof({ depthSize: 'small', withCrossShrink: true }, scalar, tie('array'), tie('object')),
  array: fc.array(tie('any'), { maxLength: 5 }),
  object: fc.dictionary(fc.string({ maxLength: 12 }), tie('any'), { maxKeys: 5 }),
})).any;
const deeplyNested = fc.integer({ min: 50, max: 2000 }).map((depth) => {
  let nested: unknown = 'bottom';
  for (let level = 0; level < depth; level++) nested = { nested };
  return nested;
});

/** Bodies shaped like the endpoint's own (its field names) with hostile values, and anything at all. */
const bodiesFor = (fields: string[]) =>
  fc.oneof(
    fc.record(Object.fromEntries(fields.map((field) => [field, value])), { requiredKeys: [] }),
    fc.record(Object.fromEntries(fields.map((field) => [field, nasty])), { requiredKeys: [] }),
    value,
    deeplyNested,
  );

interface Endpoint {
  method: 'POST' | 'PATCH';
  path: () => string;
  fields: string[];
  cookie?: () => string;
}

const endpoints: Record<string, Endpoint> = {
  'sign-up': {
    method: 'POST',
    path: () => '/api/auth/sign-up/email',
    fields: ['name', 'email', 'password', 'birthYear', 'countryCode', 'callbackURL'],
  },
  'sign-in': {
    method: 'POST',
    path: () => '/api/auth/sign-in/email',
    fields: ['email', 'password', 'callbackURL', 'rememberMe'],
  },
  'request-password-reset': {
    method: 'POST',
    path: () => '/api/auth/request-password-reset',
    fields: ['email', 'redirectTo'],
  },
  'reset-password': {
    method: 'POST',
    path: () => '/api/auth/reset-password',
    fields: ['newPassword', 'token'],
  },
  'send-verification-email': {
    method: 'POST',
    path: () => '/api/auth/send-verification-email',
    fields: ['email', 'callbackURL'],
  },
  'update-user': {
    method: 'POST',
    path: () => '/api/auth/update-user',
    fields: ['name', 'birthYear', 'image', 'email', 'emailVerified', 'role'],
    cookie: () => parent.cookie,
  },
  'revoke-session': {
    method: 'POST',
    path: () => '/api/auth/revoke-session',
    fields: ['token'],
    cookie: () => parent.cookie,
  },
  'change-password': {
    method: 'POST',
    path: () => '/api/auth/change-password',
    fields: ['currentPassword', 'newPassword', 'revokeOtherSessions'],
    cookie: () => parent.cookie,
  },
  'add child': {
    method: 'POST',
    path: () => '/api/children',
    fields: ['name', 'age', 'relationship', 'countryCode'],
    cookie: () => parent.cookie,
  },
  'update child': {
    method: 'PATCH',
    path: () => `/api/children/${child.id}`,
    fields: ['name', 'age', 'relationship', 'countryCode', 'active'],
    cookie: () => parent.cookie,
  },
  profile: {
    method: 'PATCH',
    path: () => '/api/profile',
    fields: ['countryCode'],
    cookie: () => parent.cookie,
  },
  'child session': { method: 'POST', path: () => '/api/child/session', fields: ['inviteCode'] },
  'start call': {
    method: 'POST',
    path: () => '/api/child/calls',
    fields: ['inviteCode', 'scenarioType', 'scenarioId'],
    cookie: () => childCookie,
  },
  'save progress': {
    method: 'POST',
    path: () => '/api/child/progress',
    fields: [
      'inviteCode',
      'callId',
      'scenarioType',
      'scenarioId',
      'overallStars',
      'clarityScore',
      'calmnessScore',
      'accuracyScore',
      'serviceSelectionScore',
      'responseRatings',
      'timeTakenSeconds',
    ],
    cookie: () => childCookie,
  },
  synthesize: {
    method: 'POST',
    path: () => '/api/speech/synthesize',
    fields: ['text', 'voice', 'countryId', 'inviteCode'],
    cookie: () => childCookie,
  },
  demo: { method: 'POST', path: () => '/api/speech/demo', fields: ['text', 'countryId'] },
};

async function send(endpoint: Endpoint, body: unknown): Promise<Response> {
  return context.app.request(endpoint.path(), {
    method: endpoint.method,
    headers: {
      origin: context.env.PUBLIC_URL,
      'content-type': 'application/json',
      ...(endpoint.cookie ? { cookie: endpoint.cookie() } : {}),
    },
    body: JSON.stringify(body),
  });
}

describe('every JSON endpoint under fuzzing', () => {
  it.each(Object.entries(endpoints))('%s never answers 5xx', async (_name, endpoint) => {
    await fc.assert(
      fc.asyncProperty(bodiesFor(endpoint.fields), async (body) => {
        const response = await send(endpoint, body);
        const answer = await response.text();
        // A deliberate 503 (this server has no voice, or speech is busy) is an answer, not a fault.
        const deliberate = response.status === 503 && /SPEECH_UNAVAILABLE|SPEECH_BUSY/.test(answer);
        if (!deliberate) expect(response.status, JSON.stringify(body).slice(0, 200)).toBeLessThan(500);
      }),
      { numRuns: RUNS },
    );
  });

  it('report queries never answer 5xx', async () => {
    const query = fc.record(
      {
        from: nasty,
        to: nasty,
        types: nasty,
        scenarios: nasty,
        sort: nasty,
        page: nasty,
        pageSize: nasty,
        tz: nasty,
      },
      { requiredKeys: [] },
    );
    await fc.assert(
      fc.asyncProperty(query, fc.boolean(), async (params, exportAll) => {
        const search = new URLSearchParams(params as Record<string, string>).toString();
        const path = `/api/children/${child.id}/reports${exportAll ? '/export' : ''}?${search}`;
        const response = await apiRequest(context, path, { cookie: parent.cookie });
        await response.arrayBuffer();
        expect(response.status, search.slice(0, 200)).toBeLessThan(500);
      }),
      { numRuns: RUNS },
    );
  });

  it('leaves the server healthy', async () => {
    const health = await context.app.request('/api/health');
    expect(health.status).toBe(200);
    const me = await apiRequest(context, '/api/me', { cookie: parent.cookie });
    expect([200, 401]).toContain(me.status);
  });
});
