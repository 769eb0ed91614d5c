import { describe, expect, it } from 'vitest';
import {
  SCENARIOS,
  SCENARIO_TYPES,
  SCENARIO_TYPE_INFO,
  SILENT_CALL_MIN_AGE,
  SPOKEN_SCENARIOS,
  YOUNGER_CHILD_LOCK_NOTE,
  findScenarioById,
  getScenario,
  isScenarioOpenToAge,
  isScenarioType,
  isSilentScenario,
  scenariosOfType,
} from './scenarios';

describe('SCENARIOS', () => {
  it('has the six emergency scenarios in order', () => {
    expect(scenariosOfType('999').map((scenario) => [scenario.id, scenario.title])).toEqual([
      ['house-fire', 'House Fire'],
      ['car-accident', 'Car Accident'],
      ['heart-attack', 'Heart Attack'],
      ['robbery', 'Robbery'],
      ['hiding-cant-talk', "Hiding and can't talk"],
      ['parent-fall', 'Parent Fall'],
    ]);
  });

  it('opens "Hiding and can\'t talk" to children from 8 (ADR 044), and every other scenario to all', () => {
    const hiding = findScenarioById('hiding-cant-talk')!;
    expect(hiding).toMatchObject({ service: 'police', silent: true, minAge: SILENT_CALL_MIN_AGE });
    expect(isScenarioOpenToAge(hiding, 7)).toBe(false);
    expect(isScenarioOpenToAge(hiding, 8)).toBe(true);
    expect(isScenarioOpenToAge(hiding, 16)).toBe(true);
    // A parent browsing, with no child, sees it.
    expect(isScenarioOpenToAge(hiding, null)).toBe(true);
    for (const scenario of SPOKEN_SCENARIOS) expect(isScenarioOpenToAge(scenario, 5)).toBe(true);
    expect(isSilentScenario('hiding-cant-talk')).toBe(true);
    expect(isSilentScenario('robbery')).toBe(false);
    expect(YOUNGER_CHILD_LOCK_NOTE).toContain('opens at age 8');
  });

  it('has the three non-emergency scenarios with their alternative titles', () => {
    expect(
      scenariosOfType('111').map((scenario) => [scenario.id, scenario.title, scenario.alternativeTitle]),
    ).toEqual([
      ['fever-child', 'Child Fever', 'High Fever in Child'],
      ['broken-arm', 'Broken Arm', 'Suspected Broken Arm'],
      ['medicine-question', 'Medicine Question', undefined],
    ]);
  });

  it('uses unique ids', () => {
    const ids = SCENARIOS.map((scenario) => scenario.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('gives every scenario a script, including medicine-question', () => {
    expect(SCENARIOS.every((scenario) => scenario.hasScript)).toBe(true);
    expect(findScenarioById('medicine-question')?.hasScript).toBe(true);
  });

  it('tells a short story of one to three sentences', () => {
    for (const scenario of SCENARIOS) {
      const sentences = scenario.story.split(/(?<=[.!?])\s+/).filter(Boolean);
      expect(sentences.length).toBeGreaterThanOrEqual(1);
      expect(sentences.length).toBeLessThanOrEqual(3);
      expect(scenario.story.length).toBeLessThan(220);
    }
  });

  it('never names a phone number in a story, so every country can use it', () => {
    for (const scenario of SCENARIOS) expect(scenario.story).not.toMatch(/\d/);
  });

  it('asks for the service that fits the emergency', () => {
    expect(findScenarioById('house-fire')?.service).toBe('fire');
    expect(findScenarioById('robbery')?.service).toBe('police');
    expect(findScenarioById('heart-attack')?.service).toBe('ambulance');
    expect(findScenarioById('car-accident')?.service).toBe('ambulance');
    expect(findScenarioById('parent-fall')?.service).toBe('ambulance');
    for (const scenario of scenariosOfType('111')) expect(scenario.service).toBe('ambulance');
  });
});

describe('scenario types', () => {
  it('are 999 and 111', () => {
    expect(SCENARIO_TYPES).toEqual(['999', '111']);
    expect(isScenarioType('999')).toBe(true);
    expect(isScenarioType('111')).toBe(true);
    expect(isScenarioType('911')).toBe(false);
    expect(isScenarioType(999)).toBe(false);
    expect(isScenarioType(undefined)).toBe(false);
  });

  it('carry the spec labels', () => {
    expect(SCENARIO_TYPE_INFO['999']).toEqual({
      title: '999 Emergency Services',
      breadcrumbLabel: '999 Emergency',
      badge: 'Emergency',
    });
    expect(SCENARIO_TYPE_INFO['111']).toEqual({
      title: '111 Non-Emergency',
      breadcrumbLabel: '111 Non-Emergency',
      badge: 'Non-Emergency',
    });
  });
});

describe('getScenario', () => {
  it('finds a scenario by type and id', () => {
    expect(getScenario('999', 'house-fire')?.title).toBe('House Fire');
    expect(getScenario('111', 'broken-arm')?.title).toBe('Broken Arm');
  });

  it('does not find a scenario under the wrong type or an unknown id', () => {
    expect(getScenario('111', 'house-fire')).toBeUndefined();
    expect(getScenario('999', 'fever-child')).toBeUndefined();
    expect(getScenario('999', 'alien-invasion')).toBeUndefined();
    expect(getScenario('911', 'house-fire')).toBeUndefined();
  });
});

describe('findScenarioById', () => {
  it('finds any scenario regardless of type', () => {
    expect(findScenarioById('fever-child')?.type).toBe('111');
    expect(findScenarioById('robbery')?.type).toBe('999');
    expect(findScenarioById('nope')).toBeUndefined();
  });
});
