import { describe, expect, it } from 'vitest';
import type { HistoryEntry } from '@callready/core';
import { lastOperatorTurn, operatorTitle } from './transcript';

const operator = (message: string): HistoryEntry => ({ speaker: 'operator', message, timestamp: 0 });
const child = (message: string): HistoryEntry => ({ speaker: 'user', message, timestamp: 0 });

describe('lastOperatorTurn', () => {
  it('is the question being asked', () => {
    expect(lastOperatorTurn([operator('Which service?'), child('Fire'), operator('Where are you?')])).toEqual(
      ['Where are you?'],
    );
  });

  it('stays on the question just answered while its feedback shows', () => {
    expect(lastOperatorTurn([operator('Which service?'), child('Fire')])).toEqual(['Which service?']);
  });

  it('holds every closing line together', () => {
    expect(
      lastOperatorTurn([child('No one is inside.'), operator('Well done.'), operator('Stay outside.')]),
    ).toEqual(['Well done.', 'Stay outside.']);
  });

  it('is empty before the operator has spoken', () => {
    expect(lastOperatorTurn([])).toEqual([]);
  });
});

describe('operatorTitle', () => {
  it('names who answers the practice line', () => {
    expect(operatorTitle({ scenarioType: '999', countryId: 'au' })).toBe('Emergency Operator');
    expect(operatorTitle({ scenarioType: '111', countryId: 'uk' })).toBe('NHS 111');
    expect(operatorTitle({ scenarioType: '111', countryId: 'ie' })).toBe('Out-of-hours GP');
  });
});
