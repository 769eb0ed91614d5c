// Learning each child's voice from voice practice (ADR 056). A sentence the child read whose words
// the recogniser heard as written is kept as acoustic features (never the recording) with the child;
// from six sentences on, this server's own recogniser learns an MLLR transform from the most recent
// twelve, and every later decode of that child's speech uses it. Nothing here leaves the server, and
// everything goes with the child (ON DELETE CASCADE) or when the parent asks to forget the voice.
import type { VoiceLearning } from '@callready/contract';
import { VOICE_SENTENCES_NEEDED } from '@callready/contract';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db';
import { schema } from '../../db';
import {
  spokenWords,
  type SpeechRecognizer,
  type Transcription,
  type VoiceOptions,
  type VoiceSample,
} from '../../providers/speech';

const { childVoiceSamples, childVoiceTransforms, children } = schema;

const UUID_SHAPE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Sentences kept per child: the most recent ones, so the voice follows a child as they grow. */
export const VOICE_SENTENCES_KEPT = 12;

/** Word error rate of `heard` against `expected`: word substitutions, insertions and deletions. */
export function wordErrorRate(expected: readonly string[], heard: readonly string[]): number {
  if (expected.length === 0) return heard.length === 0 ? 0 : 1;
  let previous = Array.from({ length: heard.length + 1 }, (_, index) => index);
  for (let row = 1; row <= expected.length; row += 1) {
    const current = [row];
    for (let column = 1; column <= heard.length; column += 1) {
      const same = expected[row - 1] === heard[column - 1];
      current.push(
        Math.min(
          (previous[column] ?? 0) + 1,
          (current[column - 1] ?? 0) + 1,
          (previous[column - 1] ?? 0) + (same ? 0 : 1),
        ),
      );
    }
    previous = current;
  }
  return (previous[heard.length] ?? 0) / expected.length;
}

/** At most this share of the sentence's words may be heard otherwise for it to count as read. */
const MAX_READING_ERROR = 0.5;

/**
 * The sentence's words when the child read it: what the recogniser heard agrees with the sentence
 * (a child may say their own words instead, e.g. their own address, and those teach the wrong
 * sounds). undefined when it does not, or nothing was heard.
 */
export function sentenceRead(sentence: string, heard: string): string | undefined {
  const expected = spokenWords(sentence);
  const words = spokenWords(heard);
  if (expected.length < 2 || words.length === 0) return undefined;
  return wordErrorRate(expected, words) <= MAX_READING_ERROR ? expected.join(' ') : undefined;
}

/** Of a child's samples, newest first, the ones past the most recent `kept` (to delete). */
export function samplesPastKept<Sample>(
  newestFirst: readonly Sample[],
  kept = VOICE_SENTENCES_KEPT,
): Sample[] {
  return newestFirst.slice(kept);
}

/** Whether a child with this many sentences kept has a voice to learn. */
export const enoughToLearn = (sentences: number) => sentences >= VOICE_SENTENCES_NEEDED;

export interface VoiceLearner {
  /** Whether this server learns voices (its own recogniser with sphinxtrain installed). */
  available(): Promise<boolean>;
  /** The child's learnt voice to decode with, if any. */
  transformOf(childId: string): Promise<string | undefined>;
  /** Keeps a sentence read and, from six on, learns the voice again from the most recent ones. */
  learnFrom(childId: string, sample: VoiceSample): Promise<void>;
  statusOf(childId: string): Promise<VoiceLearning>;
  /** Forgets the child's voice: the sentences kept and the transform. */
  forget(childId: string): Promise<void>;
  /** Whether the child is this parent's: anyone else's child is simply not found. */
  isParentOf(parentId: string, childId: string): Promise<boolean>;
}

