// The server's path for the same clips, in this process: the recogniser the transcribe route hands
// an upload to (pocketsphinx with the call's vocabulary for the moment, ADR 052), given what the route
// gives it: the question's phrases, the moment's vocabulary and, at a place question, the child's
// own address (ADR 043). Only HTTP and the child's session are left out. Runs under tsx, which loads
// the server's TypeScript.
import { addressSentences, callVocabulary } from '../../../apps/server/src/modules/speech/call-vocabulary.ts';
import { expectedPhrases } from '../../../apps/server/src/modules/speech/expected-phrases.ts';
import { hearingOf } from '../../../apps/server/src/modules/speech/hearing.ts';
import {
  createPocketsphinxRecognizer,
  isPocketsphinxAvailable,
} from '../../../apps/server/src/providers/speech/index.ts';

export { isPocketsphinxAvailable };

export async function createServerRecogniser() {
  const recognizer = createPocketsphinxRecognizer({ maxConcurrent: 1 });
  // As the server does once it listens.
  await recognizer.warm?.();
  return {
    /** Builds the moment's language model ahead, as the server does at start. */
    async prepare(questionId) {
      const fields = { scenarioType: '999', scenarioId: 'house-fire', questionId, countryId: 'uk' };
      await recognizer.prepare?.(callVocabulary(fields));
    },
    /** A 16 kHz WAV upload to the route's reply: words and whether they were heard. */
    async hear(wav, questionId, home) {
      const fields = { scenarioType: '999', scenarioId: 'house-fire', questionId, countryId: 'uk' };
      const vocabulary = callVocabulary(fields);
      const ownSentences = vocabulary.asksForPlace && home ? addressSentences(home) : [];
      const transcription = await recognizer.transcribe({
        audio: wav,
        contentType: 'audio/wav',
        phrases: expectedPhrases(fields),
        vocabulary: ownSentences.length > 0 ? { ...vocabulary, ownSentences } : vocabulary,
      });
      return hearingOf(transcription);
    },
  };
}
