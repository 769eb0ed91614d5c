// The words a child reads on the screens around a call (the scenario list and briefing, the results,
// the certificate, voice practice, Learn my address, the child's home), for the youngest reading band
// (ADR 023, ADR 058): short sentences of everyday words a 6-year-old can read, or hear read to them.
// The spec's own strings stay for the older bands. Pure: no I/O.
import { readingBand, type ReadingBand } from '../age';
import type { Scenario } from '../scenarios';
import { SCORE_FIGURES, type ScoreFigureId } from '../scoring/score-figures';

/**
 * Who gets a "Read this to me" button on every screen before and after a call: children up to 8,
 * who are still learning to read the screen's words (ADR 058).
 */
export const READ_ALOUD_MAX_AGE = 8;

/** Whether a child of this age is offered the read-aloud button; null (a parent browsing) is not. */
export function offersReadAloud(age: number | null | undefined): boolean {
  return typeof age === 'number' && age <= READ_ALOUD_MAX_AGE;
}

/** The reading band of a child, or the oldest for nobody's training (a parent browsing). */
export function readingBandOf(age: number | null | undefined): ReadingBand {
  return typeof age === 'number' ? readingBand(age) : '11-16';
}

/**
 * The scenario stories for 5–7: the same facts as `Scenario.story`, in short sentences without the
 * words the youngest stumble on ("climbing frame", "swollen", "tablets", "finding it hard to breathe").
 */
const YOUNG_STORIES: Readonly<Record<string, string>> = {
  'house-fire': 'You see smoke and fire in the kitchen. You get out of the house. Now you call for help.',
  'car-accident':
    'You are out with a grown-up. Two cars crash near your home. A driver is hurt and stuck in the car.',
  'heart-attack':
    'Grandad is in his chair. He holds his chest and says it hurts a lot. He looks pale and it is hard for him to breathe.',
  robbery:
    'You look out of the window. A stranger is breaking into the house next door. You stay inside, safe, and call for help.',
  'hiding-cant-talk':
    'Someone is breaking into your home. You hide. It is not safe to talk, so you call for help without talking.',
  'parent-fall': 'Mum fell down the stairs. She is awake, but her leg hurts a lot and she cannot get up.',
  'fever-child':
    'Your little sister is very hot and her head hurts. She is awake and talking. It is not an emergency, but you want to ask how to help her.',
  'broken-arm':
    'Your friend fell over when you were playing. Their arm hurts and looks puffy. They can still move their fingers. Ask if it might be broken.',
  'medicine-question':
    'Granny cannot remember if she had her medicine today. She feels fine. She wants to ask before she has any more.',
};

/** The story a child reads about a scenario, in their band's words. */
export function scenarioStoryFor(scenario: Pick<Scenario, 'id' | 'story'>, age: number | null): string {
  return readingBandOf(age) === '5-7' ? (YOUNG_STORIES[scenario.id] ?? scenario.story) : scenario.story;
}

/** The spec's 'Start Briefing' link (docs/product.md §4); the youngest read "Get ready". */
export const START_BRIEFING_LABEL = 'Start Briefing';
export const YOUNG_START_BRIEFING_LABEL = 'Get ready';

export function startBriefingLabel(age: number | null): string {
  return readingBandOf(age) === '5-7' ? YOUNG_START_BRIEFING_LABEL : START_BRIEFING_LABEL;
}

/** The headings of the briefing's two lists. */
export function briefingHeadings(age: number | null): { story: string; tasks: string; reminders: string } {
  return readingBandOf(age) === '5-7'
    ? { story: 'What is going on', tasks: 'What to do', reminders: 'Remember' }
    : { story: "What's happening", tasks: 'Your Tasks', reminders: 'Remember' };
}

/**
 * Under an answer on the call screen that was typed, tapped or checked with the child: why Clear and
 * Calm have no stars (ADR 036, ADR 054). The older bands keep the words they had.
 */
export const UNRATED_ANSWER_NOTE: Readonly<
  Record<'typed' | 'tapped' | 'checked', Readonly<Record<ReadingBand, string>>>
> = {
  typed: {
    '5-7': 'You typed this. Say it out loud next time for Clear and Calm stars.',
    '8-10': 'You typed this answer. Clear and Calm get stars when you say your answer out loud.',
    '11-16': 'You typed this answer. Clear and Calm get stars when you say your answer out loud.',
  },
  tapped: {
    '5-7': 'You tapped this. Say it out loud next time for Clear and Calm stars.',
    '8-10': 'You tapped this answer. Clear and Calm get stars when you say your answer out loud.',
    '11-16': 'You tapped this answer. Clear and Calm get stars when you say your answer out loud.',
  },
  checked: {
    '5-7': 'We checked your words with you. Say each word clearly for Clear and Calm stars.',
    '8-10': 'We checked the words with you. Clear and Calm get stars when we hear every word.',
    '11-16': 'We checked the words with you. Clear and Calm get stars when we hear every word.',
  },
};

/** Learn my address: how a part counts as learned (the number of days is the core's constant). */
export function addressLearnedRule(band: ReadingBand, days: number): string {
  if (band !== '5-7') return `A part is learned when you get it right on ${days} different days in a row.`;
  return days === 2
    ? 'Get a part right today and again tomorrow. Then you know it!'
    : `Get a part right ${days} days in a row. Then you know it!`;
}

/** What each score measures, for the youngest; the others read `SCORE_FIGURES[id].measures`. */
const YOUNG_MEASURES: Partial<Readonly<Record<ScoreFigureId, string>>> = {
  callsCompleted: 'Calls you finished',
  averageStars: 'Your stars, out of 5',
  greatCalls: 'Calls with 4 or 5 stars',
  perfectCalls: 'Calls with all 5 stars',
  callStars: 'How the call went, out of 5 stars',
  answerStars: 'How one answer went, out of 3 stars',
  clarity: 'Did you talk clearly, with not too many "ums"?',
  calmness: 'Did you sound calm?',
  accuracy: 'Did you answer what you were asked?',
  serviceChoice: 'Did you ask for the right helpers?',
};

export function scoreMeasuresFor(id: ScoreFigureId, age: number | null | undefined): string {
  return readingBandOf(age) === '5-7'
    ? (YOUNG_MEASURES[id] ?? SCORE_FIGURES[id].measures)
    : SCORE_FIGURES[id].measures;
}
