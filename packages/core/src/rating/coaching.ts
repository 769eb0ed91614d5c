// What a child hears after each answer besides the stars (ADR 023): first praise for something the
// answer really contained, then exactly one concrete tip for that question, worded for the child's
// reading band and spelt as the country spells. An advice call's words never speak of an emergency.
import { readingBand, type ByReadingBand, type ReadingBand } from '../age';
import type { SpellingFamily } from '../countries';
import { spellAs } from '../wording/spelling';
import { hasStatus, impliedService, saysAdvice, saysDontKnow, servicesNamed } from './completeness';
import { placeGiven } from '../understanding/place-given';
import { countWords, hasAny, hasAnyLoose, type AnalysedText } from './text';
import type { AnswerStars, PracticeSkill, RatingQuestion } from './types';
import {
  CALM_PHRASES,
  FILLER_WORDS,
  HAZARD_WORDS,
  LANDMARK_PHRASES,
  PLACE_WORDS,
  REASON_PHRASES,
  SIZE_WORDS,
} from './vocabulary';

export interface Coaching {
  praise: string;
  tip: string;
  skill: PracticeSkill;
}

/** What the rating already decided about the answer. */
export interface CoachingInput {
  text: AnalysedText;
  question: RatingQuestion;
  testLike: boolean;
  tooShort: boolean;
  closed: boolean;
  /** Null on a typed or tapped answer: calm is heard, not read (ADR 036). */
  calmness: AnswerStars | null;
  clarity: AnswerStars;
  completeness: AnswerStars;
}

type Words = ByReadingBand;
type Line = { emergency: Words; advice?: Words };

/** One wording for every band (used only where the words are already as simple as they get). */
function all(text: string): Words {
  return { '5-7': text, '8-10': text, '11-16': text };
}

// ---- Praise: something the answer really did. ----

const PRAISE = {
  rightService: {
    emergency: {
      '5-7': 'You asked for the right helpers.',
      '8-10': 'You asked for the right service straight away.',
      '11-16': 'You named the right service straight away, so help can be sent quickly.',
    },
  },
  aService: {
    emergency: {
      '5-7': 'You asked for helpers by name.',
      '8-10': 'You asked for a service by name.',
      '11-16': 'You asked for a service by name, which gets the call moving.',
    },
  },
  notEmergency: {
    emergency: all(''),
    advice: {
      '5-7': 'You said you need some advice.',
      '8-10': 'You said clearly that you need advice.',
      '11-16': 'You made it clear that you are calling for advice, which is exactly right here.',
    },
  },
  saidWhatHappened: {
    emergency: {
      '5-7': 'You said what happened.',
      '8-10': 'You said what happened, so the operator knows what is wrong.',
      '11-16': 'You explained what happened, so the operator knows what kind of help fits.',
    },
    advice: {
      '5-7': "You said what's wrong.",
      '8-10': "You said what's wrong, so the nurse knows how to help.",
      '11-16': "You explained what's wrong, so the nurse knows how to help.",
    },
  },
  numberAndStreet: {
    emergency: {
      '5-7': 'You said your house number and street.',
      '8-10': 'You gave the house number and the street name.',
      '11-16': 'You gave the house number and the street name: exactly what is needed to find you.',
    },
  },
  street: {
    emergency: {
      '5-7': 'You said the name of your street.',
      '8-10': 'You gave the street name.',
      '11-16': 'You gave the street name, which narrows down where you are.',
    },
  },
  landmark: {
    emergency: {
      '5-7': 'You said a place near you.',
      '8-10': 'You named a place nearby that helpers can find.',
      '11-16': 'You named a place nearby that is easy to find.',
    },
  },
  houseNumber: {
    emergency: {
      '5-7': 'You said your house number.',
      '8-10': 'You gave the house number.',
      '11-16': 'You gave the house number.',
    },
  },
  honest: {
    emergency: {
      '5-7': "You were honest and said you don't know.",
      '8-10': "You were honest when you didn't know.",
      '11-16': "You were honest about what you don't know, rather than guessing.",
    },
  },
  where: {
    emergency: {
      '5-7': 'You said where it is.',
      '8-10': 'You said where it is.',
      '11-16': 'You said where it is.',
    },
    advice: {
      '5-7': 'You said where it hurts.',
      '8-10': 'You said where it hurts.',
      '11-16': 'You said where the problem is.',
    },
  },
  howBad: {
    emergency: all('You said how bad it is.'),
  },
  yesNo: {
    emergency: {
      '5-7': 'You answered yes or no.',
      '8-10': 'You answered the question with a clear answer.',
      '11-16': 'You answered the question asked with a clear yes, no or not sure.',
    },
  },
  howTheyAre: {
    emergency: {
      '5-7': 'You said how they are.',
      '8-10': 'You said how the person is.',
      '11-16': 'You described how the person is, which helps decide what to do first.',
    },
  },
  calm: {
    emergency: {
      '5-7': 'You stayed calm and polite.',
      '8-10': 'You stayed calm and polite.',
      '11-16': 'You stayed calm and polite, which makes you easy to understand.',
    },
  },
  answeredQuestion: {
    emergency: {
      '5-7': 'You answered the question.',
      '8-10': 'You answered the question you were asked.',
      '11-16': 'You answered the question you were asked.',
    },
  },
  stayedOnLine: {
    emergency: {
      '5-7': 'You stayed on the phone and answered.',
      '8-10': 'You stayed on the line and answered.',
      '11-16': 'You stayed on the line and gave an answer.',
    },
  },
} satisfies Record<string, Line>;

