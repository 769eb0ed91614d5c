// Links between the training pages. Pages under /child/{code}/ link within that child's pages; the
// public forms (/scenarios, /scenario/…) link among themselves. A call always belongs to a child.
import type { ScenarioType } from '@callready/core';
import { paths } from '@/lib/paths';

export interface TrainingPaths {
  picker: string;
  list: (type: ScenarioType) => string;
  briefing: (type: ScenarioType, scenarioId: string) => string;
  /** Where a page with an unknown type or scenario goes instead (docs/product.md §4 "Scenario redirects"). */
  fallback: string;
}

/** @param pathCode the code in the page's path, or null on the public form. */
export function trainingPaths(pathCode: string | null): TrainingPaths {
  if (pathCode === null) {
    return {
      picker: paths.scenarios,
      list: paths.scenariosOfType,
      briefing: paths.briefing,
      fallback: paths.scenarios,
    };
  }
  const child = paths.child(pathCode);
  return {
    picker: child.scenarios,
    list: child.scenariosOfType,
    briefing: child.briefing,
    fallback: child.dashboard,
  };
}

export type StartCall =
  | { kind: 'call'; to: string }
  /** A parent without a child to practise as: previewing as a child from the dashboard comes first. */
  | { kind: 'preview-first' };

/** Where 'Start Emergency Call' leads for the child whose training this is (or nobody). */
export function startCallTarget(
  inviteCode: string | null,
  type: ScenarioType,
  scenarioId: string,
): StartCall {
  if (inviteCode === null || inviteCode === '') return { kind: 'preview-first' };
  return {
    kind: 'call',
    to: paths.child(inviteCode).conversation(type, scenarioId),
  };
}

/** docs/product.md §6: emergency (999) training needs full access; only a child's training is held back. */
export function isScenarioTypeLocked(
  type: ScenarioType,
  training: { forChild: boolean; fullAccess: boolean },
): boolean {
  return type === '999' && training.forChild && !training.fullAccess;
}
