// One saved call of a child with what was said in it, for the parent's per-call view (ADR 041).
import { callTranscriptSchema, type ChildCallResponse } from '@callready/contract';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db';
import { schema } from '../../db';
import { reportRecordColumns, toRecord } from './reports';

const { childProgress } = schema;

/** The call when it is this child's; the caller has already checked that the child is the parent's. */
export async function loadChildCall(
  db: Database,
  childId: string,
  callId: string,
): Promise<ChildCallResponse | undefined> {
  const [row] = await db
    .select({ ...reportRecordColumns, transcript: childProgress.transcript })
    .from(childProgress)
    .where(and(eq(childProgress.childId, childId), eq(childProgress.id, callId)));
  if (!row) return undefined;
  const { transcript, ...record } = row;
  // Stored rows were checked on the way in; a row that no longer reads is shown as nothing kept.
  const kept = transcript === null ? null : callTranscriptSchema.safeParse(transcript);
  return {
    call: { ...toRecord(record), hasTranscript: kept?.success === true },
    transcript: kept?.success ? kept.data : null,
  };
}
