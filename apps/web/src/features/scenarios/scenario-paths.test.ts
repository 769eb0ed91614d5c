import { describe, expect, it } from 'vitest';
import { isScenarioTypeLocked, startCallTarget, trainingPaths } from './scenario-paths';

describe('training links', () => {
  it('stay under the child path on a child page', () => {
    const paths = trainingPaths('ABCD2345');
    expect(paths.picker).toBe('/child/ABCD2345/scenarios');
    expect(paths.list('999')).toBe('/child/ABCD2345/scenarios/999');
    expect(paths.briefing('111', 'broken-arm')).toBe('/child/ABCD2345/scenario/111/broken-arm');
  });

  it('stay on the public pages otherwise', () => {
    const paths = trainingPaths(null);
    expect(paths.picker).toBe('/scenarios');
    expect(paths.list('111')).toBe('/scenarios/111');
    expect(paths.briefing('999', 'house-fire')).toBe('/scenario/999/house-fire');
  });

  it('send unknown scenarios to the child dashboard, or to the public picker', () => {
    expect(trainingPaths('ABCD2345').fallback).toBe('/child/ABCD2345');
    expect(trainingPaths(null).fallback).toBe('/scenarios');
  });
});

describe('Start Emergency Call', () => {
  it("opens the child's conversation", () => {
    expect(startCallTarget('ABCD2345', '999', 'house-fire')).toEqual({
      kind: 'call',
      to: '/child/ABCD2345/scenario/999/house-fire/conversation',
    });
  });

  it('asks a parent with no child to practise as to preview as a child first', () => {
    expect(startCallTarget(null, '111', 'fever-child')).toEqual({ kind: 'preview-first' });
  });
});

describe('locked training', () => {
  it('holds back emergency practice for a child without full access', () => {
    expect(isScenarioTypeLocked('999', { forChild: true, fullAccess: false })).toBe(true);
  });

  it('keeps non-emergency practice open on every plan', () => {
    expect(isScenarioTypeLocked('111', { forChild: true, fullAccess: false })).toBe(false);
  });

  it('opens emergency practice with full access, and for a parent browsing', () => {
    expect(isScenarioTypeLocked('999', { forChild: true, fullAccess: true })).toBe(false);
    expect(isScenarioTypeLocked('999', { forChild: false, fullAccess: false })).toBe(false);
  });
});