// ---- Tips: one concrete thing for this question. ----

const TIP = {
  test: {
    emergency: {
      '5-7': "Pretend it's real. Say what is happening.",
      '8-10': "Pretend it's real: say what is happening and what help you need.",
      '11-16': 'Treat it as real: say what is happening and what help you need.',
    },
    advice: {
      '5-7': "Pretend it's real. Say what's wrong.",
      '8-10': "Pretend it's real: say what's wrong and that you need advice.",
      '11-16': "Treat it as real: say what's wrong and that you need advice.",
    },
  },
  wholeSentence: {
    emergency: {
      '5-7': 'Say a few more words.',
      '8-10': 'Try answering in a whole sentence so the operator knows what you mean.',
      '11-16': 'Answer in a whole sentence so the operator knows exactly what you mean.',
    },
    advice: {
      '5-7': 'Say a few more words.',
      '8-10': 'Try answering in a whole sentence so the nurse knows what you mean.',
      '11-16': 'Answer in a whole sentence so the nurse knows exactly what you mean.',
    },
  },
  nameService: {
    emergency: {
      '5-7': 'Say who you need: fire, ambulance or police.',
      '8-10': 'Say which service you need: fire, ambulance or police.',
      '11-16': 'Start by naming the service you need: fire, ambulance or police.',
    },
  },
  nameImpliedService: {
    emergency: {
      '5-7': 'Now say who you need: {service}.',
      '8-10': 'You said what happened. Also say which service you need: {service}.',
      '11-16': 'You explained what happened. Also name the service you need: {service}.',
    },
  },
  rightService: {
    emergency: {
      '5-7': 'Think: who helps with this? Fire, ambulance or police?',
      '8-10': 'Think about which service fits best: fire, ambulance or police.',
      '11-16': 'Think about which service fits best: fire, ambulance or police.',
    },
  },
  sayNotEmergency: {
    emergency: all(''),
    advice: {
      '5-7': "Say: it's not an emergency, I need advice.",
      '8-10': 'Say that it is not an emergency and that you need some advice.',
      '11-16': 'Say that it is not an emergency and that you are calling for advice.',
    },
  },
  addHouseNumber: {
    emergency: {
      '5-7': 'Say your house number too.',
      '8-10': 'Add the house number if you know it.',
      '11-16': 'Add the house number if you know it.',
    },
  },
  addStreet: {
    emergency: {
      '5-7': 'Say the name of your street too.',
      '8-10': 'Add the name of the street or road.',
      '11-16': 'Add the name of the street or road.',
    },
  },
  streetAfterLandmark: {
    emergency: {
      '5-7': 'Say your street too, if you know it.',
      '8-10': 'Add the street name too if you know it.',
      '11-16': 'Add the street name too if you know it.',
    },
  },
  landmarkWhenUnsure: {
    emergency: {
      '5-7': 'Say something you can see, like a shop or a park.',
      '8-10': 'Say something you can see nearby, like a shop or a park.',
      '11-16': 'Describe something you can see nearby, like a shop, a school or a bus stop.',
    },
  },
  fullAddress: {
    emergency: {
      '5-7': 'Say your house number and your street.',
      '8-10': 'Say the house number and the street name.',
      '11-16': 'Give the house number and the street name.',
    },
  },
  whatHappening: {
    emergency: {
      '5-7': 'Say what you can see, like fire or someone hurt.',
      '8-10': 'Say what is happening, like fire, smoke or someone hurt.',
      '11-16': 'Say what is happening, like fire, smoke or someone hurt.',
    },
    advice: {
      '5-7': "Say what's wrong, like a pain or feeling hot.",
      '8-10': "Say what's wrong, like a pain, a temperature or a cut.",
      '11-16': "Say what's wrong, like a pain, a temperature or a swelling.",
    },
  },
  whereItIs: {
    emergency: {
      '5-7': 'Say where it is, like the kitchen.',
      '8-10': 'Say where it is, like the kitchen or upstairs.',
      '11-16': 'Say where it is, like the kitchen or upstairs.',
    },
    advice: {
      '5-7': 'Say where it hurts.',
      '8-10': 'Say where it hurts, like the arm or the head.',
      '11-16': 'Say where the problem is, like the arm or the head.',
    },
  },
  howBad: {
    emergency: {
      '5-7': 'Say if it is big or small.',
      '8-10': 'Say how big or how bad it is.',
      '11-16': 'Say how big or how bad it is.',
    },
    advice: {
      '5-7': 'Say if it is a bit bad or very bad.',
      '8-10': 'Say how bad it is.',
      '11-16': 'Say how bad it is and how long it has been like this.',
    },
  },
  yesNoFirst: {
    emergency: {
      '5-7': 'Start with yes or no.',
      '8-10': 'Start with yes, no or not sure.',
      '11-16': 'Start with yes, no or not sure.',
    },
  },
  personDetail: {
    emergency: {
      '5-7': 'Say if they are awake.',
      '8-10': 'Add a little detail, like whether they are awake, breathing or trapped.',
      '11-16': 'Add a detail, like whether they are awake, breathing or trapped.',
    },
    advice: {
      '5-7': 'Say who is with you.',
      '8-10': 'Add a little detail, like who is with you or how old they are.',
      '11-16': 'Add a detail, like who is with you or how old the person is.',
    },
  },
  calm: {
    emergency: {
      '5-7': 'Take a big slow breath, then talk.',
      '8-10': 'Take a slow, deep breath. Speaking calmly helps the operator understand you.',
      '11-16': 'Take a slow, deep breath first. Speaking calmly helps the operator understand you.',
    },
    advice: {
      '5-7': 'Take a big slow breath, then talk.',
      '8-10': 'Take a slow, deep breath. Speaking calmly helps the nurse understand you.',
      '11-16': 'Take a slow, deep breath first. Speaking calmly helps the nurse understand you.',
    },
  },
  fillers: {
    emergency: {
      '5-7': 'Take a breath before you talk.',
      '8-10': 'Take a breath before you start, so fewer “um”s slip in.',
      '11-16': 'Take a breath before you start, so fewer “um”s slip in.',
    },
  },
  moreDetail: {
    emergency: {
      '5-7': 'Say a bit more.',
      '8-10': 'Say a little more: a whole sentence with details helps the operator most.',
      '11-16': 'Add a detail or two: a whole sentence helps the operator most.',
    },
    advice: {
      '5-7': 'Say a bit more.',
      '8-10': 'Say a little more: a whole sentence with details helps the nurse most.',
      '11-16': 'Add a detail or two: a whole sentence helps the nurse most.',
    },
  },
  // A full answer still gets one thing to keep doing next time, true to how calls are handled.
  keepService: {
    emergency: {
      '5-7': 'Next time, say who you need first, just like that.',
      '8-10': 'Keep saying the service first, then what happened.',
      '11-16': 'Keep naming the service first, then say what happened in one sentence.',
    },
    advice: {
      '5-7': "Next time, say what's wrong straight after.",
      '8-10': "Next, say who is unwell and what's wrong.",
      '11-16': "Next, say who is unwell and what's wrong in one sentence.",
    },
  },
  keepAddress: {
    emergency: {
      '5-7': 'Say your address slowly, one bit at a time.',
      '8-10': 'Say your address slowly, one part at a time, so it can be written down.',
      '11-16': 'Say the address slowly, part by part, and add the town if you are away from home.',
    },
  },
  keepDescription: {
    emergency: {
      '5-7': 'If something changes, tell the operator.',
      '8-10': 'If anything changes, tell the operator straight away.',
      '11-16': 'If anything changes while you are on the line, tell the operator straight away.',
    },
    advice: {
      '5-7': 'If she or he gets worse, tell the nurse.',
      '8-10': 'If things get worse, tell the nurse straight away.',
      '11-16': 'Say when it started, too: it helps the nurse decide what to do.',
    },
  },
  keepPeople: {
    emergency: {
      '5-7': 'Stay close to the phone and keep listening.',
      '8-10': 'Keep listening: the operator may tell you what to do next.',
      '11-16': 'Stay on the line: the operator may give you instructions to follow.',
    },
    advice: {
      '5-7': 'Ask a grown-up to come to the phone if you can.',
      '8-10': 'If a grown-up is near, ask them to come to the phone.',
      '11-16': 'If a grown-up is near, ask them to listen to the advice with you.',
    },
  },
} satisfies Record<string, Line>;

