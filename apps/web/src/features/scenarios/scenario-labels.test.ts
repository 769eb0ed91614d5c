import { describe, expect, it } from 'vitest';
import { getCountry } from '@callready/core';
import { scenarioTypeSummary, scenarioTypeTitle } from './scenario-labels';

describe('training type titles', () => {
  it("use the country's own numbers", () => {
    expect(scenarioTypeTitle('999', getCountry('uk'))).toBe('999 Emergency Services');
    expect(scenarioTypeTitle('111', getCountry('uk'))).toBe('111 Non-Emergency');
    expect(scenarioTypeTitle('999', getCountry('us'))).toBe('911 Emergency Services');
    expect(scenarioTypeTitle('111', getCountry('au'))).toBe('1800 022 222 Non-Emergency');
  });

  it('name the service where there is no single non-emergency number', () => {
    expect(scenarioTypeTitle('111', getCountry('ie'))).toBe('Non-Emergency: Out-of-hours GP');
    expect(scenarioTypeSummary('111', getCountry('ie'))).toContain('the out-of-hours GP');
  });

  it('mention the number to ring in the summary', () => {
    expect(scenarioTypeSummary('999', getCountry('nz'))).toContain('calling 111');
    expect(scenarioTypeSummary('111', getCountry('nz'))).toContain('calling 0800 611 116');
  });
});
