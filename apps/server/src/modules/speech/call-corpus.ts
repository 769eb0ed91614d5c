// How children answer in practice calls, gathered at build time from the phrasings written for the
// engine's reading tests (test/call-corpus/write-call-corpus.ts writes call-corpus.json; ADR 052).
// The recogniser's vocabulary is built from it together with the scripts (call-vocabulary.ts).
import corpus from './call-corpus.json';

/**
 * What a prompt asks for: a script question's kind, a read-back ('confirm'), a location follow-up
 * or the breathing check.
 */
export type CorpusSlot =
  'service' | 'address' | 'description' | 'people' | 'confirm' | 'follow-up' | 'breathing-check';

export interface CallCorpus {
  /** Children's answers by `${scenarioId}|${slot}`; '*' as the scenario for answers that fit any. */
  answers: Readonly<Record<string, readonly string[]>>;
  /** The engine's own word lists for reading answers, by the slot they belong to ('any' for all). */
  wordLists: Readonly<Record<'service' | 'address' | 'description' | 'any', readonly string[]>>;
}

export const CALL_CORPUS: CallCorpus = corpus;
