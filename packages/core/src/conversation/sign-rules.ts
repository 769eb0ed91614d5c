// Named rules that read one meaning however it is said (ADR 035), each with examples that say it
// and lookalikes that do not, held by sign-rules.test.ts. hear-facts.ts applies them where the fact
// is read, with negation, tense and what is true now. A new phrasing of a known meaning is a word
// in meaning-words.ts and an example here, not a new `if`.
import {
  anyOf,
  BEFORE_NOW,
  ELSEWHERE_HOME,
  LEAVING,
  NOBODY_IN_NOW,
  NOT_IN_YET,
  NOW,
  NOW_AND_THEN,
  ONE_BREATH_SOUND,
  SKIN_OR_CLOTHES,
  SMALL_BREATHS,
  SOMETHING_SHOWING,
} from '../understanding/meaning-words';

export interface SignRule {
  /** What the words mean, in a few words. */
  meaning: string;
  /** Where a fact about the real world comes from. */
  source?: string;
  /** Read on each clause (spelt out by clausesOf) or on the whole answer (sentencesOf, joined). */
  on: 'clause' | 'answer';
  pattern: RegExp;
  /** Answers that say it. */
  says: readonly string[];
  /** Answers that look alike and do not. */
  lookalikes: readonly string[];
}

export const SIGN_RULES = {
  /** Breathing that is not breathing: a gasp now and then with nothing in between. */
  agonalBreathing: {
    meaning: 'only an occasional gasp or gulp: not breathing normally',
    // Resuscitation Council UK, Guidelines 2021 (Adult basic life support): "agonal breathing
    // (occasional gasps, slow, laboured or noisy breathing) is common in the early stages of cardiac
    // arrest and should not be mistaken for a sign of life"; ILCOR/AHA 2020 ask dispatchers to treat
    // it as cardiac arrest and start CPR instructions.
    source: 'Resuscitation Council UK 2021; ILCOR 2020; AHA 2020',
    on: 'answer',
    pattern: new RegExp(
      `\\b${anyOf(ONE_BREATH_SOUND)}\\b.*\\b${anyOf(NOW_AND_THEN)}\\b|\\b${anyOf(NOW_AND_THEN)}\\b.*\\b${anyOf(['gasp', 'gasps', 'gulp', 'gulps', 'big breath'])}\\b|\\bonly (?:does |takes |gives )?(?:a|the) (?:odd|occasional) (?:gasp|gulp|breath)\\b`,
    ),
    says: [
      'he does a big gulp of air now and then and nothing in between',
      'she gasps every few seconds',
      'he only does the odd gasp',
      'every now and then she gulps',
    ],
    lookalikes: ['he is breathing fast', 'she gasped when she saw the blood', 'now and then he coughs'],
  },
  /** Breaths too small or too quick: trouble breathing, not stopped. */
  smallBreaths: {
    meaning: 'breathing in short, small or panting breaths',
    on: 'clause',
    pattern: new RegExp(`\\b${anyOf(SMALL_BREATHS)}\\b`),
    says: ['breathing but only short little breaths', 'he is puffing and puffing', 'she keeps panting'],
    lookalikes: ['he is breathing fine', 'take a big breath'],
  },
  /** Too breathless to talk: stops for breath between words. */
  breathlessSpeech: {
    meaning: 'too short of breath to say more than a few words',
    // BTS/SIGN British guideline on the management of asthma (2019): "inability to complete
    // sentences in one breath" is a sign of acute severe asthma; NHS: "too breathless to speak".
    source: 'BTS/SIGN asthma guideline 2019; NHS asthma attack advice',
    on: 'clause',
    pattern:
      /\b(?:stops?|stopping|has to stop|keeps stopping) (?:for|to catch|to get|to take) (?:a |his |her |their |my )?breath\b|\bcan only (?:say|get out|manage|talk in) (?:a (?:few|couple of)|one|two|three|1|2|3|little) (?:words?|bits)\b|\b(?:between|in between) (?:every|each|her|his|the) words?\b|\btalking in (?:little )?bits\b|\bcan not (?:finish|get to the end of) (?:a |her |his |the |my )?sentences?\b|\btoo (?:out of breath|breathless) to (?:talk|speak)\b/,
    says: [
      'she has to stop for breath between words',
      'he can only say a few words',
      'she is talking in bits',
      'he can not finish a sentence',
    ],
    lookalikes: ['she stopped to talk to me', 'he said a few words to me'],
  },
  /** Cannot be kept awake: a red flag on any line. */
  cannotKeepAwake: {
    meaning: 'keeps falling asleep and cannot be kept awake',
    // NICE NG143 (Fever in under 5s), red features: "does not wake or, if roused, does not stay
    // awake"; NHS 111 sends anyone "very drowsy and hard to keep awake" to 999.
    source: 'NICE NG143 traffic-light table; NHS 111',
    on: 'clause',
    pattern:
      /\bcan not (?:get|keep|make) (?:him|her|them|my [a-z]+) (?:to )?(?:stay )?awake\b|\b(?:keeps?|keep on|is|are) (?:nodding|dozing|drifting|conking) off\b|\bkeeps? (?:falling|going) (?:back )?(?:to )?(?:sleep|asleep)\b|\b(?:will|does|can|would) not stay awake\b/,
    says: [
      'he keeps nodding off and I cannot get him to stay awake',
      'she keeps falling asleep',
      'he will not stay awake',
    ],
    lookalikes: ['she is sleepy but she is talking', 'he is nodding his head', 'she fell asleep last night'],
  },
  /** A state said of a moment ago, not of now: "he was fine a minute ago". */
  awakeBeforeNow: {
    meaning: 'how someone was before, not how they are now',
    on: 'clause',
    pattern: new RegExp(
      `\\b(?:was|were|had been) (?:fine|ok|okay|alright|talking|chatting|awake|laughing|playing)\\b|\\b${anyOf(BEFORE_NOW.filter((word) => word.includes(' ')))}\\b`,
    ),
    says: ['he was fine a minute ago', 'she was talking to me earlier'],
    lookalikes: ['he is talking to me', 'she is awake now'],
  },
  /** What is true now: "chatting again now". */
  now: {
    meaning: 'what is true now',
    on: 'clause',
    pattern: new RegExp(`\\b${anyOf(NOW)}\\b`),
    says: ['she is chatting again now', 'he is still talking'],
    lookalikes: ['she was talking'],
  },
  /** A faint: by its nature over, said as something that happened rather than how someone is. */
  faintedAndOver: {
    meaning: 'fainted or blacked out, said as a past event',
    // NHS (Fainting): "Fainting is when you suddenly lose consciousness for a short time, usually
    // for a few seconds." "Passed out" and "knocked out" say nothing of how long: they stay red flags.
    source: 'NHS fainting',
    on: 'clause',
    pattern:
      /(?<!\b(?:is|are|has|have|still|been|lying) )\b(?:fainted|blacked out|had a faint)\b(?! (?:and|still|cold)\b)/,
    says: ['she fainted', 'he blacked out when he stood up'],
    lookalikes: ['she is passed out', 'he has passed out on the floor', 'granny passed out'],
  },
  /** Bone showing through the skin, in a child's words. */
  boneShowing: {
    meaning: 'something white or sharp sticking out through the skin',
    // NHS (Broken arm or wrist; Broken leg): call 999 if "the bone is sticking out through the skin".
    source: 'NHS broken arm or wrist, broken leg',
    on: 'clause',
    pattern: new RegExp(
      `\\b${anyOf(SOMETHING_SHOWING)}\\b.*\\b(?:sticking|poking|coming|pushing|stuck) (?:out|through)\\b|\\b(?:sticking|poking|coming|pushing) (?:out of|through) (?:the|his|her|their|my) ${anyOf(SKIN_OR_CLOTHES)}\\b.*\\b(?:white|sharp|bone|bony)\\b|\\b(?:sticking|poking|pushing) (?:out of|through) (?:the|his|her|their|my) skin\\b`,
    ),
    says: [
      'there is something white sticking out of his leg through his jeans',
      'something sharp is sticking through the skin on her shin',
      'a white bit is poking out of his arm',
      'it is poking through the skin',
    ],
    lookalikes: [
      'nothing is sticking out',
      'his sock is sticking out of his shoe',
      'a splinter in her finger',
    ],
  },
  /** The intruder is in someone else's home or outside ours. */
  intruderElsewhere: {
    meaning: 'someone else’s home, or outside the child’s own',
    on: 'answer',
    pattern: new RegExp(`\\b${anyOf(ELSEWHERE_HOME)}\\b`),
    says: [
      'a man is banging on the flat upstairs',
      'he broke the glass in their door',
      'he is in the hallway upstairs',
      'someone is taking the bikes from our front garden',
    ],
    lookalikes: ['a man is in our kitchen', 'he is downstairs in our house'],
  },
  /** Our own home, said plainly (not "not in our flat"). */
  intruderInOurs: {
    meaning: 'the child’s own home',
    on: 'answer',
    pattern:
      /(?<!\bnot (?:in|inside) )\b(?:our|my) (?:house|home|flat|apartment|unit|kitchen|hall|hallway|lounge|living room|bedroom|bathroom)\b|\bin here\b/,
    says: ['a man is in our kitchen', 'someone is in here'],
    lookalikes: ['he is not in our apartment'],
  },
  /** Not got in: at the door, trying. */
  intruderNotInYet: {
    meaning: 'trying to get in, not in yet',
    on: 'answer',
    pattern: new RegExp(`\\b${anyOf(NOT_IN_YET)}\\b`),
    says: [
      'he is kicking the door but he is not in yet',
      'they have not come in the house',
      'someone is trying to break in',
    ],
    lookalikes: ['he got in through the window'],
  },
  /** Leaving or gone. */
  intruderLeaving: {
    meaning: 'leaving, or nobody inside now',
    on: 'clause',
    pattern: new RegExp(`\\b${anyOf(LEAVING)}\\b|\\b${anyOf(NOBODY_IN_NOW)}\\b`),
    says: [
      'they are riding off down the road now',
      'he has gone out the back with the telly',
      'I do not think anyone is inside',
    ],
    lookalikes: ['he is still in the kitchen'],
  },
} as const satisfies Record<string, SignRule>;

export type SignRuleName = keyof typeof SIGN_RULES;

/** Whether the words (a spelt-out clause, or a whole answer for answer rules) say the rule's meaning. */
export function says(name: SignRuleName, words: string): boolean {
  return SIGN_RULES[name].pattern.test(words);
}