export function createVoiceLearner(db: Database, recognizer: SpeechRecognizer | null): VoiceLearner {
  const learnVoice = recognizer?.learnVoice?.bind(recognizer);
  const canLearn = recognizer?.canLearnVoices?.bind(recognizer);
  let availability: Promise<boolean> | undefined;
  const available = () =>
    (availability ??= learnVoice && canLearn ? canLearn().catch(() => false) : Promise.resolve(false));

  const countOf = async (childId: string) => {
    const [row] = await db
      .select({ count: sql<number>`count(*)::int` })
      .from(childVoiceSamples)
      .where(eq(childVoiceSamples.childId, childId));
    return Number(row?.count ?? 0);
  };

  return {
    available,
    async transformOf(childId) {
      const [row] = await db
        .select({ transform: childVoiceTransforms.transform })
        .from(childVoiceTransforms)
        .where(eq(childVoiceTransforms.childId, childId));
      return row?.transform;
    },
    async learnFrom(childId, sample) {
      if (!learnVoice || !(await available())) return;
      await db.insert(childVoiceSamples).values({ childId, words: sample.words, features: sample.features });
      const newestFirst = await db
        .select({ id: childVoiceSamples.id })
        .from(childVoiceSamples)
        .where(eq(childVoiceSamples.childId, childId))
        .orderBy(desc(childVoiceSamples.createdAt), desc(childVoiceSamples.id));
      const past = samplesPastKept(newestFirst).map((row) => row.id);
      if (past.length > 0) await db.delete(childVoiceSamples).where(inArray(childVoiceSamples.id, past));
      const kept = newestFirst.length - past.length;
      if (!enoughToLearn(kept)) return;
      const samples = await db
        .select({ words: childVoiceSamples.words, features: childVoiceSamples.features })
        .from(childVoiceSamples)
        .where(eq(childVoiceSamples.childId, childId));
      const transform = await learnVoice(samples);
      if (!transform) return;
      await db
        .insert(childVoiceTransforms)
        .values({ childId, transform, sentences: samples.length })
        .onConflictDoUpdate({
          target: childVoiceTransforms.childId,
          set: { transform, sentences: samples.length, updatedAt: new Date() },
        });
    },
    async statusOf(childId) {
      const [isAvailable, sentences, learnt] = await Promise.all([
        available(),
        countOf(childId),
        db
          .select({ sentences: childVoiceTransforms.sentences })
          .from(childVoiceTransforms)
          .where(eq(childVoiceTransforms.childId, childId)),
      ]);
      return {
        available: isAvailable,
        sentences,
        needed: VOICE_SENTENCES_NEEDED,
        learntFrom: learnt[0]?.sentences ?? null,
      };
    },
    async isParentOf(parentId, childId) {
      if (!UUID_SHAPE.test(childId)) return false;
      const [row] = await db
        .select({ id: children.id })
        .from(children)
        .where(and(eq(children.id, childId), eq(children.parentId, parentId)));
      return row !== undefined;
    },
    async forget(childId) {
      await db.delete(childVoiceTransforms).where(eq(childVoiceTransforms.childId, childId));
      await db.delete(childVoiceSamples).where(eq(childVoiceSamples.childId, childId));
    },
  };
}

/** What a decode of this child's speech takes of their voice: their transform, and learning from a sentence read. */
export async function voiceFor(
  learner: VoiceLearner,
  childId: string,
  { sentence, learns }: { sentence: string | undefined; learns: boolean },
): Promise<VoiceOptions | undefined> {
  if (!(await learner.available())) return undefined;
  const transform = await learner.transformOf(childId);
  const keepFeatures = learns && sentence !== undefined && sentence.trim() !== '';
  if (!transform && !keepFeatures) return undefined;
  return { ...(transform ? { transform } : {}), ...(keepFeatures ? { keepFeatures } : {}) };
}

/** After a sentence was heard: kept to learn from when the child read it as written. */
export async function learnFromHearing(
  learner: VoiceLearner,
  childId: string,
  sentence: string | undefined,
  transcription: Transcription,
): Promise<void> {
  const words = sentence && transcription.features ? sentenceRead(sentence, transcription.text) : undefined;
  if (words && transcription.features)
    await learner.learnFrom(childId, { features: transcription.features, words });
}
