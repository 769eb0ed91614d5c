// What a child's reply to a read-back means (ADR 035): "You're at 5 Mill Lane. Is that right?"
// "yep" confirms, "nope" refuses, "no, it's 14 Mill Lane" corrects, and "mum's not breathing"
// is about something else: it neither confirms nor destroys the value.
import type { HeardAnswer, InfoKey } from './extract';
import type { PeopleQuestion } from './hear-facts';
import { hasAnyPart } from '../understanding';
import type { CallPicture } from './picture';
import { peopleStatusOf } from './take-answer';

export type ReadBackReply = 'confirm' | 'deny' | 'correct' | 'other';

const CONFIRM =
  /^(?:yes|yeah|yep|yup|yea|yeh|ya|aye|uh huh|uh-huh|mm hmm|mm-hmm|mhm|mmhm|ok|okay|sure|right|correct|exactly|that's right|thats right|that is right|that's it|thats it|it is|yes please)\b/;
const CONFIRM_ANYWHERE = /\b(?:that's right|thats right|that is right|correct|yes|yeah|yep)\b/;
const DENY = /^(?:no|nope|nah|naw|nuh uh|wrong|not right|incorrect|that's wrong|thats wrong|that is wrong)\b/;
const DENY_ANYWHERE =
  /\b(?:wrong|not right|isn't right|isnt right|not correct|incorrect|that's not it|thats not it)\b/;

/** The reply's words as a child types or a recogniser hears them: lower case, no punctuation but apostrophes. */
function plain(words: string): string {
  return words
    .toLowerCase()
    .replace(/[\u2018\u2019\u02bc`]/g, "'")
    .replace(/[^a-z0-9'\s-]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^(?:uh[ -]?huh|mm+[ -]?hm+|mhm+)\b/, 'yes')
    .replace(/^(?:um+|uh+|er+|erm|oh|hmm+|well)\s+/, '');
}

/** Whether the reply carries a new value of the fact being read back. */
function carriesValue(key: InfoKey, heard: CallPicture, people: PeopleQuestion): boolean {
  switch (key) {
    case 'address':
      return heard.location !== undefined && hasAnyPart(heard.location.value);
    case 'serviceRequested':
      return (heard.services?.value.length ?? 0) > 0 && (heard.services?.confidence ?? 0) >= 0.8;
    case 'peopleStatus':
      return peopleStatusOf(heard, people) !== null;
    case 'description':
      return heard.happened !== undefined;
  }
}

/** The picture keys that hold the value being read back. */
const OWN_KEYS: Readonly<Record<InfoKey, readonly (keyof CallPicture)[]>> = {
  address: ['location'],
  serviceRequested: ['services', 'needsAdvice'],
  peopleStatus: [],
  description: ['happened'],
};

/**
 * "No, nana is out with me" to "You're beside the church. Is that right?": the "no" answers
 * something else the child has on their mind, and the rest of the reply says what. A bare "no",
 * or "no, that's wrong", still refuses.
 */
function noAboutSomethingElse(words: string, key: InfoKey, heard: CallPicture): boolean {
  if (!/^(?:no|nope|nah)\b\s*\S/.test(words) || DENY_ANYWHERE.test(words)) return false;
  const own = OWN_KEYS[key];
  return (Object.keys(heard) as (keyof CallPicture)[]).some(
    (fact) => !own.includes(fact) && fact !== 'happened' && heard[fact]?.source === 'answer',
  );
}

export function classifyReadBackReply(
  answer: HeardAnswer,
  key: InfoKey,
  heard: CallPicture,
  people: PeopleQuestion,
): ReadBackReply {
  const words = plain(answer.words);
  const denies = DENY.test(words) || DENY_ANYWHERE.test(words);
  const value = carriesValue(key, heard, people);
  if (denies && !value && key !== 'peopleStatus' && noAboutSomethingElse(words, key, heard)) return 'other';
  if (denies) return value ? 'correct' : 'deny';
  if (CONFIRM.test(words)) return 'confirm';
  if (value) return 'correct';
  if (CONFIRM_ANYWHERE.test(words)) return 'confirm';
  return 'other';
}
