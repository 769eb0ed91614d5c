import { describe, expect, it } from 'vitest';
import {
  lastMonth,
  offeredScenarios,
  readReportView,
  reportsQueryFor,
  thisMonth,
  withPage,
  withScenario,
  withSort,
  withType,
  writeReportView,
  type ReportView,
} from './report-view';

const NOW = new Date(2026, 2, 18, 15, 30); // 18 March 2026, local time
const read = (search: string) => readReportView(new URLSearchParams(search), NOW);

describe('the default view', () => {
  it('is this month, both service types, every scenario, newest first, page 1', () => {
    expect(read('')).toEqual({
      range: { from: '2026-03-01', to: '2026-03-31' },
      types: ['999', '111'],
      scenarios: [],
      sort: 'newest',
      page: 1,
    });
  });
});

describe('month shortcuts', () => {
  it('This Month is the whole current calendar month', () => {
    expect(thisMonth(NOW)).toEqual({ from: '2026-03-01', to: '2026-03-31' });
    expect(thisMonth(new Date(2028, 1, 10))).toEqual({ from: '2028-02-01', to: '2028-02-29' });
  });

  it('Last Month is the whole previous calendar month, across a year end', () => {
    expect(lastMonth(NOW)).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(lastMonth(new Date(2026, 0, 31))).toEqual({ from: '2025-12-01', to: '2025-12-31' });
    expect(lastMonth(new Date(2026, 2, 31))).toEqual({ from: '2026-02-01', to: '2026-02-28' });
  });
});

describe('the URL', () => {
  const view: ReportView = {
    range: { from: '2026-01-05', to: '2026-02-10' },
    types: ['111'],
    scenarios: ['fever-child', 'broken-arm'],
    sort: 'highest',
    page: 3,
  };

  it('round-trips a view, so a bookmark opens the same report', () => {
    const params = writeReportView(view);
    expect(params.toString()).toBe(
      'from=2026-01-05&to=2026-02-10&types=111&scenarios=fever-child%2Cbroken-arm&sort=highest&page=3',
    );
    expect(readReportView(params, NOW)).toEqual({ ...view, scenarios: ['fever-child', 'broken-arm'] });
  });

  it('keeps an empty type selection apart from the default of both', () => {
    expect(writeReportView({ ...view, types: [] }).get('types')).toBe('');
    expect(read('types=').types).toEqual([]);
    expect(writeReportView({ ...view, types: ['999', '111'] }).has('types')).toBe(false);
  });

  it('falls back to the default for anything malformed', () => {
    expect(read('from=2026-02-30&to=2026-03-10').range).toEqual(thisMonth(NOW));
    expect(read('from=2026-03-10&to=2026-03-01').range).toEqual(thisMonth(NOW));
    expect(read('from=2026-03-10').range).toEqual(thisMonth(NOW));
    expect(read('types=999,112,abc').types).toEqual(['999']);
    expect(read('scenarios=house-fire,nope').scenarios).toEqual(['house-fire']);
    expect(read('sort=sideways').sort).toBe('newest');
    expect(read('page=0').page).toBe(1);
    expect(read('page=-2').page).toBe(1);
  });
});

describe('changing filters', () => {
  const base = read('page=4');

  it('goes back to page 1 whenever a filter or the sort changes', () => {
    expect(withSort(base, 'lowest').page).toBe(1);
    expect(withType(base, '999', false).page).toBe(1);
    expect(withScenario(base, 'robbery', true).page).toBe(1);
    expect(withPage(base, 2).page).toBe(2);
  });

  it("drops a type's scenarios when the type is unticked", () => {
    const picked = withScenario(withScenario(base, 'house-fire', true), 'fever-child', true);
    expect(picked.scenarios).toEqual(['house-fire', 'fever-child']);
    expect(withType(picked, '999', false)).toMatchObject({ types: ['111'], scenarios: ['fever-child'] });
  });

  it('offers the scenarios of the ticked types, or all of them with none ticked', () => {
    expect(offeredScenarios(['111']).map((scenario) => scenario.id)).toEqual([
      'fever-child',
      'broken-arm',
      'medicine-question',
    ]);
    expect(offeredScenarios([])).toHaveLength(9);
    // "Hiding and can't talk" is filtered like every other emergency scenario (ADR 044).
    expect(offeredScenarios(['999']).map((scenario) => scenario.title)).toContain("Hiding and can't talk");
  });
});

describe('the API query', () => {
  it("runs from the first day's start to the last day's end, in the parent's zone", () => {
    const query = reportsQueryFor(read('from=2026-03-01&to=2026-03-31&sort=oldest'), 'Europe/London');
    expect(query.from).toEqual(new Date(2026, 2, 1, 0, 0, 0, 0));
    expect(query.to).toEqual(new Date(2026, 2, 31, 23, 59, 59, 999));
    expect(query).toMatchObject({
      types: ['999', '111'],
      scenarios: [],
      sort: 'oldest',
      page: 1,
      tz: 'Europe/London',
    });
  });
});
