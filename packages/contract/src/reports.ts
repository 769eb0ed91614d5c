// A child's progress reports for the parent who owns the child (docs/product.md §2 "/reports/{childId}",
// §7 child_progress queries, §9 "Reports summary"). Another parent's child, or any unknown id, is
// 404 `{ error: 'Child not found' }`; a query that breaks a rule below is 400 INVALID_INPUT.
import {
  CALL_SKILLS,
  DEFAULT_REPORT_SORT,
  REPORT_SORTS,
  SCENARIOS,
  SCENARIO_TYPES,
  type ProgressReportRecord,
  type ReportSummary,
} from '@callready/core';
import { z } from 'zod';
import { childPath } from './children';

/** GET: one page of the filtered, sorted calls with the whole filtered set's summary and charts. */
export const childReportsPath = (childId: string) => `${childPath(childId)}/reports`;
/** GET: every filtered call in the chosen order (up to REPORTS_EXPORT_LIMIT), for the CSV export. */
export const childReportsExportPath = (childId: string) => `${childReportsPath(childId)}/export`;

/**
 * A page is small enough to show at once; the summary and charts are computed by the database over
 * the whole filtered set, so a child with thousands of calls still loads one page quickly.
 */
export const REPORTS_PAGE_SIZE = 25;
export const REPORTS_MAX_PAGE_SIZE = 100;
/** The most calls one export holds; a child practising daily for years stays well below it. */
export const REPORTS_EXPORT_LIMIT = 10_000;
/** The stars-over-time chart plots at most this many days (the newest ones). */
export const REPORTS_CHART_MAX_DAYS = 400;

export const REPORT_DATES_MESSAGE = 'from and to must be ISO timestamps with a time zone';
export const REPORT_RANGE_ORDER_MESSAGE = 'from must not be after to';
export const REPORT_TYPES_MESSAGE = `types must be a comma-separated list of: ${SCENARIO_TYPES.join(', ')}`;
export const REPORT_SCENARIOS_MESSAGE = 'scenarios must be a comma-separated list of scenario ids';
export const REPORT_SORT_MESSAGE = `sort must be one of: ${REPORT_SORTS.join(', ')}`;
export const REPORT_PAGE_MESSAGE = 'page must be a whole number from 1';
export const REPORT_PAGE_SIZE_MESSAGE = `pageSize must be a whole number from 1 to ${REPORTS_MAX_PAGE_SIZE}`;
export const REPORT_TIME_ZONE_MESSAGE = 'tz must be an IANA time zone such as Europe/London';
export const REPORT_UNKNOWN_PARAMETER_MESSAGE = 'Unknown query parameter';

const SCENARIO_IDS = SCENARIOS.map((scenario) => scenario.id);

function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en-GB', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/** 'a,b,,a' → ['a', 'b']; an empty value is an empty list, which filters nothing (docs/product.md §7 "only if any"). */
const commaList = <T extends string>(allowed: readonly T[], message: string) =>
  z
    .string({ error: message })
    .max(400, { error: message })
    .transform((value) => [
      ...new Set(
        value
          .split(',')
          .map((item) => item.trim())
          .filter(Boolean),
      ),
    ])
    .pipe(z.array(z.enum(allowed as [T, ...T[]], { error: message })));

const wholeNumber = (min: number, max: number, message: string) =>
  z
    .string({ error: message })
    .regex(/^\d{1,6}$/, { error: message })
    .transform(Number)
    .pipe(z.number().int().min(min, { error: message }).max(max, { error: message }));

/** Years a report can be asked about: year 0000 or past 9999 cannot be stored or compared. */
export const REPORT_EARLIEST_YEAR = 2000;
export const REPORT_LATEST_YEAR = 2999;
const timestamp = z.iso.datetime({ offset: true, error: REPORT_DATES_MESSAGE }).refine(
  (value) => {
    const year = new Date(value).getUTCFullYear();
    return year >= REPORT_EARLIEST_YEAR && year <= REPORT_LATEST_YEAR;
  },
  { error: REPORT_DATES_MESSAGE },
);

