// A child's progress reports (docs/product.md §2, §7, §9). Pagination keeps the list fast for a child with
// thousands of calls, while the summary cards and both charts are aggregated by the database over
// the WHOLE filtered set, never just the page shown. Every query is bounded by child_id and the
// date range, which the (child_id, completion_date) index serves: date sorts read it in order and
// stop after one page; star sorts take the top of the range's rows (a few ms for 5,000 calls).
import {
  REPORTS_CHART_MAX_DAYS,
  REPORTS_EXPORT_LIMIT,
  REPORTS_SKILL_WEEKS,
  type ChildReportsExportResponse,
  type ChildReportsResponse,
  type DailyStars,
  type ReportsExportQuery,
  type ReportsQuery,
  type ScenarioAverage,
  type WeeklySkills,
} from '@callready/contract';
import { PERFECT_SCORE_STARS, SCENARIOS, averageStars, type ReportSummary } from '@callready/core';
import { and, eq, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Database } from '../../db';
import { schema } from '../../db';
import { reportConditions, reportOrder, type ReportFilters } from './report-filters';

const { childProgress, children } = schema;

/** True when the child exists and belongs to this parent; anyone else's child is simply not found. */
export async function ownsChild(db: Database, parentId: string, childId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: children.id })
    .from(children)
    .where(and(eq(children.id, childId), eq(children.parentId, parentId)));
  return row !== undefined;
}

const recordColumns = {
  id: childProgress.id,
  scenarioType: childProgress.scenarioType,
  scenarioId: childProgress.scenarioId,
  completionDate: childProgress.completionDate,
  overallStars: childProgress.overallStars,
  clarityScore: childProgress.clarityScore,
  calmnessScore: childProgress.calmnessScore,
  accuracyScore: childProgress.accuracyScore,
  serviceSelectionScore: childProgress.serviceSelectionScore,
  timeTakenSeconds: childProgress.timeTakenSeconds,
  foundEmergencyButton: childProgress.foundEmergencyButton,
  saidOwnAddress: childProgress.saidOwnAddress,
};

/** Whether what was said in the call was kept (ADR 041): the list offers it without sending it. */
const hasTranscript = sql<boolean>`(${childProgress.transcript} is not null)`;

export const reportRecordColumns = recordColumns;

type RecordRow = { completionDate: Date } & Omit<ChildReportsResponse['records'][number], 'completionDate'>;

export const toRecord = (row: RecordRow) => ({ ...row, completionDate: row.completionDate.toISOString() });

async function loadSummary(db: Database, where: SQL | undefined): Promise<ReportSummary> {
  const [row] = await db
    .select({
      totalScenarios: sql<number>`count(*)::int`.mapWith(Number),
      starTotal: sql<number>`coalesce(sum(${childProgress.overallStars}), 0)::int`.mapWith(Number),
      averageTimeSeconds: sql<number | null>`avg(${childProgress.timeTakenSeconds})::float8`,
      perfectScores:
        sql<number>`count(*) filter (where ${childProgress.overallStars} = ${PERFECT_SCORE_STARS})::int`.mapWith(
          Number,
        ),
    })
    .from(childProgress)
    .where(where);
  return {
    totalScenarios: row?.totalScenarios ?? 0,
    // Through core's averageStars, as the dashboards compute it (docs/product.md §9.15).
    averageStars: averageStars(row?.starTotal ?? 0, row?.totalScenarios ?? 0),
    averageTimeSeconds: numberOrNull(row?.averageTimeSeconds),
    perfectScores: row?.perfectScores ?? 0,
  };
}

/** avg() of no rows is null. */
const numberOrNull = (value: number | null | undefined) =>
  value === null || value === undefined ? null : Number(value);

async function countCalls(db: Database, where: SQL | undefined): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`count(*)::int`.mapWith(Number) })
    .from(childProgress)
    .where(where);
  return row?.total ?? 0;
}

const catalogueOrder = new Map(SCENARIOS.map((scenario, index) => [scenario.id, index]));

async function loadScenarioAverages(db: Database, where: SQL | undefined): Promise<ScenarioAverage[]> {
  const rows = await db
    .select({
      scenarioType: childProgress.scenarioType,
      scenarioId: childProgress.scenarioId,
      count: sql<number>`count(*)::int`.mapWith(Number),
      // avg skips calls with no spoken answer; null when the scenario has none (ADR 036).
      clarity: sql<number | null>`round(avg(${childProgress.clarityScore}))::int`,
      calmness: sql<number | null>`round(avg(${childProgress.calmnessScore}))::int`,
      accuracy: sql<number>`round(avg(${childProgress.accuracyScore}))::int`.mapWith(Number),
    })
    .from(childProgress)
    .where(where)
    .groupBy(childProgress.scenarioType, childProgress.scenarioId);
  const rank = (id: string) => catalogueOrder.get(id) ?? SCENARIOS.length;
  return rows.sort(
    (a, b) => rank(a.scenarioId) - rank(b.scenarioId) || a.scenarioId.localeCompare(b.scenarioId),
  );
}

