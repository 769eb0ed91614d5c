import type { DatabaseHandle } from './db';
import type { Env } from './env';
import type { ProviderChoice } from './providers/describe-providers';

export interface StartupSummary {
  url: string;
  database: string;
  providers: ProviderChoice[];
  /** ADMIN_SETUP_KEY is set, so /eclipse-setup gives a staff role to whoever knows the key. */
  adminSetupOn?: boolean;
}

export const ADMIN_SETUP_ON_NOTE =
  'ON at /eclipse-setup (ADMIN_SETUP_KEY is set): unset it once the first admin exists';

export function summarizeStartup(
  env: Env,
  database: Pick<DatabaseHandle, 'kind' | 'location'>,
  providers: ProviderChoice[],
): StartupSummary {
  return {
    url: env.PUBLIC_URL,
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
  const width = Math.max('database'.length, ...rows.map((choice) => choice.concern.length));
  const row = (label: string, value: string) => `  ${label.padEnd(width)}  ${value}`;
  return [
    `CallReady is running at ${summary.url}`,
    row('database', summary.database),
    ...rows.map((choice) => row(choice.concern, choice.provider)),
    '',
  ].join('\n');
}