const SERVICE_ASK = { fire: 'the fire service', ambulance: 'an ambulance', police: 'the police' } as const;

interface Wording {
  band: ReadingBand;
  advice: boolean;
  spelling: SpellingFamily;
}

function say(line: Line, wording: Wording): string {
  const words = wording.advice && line.advice ? line.advice : line.emergency;
  return spellAs(words[wording.band], wording.spelling);
}

function praiseFor(input: CoachingInput, advice: boolean): Line {
  const { text, question } = input;
  if (!input.testLike) {
    switch (question.kind) {
      case 'service': {
        if (advice && saysAdvice(text)) return PRAISE.notEmergency;
        const named = servicesNamed(text);
        if (!advice && named.length > 0) {
          const right = question.expectedService === undefined || named.includes(question.expectedService);
          return right ? PRAISE.rightService : PRAISE.aService;
        }
        if (impliedService(text, question.expectedService) !== null || hasAnyLoose(text, HAZARD_WORDS))
          return PRAISE.saidWhatHappened;
        break;
      }
      case 'address': {
        const { number, street, findable } = placeGiven(text.said, question.countryId);
        if (number && street) return PRAISE.numberAndStreet;
        if (street) return PRAISE.street;
        if (findable || hasAny(text, LANDMARK_PHRASES)) return PRAISE.landmark;
        if (number) return PRAISE.houseNumber;
        if (saysDontKnow(text)) return PRAISE.honest;
        break;
      }
      case 'description':
        if (hasAnyLoose(text, HAZARD_WORDS)) return PRAISE.saidWhatHappened;
        if (hasAny(text, PLACE_WORDS)) return PRAISE.where;
        if (hasAny(text, SIZE_WORDS)) return PRAISE.howBad;
        if (saysDontKnow(text)) return PRAISE.honest;
        break;
      case 'people':
        if (hasStatus(text)) return PRAISE.yesNo;
        if (hasAny(text, REASON_PHRASES)) return PRAISE.howTheyAre;
        break;
    }
    if (hasAny(text, CALM_PHRASES) && input.calmness === 3) return PRAISE.calm;
    if (input.closed) return PRAISE.answeredQuestion;
  }
  return PRAISE.stayedOnLine;
}

