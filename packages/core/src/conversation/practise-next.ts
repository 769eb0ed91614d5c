// "Two things to practise next" on the results screen (ADR 023): the skills behind the tips of the
// call's weakest answers, worded for the child's reading band and spelt as the country spells.
// Never something the child did well in this very call (ADR 057): a service named in the first
// answer, an address said in full, calm and clear spoken answers are praised, not set as homework.
import type { AddressSkill } from '../address/match-address';
import { readingBand, type ByReadingBand } from '../age';
import { getCountry } from '../countries';
import type { PracticeSkill, ResponseRating } from '../rating';
import { spellAs } from '../wording/spelling';

export const PRACTISE_NEXT_COUNT = 2;
export const PRACTISE_NEXT_TITLE = 'Two things to practise next';

/**
 * What the list can name: a skill an answer trains, or, once the call did all of those well, a next
 * step beyond this call (learning the family's address by heart, a scenario not yet tried).
 */
export type NextStep = PracticeSkill | 'learn-own-address' | 'new-scenario';

type SkillWords = { emergency: ByReadingBand; advice?: ByReadingBand };

const SKILL_WORDS: Readonly<Record<NextStep, SkillWords>> = {
  'name-service': {
    emergency: {
      '5-7': 'Saying who you need: fire, ambulance or police.',
      '8-10': 'Naming the service you need first: fire, ambulance or police.',
      '11-16': 'Naming the service you need as your very first words.',
    },
  },
  'say-not-emergency': {
    emergency: {
      '5-7': "Saying: it's not an emergency, I need advice.",
      '8-10': 'Saying that it is not an emergency and you need advice.',
      '11-16': 'Saying at the start that it is not an emergency and you need advice.',
    },
  },
  'give-address': {
    emergency: {
      '5-7': 'Saying your house number and street.',
      '8-10': 'Saying your house number and street name, or a place nearby.',
      '11-16': "Giving your full address, or a landmark nearby when you don't know it.",
    },
  },
  'say-what-happened': {
    emergency: {
      '5-7': 'Saying what you can see.',
      '8-10': 'Saying what happened, where, and how bad it is.',
      '11-16': 'Describing what happened, where it is and how bad it is.',
    },
    advice: {
      '5-7': "Saying what's wrong.",
      '8-10': "Saying what's wrong, where it hurts and how bad it is.",
      '11-16': "Describing what's wrong: where, how bad and since when.",
    },
  },
  'answer-about-people': {
    emergency: {
      '5-7': 'Saying if people are hurt or safe.',
      '8-10': 'Answering yes or no, then saying how the person is.',
      '11-16': 'Answering yes, no or not sure, then how the person is: awake, breathing, trapped.',
    },
    advice: {
      '5-7': 'Saying who is with you.',
      '8-10': 'Saying who is with you and how old the person is.',
      '11-16': 'Saying who is with you and how old the unwell person is.',
    },
  },
  'stay-calm': {
    emergency: {
      '5-7': 'Taking a big breath before you talk.',
      '8-10': 'Staying calm: a slow breath before you answer.',
      '11-16': 'Staying calm: a slow breath before each answer.',
    },
  },
  'speak-clearly': {
    emergency: {
      '5-7': 'Answering with a few more words.',
      '8-10': 'Answering in whole sentences.',
      '11-16': 'Answering in whole, clear sentences without rushing.',
    },
  },
  'learn-own-address': {
    emergency: {
      '5-7': 'Learning your address by heart.',
      '8-10': 'Learning your whole address by heart, with the town.',
      '11-16': 'Knowing your whole address by heart, town and postcode too.',
    },
  },
  'new-scenario': {
    emergency: {
      '5-7': 'Trying a new call you have not done yet.',
      '8-10': "Trying a scenario you haven't done yet.",
      '11-16': "Trying a scenario you haven't practised yet.",
    },
  },
};

/**
 * When the weakest answers train fewer than two skills, these fill the list; the last two are
 * never done in one call, so the list always has two things.
 */
const FALLBACK_SKILLS: Readonly<Record<'999' | '111', readonly NextStep[]>> = {
  '999': ['give-address', 'stay-calm', 'speak-clearly', 'learn-own-address', 'new-scenario'],
  '111': ['say-what-happened', 'speak-clearly', 'stay-calm', 'learn-own-address', 'new-scenario'],
};

