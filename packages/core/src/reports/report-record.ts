// One saved call as the parent's progress reports show it (docs/product.md §3 "Child progress record"),
// and the report screen's fixed choices.
import { SCENARIO_TYPE_INFO, findScenarioById, type ScenarioType } from '../scenarios';
import type { CallSkill } from './call-skills';

export interface ProgressReportRecord {
  id: string;
  scenarioType: ScenarioType;
  scenarioId: string;
  /** ISO timestamp. */
  completionDate: string;
  /** 1–5 (docs/architecture.md §5.1). */
  overallStars: number;
  /** Null when no answer of the call was spoken: clarity and calm are heard, not read (ADR 036). */
  clarityScore: number | null;
  calmnessScore: number | null;
  accuracyScore: number;
  serviceSelectionScore: number;
  /** Null when the call's length was not measured. */
  timeTakenSeconds: number | null;
  /** Found the emergency button on the practice lock screen (ADR 038); null or absent when not practised. */
  foundEmergencyButton?: CallSkill | null;
  /** Said the family's own address (ADR 037); null or absent when not checked. */
  saidOwnAddress?: CallSkill | null;
}

/** Sort choices in the order the selector lists them (docs/product.md §2 "/reports/{childId}"). */
export const REPORT_SORTS = ['newest', 'oldest', 'highest', 'lowest'] as const;
export type ReportSort = (typeof REPORT_SORTS)[number];
export const DEFAULT_REPORT_SORT: ReportSort = 'newest';

export const REPORT_SORT_LABELS: Readonly<Record<ReportSort, string>> = {
  newest: 'Newest First',
  oldest: 'Oldest First',
  highest: 'Highest Score',
  lowest: 'Lowest Score',
};

/** Reports show calls on the 1–5 scale; a perfect score is a 5-star call (docs/decisions/003). */
export const REPORT_STAR_MAX = 5;
export const PERFECT_SCORE_STARS = 5;

/** 'Emergency' or 'Non-Emergency', the badge a report shows for the call's type. */
export function reportTypeLabel(type: ScenarioType): string {
  return SCENARIO_TYPE_INFO[type].badge;
}

/** The scenario's title from the catalogue; an id no longer in it is shown as saved. */
export function reportScenarioTitle(scenarioId: string): string {
  return findScenarioById(scenarioId)?.title ?? scenarioId;
}
