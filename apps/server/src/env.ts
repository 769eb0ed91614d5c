// Configuration, read and validated once at boot (docs/architecture.md §3, §6). Each concern declares its
// variables in its own group below; add a group (or a variable) and it is validated with the rest.
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { ALTCHA_DEFAULT_COST, ALTCHA_DEFAULT_MAX_COUNTER } from './modules/captcha/altcha-difficulty';

export type EnvSource = Record<string, string | undefined>;

// Environment files and container settings often carry `NAME=` for "not set".
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

const PORT_PROBLEM = 'must be a whole number between 1 and 65535';

const serverVariables = {
  NODE_ENV: optional(
    z.enum(['development', 'production', 'test'], { error: 'must be development, production or test' }),
  ).default('development'),
  PORT: optional(
    z.coerce
      .number({ error: PORT_PROBLEM })
      .int({ error: PORT_PROBLEM })
      .min(1, { error: PORT_PROBLEM })
      .max(65535, { error: PORT_PROBLEM }),
  ).default(3000),
  /** The interface to listen on. Defaults to 127.0.0.1 (this machine only) outside production, 0.0.0.0 in production. */
  HOST: optional(z.string().min(1)),
  /** The address people use to reach the site, for links in e-mails and redirects. Defaults to http://localhost:PORT. */
  PUBLIC_URL: optional(
    z.url({ protocol: /^https?$/, error: 'must be an http(s) URL such as https://callready.example' }),
  ),
  LOG_LEVEL: optional(
    z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
      error: 'must be one of fatal, error, warn, info, debug, trace, silent',
    }),
  ).default('info'),
  /** json (one object a line, for log collectors) or pretty (readable lines); json in production, pretty otherwise. */
  LOG_FORMAT: optional(z.enum(['json', 'pretty'], { error: 'must be json or pretty' })),
  /** The built web app. Defaults to apps/web/dist. */
  WEB_DIST_DIR: optional(z.string()),
};

const storageVariables = {
  /** Where the embedded database (and, later, generated secrets) live. Defaults to ./data. */
  DATA_DIR: optional(z.string()).default('data'),
  /** PostgreSQL server; when absent the embedded PGlite database in DATA_DIR/db is used. */
  DATABASE_URL: optional(
    z.string().regex(/^postgres(ql)?:\/\//, {
      error: 'must be a PostgreSQL URL such as postgres://user:password@host:5432/callready',
    }),
  ),
};

const wholeNumber = (problem: string, { min }: { min: number }) =>
  z.coerce.number({ error: problem }).int({ error: problem }).min(min, { error: problem });

const flag = (problem: string) =>
  z
    .enum(['true', 'false', '1', '0'], { error: problem })
    .transform((value) => value === 'true' || value === '1');

/** 32 bytes: 64 hex digits, or base64 / base64url (43 characters, or 44 with padding). */
export const ADDRESS_KEY_SHAPE = /^(?:[0-9a-fA-F]{64}|[A-Za-z0-9+/_-]{43}=?)$/;

const authVariables = {
  /** Signs sessions and e-mailed tokens; at least 32 characters. Required in production; otherwise generated once into DATA_DIR/secrets.json. */
  AUTH_SECRET: optional(z.string().min(32, { error: 'must be at least 32 characters long' })),
  /** Set when the server sits behind one reverse proxy: the client address is then read from X-Forwarded-For. */
  TRUST_PROXY: optional(flag('must be true or false')).default(false),
  /** Seals children's home addresses (AES-256-GCM, ADR 037): 32 random bytes as 64 hex digits or base64. Required in production; otherwise generated once into DATA_DIR/secrets.json. */
  ADDRESS_ENCRYPTION_KEY: optional(
    z
      .string()
      .regex(ADDRESS_KEY_SHAPE, { error: 'must be 32 random bytes written as 64 hex digits or in base64' }),
  ),
  /** Lets /eclipse-setup give a staff role to an account that knows it; unset disables that page. At least 16 characters. */
  ADMIN_SETUP_KEY: optional(z.string().min(16, { error: 'must be at least 16 characters long' })),
};

const mailVariables = {
  /** SMTP server for outgoing e-mail, e.g. smtps://user:password@smtp.example.com:465. Without it, mail goes to the dev outbox. Required in production. */
  SMTP_URL: optional(
    z.url({
      protocol: /^smtps?$/,
      error: 'must be an SMTP URL such as smtps://user:password@smtp.example.com:465',
    }),
  ),
  /** The sender of every e-mail. Required in production. */
  MAIL_FROM: optional(
    z.string().min(3, { error: 'must be a sender such as CallReady <no-reply@callready.example>' }),
  ),
};

