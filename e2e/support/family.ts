// A family for browser tests, built through the real API with its own cookie jar, so the page under test
// can be a child's device (progress saves are refused while a parent is signed in on it).
import { request as playwrightRequest, type APIRequestContext } from '@playwright/test';
import { latestMail, PARENT_PASSWORD, solveCaptcha, uniqueEmail } from './parents';

async function post(api: APIRequestContext, baseURL: string, path: string, data: unknown, captcha?: string) {
  const response = await api.post(path, {
    data,
    headers: { origin: baseURL, ...(captcha ? { 'x-captcha-response': captcha } : {}) },
  });
  if (!response.ok()) throw new Error(`${path} answered ${response.status()}: ${await response.text()}`);
  return response;
}

/** Buys a plan the way a parent does with the sandbox provider: open checkout, then pay on its page. */
export async function subscribeThroughSandbox(
  api: APIRequestContext,
  baseURL: string,
  tier: 'premium' | 'enterprise',
): Promise<void> {
  const opened = await post(api, baseURL, '/api/billing/create-checkout', { tier });
  const { url } = (await opened.json()) as { url: string };
  const sessionId = url.split('/').pop();
  await post(api, baseURL, `/api/billing/sandbox/checkout/${sessionId}/pay`, {});
}

export interface Family {
  parentApi: APIRequestContext;
  email: string;
  child: { id: string; name: string; age: number; inviteCode: string };
  dispose(): Promise<void>;
}

/** A verified, signed-in parent (in a separate request context) with one child on the given plan. */
export async function createFamily(
  baseURL: string,
  {
    plan = 'free',
    child = { name: 'Mia', age: 9 },
  }: { plan?: 'free' | 'premium' | 'enterprise'; child?: { name: string; age: number } } = {},
): Promise<Family> {
  const parentApi = await playwrightRequest.newContext({ baseURL });
  const email = uniqueEmail('family');
  await post(
    parentApi,
    baseURL,
    '/api/auth/sign-up/email',
    {
      name: 'Alex Parent',
      email,
      password: PARENT_PASSWORD,
      birthYear: 1984,
      countryCode: 'uk',
      callbackURL: '/parent-dashboard',
    },
    await solveCaptcha(parentApi),
  );
  const mail = await latestMail(parentApi, email, /confirm|verify/i);
  const link = mail.links.find((href) => href.includes('verify-email'));
  if (!link) throw new Error('no verification link in the e-mail');
  await parentApi.get(link, { maxRedirects: 0 });
  await post(
    parentApi,
    baseURL,
    '/api/auth/sign-in/email',
    { email, password: PARENT_PASSWORD },
    await solveCaptcha(parentApi),
  );
  if (plan !== 'free') await subscribeThroughSandbox(parentApi, baseURL, plan);
  const created = await post(parentApi, baseURL, '/api/children', {
    name: child.name,
    age: child.age,
    relationship: 'mum',
    countryCode: 'uk',
  });
  const body = (await created.json()) as { child: Family['child'] };
  return { parentApi, email, child: body.child, dispose: () => parentApi.dispose() };
}

/** A finished call saved for the family's child, as the call screen saves it; answers the saved id. */
export async function saveCall(
  baseURL: string,
  inviteCode: string,
  call: { scenarioType: '999' | '111'; scenarioId: string; overallStars: number },
): Promise<string> {
  const childDevice = await playwrightRequest.newContext({ baseURL });
  try {
    const response = await post(childDevice, baseURL, '/api/child/progress', {
      inviteCode,
      ...call,
      clarityScore: 80,
      calmnessScore: 80,
      accuracyScore: 80,
      serviceSelectionScore: 100,
      responseRatings: [],
      timeTakenSeconds: 70,
    });
    return ((await response.json()) as { id: string }).id;
  } finally {
    await childDevice.dispose();
  }
}