/** The skills an answer trains by its question (a tip about calm or clear speech names those instead). */
const QUESTION_SKILLS: ReadonlySet<PracticeSkill> = new Set([
  'name-service',
  'say-not-emergency',
  'give-address',
  'say-what-happened',
  'answer-about-people',
]);

/** What this call showed the child already did well: never listed as a thing to practise. */
export interface CallStrengths {
  /** Whether the child said every part of their own stored address (ADR 043). */
  saidOwnAddress?: AddressSkill;
}

/**
 * The skills done well in this call: a question answered with full stars (its skill is the
 * question's own when nothing was missing), calm and clear speech when every spoken answer had full
 * stars for it, and the address when the child's own was said in every part. Calm and clarity are
 * not "done well" on a call with no spoken answer: they were not heard (ADR 036).
 */
export function skillsDoneWell(
  ratings: readonly ResponseRating[],
  strengths: CallStrengths = {},
): Set<NextStep> {
  const done = new Set<NextStep>();
  for (const rating of ratings)
    if (rating.stars === 3 && rating.categories.completeness === 3 && QUESTION_SKILLS.has(rating.skill))
      done.add(rating.skill);
  const calm = ratings.map((rating) => rating.categories.calmness).filter((stars) => stars !== null);
  if (calm.length > 0 && calm.every((stars) => stars === 3)) done.add('stay-calm');
  const clear = ratings.map((rating) => rating.categories.clarity).filter((stars) => stars !== null);
  if (clear.length > 0 && clear.every((stars) => stars === 3)) done.add('speak-clearly');
  if (strengths.saidOwnAddress === 'yes') {
    done.add('give-address');
    done.add('learn-own-address');
  } else if (strengths.saidOwnAddress !== undefined) {
    // Checked against the child's own address and not said in full: the address is still to learn.
    done.delete('give-address');
  }
  return done;
}

function weakness(rating: ResponseRating): number {
  // A category not rated (a typed answer's clarity and calmness, ADR 036) counts as neither weak nor strong.
  const { clarity, completeness, calmness } = rating.categories;
  return rating.stars * 10 + (clarity ?? 2) + completeness + (calmness ?? 2);
}

/**
 * The two skills the call's weakest answers most need, weakest first (ties keep the call's order),
 * leaving out whatever the call did well.
 */
export function practiseNextSkills(
  ratings: readonly ResponseRating[],
  callType: '999' | '111',
  recognisedEmergency = false,
  strengths: CallStrengths = {},
): NextStep[] {
  const ordered = ratings
    .map((rating, index) => ({ rating, index }))
    .sort((a, b) => weakness(a.rating) - weakness(b.rating) || a.index - b.index);
  const doneWell = skillsDoneWell(ratings, strengths);
  const skills: NextStep[] = [];
  for (const skill of [...ordered.map(({ rating }) => rating.skill), ...FALLBACK_SKILLS[callType]]) {
    if (skills.length === PRACTISE_NEXT_COUNT) break;
    // A call that rightly became an emergency never ends with "say it's not an emergency" (ADR 035).
    if (recognisedEmergency && skill === 'say-not-emergency') continue;
    if (doneWell.has(skill)) continue;
    if (!skills.includes(skill)) skills.push(skill);
  }
  return skills;
}

export interface PractiseNext {
  title: string;
  items: string[];
}

/** The results screen's list: a title and two things, for this child and country. */
export function practiseNext(
  ratings: readonly ResponseRating[],
  call: {
    callType: '999' | '111';
    childAge: number;
    countryId: string;
    recognisedEmergency?: boolean;
    saidOwnAddress?: AddressSkill;
  },
): PractiseNext {
  const band = readingBand(call.childAge);
  const spelling = getCountry(call.countryId).spelling;
  const strengths = call.saidOwnAddress ? { saidOwnAddress: call.saidOwnAddress } : {};
  const items = practiseNextSkills(ratings, call.callType, call.recognisedEmergency, strengths).map(
    (skill) => {
      const words = SKILL_WORDS[skill];
      const text = (call.callType === '111' && words.advice ? words.advice : words.emergency)[band];
      return spellAs(text, spelling);
    },
  );
  return { title: spellAs(PRACTISE_NEXT_TITLE, spelling), items };
}
