// docs/product.md §9.15: the child's dashboard, the parent's dashboard, the reports and the results page
// build every score figure through core's scoreFigure (and average stars through averageStars), so the
// same calls read the same way everywhere.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChildProgressRecord, ReportRecord } from '@callready/contract';
import * as core from '@callready/core';
import { dashboardStats } from '@/features/child-portal/dashboard-stats';
import { childrenOverview } from '@/features/family/children-overview';
import { callScoreFigures } from '@/features/conversation/results/score-list';
import { reportRecordFigures } from '@/features/reports/report-list';
import { reportSummaryFigures } from '@/features/reports/summary-cards';

vi.mock('@callready/core', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@callready/core')>();
  return {
    ...actual,
    scoreFigure: vi.fn(actual.scoreFigure),
    averageStars: vi.fn(actual.averageStars),
  };
});

const scoreFigure = vi.mocked(core.scoreFigure);
const averageStars = vi.mocked(core.averageStars);

// The same three calls as each screen receives them.
const stars = [5, 3, 3];
const childRecords: ChildProgressRecord[] = stars.map((overallStars, index) => ({
  id: `r${index}`,
  scenarioType: '111',
  scenarioId: 'fever-child',
  overallStars,
  completionDate: `2026-03-0${index + 1}T10:00:00Z`,
}));
const savedScores = { clarity: 67, calmness: 100, accuracy: 33, serviceSelection: 100 };
const reportRecord: ReportRecord = {
  id: 'r0',
  scenarioType: '111',
  scenarioId: 'fever-child',
  completionDate: '2026-03-01T10:00:00Z',
  overallStars: 5,
  clarityScore: savedScores.clarity,
  calmnessScore: savedScores.calmness,
  accuracyScore: savedScores.accuracy,
  serviceSelectionScore: savedScores.serviceSelection,
  timeTakenSeconds: 90,
} as ReportRecord;

beforeEach(() => {
  scoreFigure.mockClear();
  averageStars.mockClear();
});

const idsAsked = () => scoreFigure.mock.calls.map(([id]) => id);

describe('one function for every score figure', () => {
  it('the child dashboard computes average stars with averageStars and shows it through scoreFigure', () => {
    const stats = dashboardStats(childRecords);
    expect(averageStars).toHaveBeenCalledWith(11, 3);
    expect(idsAsked()).toEqual(['callsCompleted', 'averageStars', 'greatCalls']);
    expect(stats.averageStars.text).toBe('3.7 of 5');
  });

  it('the parent dashboard shows the server’s average stars through scoreFigure', () => {
    const overview = childrenOverview({
      children: [],
      plan: { tier: 'free', name: 'Free', childLimit: 1 },
      // The server computes it with the same core averageStars (modules/children/family-stats.ts).
      stats: { totalScenarios: 3, averageStars: core.averageStars(11, 3), perChild: {} },
    });
    expect(idsAsked()).toEqual(expect.arrayContaining(['callsCompleted', 'averageStars']));
    expect(overview.averageStars).toEqual(dashboardStats(childRecords).averageStars);
  });

  it('the reports summary shows the server’s average stars through scoreFigure', () => {
    const figures = reportSummaryFigures({
      totalScenarios: 3,
      // The server computes it with the same core averageStars (modules/reports/reports.ts).
      averageStars: core.averageStars(11, 3),
      averageTimeSeconds: 90,
      perfectScores: 1,
    });
    expect(idsAsked()).toEqual(['callsCompleted', 'averageStars', 'perfectCalls']);
    expect(figures.averageStars).toEqual(dashboardStats(childRecords).averageStars);
    expect(figures.callsCompleted).toEqual(dashboardStats(childRecords).completed);
  });

  it('a call’s clarity, calmness and accuracy read the same on the results page and in the reports', () => {
    const onResults = callScoreFigures(savedScores);
    const inReports = reportRecordFigures(reportRecord);
    expect(idsAsked()).toEqual([
      'clarity',
      'calmness',
      'accuracy',
      'serviceChoice',
      'callStars',
      'clarity',
      'calmness',
      'accuracy',
    ]);
    expect(onResults.slice(0, 3)).toEqual([inReports.clarity, inReports.calmness, inReports.accuracy]);
    expect(onResults.map((figure) => `${figure.name} ${figure.text}`)).toEqual([
      'Clarity 67%',
      'Calmness 100%',
      'Accuracy 33%',
      'Service choice 100%',
    ]);
  });
});
