import { describe, expect, it } from 'vitest';
import type { AgeBand } from '../age';
import { getScenario, SCENARIOS } from '../scenarios';
import {
  PEOPLE_PHRASINGS,
  PLACE_PHRASINGS,
  RED_FLAG_PHRASINGS,
  SERVICE_PHRASINGS,
} from '../test/children-phrasings';
import { placeGiven } from '../understanding';
import { extractInfo } from './extract';
import { detectRedFlags, flagsThatMatter } from './red-flags';

// Core code has no console types: the accuracy report is printed through the test runner's console.
declare const console: { log: (...lines: unknown[]) => void };

const BANDS: readonly AgeBand[] = ['up-to-6', '7-10', '11-14', 'over-14'];

/** Minimum share of each band's answers understood correctly, per field. */
const REQUIRED_ACCURACY = 0.9;

interface Scored {
  band: AgeBand;
  text: string;
  ok: boolean;
  got: string;
  want: string;
}

function scenarioById(id: string) {
  const scenario = SCENARIOS.find((candidate) => candidate.id === id);
  if (!scenario) throw new Error(`Unknown scenario ${id}`);
  return getScenario(scenario.type, scenario.id) ?? scenario;
}

const fields: Record<string, Scored[]> = {
  service: SERVICE_PHRASINGS.map(({ band, text, expected, scenario: id }) => {
    const scenario = scenarioById(id);
    const extraction = extractInfo('service', text, scenario.service, scenario.type);
    const got =
      extraction === null ? 'nothing' : scenario.type === '111' ? 'advice' : String(extraction.slot.value);
    const want = expected ?? 'nothing';
    return { band, text, got, want, ok: got === want };
  }),
  place: PLACE_PHRASINGS.map(({ band, country, text, isPlace }) => {
    const got = placeGiven(text, country).findable;
    return { band, text, got: String(got), want: String(isPlace), ok: got === isPlace };
  }),
  'yes/no': PEOPLE_PHRASINGS.map(({ band, text, expected }) => {
    const extraction = extractInfo('people', text);
    const got = extraction?.key === 'peopleStatus' ? extraction.slot.value : 'nothing';
    const want = expected ?? 'nothing';
    return { band, text, got, want, ok: got === want };
  }),
  'red flags': RED_FLAG_PHRASINGS.map(({ band, scenario: id, text, expected }) => {
    const scenario = scenarioById(id);
    const got = flagsThatMatter(detectRedFlags(text, scenario), scenario.type).sort().join(',') || 'none';
    const want = [...expected].sort().join(',') || 'none';
    return { band, text, got, want, ok: got === want };
  }),
};

function accuracy(rows: readonly Scored[]): number {
  return rows.length === 0 ? 1 : rows.filter((row) => row.ok).length / rows.length;
}

describe("children's own words", () => {
  it('the fixture holds at least 150 answers across scenarios, countries and every age band', () => {
    const all = Object.values(fields).flat();
    expect(all.length).toBeGreaterThanOrEqual(150);
    for (const band of BANDS) expect(all.filter((row) => row.band === band).length).toBeGreaterThan(20);
  });

  it(`understands at least ${REQUIRED_ACCURACY * 100}% of each field in every age band`, () => {
    const report: string[] = ['Extraction accuracy by field and age band:'];
    for (const [field, rows] of Object.entries(fields)) {
      const perBand = BANDS.map((band) => {
        const inBand = rows.filter((row) => row.band === band);
        return `${band} ${(accuracy(inBand) * 100).toFixed(0)}% (${inBand.filter((row) => row.ok).length}/${inBand.length})`;
      });
      report.push(`  ${field.padEnd(10)} all ${(accuracy(rows) * 100).toFixed(1)}% | ${perBand.join(' | ')}`);
      for (const miss of rows.filter((row) => !row.ok))
        report.push(`    missed [${miss.band}] “${miss.text}”: got ${miss.got}, want ${miss.want}`);
    }
    console.log(report.join('\n'));
    for (const rows of Object.values(fields)) {
      for (const band of BANDS) {
        const inBand = rows.filter((row) => row.band === band);
        if (inBand.length > 0) expect(accuracy(inBand)).toBeGreaterThanOrEqual(REQUIRED_ACCURACY);
      }
    }
  });
});