const filterFields = {
  /** Inclusive bounds on completionDate; either may be left out. */
  from: timestamp.optional(),
  to: timestamp.optional(),
  /** Empty or absent: every type. */
  types: commaList(SCENARIO_TYPES, REPORT_TYPES_MESSAGE).optional(),
  /** Empty or absent: every scenario. */
  scenarios: commaList(SCENARIO_IDS, REPORT_SCENARIOS_MESSAGE).optional(),
  sort: z.enum(REPORT_SORTS, { error: REPORT_SORT_MESSAGE }).default(DEFAULT_REPORT_SORT),
};

const unknownParameters = {
  error: (issue: { code?: string; keys?: string[] }) =>
    issue.code === 'unrecognized_keys' && issue.keys
      ? `${REPORT_UNKNOWN_PARAMETER_MESSAGE}: ${issue.keys.join(', ')}`
      : 'Invalid query',
};

const rangeInOrder = (query: { from?: string | undefined; to?: string | undefined }) =>
  query.from === undefined || query.to === undefined || Date.parse(query.from) <= Date.parse(query.to);

/** GET /api/children/:childId/reports?from&to&types&scenarios&sort&page&pageSize&tz */
export const reportsQuerySchema = z
  .strictObject(
    {
      ...filterFields,
      page: wholeNumber(1, 100_000, REPORT_PAGE_MESSAGE).default(1),
      pageSize: wholeNumber(1, REPORTS_MAX_PAGE_SIZE, REPORT_PAGE_SIZE_MESSAGE).default(REPORTS_PAGE_SIZE),
      /** The parent's time zone: stars over time are grouped by their calendar days. */
      tz: z
        .string({ error: REPORT_TIME_ZONE_MESSAGE })
        .max(64, { error: REPORT_TIME_ZONE_MESSAGE })
        .refine(isTimeZone, { error: REPORT_TIME_ZONE_MESSAGE })
        .default('UTC'),
    },
    unknownParameters,
  )
  .refine(rangeInOrder, { error: REPORT_RANGE_ORDER_MESSAGE });
export type ReportsQuery = z.output<typeof reportsQuerySchema>;

/** GET /api/children/:childId/reports/export?from&to&types&scenarios&sort */
export const reportsExportQuerySchema = z
  .strictObject(filterFields, unknownParameters)
  .refine(rangeInOrder, { error: REPORT_RANGE_ORDER_MESSAGE });
export type ReportsExportQuery = z.output<typeof reportsExportQuerySchema>;

export interface ReportsQueryInput {
  from?: Date | string | undefined;
  to?: Date | string | undefined;
  types?: readonly string[] | undefined;
  scenarios?: readonly string[] | undefined;
  sort?: string | undefined;
  page?: number | undefined;
  pageSize?: number | undefined;
  tz?: string | undefined;
}

/** The query string for either endpoint ('' or '?…'); lists are sent even when empty. */
export function reportsSearch(input: ReportsQueryInput): string {
  const iso = (value: Date | string) => (typeof value === 'string' ? value : value.toISOString());
  const entries: [string, string | undefined][] = [
    ['from', input.from === undefined ? undefined : iso(input.from)],
    ['to', input.to === undefined ? undefined : iso(input.to)],
    ['types', input.types?.join(',')],
    ['scenarios', input.scenarios?.join(',')],
    ['sort', input.sort],
    ['page', input.page?.toString()],
    ['pageSize', input.pageSize?.toString()],
    ['tz', input.tz],
  ];
  const text = entries
    .filter((entry): entry is [string, string] => entry[1] !== undefined)
    .map(([name, value]) => `${name}=${encodeURIComponent(value)}`)
    .join('&');
  return text === '' ? '' : `?${text}`;
}

const percent = z.number().min(0).max(100);

