// Gathers how children answer in practice calls, from the phrasings written for the engine's
// reading tests: every whole call (played through the engine, so each answer is filed under the
// prompt it answered) and the children's phrasings by field, plus the engine's own word lists.
// write-call-corpus.ts saves it as modules/speech/call-corpus.json, which the recogniser's
// vocabulary is built from (ADR 052). The spoken-answer benchmark's calls are not among them.
import {
  createConversation,
  getCountry,
  getScenario,
  MAX_EVENTS_PER_CALL,
  step,
  type OperatorPrompt,
} from '@callready/core';
import {
  ADDRESS_LEADS,
  ADVICE_PHRASES,
  CALM_PHRASES,
  DONT_KNOW_PHRASES,
  HAZARD_WORDS,
  IMPLIED_SERVICE_PHRASES,
  LANDMARK_PHRASES,
  NO_PHRASES,
  PANIC_PHRASES,
  PLACE_NOUNS,
  PLACE_WORDS,
  REASON_PHRASES,
  SERVICE_SYNONYMS,
  SIZE_WORDS,
  STREET_WORDS,
  UNSURE_PHRASES,
  YES_PHRASES,
} from '../../../../../packages/core/src/rating/vocabulary';
import {
  PEOPLE_PHRASINGS,
  PLACE_PHRASINGS,
  RED_FLAG_PHRASINGS,
  SERVICE_PHRASINGS,
} from '../../../../../packages/core/src/test/children-phrasings';
import {
  ALL_WHOLE_CALLS,
  type WholeCall,
} from '../../../../../packages/core/src/conversation/test/whole-calls';
import { HELD_OUT_WHOLE_CALLS } from '../../../../../packages/core/src/conversation/test/whole-calls/held-out';
import { SECOND_HELD_OUT_WHOLE_CALLS } from '../../../../../packages/core/src/conversation/test/whole-calls/second-held-out';
import type { CallCorpus, CorpusSlot } from '../../modules/speech/call-corpus';

/** The slot a prompt asks for: its question's kind, or a read-back, a location follow-up, the breathing check. */
function slotOf(prompt: OperatorPrompt): CorpusSlot {
  switch (prompt.purpose) {
    case 'confirmation':
      return 'confirm';
    case 'follow-up':
      return 'follow-up';
    case 'protocol':
      return 'breathing-check';
    case 'question':
      return prompt.kind;
  }
}

/** Each answer of a whole call with the slot it answered, as the engine asked it. */
function answersBySlot(call: WholeCall): { slot: CorpusSlot; text: string }[] {
  const scenario = getScenario(call.type, call.scenarioId);
  if (!scenario) return [];
  let state = createConversation({ scenario, country: getCountry(call.country), childAge: call.age });
  let clock = 1_700_000_000_000;
  let result = step(state, { type: 'start', at: clock });
  const answers: { slot: CorpusSlot; text: string }[] = [];
  for (let events = 1; answers.length < call.answers.length && events <= MAX_EVENTS_PER_CALL; events += 1) {
    state = result.state;
    if (state.stage === 'finished') break;
    clock += 1000;
    if (state.stage === 'listening' && state.prompt) {
      const text = call.answers[answers.length] as string;
      answers.push({ slot: slotOf(state.prompt), text });
      result = step(state, { type: 'answer', text, at: clock });
    } else result = step(state, { type: 'continue', at: clock });
  }
  return answers;
}

export function collectCallCorpus(): CallCorpus {
  const answers = new Map<string, Set<string>>();
  const add = (scenarioId: string, slot: CorpusSlot, text: string) => {
    const key = `${scenarioId}|${slot}`;
    const texts = answers.get(key) ?? new Set<string>();
    texts.add(text.replace(/\s+/g, ' ').trim());
    answers.set(key, texts);
  };
  for (const call of [...ALL_WHOLE_CALLS, ...HELD_OUT_WHOLE_CALLS, ...SECOND_HELD_OUT_WHOLE_CALLS])
    for (const { slot, text } of answersBySlot(call)) add(call.scenarioId, slot, text);
  for (const phrasing of SERVICE_PHRASINGS) add(phrasing.scenario, 'service', phrasing.text);
  for (const phrasing of PLACE_PHRASINGS) add('*', 'address', phrasing.text);
  for (const phrasing of PEOPLE_PHRASINGS) add('*', 'people', phrasing.text);
  for (const phrasing of RED_FLAG_PHRASINGS) add(phrasing.scenario, 'description', phrasing.text);

  const sorted = (texts: Iterable<string>) => [...new Set(texts)].sort();
  return {
    answers: Object.fromEntries(
      [...answers].sort(([a], [b]) => a.localeCompare(b)).map(([key, texts]) => [key, sorted(texts)]),
    ),
    wordLists: {
      service: sorted([
        ...Object.values(SERVICE_SYNONYMS).flat(),
        ...Object.values(IMPLIED_SERVICE_PHRASES).flat(),
        ...ADVICE_PHRASES,
      ]),
      address: sorted([
        ...LANDMARK_PHRASES,
        ...PLACE_NOUNS,
        ...PLACE_WORDS,
        ...ADDRESS_LEADS,
        ...STREET_WORDS,
      ]),
      description: sorted([...HAZARD_WORDS, ...SIZE_WORDS, ...REASON_PHRASES]),
      any: sorted([
        ...YES_PHRASES,
        ...NO_PHRASES,
        ...UNSURE_PHRASES,
        ...DONT_KNOW_PHRASES,
        ...CALM_PHRASES,
        ...PANIC_PHRASES,
      ]),
    },
  };
}
