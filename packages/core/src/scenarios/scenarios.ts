// The fixed practice scenarios (docs/product.md §3). Route types stay '999' and '111' in every country;
// screens show the selected country's own numbers.
import type { EmergencyService } from '../countries';

export const SCENARIO_TYPES = ['999', '111'] as const;

export type ScenarioType = (typeof SCENARIO_TYPES)[number];

export interface Scenario {
  id: string;
  type: ScenarioType;
  title: string;
  alternativeTitle?: string;
  /** Read to the child on the briefing card. */
  story: string;
  /** The service the child should ask for; medical non-emergencies count as ambulance. */
  service: EmergencyService;
  /** Every scenario has a scripted conversation (docs/architecture.md §5.3 adds medicine-question). */
  hasScript: boolean;
  /** Younger children see the scenario locked, with a note for the parent (ADR 044). */
  minAge?: number;
  /**
   * The caller cannot speak: the call follows the country's real way of calling without talking
   * (the UK's Silent Solution, elsewhere staying on the line), answered by silence and key presses.
   */
  silent?: boolean;
}

export interface ScenarioTypeInfo {
  title: string;
  breadcrumbLabel: string;
  badge: string;
}

export const SCENARIO_TYPE_INFO: Readonly<Record<ScenarioType, ScenarioTypeInfo>> = {
  '999': { title: '999 Emergency Services', breadcrumbLabel: '999 Emergency', badge: 'Emergency' },
  '111': { title: '111 Non-Emergency', breadcrumbLabel: '111 Non-Emergency', badge: 'Non-Emergency' },
};

/** ADR 044: the silent call is practised from 8, when children can follow a recorded message and a keypad. */
export const SILENT_CALL_MIN_AGE = 8;

/** Shown instead of the scenario to a child under its age (ADR 044). */
export const YOUNGER_CHILD_LOCK_NOTE =
  'This practice opens at age 8. Grown-ups: it teaches what to do when talking on an emergency call is not safe, such as hiding from an intruder. Talk it through together first, and it opens on its own when your child is 8.';

export const SCENARIOS: readonly Scenario[] = [
  {
    id: 'house-fire',
    type: '999',
    title: 'House Fire',
    story:
      'You are at home when you smell smoke and see flames in the kitchen. You get out of the house safely, and now you need to call for help.',
    service: 'fire',
    hasScript: true,
  },
  {
    id: 'car-accident',
    type: '999',
    title: 'Car Accident',
    story:
      'You are walking home with a grown-up when two cars crash at the end of your road. A driver is hurt and cannot get out of the car.',
    service: 'ambulance',
    hasScript: true,
  },
  {
    id: 'heart-attack',
    type: '999',
    title: 'Heart Attack',
    story:
      'Grandad is sitting in his chair when he holds his chest and says it really hurts. He looks pale and is finding it hard to breathe.',
    service: 'ambulance',
    hasScript: true,
  },
  {
    id: 'robbery',
    type: '999',
    title: 'Robbery',
    story:
      'You look out of the window and see a stranger breaking into the house next door. You stay inside where it is safe and call for help.',
    service: 'police',
    hasScript: true,
  },
  {
    id: 'hiding-cant-talk',
    type: '999',
    title: "Hiding and can't talk",
    story:
      'You are upstairs at home when you hear someone breaking in downstairs. You hide quietly. It is not safe to talk out loud, so you call for help without speaking.',
    service: 'police',
    hasScript: true,
    minAge: SILENT_CALL_MIN_AGE,
    silent: true,
  },
  {
    id: 'parent-fall',
    type: '999',
    title: 'Parent Fall',
    story:
      'Mum has fallen down the stairs and cannot get up. She is awake, but her leg hurts badly and she cannot move it.',
    service: 'ambulance',
    hasScript: true,
  },
  {
    id: 'fever-child',
    type: '111',
    title: 'Child Fever',
    alternativeTitle: 'High Fever in Child',
    story:
      'Your little sister feels very hot and has a headache. She is awake and talking, so it is not an emergency, but you want advice on how to help her.',
    service: 'ambulance',
    hasScript: true,
  },
  {
    id: 'broken-arm',
    type: '111',
    title: 'Broken Arm',
    alternativeTitle: 'Suspected Broken Arm',
    story:
      'Your friend fell off the climbing frame and their arm is sore and a little swollen. They can still wiggle their fingers, but someone should check whether it is broken.',
    service: 'ambulance',
    hasScript: true,
  },
  {
    id: 'medicine-question',
    type: '111',
    title: 'Medicine Question',
    story:
      'Granny cannot remember whether she has already taken her tablets today. She feels fine, but she wants to ask someone before taking any more.',
    service: 'ambulance',
    hasScript: true,
  },
];

export function isScenarioType(value: unknown): value is ScenarioType {
  return typeof value === 'string' && (SCENARIO_TYPES as readonly string[]).includes(value);
}

export function scenariosOfType(type: ScenarioType): readonly Scenario[] {
  return SCENARIOS.filter((scenario) => scenario.type === type);
}

/** Looks a scenario up from route parameters; a known id under the wrong type is not found. */
export function getScenario(type: string, id: string): Scenario | undefined {
  return SCENARIOS.find((scenario) => scenario.type === type && scenario.id === id);
}

/** The scenarios the child talks through: every one except the silent call (ADR 044). */
export const SPOKEN_SCENARIOS: readonly Scenario[] = SCENARIOS.filter((scenario) => !scenario.silent);

/** Whether a child of this age may practise the scenario; null (nobody's training) sees every scenario. */
export function isScenarioOpenToAge(scenario: Pick<Scenario, 'minAge'>, age: number | null): boolean {
  return age === null || scenario.minAge === undefined || age >= scenario.minAge;
}

/** The silent call (ADR 044), by scenario id. */
export function isSilentScenario(scenarioId: string): boolean {
  return SCENARIOS.some((scenario) => scenario.id === scenarioId && scenario.silent === true);
}

export function findScenarioById(id: string): Scenario | undefined {
  return SCENARIOS.find((scenario) => scenario.id === id);
}