/** What the question's answer left out, most useful first; null when nothing is missing. */
function missingFor(input: CoachingInput, advice: boolean): { line: Line; service?: string } | null {
  const { text, question } = input;
  switch (question.kind) {
    case 'service': {
      if (advice) return saysAdvice(text) ? null : { line: TIP.sayNotEmergency };
      const named = servicesNamed(text);
      if (named.length === 0) {
        const implied = impliedService(text, question.expectedService);
        if (
          implied !== null &&
          (question.expectedService === undefined || implied === question.expectedService)
        )
          return { line: TIP.nameImpliedService, service: SERVICE_ASK[implied] };
        return { line: TIP.nameService };
      }
      if (question.expectedService === undefined || named.includes(question.expectedService)) return null;
      return { line: TIP.rightService };
    }
    case 'address': {
      const { number, street, findable } = placeGiven(text.said, question.countryId);
      if (number && street) return null;
      if (street) return { line: TIP.addHouseNumber };
      if (findable || hasAny(text, LANDMARK_PHRASES)) return { line: TIP.streetAfterLandmark };
      if (number) return { line: TIP.addStreet };
      if (saysDontKnow(text)) return { line: TIP.landmarkWhenUnsure };
      return { line: TIP.fullAddress };
    }
    case 'description':
      if (!hasAnyLoose(text, HAZARD_WORDS)) return { line: TIP.whatHappening };
      if (!hasAny(text, PLACE_WORDS)) return { line: TIP.whereItIs };
      if (!hasAny(text, SIZE_WORDS)) return { line: TIP.howBad };
      return null;
    case 'people':
      if (!hasStatus(text)) return { line: TIP.yesNoFirst };
      if (!hasAny(text, REASON_PHRASES)) return { line: TIP.personDetail };
      return null;
  }
}

