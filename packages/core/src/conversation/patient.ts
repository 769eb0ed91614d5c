// Who the call is about (ADR 057): the operator's scripted lines speak of the patient as the child
// did. A fever call about "my brother" asks "How is your brother feeling? Is he hot?", a broken arm
// of a friend the child calls "he" says "keep his arm still", and a tip never says "she or he".
// Pure: it reads the child's own answers in the call's history and rewrites lines; no I/O.

export type Pronoun = 'he' | 'she';

export interface Patient {
  /** How the operator names the patient after "your": "sister", "brother", "friend". */
  noun: string;
  pronoun: Pronoun;
}

/** Who each scenario is about before the child says otherwise, as its script is written. */
const SCENARIO_PATIENTS: Readonly<Record<string, Patient & { adoptsChildsWords: boolean }>> = {
  // "My sister has a fever" and "my friend fell" are the scenario's example; a child may be
  // practising for a brother or a friend who is a boy, so these take the child's own words.
  'fever-child': { noun: 'sister', pronoun: 'she', adoptsChildsWords: true },
  'broken-arm': { noun: 'friend', pronoun: 'she', adoptsChildsWords: true },
  // Named people of the scenario itself ("What happened to Grandad?"): their scripts stay as written.
  'heart-attack': { noun: 'Grandad', pronoun: 'he', adoptsChildsWords: false },
  'parent-fall': { noun: 'Mum', pronoun: 'she', adoptsChildsWords: false },
  'medicine-question': { noun: 'Granny', pronoun: 'she', adoptsChildsWords: false },
};

const FEMALE = new Set([
  'sister',
  'sis',
  'mum',
  'mom',
  'mummy',
  'mommy',
  'mam',
  'nan',
  'nana',
  'nanna',
  'gran',
  'granny',
  'grandma',
  'grandmother',
  'aunt',
  'auntie',
  'aunty',
  'daughter',
  'stepsister',
]);
const MALE = new Set([
  'brother',
  'bro',
  'dad',
  'daddy',
  'grandad',
  'granddad',
  'grandpa',
  'grandfather',
  'uncle',
  'son',
  'stepbrother',
]);
const EITHER = new Set(['friend', 'mate', 'cousin', 'baby']);
const NOUN_AS_SAID: Readonly<Record<string, string>> = { sis: 'sister', bro: 'brother', mate: 'friend' };

const RELATION =
  /\b(?:my|our)\s+(?:little\s+|baby\s+|big\s+|older\s+|younger\s+|twin\s+|best\s+)?([a-z]+)\b/gi;

