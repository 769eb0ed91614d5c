import type { DatabaseHandle } from './db';
import { isLoopbackHost, type Env } from './env';
import type { ProviderChoice } from './providers/describe-providers';

export interface StartupSummary {
  url: string;
  /** The interface and port listened on, as HOST:PORT. */
  listening: string;
  /** HOST is not a loopback address, so other machines that can reach this one can use the server. */
  reachableFromOtherMachines: boolean;
  /** NODE_ENV=production: reachable is the point, and there are no development routes. */
  production: boolean;
  database: string;
  providers: ProviderChoice[];
  /** ADMIN_SETUP_KEY is set, so /eclipse-setup gives a staff role to whoever knows the key. */
  adminSetupOn?: boolean;
}

/** What a development server other machines can reach means, said plainly under the summary (ADR 050). */
export const REACHABLE_WARNING = [
  'WARNING: HOST lets other machines reach this development server.',
  '  Anyone who can reach it can use it: sign up, sign in and open every page.',
  '  Development routes (the mail outbox, the sandbox billing clock) still answer only on this machine, at localhost.',
  '  Unset HOST (or set HOST=127.0.0.1) to keep the server to this machine.',
];

export const ADMIN_SETUP_ON_NOTE =
  'ON at /eclipse-setup (ADMIN_SETUP_KEY is set): unset it once the first admin exists';

export function summarizeStartup(
  env: Env,
  database: Pick<DatabaseHandle, 'kind' | 'location'>,
  providers: ProviderChoice[],
): StartupSummary {
  const reachableFromOtherMachines = !isLoopbackHost(env.HOST);
  return {
    url: env.PUBLIC_URL,
    listening: `${/^[^[].*:/.test(env.HOST) ? `[${env.HOST}]` : env.HOST}:${env.PORT}`,
    reachableFromOtherMachines,
    production: env.NODE_ENV === 'production',
    database:
      database.kind === 'pglite'
        ? `PGlite (embedded) in ${database.location}`
        : `PostgreSQL at ${database.location}`,
    providers,
    adminSetupOn: env.ADMIN_SETUP_KEY !== undefined,
  };
}

/** The block a person reads in the terminal after `npm start`. */
export function formatStartupSummary(summary: StartupSummary): string {
  const adminRow = summary.adminSetupOn ? [{ concern: 'admin setup', provider: ADMIN_SETUP_ON_NOTE }] : [];
  const rows = [...summary.providers, ...adminRow];
  const width = Math.max('listening'.length, ...rows.map((choice) => choice.concern.length));
  const row = (label: string, value: string) => `  ${label.padEnd(width)}  ${value}`;
  const warn = summary.reachableFromOtherMachines && !summary.production;
  const reach = !summary.reachableFromOtherMachines
    ? 'this machine only'
    : warn
      ? 'other machines can reach it (see below)'
      : 'other machines can reach it: anyone who can reach it can use it';
  const warning = warn ? ['', ...REACHABLE_WARNING] : [];
  return [
    `CallReady is running at ${summary.url}`,
    row('listening', `${summary.listening}, ${reach}`),
    row('database', summary.database),
    ...rows.map((choice) => row(choice.concern, choice.provider)),
    ...warning,
    '',
  ].join('\n');
}