const captchaVariables = {
  /** Both set: hCaptcha replaces the self-hosted ALTCHA check. */
  HCAPTCHA_SITEKEY: optional(z.string()),
  HCAPTCHA_SECRET: optional(z.string()),
  /** Where hCaptcha tokens are verified; changed only by tests. */
  HCAPTCHA_VERIFY_URL: optional(z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' })).default(
    'https://api.hcaptcha.com/siteverify',
  ),
  /** Signs ALTCHA challenges. Generated once into DATA_DIR/secrets.json when absent (in production: derived from AUTH_SECRET). */
  ALTCHA_HMAC_KEY: optional(z.string().min(32, { error: 'must be at least 32 characters long' })),
  /** PBKDF2 iterations per ALTCHA attempt (docs/architecture.md §2: about 5000). */
  ALTCHA_COST: optional(wholeNumber('must be a whole number of at least 1', { min: 1 })).default(
    ALTCHA_DEFAULT_COST,
  ),
  /** The largest attempt count a challenge may need; the browser does a quarter to all of it. */
  ALTCHA_MAX_COUNTER: optional(wholeNumber('must be a whole number of at least 4', { min: 4 })).default(
    ALTCHA_DEFAULT_MAX_COUNTER,
  ),
  /** ALTCHA challenges one client address may fetch per minute. */
  CAPTCHA_CHALLENGES_PER_MINUTE: optional(
    wholeNumber('must be a whole number of at least 1', { min: 1 }),
  ).default(30),
};

const signInLimitVariables = {
  /** Failed sign-ins allowed per e-mail address within SIGNIN_LOCKOUT_SECONDS. */
  SIGNIN_MAX_FAILURES_PER_EMAIL: optional(
    wholeNumber('must be a whole number of at least 1', { min: 1 }),
  ).default(5),
  /** Failed sign-ins allowed per client address within SIGNIN_LOCKOUT_SECONDS. */
  SIGNIN_MAX_FAILURES_PER_IP: optional(
    wholeNumber('must be a whole number of at least 1', { min: 1 }),
  ).default(20),
  /** How long failures are counted, and so the longest wait after too many. */
  SIGNIN_LOCKOUT_SECONDS: optional(wholeNumber('must be a whole number of at least 1', { min: 1 })).default(
    900,
  ),
};

const childLookupLimitVariables = {
  /** Failed invite-code look-ups one client address may make within CHILD_LOOKUP_WINDOW_SECONDS before it is refused. */
  CHILD_LOOKUP_MAX_PER_IP: optional(wholeNumber('must be a whole number of at least 1', { min: 1 })).default(
    30,
  ),
  /** Failed invite-code look-ups from all clients together within the window: a cap on guessing from many addresses. */
  CHILD_LOOKUP_MAX_GLOBAL: optional(wholeNumber('must be a whole number of at least 1', { min: 1 })).default(
    2000,
  ),
  /** How long failed look-ups are counted, and so the longest wait after too many. */
  CHILD_LOOKUP_WINDOW_SECONDS: optional(
    wholeNumber('must be a whole number of at least 1', { min: 1 }),
  ).default(600),
};

