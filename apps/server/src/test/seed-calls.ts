// Saved calls written straight to child_progress, for the reports' API tests and benchmark.
import type { ScenarioType } from '@callready/core';
import { schema, type Database } from '../db';

export interface Call {
  /** The test's own name for the call. */
  key: string;
  /** ISO timestamp of completion. */
  at: string;
  type: ScenarioType;
  scenario: string;
  stars: number;
  time?: number | null;
  /** Clarity, calmness and accuracy; 70, 80, 90 when left out. */
  scores?: readonly [number, number, number];
  /** The real-world skills (ADR 037, ADR 038); not practised when left out. */
  button?: 'yes' | 'partly' | 'no';
  address?: 'yes' | 'partly' | 'no';
}

const CHUNK = 1000;

/** Inserts the calls and answers their ids by key. */
export async function insertCalls(
  db: Database,
  childId: string,
  calls: readonly Call[],
): Promise<Map<string, string>> {
  const ids = new Map<string, string>();
  for (let start = 0; start < calls.length; start += CHUNK) {
    const chunk = calls.slice(start, start + CHUNK);
    const rows = await db
      .insert(schema.childProgress)
      .values(
        chunk.map((call) => ({
          childId,
          scenarioType: call.type,
          scenarioId: call.scenario,
          completionDate: new Date(call.at),
          overallStars: call.stars,
          clarityScore: call.scores?.[0] ?? 70,
          calmnessScore: call.scores?.[1] ?? 80,
          accuracyScore: call.scores?.[2] ?? 90,
          serviceSelectionScore: 100,
          timeTakenSeconds: call.time ?? null,
          foundEmergencyButton: call.button ?? null,
          saidOwnAddress: call.address ?? null,
        })),
      )
      .returning({ id: schema.childProgress.id });
    rows.forEach((row, index) => ids.set(chunk[index]?.key ?? String(start + index), row.id));
  }
  return ids;
}

const MIXED: readonly [ScenarioType, string][] = [
  ['999', 'house-fire'],
  ['111', 'fever-child'],
  ['999', 'car-accident'],
  ['111', 'broken-arm'],
  ['999', 'heart-attack'],
  ['111', 'medicine-question'],
];

/**
 * `count` calls an hour apart, the newest at `newest`: stars 1–5 in turn, a mix of scenarios of
 * both types, and a measured time on every other call.
 */
export function manyCalls(count: number, newest: Date): Call[] {
  return Array.from({ length: count }, (_, index) => {
    const [type, scenario] = MIXED[index % MIXED.length] ?? MIXED[0]!;
    return {
      key: `call-${index}`,
      at: new Date(newest.getTime() - index * 60 * 60 * 1000).toISOString(),
      type,
      scenario,
      stars: (index % 5) + 1,
      time: index % 2 === 0 ? 60 + (index % 240) : null,
    };
  });
}
