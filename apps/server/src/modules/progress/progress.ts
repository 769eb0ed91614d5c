// A child's saved calls (docs/product.md §3 "Child progress record"): the spec's
// insert_child_progress_authenticated and get_child_progress_by_invite_code.
import type { ChildProgressRecord, SavedResponseRating } from '@callready/contract';
import { CHILD_PROGRESS_HISTORY_LIMIT } from '@callready/contract';
import type { ScenarioType } from '@callready/core';
import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db';
import { schema } from '../../db';

const { childProgress } = schema;

export interface ProgressEntry {
  /** The id POST /api/child/calls gave the call; a second save with it stores nothing new. */
  callId?: string | undefined;
  scenarioType: ScenarioType;
  scenarioId: string;
  overallStars: number;
  clarityScore: number;
  calmnessScore: number;
  accuracyScore: number;
  serviceSelectionScore: number;
  responseRatings: SavedResponseRating[];
  timeTakenSeconds?: number | null | undefined;
}

export interface SavedProgress {
  id: string;
  /** False when this call had already been saved: `id` is then the first save's. */
  created: boolean;
}

/** Saves one finished call for `childId`; idempotent per (child, callId) through the unique index. */
export async function saveProgress(
  db: Database,
  childId: string,
  entry: ProgressEntry,
): Promise<SavedProgress> {
  const values = {
    childId,
    scenarioType: entry.scenarioType,
    scenarioId: entry.scenarioId,
    overallStars: entry.overallStars,
    clarityScore: entry.clarityScore,
    calmnessScore: entry.calmnessScore,
    accuracyScore: entry.accuracyScore,
    serviceSelectionScore: entry.serviceSelectionScore,
    responseRatings: entry.responseRatings,
    timeTakenSeconds: entry.timeTakenSeconds ?? null,
    clientId: entry.callId ?? null,
  };
  const [inserted] = await db
    .insert(childProgress)
    .values(values)
    .onConflictDoNothing({ target: [childProgress.childId, childProgress.clientId] })
    .returning({ id: childProgress.id });
  if (inserted) return { id: inserted.id, created: true };

  // Only a repeated callId conflicts (a null client_id never does); the first save has committed.
  const callId = entry.callId;
  if (callId === undefined) throw new Error('progress insert without a call id stored nothing');
  const [existing] = await db
    .select({ id: childProgress.id })
    .from(childProgress)
    .where(and(eq(childProgress.childId, childId), eq(childProgress.clientId, callId)));
  if (!existing) throw new Error('progress insert conflicted but the saved call was not found');
  return { id: existing.id, created: false };
}

/** The child's newest results first, at most CHILD_PROGRESS_HISTORY_LIMIT. */
export async function listRecentProgress(db: Database, childId: string): Promise<ChildProgressRecord[]> {
  const rows = await db
    .select({
      id: childProgress.id,
      scenarioType: childProgress.scenarioType,
      scenarioId: childProgress.scenarioId,
      overallStars: childProgress.overallStars,
      completionDate: childProgress.completionDate,
    })
    .from(childProgress)
    .where(eq(childProgress.childId, childId))
    .orderBy(desc(childProgress.completionDate), desc(childProgress.id))
    .limit(CHILD_PROGRESS_HISTORY_LIMIT);
  return rows.map((row) => ({
    id: row.id,
    scenario_type: row.scenarioType,
    scenario_id: row.scenarioId,
    overall_stars: row.overallStars,
    completion_date: row.completionDate.toISOString(),
  }));
}