export const reportRecordSchema = z.object({
  id: z.string(),
  scenarioType: z.enum(SCENARIO_TYPES),
  scenarioId: z.string(),
  completionDate: z.string(),
  overallStars: z.number().int().min(1).max(5),
  /** Null when no answer of the call was spoken (ADR 036). */
  clarityScore: percent.nullable(),
  calmnessScore: percent.nullable(),
  accuracyScore: percent,
  serviceSelectionScore: percent,
  timeTakenSeconds: z.number().int().nonnegative().nullable(),
  /** Found the emergency button on the practice lock screen (ADR 038); null when not practised. */
  foundEmergencyButton: z.enum(CALL_SKILLS).nullable().optional(),
  /** Said the family's own address (ADR 037); null when not checked. */
  saidOwnAddress: z.enum(CALL_SKILLS).nullable().optional(),
  /** Whether what was said in this call was kept (ADR 041); absent in the CSV export. */
  hasTranscript: z.boolean().optional(),
}) satisfies z.ZodType<ProgressReportRecord>;
export type ReportRecord = z.infer<typeof reportRecordSchema>;

export const reportSummarySchema = z.object({
  totalScenarios: z.number().int().nonnegative(),
  /** Mean overall stars (1–5) of the whole filtered set; 0 with none. */
  averageStars: z.number().min(0).max(5),
  /** Mean of the measured times in seconds; null when no call in the set was timed. */
  averageTimeSeconds: z.number().nonnegative().nullable(),
  /** 5-star calls. */
  perfectScores: z.number().int().nonnegative(),
}) satisfies z.ZodType<ReportSummary>;

/** One bar group of the per-scenario chart: whole-percent means over the filtered set. */
export const scenarioAverageSchema = z.object({
  scenarioType: z.enum(SCENARIO_TYPES),
  scenarioId: z.string(),
  count: z.number().int().positive(),
  /** Null when no call of the scenario had a spoken answer (ADR 036). */
  clarity: percent.nullable(),
  calmness: percent.nullable(),
  accuracy: percent,
});
export type ScenarioAverage = z.infer<typeof scenarioAverageSchema>;

/** The skills chart's last weeks with practice: about half a year. */
export const REPORTS_SKILL_WEEKS = 26;

/** One point of the stars-over-time chart: a calendar day in the requested time zone. */
export const dailyStarsSchema = z.object({
  /** yyyy-MM-dd */
  date: z.string(),
  /** Mean overall stars that day, to one decimal. */
  averageStars: z.number().min(1).max(5),
  count: z.number().int().positive(),
});
export type DailyStars = z.infer<typeof dailyStarsSchema>;

const skillCounts = z.object({
  yes: z.number().int().nonnegative(),
  partly: z.number().int().nonnegative(),
  no: z.number().int().nonnegative(),
});

/**
 * The two real-world skills over time (ADR 037, ADR 038, ADR 043): how many calls of one week (from
 * Monday, in the requested time zone) found the emergency button and said the child's own address,
 * fully, partly or not. Calls that practised neither are left out.
 */
export const weeklySkillsSchema = z.object({
  /** yyyy-MM-dd: the Monday that starts the week. */
  week: z.string(),
  foundEmergencyButton: skillCounts,
  saidOwnAddress: skillCounts,
});
export type WeeklySkills = z.infer<typeof weeklySkillsSchema>;

export const childReportsResponseSchema = z.object({
  /** The requested page, in the requested order. */
  records: z.array(reportRecordSchema),
  page: z.number().int().positive(),
  pageSize: z.number().int().positive(),
  /** Calls in the whole filtered set. */
  total: z.number().int().nonnegative(),
  pageCount: z.number().int().nonnegative(),
  summary: reportSummarySchema,
  /** Ordered by scenario catalogue order. */
  scenarioAverages: z.array(scenarioAverageSchema),
  /** Oldest day first; at most REPORTS_CHART_MAX_DAYS. */
  starsByDay: z.array(dailyStarsSchema),
  /** Oldest week first; at most REPORTS_SKILL_WEEKS. */
  skillsByWeek: z.array(weeklySkillsSchema),
});
export type ChildReportsResponse = z.infer<typeof childReportsResponseSchema>;

export const childReportsExportResponseSchema = z.object({
  records: z.array(reportRecordSchema),
  total: z.number().int().nonnegative(),
  /** True when the filtered set held more than REPORTS_EXPORT_LIMIT calls and only the first are here. */
  truncated: z.boolean(),
});
export type ChildReportsExportResponse = z.infer<typeof childReportsExportResponseSchema>;
