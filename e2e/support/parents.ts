// Parents for browser tests, created through the real API the way the web app does it:
// solve the captcha, sign up, follow the e-mailed link, sign in. Cookies land in the page's context.
import type { APIRequestContext, Page } from '@playwright/test';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';

export const PARENT_PASSWORD = 'Sunny!Meadow42';

let counter = 0;
export function uniqueEmail(prefix = 'parent') {
  counter += 1;
  return `${prefix}-${Date.now()}-${counter}@example.com`;
}

export async function solveCaptcha(request: APIRequestContext): Promise<string> {
  const challenge = (await (await request.get('/api/captcha/challenge')).json()) as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('captcha challenge not solved');
  const payload = {
    challenge: { parameters: challenge.parameters, signature: challenge.signature },
    solution,
  };
  return Buffer.from(JSON.stringify(payload)).toString('base64');
}

interface MailboxMessage {
  to: string;
  subject: string;
  links: string[];
}

/** The newest dev-outbox e-mail to this address whose subject matches. */
export async function latestMail(
  request: APIRequestContext,
  to: string,
  subject: RegExp,
): Promise<MailboxMessage> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const { messages } = (await (await request.get('/api/dev/mailbox')).json()) as {
      messages: MailboxMessage[];
    };
    const found = messages.find((message) => message.to.includes(to) && subject.test(message.subject));
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no e-mail to ${to} matching ${subject}`);
}

async function post(
  request: APIRequestContext,
  baseURL: string,
  path: string,
  data: unknown,
  captcha?: string,
) {
  const response = await request.post(path, {
    data,
    headers: { origin: baseURL, ...(captcha ? { 'x-captcha-response': captcha } : {}) },
  });
  if (!response.ok()) throw new Error(`${path} answered ${response.status()}: ${await response.text()}`);
  return response;
}

export interface Parent {
  email: string;
  password: string;
  name: string;
}

/** Creates a verified parent and signs the page's browser context in as them. */
export async function signedInParent(page: Page, baseURL: string, name = 'Sam Parent'): Promise<Parent> {
  const request = page.request;
  const parent = { email: uniqueEmail(), password: PARENT_PASSWORD, name };
  await post(
    request,
    baseURL,
    '/api/auth/sign-up/email',
    {
      name,
      email: parent.email,
      password: parent.password,
      birthYear: 1985,
      countryCode: 'uk',
      callbackURL: '/parent-dashboard',
    },
    await solveCaptcha(request),
  );
  const mail = await latestMail(request, parent.email, /confirm|verify/i);
  const link = mail.links.find((href) => href.includes('verify-email'));
  if (!link) throw new Error('no verification link in the e-mail');
  await request.get(link, { maxRedirects: 0 });
  await post(
    request,
    baseURL,
    '/api/auth/sign-in/email',
    { email: parent.email, password: parent.password },
    await solveCaptcha(request),
  );
  return parent;
}

/** Signs up a parent through the API and leaves the e-mail address unconfirmed (one e-mail sent). */
export async function unconfirmedParent(page: Page, baseURL: string, name = 'Sam Parent'): Promise<Parent> {
  const request = page.request;
  const parent = { email: uniqueEmail('unconfirmed'), password: PARENT_PASSWORD, name };
  await post(
    request,
    baseURL,
    '/api/auth/sign-up/email',
    {
      name,
      email: parent.email,
      password: parent.password,
      birthYear: 1985,
      callbackURL: '/parent-dashboard',
    },
    await solveCaptcha(request),
  );
  await latestMail(request, parent.email, /confirm|verify/i);
  return parent;
}

/** How many dev-outbox e-mails went to this address. */
export async function mailCount(request: APIRequestContext, to: string): Promise<number> {
  const { messages } = (await (await request.get('/api/dev/mailbox')).json()) as {
    messages: MailboxMessage[];
  };
  return messages.filter((message) => message.to.includes(to)).length;
}
