// One thing at a time (ADR 057): a script question that asks two things ("Is a grown-up with you?
// How old is your sister?") is asked a part at a time to children aged 5–7, and at every age an
// answer to any of its parts counts; the parts still unanswered are asked after it, each once.
// Young children answer the last thing asked: the Ministry of Justice's "Achieving Best Evidence in
// Criminal Proceedings" (2022), on questioning children, asks for short questions about one thing
// and warns that a child given two questions at once answers only one of them.
import { readingBand, type AgeBand } from '../age';
import { starLine, type ResponseRating } from '../rating';
import { saysDontKnow } from '../rating/completeness';
import { analyseText, hasAny } from '../rating/text';
import { NUMBER_WORDS, PLACE_WORDS, SIZE_WORDS } from '../rating/vocabulary';
import { extractInfo, type HeardAnswer } from './extract';
import { FACT_CONFIDENCE } from './hear-facts';
import { fact, reliedOn, type CallPicture } from './picture';
import { spellAs } from '../wording/spelling';
import type { PartCheck, QuestionPart, ScriptQuestion } from './scripts';
import type { CallSetting } from './state';
import { knows } from './take-answer';

/** Children aged 5–7 are asked one thing per turn. */
export function asksOneThingAtATime(childAge: number): boolean {
  return readingBand(childAge) === '5-7';
}

/** The text a question opens with: its first part for the youngest, else the band's whole question. */
export function questionText(question: ScriptQuestion, band: AgeBand, childAge: number): string {
  const first = question.parts?.[0];
  return first && asksOneThingAtATime(childAge) ? first.text : question.text[band];
}

/**
 * A line the youngest hear keeps its lead-in and its first question only: "Look at their chest. Is
 * it going up and down? Are they breathing?" asks the one thing once.
 */
export function firstQuestionOnly(text: string): string {
  const first = text.indexOf('?');
  if (first === -1 || text.indexOf('?', first + 1) === -1) return text;
  return text.slice(0, first + 1);
}

const BODY_WORDS = [
  'head',
  'face',
  'eye',
  'eyes',
  'ear',
  'ears',
  'mouth',
  'teeth',
  'tooth',
  'throat',
  'neck',
  'shoulder',
  'shoulders',
  'chest',
  'heart',
  'tummy',
  'stomach',
  'belly',
  'back',
  'arm',
  'arms',
  'elbow',
  'wrist',
  'hand',
  'hands',
  'finger',
  'fingers',
  'hip',
  'leg',
  'legs',
  'knee',
  'knees',
  'ankle',
  'foot',
  'feet',
  'toe',
  'toes',
  'bottom',
  'everywhere',
  'all over',
  'nowhere',
  'nothing hurts',
  'doesnt hurt',
  "doesn't hurt",
  'headache',
  'tummy ache',
  'earache',
];

const HEAT_WORDS = [
  'hot',
  'warm',
  'cold',
  'boiling',
  'burning',
  'fever',
  'temperature',
  'sweaty',
  'sweating',
  'shivering',
  'shivery',
  'freezing',
  'normal',
];

const COUNT_WORDS = [...NUMBER_WORDS, 'both', 'a car', 'one car', 'lots', 'many', 'a few', 'some'];