function pronounsIn(text: string): { he: number; she: number } {
  const he = text.match(/\b(?:he|he's|hes|him|his|himself)\b/gi)?.length ?? 0;
  const she = text.match(/\b(?:she|she's|shes|her|hers|herself)\b/gi)?.length ?? 0;
  return { he, she };
}

/**
 * The call's patient: the first family member or friend the child named in saying what help is
 * needed and what happened (and the pronoun they used for a friend or cousin), else the scenario's
 * own. Scenarios about a named person keep theirs. `said` is those words, not the whole call: "my dad
 * is here" answers who is with the child, not who is ill.
 */
export function patientOf(scenarioId: string, said: readonly string[]): Patient | null {
  const given = SCENARIO_PATIENTS[scenarioId];
  if (!given) return null;
  const scenarioPatient: Patient = { noun: given.noun, pronoun: given.pronoun };
  if (!given.adoptsChildsWords) return scenarioPatient;
  const words = said.join(' ');
  for (const match of words.matchAll(RELATION)) {
    const word = (match[1] ?? '').toLowerCase();
    const noun = NOUN_AS_SAID[word] ?? word;
    if (FEMALE.has(word)) return { noun, pronoun: 'she' };
    if (MALE.has(word)) return { noun, pronoun: 'he' };
    if (EITHER.has(word)) {
      const { he, she } = pronounsIn(words);
      const pronoun: Pronoun = he > she ? 'he' : she > he ? 'she' : given.pronoun;
      return { noun, pronoun };
    }
  }
  const { he, she } = pronounsIn(words);
  if (he > 0 && she === 0) return { ...scenarioPatient, pronoun: 'he' };
  if (she > 0 && he === 0) return { ...scenarioPatient, pronoun: 'she' };
  return scenarioPatient;
}

/** After "her", these words make it "him" ("take her to", "let her rest"); any other makes it "his". */
const AFTER_OBJECT = new Set([
  'to',
  'rest',
  'up',
  'down',
  'sleep',
  'drink',
  'lie',
  'sit',
  'stay',
  'see',
  'get',
  'go',
  'come',
  'somewhere',
  'some',
  'a',
  'an',
  'the',
  'in',
  'on',
  'into',
  'onto',
  'with',
  'warm',
  'cool',
  'still',
  'now',
  'straight',
  'again',
  'and',
  'or',
  'if',
]);

function matchCase(word: string, like: string): string {
  return like.charAt(0) === like.charAt(0).toUpperCase()
    ? word.charAt(0).toUpperCase() + word.slice(1)
    : word;
}

function toHe(text: string): string {
  return text
    .replace(
      /\b(her)\b(\s+([a-z]+))?/gi,
      (whole, her: string, gap: string | undefined, next: string | undefined) => {
        const after = next?.toLowerCase();
        const word = after === undefined || AFTER_OBJECT.has(after) ? 'him' : 'his';
        return `${matchCase(word, her)}${gap ?? ''}`;
      },
    )
    .replace(/\b(she)\b/gi, (she: string) => matchCase('he', she))
    .replace(/\b(hers)\b/gi, (hers: string) => matchCase('his', hers))
    .replace(/\b(herself)\b/gi, (herself: string) => matchCase('himself', herself));
}

function toShe(text: string): string {
  return text
    .replace(/\b(he)\b/gi, (he: string) => matchCase('she', he))
    .replace(/\b(him|his)\b/gi, (him: string) => matchCase('her', him))
    .replace(/\b(himself)\b/gi, (himself: string) => matchCase('herself', himself));
}

/**
 * An operator line about the scenario's patient, spoken of the call's patient: "your sister" becomes
 * "your brother", and the pronouns follow. "She or he" in a tip becomes the patient's own pronoun.
 */
export function speakOfPatient(text: string, scenarioId: string, patient: Patient | null): string {
  if (!patient) return text;
  const given = SCENARIO_PATIENTS[scenarioId];
  let line = text.replace(/\b(she or he|he or she)\b/gi, (both: string) => matchCase(patient.pronoun, both));
  if (!given?.adoptsChildsWords) return line;
  if (patient.noun !== given.noun)
    line = line.replace(
      new RegExp(`\\b(your|my) ${given.noun}\\b`, 'gi'),
      (_whole, your: string) => `${your} ${patient.noun}`,
    );
  if (patient.pronoun !== given.pronoun) line = patient.pronoun === 'he' ? toHe(line) : toShe(line);
  return line;
}

/** The words in which the child said what help is needed and what happened: where the patient is named. */
export function patientWords(picture: {
  services?: { words: string };
  needsAdvice?: { words: string };
  happened?: { words: string };
}): string[] {
  return [picture.needsAdvice?.words, picture.services?.words, picture.happened?.words].filter(
    (words): words is string => words !== undefined,
  );
}

/** The most likely other patient of a scenario, whose lines are worth preparing in advance: a boy. */
export function likelyOtherPatients(scenarioId: string): Patient[] {
  const given = SCENARIO_PATIENTS[scenarioId];
  if (!given?.adoptsChildsWords) return [];
  return [{ noun: given.noun === 'sister' ? 'brother' : given.noun, pronoun: 'he' }];
}