function questionSkill(question: RatingQuestion, advice: boolean): PracticeSkill {
  switch (question.kind) {
    case 'service':
      return advice ? 'say-not-emergency' : 'name-service';
    case 'address':
      return 'give-address';
    case 'description':
      return 'say-what-happened';
    case 'people':
      return 'answer-about-people';
  }
}

const KEEP_GOING: Readonly<Record<RatingQuestion['kind'], Line>> = {
  service: TIP.keepService,
  address: TIP.keepAddress,
  description: TIP.keepDescription,
  people: TIP.keepPeople,
};

/** The one tip, and the skill it trains. */
function tipFor(
  input: CoachingInput,
  advice: boolean,
): { line: Line; skill: PracticeSkill; service?: string } {
  const skill = questionSkill(input.question, advice);
  if (input.testLike) return { line: TIP.test, skill: 'speak-clearly' };
  if (input.tooShort) return { line: TIP.wholeSentence, skill: 'speak-clearly' };
  const missing = missingFor(input, advice);
  if (missing !== null) return { ...missing, skill };
  if (input.calmness === 1) return { line: TIP.calm, skill: 'stay-calm' };
  // "Fewer ums" is advice about speaking; a typed answer is not told it.
  if (input.calmness !== null && countWords(input.text, FILLER_WORDS) > 2)
    return { line: TIP.fillers, skill: 'speak-clearly' };
  if (input.clarity < 3 && !input.closed) return { line: TIP.moreDetail, skill: 'speak-clearly' };
  return { line: KEEP_GOING[input.question.kind], skill };
}

/** Praise, one tip and the skill it trains, for one rated answer. */
export function coachAnswer(input: CoachingInput): Coaching {
  const advice = input.question.callType === '111';
  const wording: Wording = {
    band: readingBand(input.question.childAge ?? 11),
    advice,
    spelling: input.question.spelling ?? 'british',
  };
  const tip = tipFor(input, advice);
  return {
    praise: say(praiseFor(input, advice), wording),
    tip: say(tip.line, wording).replace('{service}', tip.service ?? ''),
    skill: tip.skill,
  };
}
