// "Two things to practise next" on the results screen (ADR 023): the skills behind the tips of the
// call's weakest answers, worded for the child's reading band and spelt as the country spells.
import { readingBand, type ByReadingBand } from '../age';
import { getCountry } from '../countries';
import type { PracticeSkill, ResponseRating } from '../rating';
import { spellAs } from '../wording/spelling';

export const PRACTISE_NEXT_COUNT = 2;
export const PRACTISE_NEXT_TITLE = 'Two things to practise next';

type SkillWords = { emergency: ByReadingBand; advice?: ByReadingBand };

const SKILL_WORDS: Readonly<Record<PracticeSkill, SkillWords>> = {
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
};

/** When the weakest answers train fewer than two skills, these fill the list. */
const FALLBACK_SKILLS: Readonly<Record<'999' | '111', readonly PracticeSkill[]>> = {
  '999': ['give-address', 'stay-calm', 'speak-clearly'],
  '111': ['say-what-happened', 'speak-clearly', 'stay-calm'],
};

function weakness(rating: ResponseRating): number {
  // A category not rated (a typed answer's clarity and calmness, ADR 036) counts as neither weak nor strong.
  const { clarity, completeness, calmness } = rating.categories;
  return rating.stars * 10 + (clarity ?? 2) + completeness + (calmness ?? 2);
}

/** The two skills the call's weakest answers most need, weakest first (ties keep the call's order). */
export function practiseNextSkills(
  ratings: readonly ResponseRating[],
  callType: '999' | '111',
  recognisedEmergency = false,
): PracticeSkill[] {
  const ordered = ratings
    .map((rating, index) => ({ rating, index }))
    .sort((a, b) => weakness(a.rating) - weakness(b.rating) || a.index - b.index);
  const skills: PracticeSkill[] = [];
  for (const skill of [...ordered.map(({ rating }) => rating.skill), ...FALLBACK_SKILLS[callType]]) {
    if (skills.length === PRACTISE_NEXT_COUNT) break;
    // A call that rightly became an emergency never ends with "say it's not an emergency" (ADR 035).
    if (recognisedEmergency && skill === 'say-not-emergency') continue;
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
  call: { callType: '999' | '111'; childAge: number; countryId: string; recognisedEmergency?: boolean },
): PractiseNext {
  const band = readingBand(call.childAge);
  const spelling = getCountry(call.countryId).spelling;
  const items = practiseNextSkills(ratings, call.callType, call.recognisedEmergency).map((skill) => {
    const words = SKILL_WORDS[skill];
    const text = (call.callType === '111' && words.advice ? words.advice : words.emergency)[band];
    return spellAs(text, spelling);
  });
  return { title: spellAs(PRACTISE_NEXT_TITLE, spelling), items };
}