/** "The bbq is on fire", "our shed's burning": naming what burns says where the fire is. */
const NAMES_WHAT_BURNS =
  /\b(?:the|our|my|a|his|her|their)\s+[a-z]+(?:\s+is|'s|\s+are)\s+(?:on fire|burning|alight)/i;
/**
 * "…and the fence is burning too", "the kitchen is all fire": a fire that has reached a second thing,
 * or fills a room, is spreading, so it is big.
 */
const SPREADING = /\b(?:too|as well|also|spreading|all (?:fire|on fire|burning|smoke|smoky))\b/i;

function wordsAnswer(check: PartCheck, text: string, picture: CallPicture): boolean {
  const analysed = analyseText(text);
  switch (check) {
    case 'where':
      return hasAny(analysed, PLACE_WORDS) || NAMES_WHAT_BURNS.test(text);
    case 'size':
      return (
        hasAny(analysed, SIZE_WORDS) ||
        SPREADING.test(text) ||
        (picture.hazards?.value.includes('fire-spreading') ?? false)
      );
    case 'body':
      return hasAny(analysed, BODY_WORDS);
    case 'heat':
      return hasAny(analysed, HEAT_WORDS);
    case 'count':
      return /\d/.test(text) || hasAny(analysed, COUNT_WORDS);
    default:
      return false;
  }
}

/** Whether the picture, or this answer's words, answer a part (an honest "I don't know" answers it too). */
export function partAnswered(
  part: QuestionPart,
  question: ScriptQuestion,
  picture: CallPicture,
  text: string,
  call: CallSetting,
): boolean {
  const relied = reliedOn(picture);
  switch (part.answeredBy) {
    case 'question':
      return knows(picture, question.kind, call);
    case 'grownUp':
      return relied.grownUp !== undefined;
    case 'patientAge':
      return relied.patientAge !== undefined;
    case 'awake':
      return relied.awake !== undefined || relied.breathing?.value === 'not';
    case 'breathing':
      return relied.breathing !== undefined;
    case 'hurt':
      return relied.hurt !== undefined || relied.awake !== undefined;
    case 'childSafe':
      return relied.childSafe !== undefined;
    case 'town':
      return Boolean(relied.location?.value.town) || saysDontKnow(analyseText(text));
    default:
      return wordsAnswer(part.answeredBy, text, relied);
  }
}

/** The parts of a question this answer leaves unanswered, by index. */
export function partsUnanswered(
  question: ScriptQuestion,
  picture: CallPicture,
  text: string,
  call: CallSetting,
): number[] {
  return (question.parts ?? []).flatMap((part, index) =>
    partAnswered(part, question, picture, text, call) ? [] : [index],
  );
}

/**
 * A bare "yes", "no" or "not sure" to one part is read as that part's own fact: "Is he breathing?"
 * "No." is a child telling the operator he is not breathing.
 */
export function readPartReply(
  heard: CallPicture,
  part: QuestionPart,
  answer: HeardAnswer,
  turn: number,
): CallPicture {
  const reading = extractInfo('people', answer);
  if (reading?.key !== 'peopleStatus') return heard;
  const status = saysDontKnow(answer.text) ? 'unsure' : reading.slot.value;
  const words = answer.words;
  const confidence = FACT_CONFIDENCE.inTurn;
  switch (part.answeredBy) {
    case 'grownUp':
      return heard.grownUp || status === 'unsure'
        ? heard
        : { ...heard, grownUp: fact(status, words, confidence, turn) };
    case 'awake':
      return heard.awake ? heard : { ...heard, awake: fact(status, words, confidence, turn) };
    case 'hurt':
      return heard.hurt ? heard : { ...heard, hurt: fact(status, words, confidence, turn) };
    case 'breathing': {
      if (heard.breathing) return heard;
      const breathing = status === 'yes' ? 'normal' : status === 'no' ? 'not' : 'unsure';
      return { ...heard, breathing: fact(breathing, words, confidence, turn) };
    }
    case 'childSafe':
      return heard.childSafe || status !== 'yes'
        ? heard
        : { ...heard, childSafe: fact('safe' as const, words, confidence, turn) };
    default:
      return heard;
  }
}

/**
 * A part asked on its own turn after the child answered another: the first part, asked again, is
 * thanked for what was said and loses its lead-in ("Thank you. Is a grown-up with you?").
 */
export function partTurnText(part: QuestionPart, index: number): string {
  if (index > 0) return part.text;
  const question = /[^.!?]*\?\s*$/.exec(part.text)?.[0].trim() ?? part.text;
  return `Thank you. ${question}`;
}

/** The prompt id of a part asked on its own turn: `${questionId}/part-2`. */
export function partPromptId(question: ScriptQuestion, index: number): string {
  return `${question.id}/part-${index + 1}`;
}

/** Which part a prompt id asks, or null when it is not a part's own turn. */
export function partIndexOf(questionId: string): number | null {
  const match = /\/part-(\d+)$/.exec(questionId);
  return match ? Number(match[1]) - 1 : null;
}

const PART_PRAISE = {
  '5-7': 'You told me part of what I asked. Good!',
  '8-10': 'You answered part of the question. That helps.',
  '11-16': 'You answered part of the question, which helps.',
} as const;

/**
 * An answer to one part of a two-part question is never "Keep trying!" (ADR 057): it earns at least
 * two stars, and the part it left is asked next.
 */
export function creditAPart(rating: ResponseRating, call: CallSetting, childAge: number): ResponseRating {
  if (rating.stars > 1) return rating;
  const spelling = call.country.spelling;
  return {
    ...rating,
    stars: 2,
    praise: spellAs(PART_PRAISE[readingBand(childAge)], spelling),
    feedback: starLine(2, { callType: call.scenario.type, childAge, spelling }),
    categories: {
      ...rating.categories,
      completeness: rating.categories.completeness > 2 ? rating.categories.completeness : 2,
    },
  };
}
