// An answer is rated for what it told the operator, not only for the question just asked (ADR 035):
// "my dad collapsed, he is not breathing" in reply to "what's the address?" is the most useful
// thing a child can say, and facts given before they were asked are credited by name.
import { readingBand } from '../age';
import { spellAs } from '../wording/spelling';
import { starLine, type AnswerStars, type QuestionKind, type ResponseRating } from '../rating';
import { flagsThatMatter, type RedFlag } from './red-flags';
import type { CallSetting, ConversationState } from './state';
import { knows } from './take-answer';

interface CreditContext {
  before: ConversationState;
  after: ConversationState;
  call: CallSetting;
  asked: QuestionKind;
}

type Words = { '5-7': string; '8-10': string; '11-16': string };

const FLAG_PRAISE: Readonly<Partial<Record<RedFlag, Words>>> = {
  'not-breathing': {
    '5-7': 'You told me they are not breathing. That is the most important thing to say.',
    '8-10': 'You told me they are not breathing. That was the most important thing to say.',
    '11-16':
      'You said straight away that they are not breathing: the most important thing a call-handler can hear.',
  },
  unresponsive: {
    '5-7': "You told me they won't wake up. That is very important.",
    '8-10': "You told me they won't wake up. That was very important to say.",
    '11-16': "You said they won't wake up: that changes what help is sent, so it was exactly right to say.",
  },
  'trouble-breathing': {
    '5-7': "You told me they can't breathe well. That is very important.",
    '8-10': 'You told me they are struggling to breathe. That was very important to say.',
    '11-16': 'You said they are struggling to breathe: that is one of the most important things to say.',
  },
  'trapped-in-fire': {
    '5-7': 'You told me someone is still inside. That helps the firefighters.',
    '8-10': 'You told me someone is still inside. That helps the firefighters find them.',
    '11-16': 'You said someone is still inside: the firefighters go in knowing where to look.',
  },
  'intruder-inside': {
    '5-7': 'You told me someone is in your house. That helps keep you safe.',
    '8-10': 'You told me someone is in your house. That helps the police keep you safe.',
    '11-16': 'You said someone is inside your home: the police can plan how to keep you safe.',
  },
  'non-fading-rash': {
    '5-7': 'You told me about the rash. That is very important.',
    '8-10': "You told me the rash doesn't fade. That was very important to say.",
    '11-16': "You said the rash doesn't fade when pressed: that is exactly what a nurse needs to hear.",
  },
  'bone-through-skin': {
    '5-7': 'You told me you can see the bone. That is very important.',
    '8-10': 'You told me the bone is poking through. That was very important to say.',
    '11-16': 'You said the bone is through the skin: that makes it an emergency, and you said it clearly.',
  },
};

const EARLY_PRAISE: Readonly<Record<QuestionKind, Words>> = {
  service: {
    '5-7': 'You told me who you need before I asked. Well done!',
    '8-10': 'You said which service you need before I asked. That saves time.',
    '11-16': 'You named the service before being asked, which saves time.',
  },
  address: {
    '5-7': 'You told me where you are before I asked. That helps the helpers find you.',
    '8-10': 'You told me where you are before I asked. That helps help find you quickly.',
    '11-16': 'You gave the location before being asked, so help can be sent sooner.',
  },
  description: {
    '5-7': 'You told me what happened before I asked. Well done!',
    '8-10': 'You said what happened before I asked. That really helps.',
    '11-16': 'You described what happened before being asked, which really helps.',
  },
  people: {
    '5-7': 'You told me about the people before I asked. That helps a lot.',
    '8-10': 'You told me about the people there before I asked. That helps the crew.',
    '11-16': 'You said how the people are before being asked, which helps the crew plan.',
  },
};

function inside(who: string | undefined, band: keyof Words): string {
  const person = who ? `your ${who}` : 'someone';
  return band === '11-16'
    ? `You said ${person} was inside before being asked. That helps the firefighters.`
    : `You told me ${person} was inside before I asked. That helps the firefighters.`;
}

export function creditThePicture(
  rating: ResponseRating,
  { before, after, call, asked }: CreditContext,
): ResponseRating {
  const band = readingBand(before.childAge);
  const spell = (line: string) => spellAs(line, call.country.spelling);
  const feedback = (stars: AnswerStars) =>
    starLine(stars, {
      callType: call.scenario.type,
      childAge: before.childAge,
      spelling: call.country.spelling,
    });
  const newFlags = flagsThatMatter(after.redFlags, call.scenario.type).filter(
    (flag) => !before.redFlags.includes(flag),
  );
  const firstFlag = newFlags.map((flag) => FLAG_PRAISE[flag]).find((words) => words !== undefined);
  if (firstFlag) {
    // A typed red flag is not marked down for calm it could not show (ADR 036).
    const { calmness, clarity } = rating.categories;
    const stars: AnswerStars = (calmness ?? 3) >= 2 ? 3 : 2;
    return {
      ...rating,
      stars,
      praise: spell(firstFlag[band]),
      feedback: feedback(stars),
      categories: {
        ...rating.categories,
        completeness: 3,
        clarity: clarity === null ? null : (Math.max(clarity, 2) as AnswerStars),
      },
    };
  }
  const askedIndex = call.script.questions.findIndex((question) => question.kind === asked);
  const early = call.script.questions
    .filter((question, index) => index > askedIndex && index > before.questionIndex)
    .map((question) => question.kind)
    .filter((kind) => !knows(before.picture, kind, call) && knows(after.picture, kind, call));
  const first = early[0];
  if (first === undefined) return rating;
  const praise =
    first === 'people' && after.picture.trapped?.value.status === 'yes'
      ? inside(after.picture.trapped.value.who, band)
      : EARLY_PRAISE[first][band];
  const stars = Math.max(rating.stars, 2) as AnswerStars;
  return {
    ...rating,
    stars,
    praise: spell(praise),
    feedback: feedback(stars),
    categories: {
      ...rating.categories,
      completeness: Math.max(rating.categories.completeness, 2) as AnswerStars,
    },
  };
}
