import { describe, expect, it } from 'vitest';
import { UTF8_BOM, buildProgressCsv } from './progress-csv';
import { reportScenarioTitle } from './report-record';

// "Hiding and can't talk" (ADR 044) is reported, filtered and exported like every other scenario.
describe('the silent call in reports', () => {
  it('is named by its title and type in the CSV', () => {
    const csv = buildProgressCsv(
      [
        {
          id: 'a',
          scenarioType: '999',
          scenarioId: 'hiding-cant-talk',
          completionDate: '2026-03-05T14:07:00.000Z',
          overallStars: 5,
          clarityScore: 100,
          calmnessScore: 100,
          accuracyScore: 100,
          serviceSelectionScore: 100,
          timeTakenSeconds: 95,
        },
      ],
      reportScenarioTitle,
      { timeZone: 'UTC' },
    );
    const row = csv.slice(UTF8_BOM.length).split('\r\n')[1];
    expect(row?.startsWith('"05/03/2026 14:07","Emergency","Hiding and can\'t talk","5"')).toBe(true);
    expect(reportScenarioTitle('hiding-cant-talk')).toBe("Hiding and can't talk");
  });
});
