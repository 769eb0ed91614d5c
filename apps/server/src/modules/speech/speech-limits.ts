// How often the speech endpoints may be used, counted in the database so every server shares the
// counts (docs/architecture.md §2). The public demo has caps of its own on top (ADR 009).
import type { Database } from '../../db';
import type { Env } from '../../env';
import { createDatabaseLimit, type Limit } from '../rate-limit/database-limit';

/** A visitor's own lines in the home page demo, per client address per hour. */
export const DEMO_LINES_PER_CLIENT_PER_HOUR = 20;

export interface SpeechLimits {
  /** Every speech request, per client address per minute. */
  perMinute: Limit;
  /** Visitors' own demo lines: per client address, and for everyone together. */
  demo: { perClient: Limit; everyone: Limit };
}

export function createSpeechLimits(
  db: Database,
  env: Pick<Env, 'SPEECH_REQUESTS_PER_MINUTE' | 'SPEECH_DEMO_LINES_PER_HOUR'>,
): SpeechLimits {
  return {
    perMinute: createDatabaseLimit(db, {
      name: 'speech',
      points: env.SPEECH_REQUESTS_PER_MINUTE,
      windowSeconds: 60,
    }),
    demo: {
      perClient: createDatabaseLimit(db, {
        name: 'speech-demo',
        points: DEMO_LINES_PER_CLIENT_PER_HOUR,
        windowSeconds: 3600,
      }),
      everyone: createDatabaseLimit(db, {
        name: 'speech-demo-all',
        points: env.SPEECH_DEMO_LINES_PER_HOUR,
        windowSeconds: 3600,
      }),
    },
  };
}
