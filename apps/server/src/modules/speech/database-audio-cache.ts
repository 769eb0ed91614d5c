// Synthesized audio kept in the speech_cache table, so every copy of the server shares one cache
// (docs/architecture.md §2 speech out).
import { eq } from 'drizzle-orm';
import type { Database } from '../../db';
import { schema } from '../../db';
import type { AudioCacheStore } from '../../providers/speech';

/** What the row records besides the audio, for people looking at the table. */
export interface AudioCacheLabels {
  provider: string;
  voice: string;
  text: string;
}

/**
 * An AudioCacheStore over speech_cache. The key already covers provider, voice, country and text;
 * `labelFor` supplies the readable columns of the row being written.
 */
export function createDatabaseAudioCacheStore(
  db: Database,
  labelFor: (key: string) => AudioCacheLabels | undefined = () => undefined,
): AudioCacheStore {
  return {
    async get(key) {
      const [row] = await db
        .select({ audio: schema.speechCache.audio, contentType: schema.speechCache.contentType })
        .from(schema.speechCache)
        .where(eq(schema.speechCache.key, key))
        .limit(1);
      if (!row) return undefined;
      return { audio: Buffer.from(row.audio), contentType: row.contentType };
    },

    async set(key, { audio, contentType }) {
      const labels = labelFor(key) ?? { provider: '', voice: '', text: '' };
      // Two servers may synthesize the same line at once; the first row written wins.
      await db
        .insert(schema.speechCache)
        .values({ key, ...labels, contentType, audio: new Uint8Array(audio) })
        .onConflictDoNothing({ target: schema.speechCache.key });
    },
  };
}
