// 'Export Reports' (docs/product.md §9 "CSV export"): the spec's columns in its order, every value in double
// quotes, dates as dd/MM/yyyy HH:mm, 'N/A' for an unmeasured time.
import { callSkillLabel } from './call-skills';
import { reportTypeLabel, type ProgressReportRecord } from './report-record';

export const PROGRESS_CSV_COLUMNS = [
  'Date',
  'Scenario Type',
  'Scenario',
  'Overall Stars',
  'Clarity Score',
  'Calmness Score',
  'Accuracy Score',
  'Service Selection Score',
  'Time Taken',
] as const;

/**
 * Two real-world skills after the spec's columns, which stay first and unchanged (ADR 038): Yes,
 * Partly, No, or 'N/A' for a call that did not practise it.
 */
export const PROGRESS_CSV_SKILL_COLUMNS = ['Found Emergency Button', 'Said Own Address'] as const;

/** Spreadsheet programs read a file as UTF-8 (accented names intact) only when it starts with this mark. */
export const UTF8_BOM = '\uFEFF';

/** RFC 4180 line ending, which every spreadsheet program reads. */
const LINE_END = '\r\n';

export type ScenarioTitleLookup = (scenarioId: string, record: ProgressReportRecord) => string;

export interface ProgressCsvOptions {
  /** IANA zone the dates are written in; the runtime's own zone (the parent's browser) when omitted. */
  timeZone?: string;
}

/** One value wrapped in double quotes, inner quotes doubled; commas and line breaks stay inside. */
export function csvField(value: string | number): string {
  return `"${String(value).replaceAll('"', '""')}"`;
}

/** dd/MM/yyyy HH:mm (24-hour) in the given zone. */
export function formatCsvDate(date: Date, timeZone?: string): string {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((candidate) => candidate.type === type)?.value ?? '';
  return `${part('day')}/${part('month')}/${part('year')} ${part('hour')}:${part('minute')}`;
}

function csvRow(values: readonly (string | number)[]): string {
  return values.map(csvField).join(',');
}

/**
 * The whole file's text, rows in the order given (the order the parent sorted the list in),
 * starting with the UTF-8 byte-order mark.
 */
export function buildProgressCsv(
  records: readonly ProgressReportRecord[],
  scenarioTitle: ScenarioTitleLookup,
  { timeZone }: ProgressCsvOptions = {},
): string {
  const rows = records.map((record) =>
    csvRow([
      formatCsvDate(new Date(record.completionDate), timeZone),
      reportTypeLabel(record.scenarioType),
      scenarioTitle(record.scenarioId, record),
      record.overallStars,
      record.clarityScore ?? 'N/A',
      record.calmnessScore ?? 'N/A',
      record.accuracyScore,
      record.serviceSelectionScore,
      record.timeTakenSeconds ?? 'N/A',
      callSkillLabel(record.foundEmergencyButton),
      callSkillLabel(record.saidOwnAddress),
    ]),
  );
  const header = csvRow([...PROGRESS_CSV_COLUMNS, ...PROGRESS_CSV_SKILL_COLUMNS]);
  return UTF8_BOM + [header, ...rows].join(LINE_END) + LINE_END;
}

function twoDigits(value: number): string {
  return String(value).padStart(2, '0');
}

/** yyyy-MM-dd of the date in the runtime's own zone (the day the parent sees on their calendar). */
function localIsoDay(date: Date): string {
  return `${date.getFullYear()}-${twoDigits(date.getMonth() + 1)}-${twoDigits(date.getDate())}`;
}

// Characters no common file system accepts in a name, and control characters such as line breaks.
// eslint-disable-next-line no-control-regex
const UNSAFE_FILE_NAME_CHARACTERS = /[\u0000-\u001f\u007f<>:"/\\|?*]+/g;

/**
 * `{child name}_progress_report_{yyyy-MM-dd}.csv`. The name keeps its letters, accents and spaces;
 * each run of characters a file name cannot hold becomes '_'.
 */
export function csvFileName(childName: string, date: Date): string {
  const name = childName.replace(UNSAFE_FILE_NAME_CHARACTERS, '_').trim() || 'child';
  return `${name}_progress_report_${localIsoDay(date)}.csv`;
}
