// docs/product.md §4 "Voice practice": moving through the exercises. Next Exercise waits until the current one
// is marked practised; the last one finishes instead; Previous is off on the first. Recording is the
// recorder's own state (practice-recorder.tsx, ADR 024), since leaving an exercise unmounts it.

export interface PracticeState {
  /** Which exercise is shown. */
  index: number;
  /** Ids of exercises marked practised. */
  practised: readonly string[];
  finished: boolean;
}

export type PracticeAction =
  | { type: 'mark-practised' }
  | { type: 'next' }
  | { type: 'previous' }
  | { type: 'finish' }
  | { type: 'start-again' };

export const INITIAL_PRACTICE: PracticeState = { index: 0, practised: [], finished: false };

export interface PracticeControls {
  canGoPrevious: boolean;
  /** Next Exercise, or Finish Practice on the last exercise. */
  canGoForward: boolean;
  isLast: boolean;
  isPractised: boolean;
}

export function practiceControls(state: PracticeState, exerciseIds: readonly string[]): PracticeControls {
  const id = exerciseIds[state.index];
  const isPractised = id !== undefined && state.practised.includes(id);
  return {
    canGoPrevious: state.index > 0,
    canGoForward: isPractised,
    isLast: state.index === exerciseIds.length - 1,
    isPractised,
  };
}

/** Practised exercises as a percentage of all of them, never above 100. */
export function practiceProgressPercent(practisedCount: number, total: number): number {
  if (total <= 0) return 0;
  return Math.min(100, Math.max(0, Math.round((practisedCount / total) * 100)));
}

/** The reducer for the practice screen, given the exercises' ids in order. */
export function practiceReducer(exerciseIds: readonly string[]) {
  return (state: PracticeState, action: PracticeAction): PracticeState => {
    const controls = practiceControls(state, exerciseIds);
    const currentId = exerciseIds[state.index];
    switch (action.type) {
      case 'mark-practised':
        if (currentId === undefined || controls.isPractised) return state;
        return { ...state, practised: [...state.practised, currentId] };
      case 'next':
        if (!controls.canGoForward || controls.isLast) return state;
        return { ...state, index: state.index + 1 };
      case 'previous':
        if (!controls.canGoPrevious) return state;
        return { ...state, index: state.index - 1 };
      case 'finish':
        if (!controls.canGoForward || !controls.isLast) return state;
        return { ...state, finished: true };
      case 'start-again':
        return INITIAL_PRACTICE;
    }
  };
}
