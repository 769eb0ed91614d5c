// What the reports screen shows, kept in the URL so a view can be bookmarked and opened on another
// device: ?from=2026-03-01&to=2026-03-31&types=111&scenarios=fever-child&sort=highest&page=2.
// Dates are the parent's calendar days; left out, the range is the current month (docs/product.md §4).
import {
  DEFAULT_REPORT_SORT,
  REPORT_SORTS,
  SCENARIOS,
  SCENARIO_TYPES,
  isScenarioType,
  type ReportSort,
  type Scenario,
  type ScenarioType,
} from '@callready/core';
import type { ReportsQueryInput } from '@callready/contract';
import { endOfDay, endOfMonth, format, isValid, parse, startOfDay, startOfMonth, subMonths } from 'date-fns';

/** Whole calendar days, yyyy-MM-dd, both ends included. */
export interface DayRange {
  from: string;
  to: string;
}

export interface ReportView {
  range: DayRange;
  /** Ticked service types; none ticked filters nothing (docs/product.md §7 "only if any"). */
  types: ScenarioType[];
  /** Ticked scenarios; none ticked means every scenario. */
  scenarios: string[];
  sort: ReportSort;
  page: number;
}

const DAY_FORMAT = 'yyyy-MM-dd';

export const toDay = (date: Date): string => format(date, DAY_FORMAT);

/** The day as a local date, or undefined when the text is not a real yyyy-MM-dd day. */
export function parseDay(text: string | null): Date | undefined {
  if (text === null || !/^\d{4}-\d{2}-\d{2}$/.test(text)) return undefined;
  const date = parse(text, DAY_FORMAT, new Date());
  return isValid(date) && toDay(date) === text ? date : undefined;
}

/** The whole calendar month that `date` falls in. */
export function monthRange(date: Date): DayRange {
  return { from: toDay(startOfMonth(date)), to: toDay(endOfMonth(date)) };
}

export const thisMonth = (now: Date): DayRange => monthRange(now);
export const lastMonth = (now: Date): DayRange => monthRange(subMonths(now, 1));

export const sameRange = (a: DayRange, b: DayRange) => a.from === b.from && a.to === b.to;

const SCENARIO_IDS = new Set(SCENARIOS.map((scenario) => scenario.id));

function readList(text: string): string[] {
  return [
    ...new Set(
      text
        .split(',')
        .map((item) => item.trim())
        .filter(Boolean),
    ),
  ];
}

/** The view in the URL; anything missing or malformed falls back to the default view. */
export function readReportView(params: URLSearchParams, now: Date): ReportView {
  const from = parseDay(params.get('from'));
  const to = parseDay(params.get('to'));
  const range = from && to && from <= to ? { from: toDay(from), to: toDay(to) } : thisMonth(now);

  const typesText = params.get('types');
  const types = typesText === null ? [...SCENARIO_TYPES] : readList(typesText).filter(isScenarioType);
  const scenarios = readList(params.get('scenarios') ?? '').filter((id) => SCENARIO_IDS.has(id));
  const sortText = params.get('sort');
  const sort = REPORT_SORTS.find((candidate) => candidate === sortText) ?? DEFAULT_REPORT_SORT;
  const pageText = params.get('page') ?? '';
  const page = /^\d{1,5}$/.test(pageText) && Number(pageText) >= 1 ? Number(pageText) : 1;
  return { range, types: SCENARIO_TYPES.filter((type) => types.includes(type)), scenarios, sort, page };
}

/** The URL's search parameters for a view; defaults other than the range are left out. */
export function writeReportView(view: ReportView): URLSearchParams {
  const params = new URLSearchParams({ from: view.range.from, to: view.range.to });
  if (view.types.length !== SCENARIO_TYPES.length) params.set('types', view.types.join(','));
  if (view.scenarios.length > 0) params.set('scenarios', view.scenarios.join(','));
  if (view.sort !== DEFAULT_REPORT_SORT) params.set('sort', view.sort);
  if (view.page > 1) params.set('page', String(view.page));
  return params;
}

/** The API query: the range from the first day's start to the last day's end in the parent's zone. */
export function reportsQueryFor(view: ReportView, timeZone: string): ReportsQueryInput {
  const from = parseDay(view.range.from) ?? new Date();
  const to = parseDay(view.range.to) ?? new Date();
  return {
    from: startOfDay(from),
    to: endOfDay(to),
    types: view.types,
    scenarios: view.scenarios,
    sort: view.sort,
    page: view.page,
    tz: timeZone,
  };
}

/** Scenarios offered as checkboxes: those of the ticked types, or all with none ticked. */
export function offeredScenarios(types: readonly ScenarioType[]): Scenario[] {
  return SCENARIOS.filter((scenario) => types.length === 0 || types.includes(scenario.type));
}

/** Ticks or unticks a type; unticking it also drops its scenarios from the selection. Back to page 1. */
export function withType(view: ReportView, type: ScenarioType, ticked: boolean): ReportView {
  const types = SCENARIO_TYPES.filter((candidate) =>
    candidate === type ? ticked : view.types.includes(candidate),
  );
  const offered = new Set(offeredScenarios(types).map((scenario) => scenario.id));
  return { ...view, types, scenarios: view.scenarios.filter((id) => offered.has(id)), page: 1 };
}

export function withScenario(view: ReportView, scenarioId: string, ticked: boolean): ReportView {
  const others = view.scenarios.filter((id) => id !== scenarioId);
  const scenarios = SCENARIOS.map((scenario) => scenario.id).filter(
    (id) => others.includes(id) || (ticked && id === scenarioId),
  );
  return { ...view, scenarios, page: 1 };
}

export const withRange = (view: ReportView, range: DayRange): ReportView => ({ ...view, range, page: 1 });
export const withSort = (view: ReportView, sort: ReportSort): ReportView => ({ ...view, sort, page: 1 });
export const withPage = (view: ReportView, page: number): ReportView => ({ ...view, page });

/** 1 Mar 2026 – 31 Mar 2026 */
export function rangeLabel(range: DayRange): string {
  const from = parseDay(range.from);
  const to = parseDay(range.to);
  if (!from || !to) return '';
  return `${format(from, 'd MMM yyyy')} – ${format(to, 'd MMM yyyy')}`;
}
