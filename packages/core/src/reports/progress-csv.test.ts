import { describe, expect, it } from 'vitest';
import {
  PROGRESS_CSV_COLUMNS,
  UTF8_BOM,
  buildProgressCsv,
  csvField,
  csvFileName,
  formatCsvDate,
} from './progress-csv';
import { reportScenarioTitle, type ProgressReportRecord } from './report-record';

const record = (overrides: Partial<ProgressReportRecord> = {}): ProgressReportRecord => ({
  id: 'a',
  scenarioType: '111',
  scenarioId: 'fever-child',
  completionDate: '2026-03-05T14:07:00.000Z',
  overallStars: 4,
  clarityScore: 67,
  calmnessScore: 100,
  accuracyScore: 33,
  serviceSelectionScore: 100,
  timeTakenSeconds: 125,
  ...overrides,
});

/** The file's lines without the byte-order mark and the final line ending. */
const linesOf = (csv: string) => csv.slice(UTF8_BOM.length).replace(/\r\n$/, '').split('\r\n');

describe('buildProgressCsv', () => {
  it('writes the spec columns in order, then the two skills, then one fully quoted row per record', () => {
    const csv = buildProgressCsv([record()], reportScenarioTitle, { timeZone: 'UTC' });
    expect(linesOf(csv)).toEqual([
      '"Date","Scenario Type","Scenario","Overall Stars","Clarity Score","Calmness Score","Accuracy Score","Service Selection Score","Time Taken","Found Emergency Button","Said Own Address"',
      '"05/03/2026 14:07","Non-Emergency","Child Fever","4","67","100","33","100","125","N/A","N/A"',
    ]);
    expect(PROGRESS_CSV_COLUMNS).toHaveLength(9);
  });

  it('writes the skills of a call that practised them', () => {
    const csv = buildProgressCsv(
      [record({ foundEmergencyButton: 'partly', saidOwnAddress: 'yes' })],
      reportScenarioTitle,
      { timeZone: 'UTC' },
    );
    expect(linesOf(csv)[1]?.endsWith(',"125","Partly","Yes"')).toBe(true);
  });

  it('starts with the UTF-8 byte-order mark so spreadsheet programs keep accents', () => {
    const csv = buildProgressCsv([], reportScenarioTitle);
    expect(csv.startsWith('\uFEFF"Date"')).toBe(true);
    expect(csv.charCodeAt(0)).toBe(0xfeff);
  });

  it("writes 'N/A' for a call whose time was not measured", () => {
    const csv = buildProgressCsv([record({ timeTakenSeconds: null })], reportScenarioTitle, {
      timeZone: 'UTC',
    });
    expect(parseCsvRow(linesOf(csv)[1] ?? '')[8]).toBe('N/A');
  });

  it("writes 'N/A' for clarity and calmness of a call with no spoken answer (ADR 036)", () => {
    const csv = buildProgressCsv([record({ clarityScore: null, calmnessScore: null })], reportScenarioTitle, {
      timeZone: 'UTC',
    });
    const cells = parseCsvRow(linesOf(csv)[1] ?? '');
    expect(cells.slice(4, 7)).toEqual(['N/A', 'N/A', '33']);
  });

  it('labels emergency calls and keeps the rows in the order given', () => {
    const csv = buildProgressCsv(
      [
        record({ scenarioType: '999', scenarioId: 'house-fire', overallStars: 5 }),
        record({ overallStars: 2 }),
      ],
      reportScenarioTitle,
      { timeZone: 'UTC' },
    );
    const [, first, second] = linesOf(csv);
    expect(first).toContain('"Emergency","House Fire","5"');
    expect(second).toContain('"Non-Emergency","Child Fever","2"');
  });

  it('keeps commas, quotes and line breaks in titles inside one quoted value', () => {
    const title = 'Fire, "big" one\nsecond line';
    const csv = buildProgressCsv([record()], () => title, { timeZone: 'UTC' });
    const row = csv.slice(UTF8_BOM.length).split('\r\n')[1];
    expect(row).toContain('"Fire, ""big"" one\nsecond line"');
    expect(parseCsvRow(row ?? '')[2]).toBe(title);
  });
});

describe('csvField', () => {
  it.each([
    ['Zoë, the brave', '"Zoë, the brave"'],
    ['Mia "Bunny" Lee', '"Mia ""Bunny"" Lee"'],
    ['Line one\nline two', '"Line one\nline two"'],
    ['""', '""""""'],
    [42, '"42"'],
  ])('quotes %j as %s', (value, expected) => {
    expect(csvField(value)).toBe(expected);
  });
});

describe('formatCsvDate', () => {
  it('writes dd/MM/yyyy HH:mm with a 24-hour clock and leading zeros', () => {
    expect(formatCsvDate(new Date('2026-01-02T03:04:00Z'), 'UTC')).toBe('02/01/2026 03:04');
    expect(formatCsvDate(new Date('2026-12-31T23:59:59Z'), 'UTC')).toBe('31/12/2026 23:59');
    expect(formatCsvDate(new Date('2026-06-15T00:00:00Z'), 'UTC')).toBe('15/06/2026 00:00');
  });

  it("uses the parent's time zone, including summer time", () => {
    expect(formatCsvDate(new Date('2026-07-01T23:30:00Z'), 'Europe/London')).toBe('02/07/2026 00:30');
    expect(formatCsvDate(new Date('2026-01-01T12:00:00Z'), 'America/New_York')).toBe('01/01/2026 07:00');
  });
});

describe('csvFileName', () => {
  const day = new Date(2026, 2, 5, 12, 0);

  it('is {child name}_progress_report_{yyyy-MM-dd}.csv', () => {
    expect(csvFileName('Maya', day)).toBe('Maya_progress_report_2026-03-05.csv');
  });

  it('keeps accents and spaces in the name', () => {
    expect(csvFileName('Zoë Ånström', day)).toBe('Zoë Ånström_progress_report_2026-03-05.csv');
  });

  it('replaces characters a file name cannot hold', () => {
    expect(csvFileName('Mia "Bunny"/Lee', day)).toBe('Mia _Bunny_Lee_progress_report_2026-03-05.csv');
    expect(csvFileName('Ann\nBo', day)).toBe('Ann_Bo_progress_report_2026-03-05.csv');
    expect(csvFileName('Sam, Jo', day)).toBe('Sam, Jo_progress_report_2026-03-05.csv');
  });

  it('pads month and day', () => {
    expect(csvFileName('Leo', new Date(2027, 0, 9, 12))).toBe('Leo_progress_report_2027-01-09.csv');
  });
});

/** A minimal RFC 4180 reader for one record, to prove the quoting reads back as written. */
function parseCsvRow(text: string): string[] {
  const values: string[] = [];
  let index = 0;
  while (index < text.length) {
    if (text[index] !== '"') throw new Error(`unquoted value at ${index}`);
    index += 1;
    let value = '';
    for (;;) {
      const next = text.indexOf('"', index);
      if (next === -1) throw new Error('unterminated value');
      value += text.slice(index, next);
      if (text[next + 1] === '"') {
        value += '"';
        index = next + 2;
      } else {
        index = next + 1;
        break;
      }
    }
    values.push(value);
    if (text[index] === ',') index += 1;
  }
  return values;
}
