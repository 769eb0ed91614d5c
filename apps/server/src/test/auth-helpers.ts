// Shortcuts for API tests that need parents: solve the captcha, sign up, follow the e-mailed
// link and sign in, the way the web app does it.
import { CAPTCHA_HEADER, type DevMailboxMessage } from '@callready/contract';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { eq } from 'drizzle-orm';
import type { App } from '../app';
import { schema } from '../db';
import { listOutbox } from '../modules/mail/dev-outbox';
import type { TestContext } from './test-context';

/** Valid under both password readings of docs/product.md §5. */
export const GOOD_PASSWORD = 'Sunny!Meadow42';
export const PARENT_BIRTH_YEAR = 1985;

export interface RequestOptions {
  /** The captcha solution to send; by default a fresh one is solved; false sends none. */
  captcha?: string | false;
  cookie?: string;
  /** Poses as this client address (tests run with TRUST_PROXY). */
  clientAddress?: string;
}

/** Fetches an ALTCHA challenge and solves it like the widget does, giving the header value. */
export async function solveCaptcha(app: App, clientAddress?: string): Promise<string> {
  const response = await app.request('/api/captcha/challenge', { headers: addressHeader(clientAddress) });
  if (response.status !== 200) throw new Error(`challenge answered ${response.status}`);
  const challenge = (await response.json()) as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('challenge not solved');
  const payload = {
    challenge: { parameters: challenge.parameters, signature: challenge.signature },
    solution,
  };
  return Buffer.from(JSON.stringify(payload)).toString('base64');
}

const addressHeader = (clientAddress: string | undefined): Record<string, string> =>
  clientAddress ? { 'x-forwarded-for': clientAddress } : {};

/** A request from the site itself (Better Auth checks Origin), with session cookie and captcha as asked. */
export async function apiRequest(
  context: TestContext,
  path: string,
  init: { method?: string; body?: unknown } & RequestOptions = {},
): Promise<Response> {
  const { method = init.body === undefined ? 'GET' : 'POST', body, cookie, clientAddress } = init;
  const headers: Record<string, string> = { origin: context.env.PUBLIC_URL, ...addressHeader(clientAddress) };
  const json = body === undefined ? undefined : JSON.stringify(body);
  if (json !== undefined) {
    headers['content-type'] = 'application/json';
    // As a browser sends it: the body limit then checks the length instead of counting a stream.
    headers['content-length'] = String(Buffer.byteLength(json));
  }
  if (cookie) headers.cookie = cookie;
  if (init.captcha !== undefined && init.captcha !== false) headers[CAPTCHA_HEADER] = init.captcha;
  return context.app.request(path, { method, headers, body: json });
}

/** Like apiRequest, but solves a fresh captcha unless one (or false) is given. */
export async function captchaRequest(
  context: TestContext,
  path: string,
  body: unknown,
  options: RequestOptions = {},
): Promise<Response> {
  const captcha = options.captcha ?? (await solveCaptcha(context.app, options.clientAddress));
  return apiRequest(context, path, { ...options, body, captcha });
}

export interface SignUpInput {
  email: string;
  password?: string;
  name?: string;
  birthYear?: number;
  countryCode?: string;
}

export function signUp(context: TestContext, input: SignUpInput, options: RequestOptions = {}) {
  return captchaRequest(
    context,
    '/api/auth/sign-up/email',
    {
      name: input.name ?? 'Sam Parent',
      email: input.email,
      password: input.password ?? GOOD_PASSWORD,
      birthYear: input.birthYear ?? PARENT_BIRTH_YEAR,
      ...(input.countryCode === undefined ? {} : { countryCode: input.countryCode }),
      callbackURL: '/parent-dashboard',
    },
    options,
  );
}

export function signIn(
  context: TestContext,
  input: { email: string; password?: string },
  options: RequestOptions = {},
) {
  return captchaRequest(
    context,
    '/api/auth/sign-in/email',
    { email: input.email, password: input.password ?? GOOD_PASSWORD },
    options,
  );
}

/** Every message in the dev outbox, newest first, once the e-mail being sent has been stored. */
export async function readOutbox(context: TestContext): Promise<DevMailboxMessage[]> {
  await context.settle();
  return listOutbox(context.db);
}

/** The newest message to `to`; fails the test when there is none. */
export async function latestMailTo(context: TestContext, to: string): Promise<DevMailboxMessage> {
  const message = (await readOutbox(context)).find((candidate) => candidate.to === to);
  if (!message) throw new Error(`no e-mail to ${to}`);
  return message;
}

/** The message's link containing `fragment`, such as '/verify-email?' or '/reset-password/'. */
export function linkIn(message: Pick<DevMailboxMessage, 'links'>, fragment: string): string {
  const link = message.links.find((candidate) => candidate.includes(fragment));
  if (!link) throw new Error(`no link with ${fragment} in ${message.links.join(', ')}`);
  return link;
}

/** The Cookie header a browser would send back after this response. */
export function cookieFrom(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0] ?? '')
    .filter((pair) => pair.split('=')[1])
    .join('; ');
}

/** Opens the newest verification link sent to `email` (the parent clicking it). */
export async function followVerificationLink(context: TestContext, email: string): Promise<Response> {
  const message = await latestMailTo(context, email);
  return context.app.request(linkIn(message, '/verify-email?'));
}

export interface SignedInParent {
  email: string;
  password: string;
  userId: string;
  /** The Cookie header of the parent's session. */
  cookie: string;
}

/** A verified parent with a session: sign up, click the link, sign in. */
export async function signUpAndVerify(context: TestContext, input: SignUpInput): Promise<SignedInParent> {
  const password = input.password ?? GOOD_PASSWORD;
  const signedUp = await signUp(context, { ...input, password });
  if (signedUp.status !== 200)
    throw new Error(`sign-up answered ${signedUp.status}: ${await signedUp.text()}`);
  const verified = await followVerificationLink(context, input.email);
  if (verified.status !== 302) throw new Error(`verification answered ${verified.status}`);
  const signedIn = await signIn(context, { email: input.email, password });
  if (signedIn.status !== 200)
    throw new Error(`sign-in answered ${signedIn.status}: ${await signedIn.text()}`);
  const { user } = (await signedIn.json()) as { user: { id: string } };
  return { email: input.email, password, userId: user.id, cookie: cookieFrom(signedIn) };
}

/**
 * The session cookie of a parent on a production server, which sends mail by SMTP rather than to
 * the dev outbox: the address is marked verified directly instead of following the link.
 */
export async function signUpVerifiedDirectly(context: TestContext, email: string): Promise<string> {
  const signedUp = await signUp(context, { email });
  if (signedUp.status !== 200)
    throw new Error(`sign-up answered ${signedUp.status}: ${await signedUp.text()}`);
  await context.db.update(schema.user).set({ emailVerified: true }).where(eq(schema.user.email, email));
  const signedIn = await signIn(context, { email });
  if (signedIn.status !== 200)
    throw new Error(`sign-in answered ${signedIn.status}: ${await signedIn.text()}`);
  return cookieFrom(signedIn);
}

/** The JSON body, typed as the test expects it (the assertions check it). */
export async function readJson<T = Record<string, unknown>>(response: Response): Promise<T> {
  return (await response.json()) as T;
}

/** The `code` of an error reply. */
export async function errorCode(response: Response): Promise<string | undefined> {
  return (await readJson<{ code?: string }>(response)).code;
}

export interface UserBody {
  token: string | null;
  user: { id: string; email: string; name: string; emailVerified: boolean } & Record<string, unknown>;
}