async function loadStarsByDay(db: Database, where: SQL | undefined, timeZone: string): Promise<DailyStars[]> {
  const day = sql<string>`to_char(${childProgress.completionDate} at time zone ${timeZone}, 'YYYY-MM-DD')`;
  const rows = await db
    .select({
      date: day,
      averageStars: sql<number>`round(avg(${childProgress.overallStars}), 1)::float8`.mapWith(Number),
      count: sql<number>`count(*)::int`.mapWith(Number),
    })
    .from(childProgress)
    .where(where)
    // By position: the day expression carries the zone as a parameter, so it cannot be repeated.
    .groupBy(sql`1`)
    .orderBy(sql`1 desc`)
    .limit(REPORTS_CHART_MAX_DAYS);
  return rows.reverse();
}

/** Calls of the week with the skill at this level. */
const skillCount = (column: AnyColumn, level: string) =>
  sql<number>`count(*) filter (where ${column} = ${level})::int`.mapWith(Number);

async function loadSkillsByWeek(
  db: Database,
  where: SQL | undefined,
  timeZone: string,
): Promise<WeeklySkills[]> {
  const week = sql<string>`to_char(date_trunc('week', ${childProgress.completionDate} at time zone ${timeZone}), 'YYYY-MM-DD')`;
  const button = childProgress.foundEmergencyButton;
  const address = childProgress.saidOwnAddress;
  const rows = await db
    .select({
      week,
      buttonYes: skillCount(button, 'yes'),
      buttonPartly: skillCount(button, 'partly'),
      buttonNo: skillCount(button, 'no'),
      addressYes: skillCount(address, 'yes'),
      addressPartly: skillCount(address, 'partly'),
      addressNo: skillCount(address, 'no'),
    })
    .from(childProgress)
    .where(and(where, sql`(${button} is not null or ${address} is not null)`))
    .groupBy(sql`1`)
    .orderBy(sql`1 desc`)
    .limit(REPORTS_SKILL_WEEKS);
  return rows.reverse().map((row) => ({
    week: row.week,
    foundEmergencyButton: { yes: row.buttonYes, partly: row.buttonPartly, no: row.buttonNo },
    saidOwnAddress: { yes: row.addressYes, partly: row.addressPartly, no: row.addressNo },
  }));
}

/** One page of the child's filtered, sorted calls, with the whole set's summary and chart data. */
export async function loadReports(
  db: Database,
  childId: string,
  query: ReportsQuery,
): Promise<ChildReportsResponse> {
  const { page, pageSize, tz, sort, ...filters } = query;
  const where = reportConditions(childId, filters);
  const [rows, summary, scenarioAverages, starsByDay, skillsByWeek] = await Promise.all([
    db
      .select({ ...recordColumns, hasTranscript })
      .from(childProgress)
      .where(where)
      .orderBy(...reportOrder(sort))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    loadSummary(db, where),
    loadScenarioAverages(db, where),
    loadStarsByDay(db, where, tz),
    loadSkillsByWeek(db, where, tz),
  ]);
  return {
    records: rows.map(toRecord),
    page,
    pageSize,
    total: summary.totalScenarios,
    pageCount: Math.ceil(summary.totalScenarios / pageSize),
    summary,
    scenarioAverages,
    starsByDay,
    skillsByWeek,
  };
}

/** Every filtered call in the chosen order, up to REPORTS_EXPORT_LIMIT, for the CSV export. */
export async function loadReportsExport(
  db: Database,
  childId: string,
  { sort, ...filters }: ReportsExportQuery,
): Promise<ChildReportsExportResponse> {
  const where = reportConditions(childId, filters satisfies ReportFilters);
  const rows = await db
    .select(recordColumns)
    .from(childProgress)
    .where(where)
    .orderBy(...reportOrder(sort))
    .limit(REPORTS_EXPORT_LIMIT + 1);
  const truncated = rows.length > REPORTS_EXPORT_LIMIT;
  const records = rows.slice(0, REPORTS_EXPORT_LIMIT).map(toRecord);
  const total = truncated ? await countCalls(db, where) : records.length;
  return { records, total, truncated };
}