const speechVariables = {
  /** Who speaks the operator's lines: auto picks ElevenLabs, then OpenAI (when their keys are set), then Flite, then espeak-ng when installed (ADR 046); none leaves it to the browser. */
  SPEECH_PROVIDER: optional(
    z.enum(['auto', 'flite', 'espeak', 'openai', 'elevenlabs', 'none'], {
      error: 'must be one of auto, flite, espeak, openai, elevenlabs, none',
    }),
  ).default('auto'),
  /** Who transcribes children's answers: auto picks OpenAI (when its key is set), then pocketsphinx when installed; none leaves typed and tap-to-answer input. */
  TRANSCRIPTION_PROVIDER: optional(
    z.enum(['auto', 'pocketsphinx', 'openai', 'none'], {
      error: 'must be one of auto, pocketsphinx, openai, none',
    }),
  ).default('auto'),
  /** Lets browsers that offer speech recognition (Chrome's sends audio to its maker) hear answers when this server cannot transcribe. Off by default so children's voices stay with this server. */
  BROWSER_SPEECH_RECOGNITION: optional(flag('must be true or false')).default(false),
  /** After start, synthesizes every scripted operator line into the audio cache, one at a time behind live requests. */
  SPEECH_PRERENDER: optional(flag('must be true or false')).default(true),
  OPENAI_API_KEY: optional(z.string()),
  /** Another OpenAI-compatible endpoint; changed mostly by tests. */
  OPENAI_BASE_URL: optional(z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' })),
  ELEVENLABS_API_KEY: optional(z.string()),
  ELEVENLABS_BASE_URL: optional(z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' })),
  /** Speech requests (voice and transcription together) one client address may make per minute. */
  SPEECH_REQUESTS_PER_MINUTE: optional(
    wholeNumber('must be a whole number of at least 1', { min: 1 }),
  ).default(120),
  /** Lines of their own that all visitors together may hear in the public home-page demo per hour (the opening line is free). */
  SPEECH_DEMO_LINES_PER_HOUR: optional(
    wholeNumber('must be a whole number of at least 1', { min: 1 }),
  ).default(300),
};

const paymentVariables = {
  /** Stripe's secret API key. With the webhook secret and both price ids, card payments go through Stripe. */
  STRIPE_SECRET_KEY: optional(z.string().min(8, { error: 'must be a Stripe secret key such as sk_live_…' })),
  /** Signs Stripe's webhook deliveries (whsec_…). */
  STRIPE_WEBHOOK_SECRET: optional(
    z.string().min(8, { error: 'must be a webhook signing secret such as whsec_…' }),
  ),
  /** The monthly price of the Family Plan (price_…). */
  STRIPE_PRICE_FAMILY: optional(z.string().min(3, { error: 'must be a Stripe price id such as price_…' })),
  /** The monthly price of the Large Family Plan (price_…). */
  STRIPE_PRICE_LARGE_FAMILY: optional(
    z.string().min(3, { error: 'must be a Stripe price id such as price_…' }),
  ),
  /** Another address for the Stripe API; changed only by tests (a local stand-in). */
  STRIPE_API_BASE_URL: optional(z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' })),
  /** Free days before the first payment of a paid plan; 0 means no trial (and /pricing offers none). */
  BILLING_TRIAL_DAYS: optional(
    z.coerce
      .number({ error: 'must be a whole number from 0 to 90' })
      .int({ error: 'must be a whole number from 0 to 90' })
      .min(0, { error: 'must be a whole number from 0 to 90' })
      .max(90, { error: 'must be a whole number from 0 to 90' }),
  ).default(0),
};

const supportVariables = {
  /** The script address of a hosted or self-hosted live chat widget (https). Only with it does /contact offer live chat, loaded after the visitor agrees in a sandboxed frame (/live-chat/frame) whose own CSP admits exactly its origin; no page of the app admits it (ADR 053). */
  LIVE_CHAT_SCRIPT_URL: optional(
    z.url({ protocol: /^https$/, error: 'must be an https URL such as https://chat.example/widget.js' }),
  ),
};

const STRIPE_VARIABLES = [
  'STRIPE_SECRET_KEY',
  'STRIPE_WEBHOOK_SECRET',
  'STRIPE_PRICE_FAMILY',
  'STRIPE_PRICE_LARGE_FAMILY',
] as const;

export const DEFAULT_MAIL_FROM = 'CallReady <no-reply@callready.local>';

// Both src/env.ts and the bundled dist/main.js sit two levels below apps/, so one relative path serves both.
const defaultWebDistDir = () => fileURLToPath(new URL('../../web/dist', import.meta.url));

const envSchema = z
  .object({
    ...serverVariables,
    ...storageVariables,
    ...authVariables,
    ...mailVariables,
    ...captchaVariables,
    ...signInLimitVariables,
    ...childLookupLimitVariables,
    ...speechVariables,
    ...paymentVariables,
    ...supportVariables,
    // Set by npm to the folder where the command was typed (see below); not configuration.
    INIT_CWD: optional(z.string()),
  })
  .superRefine((env, context) => {
    const problem = (variable: string, message: string) =>
      context.addIssue({ code: 'custom', path: [variable], message });
    // A site others can reach must run in production mode: development mode generates secrets,
    // keeps mail in a readable outbox and serves development routes (docs/architecture.md §6).
    if (env.NODE_ENV !== 'production' && env.PUBLIC_URL && !isLoopbackUrl(env.PUBLIC_URL)) {
      problem(
        'PUBLIC_URL',
        'is not a loopback address, so this server must run with NODE_ENV=production (and AUTH_SECRET, SMTP_URL and MAIL_FROM)',
      );
    }
    // Production never generates secrets or hides mail in an outbox (docs/architecture.md §6).
    if (env.NODE_ENV === 'production') {
      if (!env.AUTH_SECRET) problem('AUTH_SECRET', 'is required in production');
      if (!env.ADDRESS_ENCRYPTION_KEY) problem('ADDRESS_ENCRYPTION_KEY', 'is required in production');
      if (!env.SMTP_URL) problem('SMTP_URL', 'is required in production');
      if (!env.MAIL_FROM) problem('MAIL_FROM', 'is required in production');
    }
    const stripeSet = STRIPE_VARIABLES.filter((name) => env[name] !== undefined);
    if (stripeSet.length > 0 && stripeSet.length < STRIPE_VARIABLES.length) {
      for (const name of STRIPE_VARIABLES.filter((variable) => env[variable] === undefined)) {
        problem(name, 'must be set together with the other Stripe settings');
      }
    }
    if (Boolean(env.HCAPTCHA_SITEKEY) !== Boolean(env.HCAPTCHA_SECRET)) {
      problem(
        env.HCAPTCHA_SITEKEY ? 'HCAPTCHA_SECRET' : 'HCAPTCHA_SITEKEY',
        'must be set together with the other hCaptcha variable',
      );
    }
  })
  .transform(({ INIT_CWD, HOST, PUBLIC_URL, DATA_DIR, WEB_DIST_DIR, MAIL_FROM, ...env }) => {
    // Relative paths are read from where the command was typed, so `npm run dev -w @callready/server`
    // (which npm runs inside apps/server) and `npm start` at the root share the same ./data.
    const workingDirectory = INIT_CWD ?? process.cwd();
    return {
      ...env,
      // Readable lines for a person at a terminal; one JSON object a line where collectors read them.
      LOG_FORMAT: env.LOG_FORMAT ?? (env.NODE_ENV === 'production' ? 'json' : 'pretty'),
      // Outside production nobody else should reach a server with generated secrets and a sandbox
      // (ADR 050); production sits behind a load balancer or in a container, so it listens everywhere.
      HOST: HOST ?? (env.NODE_ENV === 'production' ? '0.0.0.0' : '127.0.0.1'),
      MAIL_FROM: MAIL_FROM ?? DEFAULT_MAIL_FROM,
      PUBLIC_URL: (PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, ''),
      DATA_DIR: resolve(workingDirectory, DATA_DIR),
      WEB_DIST_DIR:
        WEB_DIST_DIR === undefined ? defaultWebDistDir() : resolve(workingDirectory, WEB_DIST_DIR),
    };
  });

export type Env = z.output<typeof envSchema>;

/**
 * True when a host name or IP address names this machine only: localhost (and *.localhost), 127.0.0.0/8
 * and ::1, bracketed or not, including IPv4 loopback written as an IPv6-mapped address.
 */
export function isLoopbackHost(host: string): boolean {
  const name = host
    .toLowerCase()
    .replace(/^\[(.*)\]$/, '$1')
    .replace(/^::ffff:(?=127\.)/, '');
  return (
    name === 'localhost' || name.endsWith('.localhost') || name === '::1' || /^127(\.\d{1,3}){3}$/.test(name)
  );
}

/** True when the URL names this machine only (localhost, 127.0.0.0/8, ::1). */
export function isLoopbackUrl(url: string): boolean {
  return isLoopbackHost(new URL(url).hostname);
}

/**
 * The one check for everything development-only (the mail outbox, plan switches, test clocks):
 * on only when explicitly not in production and the site's address is on this machine. Each request
 * to them must also come from this machine (`http/this-machine-only.ts`, ADR 050).
 */
export function developmentRoutesEnabled(env: Pick<Env, 'NODE_ENV' | 'PUBLIC_URL'>): boolean {
  return env.NODE_ENV !== 'production' && isLoopbackUrl(env.PUBLIC_URL);
}

/** Thrown when configuration is invalid; its message lists one problem per line. */
export class EnvError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'EnvError';
  }
}

/** Reads and validates configuration. Values are never echoed back, since some hold secrets. */
export function loadEnv(source: EnvSource = process.env): Env {
  const result = envSchema.safeParse(source);
  if (result.success) return result.data;
  throw new EnvError(
    result.error.issues.map((issue) => `${issue.path.join('.') || '(environment)'} ${issue.message}`),
  );
}
