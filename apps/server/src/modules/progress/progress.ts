// A child's saved calls (docs/product.md §3 "Child progress record"): the spec's
// insert_child_progress_authenticated and get_child_progress_by_invite_code.
import type { ChildProgressRecord, ProgressEntry } from '@callready/contract';
import { CHILD_PROGRESS_HISTORY_LIMIT } from '@callready/contract';
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db';
import { isForeignKeyViolation, schema } from '../../db';

const { childProgress } = schema;

export interface SavedProgress {
  id: string;
  /** False when this call had already been saved: `id` is then the first save's. */
  created: boolean;
}

/**
 * The save's result, or undefined when the child was deleted while it ran (its account deleted at the
 * same moment): nothing is written, as for a save that came after the deletion.
 */
async function unlessChildGone(save: Promise<SavedProgress | undefined>): Promise<SavedProgress | undefined> {
  try {
    return await save;
  } catch (error) {
    if (isForeignKeyViolation(error)) return undefined;
    throw error;
  }
}

/**
 * Saves one finished call for `childId`; idempotent per (child, callId) through the unique index.
 * Undefined when the child no longer exists.
 */
export function saveProgress(db: Database, childId: string, entry: ProgressEntry) {
  return unlessChildGone(insertProgress(db, childId, entry));
}

async function insertProgress(db: Database, childId: string, entry: ProgressEntry): Promise<SavedProgress> {
  const { transcript, ...columns } = entryColumns(entry);
  // Kept only while the child's setting is on at this moment: read inside the insert itself (ADR 041).
  const keptTranscript = sql`(select case when ${schema.children.keepCallTranscripts} then cast(${transcript === null ? null : JSON.stringify(transcript)} as jsonb) end from ${schema.children} where ${schema.children.id} = ${childId})`;
  const [saved] = await db
    .insert(childProgress)
    .values({ childId, ...columns, transcript: keptTranscript })
    .onConflictDoUpdate(ONCE_PER_CALL)
    .returning(SAVED);
  if (!saved) throw new Error('the progress insert returned no row');
  return saved;
}

/**
 * Prepares, once, the save of one finished call for the active child that `childCondition` (on the
 * children table) picks, in one statement: the child check and the insert go to the database
 * together (ADR 030). The statement is built once and, on PostgreSQL, parsed and planned once per
 * connection, which is most of a save's cost after the database's own work. `childCondition` may
 * hold placeholders, whose values each save passes. A save resolves to undefined when no active
 * child matches, and then nothing is written.
 */
export function prepareProgressSaveOfChildWhere(db: Database, childCondition: SQL, statementName: string) {
  // Typed, because a parameter in a select list has no column to take its type from.
  const given = <K extends keyof EntryColumns>(key: K) =>
    sql`cast(${sql.param(sql.placeholder(key), childProgress[key])} as ${sql.raw(childProgress[key].getSQLType())})`.as(
      childProgress[key].name,
    );
  const statement = db
    .insert(childProgress)
    .select(
      db
        // Every column in the table's order, as an insert from a select needs.
        .select({
          id: sql`gen_random_uuid()`.as('id'),
          childId: schema.children.id,
          scenarioType: given('scenarioType'),
          scenarioId: given('scenarioId'),
          completionDate: sql`now()`.as('completion_date'),
          overallStars: given('overallStars'),
          clarityScore: given('clarityScore'),
          calmnessScore: given('calmnessScore'),
          accuracyScore: given('accuracyScore'),
          serviceSelectionScore: given('serviceSelectionScore'),
          responseRatings: given('responseRatings'),
          timeTakenSeconds: given('timeTakenSeconds'),
          callId: given('callId'),
          // Kept only while the child's setting is on (ADR 041): the client's word is not enough.
          // A save without one binds JSON null, which must be stored as no transcript at all.
          transcript:
            sql`case when ${schema.children.keepCallTranscripts} then nullif(${given('transcript').getSQL()}, 'null'::jsonb) end`.as(
              childProgress.transcript.name,
            ),
          foundEmergencyButton: given('foundEmergencyButton'),
          saidOwnAddress: given('saidOwnAddress'),
        })
        .from(schema.children)
        .where(and(childCondition, eq(schema.children.active, true))),
    )
    .onConflictDoUpdate(ONCE_PER_CALL)
    .returning(SAVED)
    .prepare(statementName);
  return async (conditionValues: Record<string, unknown>, entry: ProgressEntry) => {
    const execution = statement.execute({ ...conditionValues, ...entryColumns(entry) });
    return unlessChildGone(execution.then(([saved]) => saved as SavedProgress | undefined));
  };
}

type EntryColumns = ReturnType<typeof entryColumns>;

function entryColumns(entry: ProgressEntry) {
  return {
    scenarioType: entry.scenarioType,
    scenarioId: entry.scenarioId,
    overallStars: entry.overallStars,
    clarityScore: entry.clarityScore,
    calmnessScore: entry.calmnessScore,
    accuracyScore: entry.accuracyScore,
    serviceSelectionScore: entry.serviceSelectionScore,
    responseRatings: entry.responseRatings,
    timeTakenSeconds: entry.timeTakenSeconds ?? null,
    callId: entry.callId ?? null,
    transcript: entry.transcript ?? null,
    foundEmergencyButton: entry.foundEmergencyButton ?? null,
    saidOwnAddress: entry.saidOwnAddress ?? null,
  };
}

// One statement, so one commit: a repeated callId "updates" the first save's row to the same value,
// which returns that row even while the first save is still committing; xmax is 0 only on a row
// this statement inserted.
const ONCE_PER_CALL = {
  target: [childProgress.childId, childProgress.callId],
  set: { callId: sql`excluded.client_id` },
};
const SAVED = { id: childProgress.id, created: sql<boolean>`(xmax = 0)` };

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
    scenarioType: row.scenarioType,
    scenarioId: row.scenarioId,
    overallStars: row.overallStars,
    completionDate: row.completionDate.toISOString(),
  }));
}
