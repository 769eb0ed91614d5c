// Configuration, read and validated once at boot (DESIGN.md §3, §6). Each concern declares its
// variables in its own group below; add a group (or a variable) and it is validated with the rest.
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

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
  HOST: optional(z.string()).default('0.0.0.0'),
  /** The address people use to reach the site, for links in e-mails and redirects. Defaults to http://localhost:PORT. */
  PUBLIC_URL: optional(
    z.url({ protocol: /^https?$/, error: 'must be an http(s) URL such as https://callready.example' }),
  ),
  LOG_LEVEL: optional(
    z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
      error: 'must be one of fatal, error, warn, info, debug, trace, silent',
    }),
  ).default('info'),
  /** The built web app. Defaults to apps/web/dist. */
  WEB_DIST_DIR: optional(z.string()),
};

const storageVariables = {
  /** Where the embedded database (and, later, generated secrets) live. Defaults to ./data. */
  DATA_DIR: optional(z.string()).default('data'),
  /** PostgreSQL server; when absent the embedded PGlite database in DATA_DIR/db is used. */
  DATABASE_URL: optional(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, {
        error: 'must be a PostgreSQL URL such as postgres://user:password@host:5432/callready',
      }),
  ),
};

// Both src/env.ts and the bundled dist/main.js sit two levels below apps/, so one relative path serves both.
const defaultWebDistDir = () => fileURLToPath(new URL('../../web/dist', import.meta.url));

const envSchema = z
  .object({
    ...serverVariables,
    ...storageVariables,
    // Set by npm to the folder where the command was typed (see below); not configuration.
    INIT_CWD: optional(z.string()),
  })
  .transform(({ INIT_CWD, PUBLIC_URL, DATA_DIR, WEB_DIST_DIR, ...env }) => {
    // Relative paths are read from where the command was typed, so `npm run dev -w @callready/server`
    // (which npm runs inside apps/server) and `npm start` at the root share the same ./data.
    const workingDirectory = INIT_CWD ?? process.cwd();
    return {
      ...env,
      PUBLIC_URL: (PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, ''),
      DATA_DIR: resolve(workingDirectory, DATA_DIR),
      WEB_DIST_DIR:
        WEB_DIST_DIR === undefined ? defaultWebDistDir() : resolve(workingDirectory, WEB_DIST_DIR),
    };
  });

export type Env = z.output<typeof envSchema>;

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
