import { describe, expect, it } from 'vitest';
import {
  INITIAL_PRACTICE,
  practiceControls,
  practiceProgressPercent,
  practiceReducer,
  type PracticeAction,
  type PracticeState,
} from './practice-progress';

const ids = ['a', 'b', 'c'];
const reduce = practiceReducer(ids);
const run = (...actions: PracticeAction['type'][]) =>
  actions.reduce<PracticeState>((state, type) => reduce(state, { type } as PracticeAction), INITIAL_PRACTICE);

describe('voice practice navigation', () => {
  it('starts on the first exercise with Previous off and Next waiting for practice', () => {
    expect(practiceControls(INITIAL_PRACTICE, ids)).toEqual({
      canGoPrevious: false,
      canGoForward: false,
      isLast: false,
      isPractised: false,
    });
    expect(run('next').index).toBe(0);
    expect(run('previous').index).toBe(0);
  });

  it('moves on once the current exercise is marked practised', () => {
    const state = run('mark-practised', 'next');
    expect(state.index).toBe(1);
    expect(practiceControls(state, ids).canGoPrevious).toBe(true);
    expect(practiceControls(state, ids).canGoForward).toBe(false);
  });

  it('goes back without losing what was practised, and forward again straight away', () => {
    const state = run('mark-practised', 'next', 'previous');
    expect(state.index).toBe(0);
    expect(practiceControls(state, ids).canGoForward).toBe(true);
  });

  it('finishes on the last exercise only once it is practised', () => {
    const atLast = run('mark-practised', 'next', 'mark-practised', 'next');
    expect(practiceControls(atLast, ids).isLast).toBe(true);
    expect(reduce(atLast, { type: 'next' })).toBe(atLast);
    expect(reduce(atLast, { type: 'finish' }).finished).toBe(false);
    expect(reduce(reduce(atLast, { type: 'mark-practised' }), { type: 'finish' }).finished).toBe(true);
  });

  it('counts each exercise once, however often it is marked', () => {
    expect(run('mark-practised', 'mark-practised').practised).toEqual(['a']);
  });

  it('starts again from the beginning', () => {
    expect(run('mark-practised', 'next', 'start-again')).toEqual(INITIAL_PRACTICE);
  });
});

describe('voice practice progress bar', () => {
  it('shows practised exercises out of all of them, up to 100%', () => {
    expect(practiceProgressPercent(0, 6)).toBe(0);
    expect(practiceProgressPercent(3, 6)).toBe(50);
    expect(practiceProgressPercent(6, 6)).toBe(100);
    expect(practiceProgressPercent(7, 6)).toBe(100);
  });
});
