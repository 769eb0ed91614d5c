import type { DatabaseHandle } from './db';
import type { Env } from './env';
import type { ProviderChoice } from './providers/describe-providers';

export interface StartupSummary {
  url: string;
  database: string;
  providers: ProviderChoice[];
}

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
  };
}

/** The block a person reads in the terminal after `npm start`. */
export function formatStartupSummary(summary: StartupSummary): string {
  const width = Math.max('database'.length, ...summary.providers.map((choice) => choice.concern.length));
  const row = (label: string, value: string) => `  ${label.padEnd(width)}  ${value}`;
  return [
    `CallReady is running at ${summary.url}`,
    row('database', summary.database),
    ...summary.providers.map((choice) => row(choice.concern, choice.provider)),
    '',
  ].join('\n');
}
