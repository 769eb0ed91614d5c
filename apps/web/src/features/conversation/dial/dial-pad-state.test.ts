import { describe, expect, it } from 'vitest';
import { getCountry, type ScenarioType } from '@callready/core';
import {
  INITIAL_DIAL_PAD,
  MAX_DIALLED_KEYS,
  createDialPadReducer,
  dialActionForKey,
  type DialKey,
  type DialPadAction,
  type DialPadState,
} from './dial-pad-state';

function dial(
  countryId: string,
  type: ScenarioType,
  actions: readonly (DialKey | 'delete' | 'call' | 'help')[],
): DialPadState {
  const reducer = createDialPadReducer(getCountry(countryId), type);
  return actions.reduce<DialPadState>((state, item) => {
    const action: DialPadAction =
      item === 'delete' || item === 'call' || item === 'help' ? { type: item } : { type: 'press', key: item };
    return reducer(state, action);
  }, INITIAL_DIAL_PAD);
}

describe('dial pad', () => {
  it("connects when the child dials the country's number for the call type", () => {
    expect(dial('uk', '999', ['9', '9', '9', 'call'])).toEqual({
      digits: '999',
      status: 'connected',
      hint: null,
    });
    expect(dial('uk', '111', ['1', '1', '1', 'call']).status).toBe('connected');
    expect(dial('us', '999', ['9', '1', '1', 'call']).status).toBe('connected');
    expect(dial('ca', '111', ['8', '1', '1', 'call']).status).toBe('connected');
    expect(dial('au', '999', ['0', '0', '0', 'call']).status).toBe('connected');
    expect(dial('au', '111', ['1', '8', '0', '0', '0', '2', '2', '2', '2', '2', 'call']).status).toBe(
      'connected',
    );
    expect(dial('ie', '999', ['1', '1', '2', 'call']).status).toBe('connected');
  });

  it('gives a gentle hint for a wrong number and does not connect', () => {
    const state = dial('uk', '999', ['9', '1', '1', 'call']);
    expect(state.status).toBe('wrong');
    expect(state.hint).toBe(
      '911 is the emergency number in the United States and Canada. In the UK, dial 999.',
    );
  });

  it('lets the child retry: the next key starts a new number while the hint stays', () => {
    const retrying = dial('uk', '999', ['9', '1', '1', 'call', '9']);
    expect(retrying).toMatchObject({ digits: '9', status: 'dialling' });
    expect(retrying.hint).toContain('dial 999');
    expect(dial('uk', '999', ['9', '1', '1', 'call', '9', '9', '9', 'call']).status).toBe('connected');
  });

  it('tells the child which number to dial when they press call with nothing typed', () => {
    expect(dial('au', '999', ['call'])).toEqual({
      digits: '',
      status: 'dialling',
      hint: 'Tap the numbers to dial 000.',
    });
  });

  it('shows which number to dial on request, keeping what was typed', () => {
    expect(dial('nz', '111', ['1', 'help'])).toEqual({
      digits: '1',
      status: 'dialling',
      hint: 'Tap the numbers to dial 0800 611 116.',
    });
  });

  it('deletes the last digit', () => {
    expect(dial('uk', '999', ['9', '9', '8', 'delete', '9', 'call']).status).toBe('connected');
    expect(dial('uk', '999', ['delete']).digits).toBe('');
  });

  it('ignores keys once connected and stops at a display-sized number', () => {
    expect(dial('uk', '999', ['9', '9', '9', 'call', '1', 'delete']).digits).toBe('999');
    const long = dial(
      'uk',
      '999',
      Array.from({ length: MAX_DIALLED_KEYS + 3 }, () => '5' as const),
    );
    expect(long.digits).toHaveLength(MAX_DIALLED_KEYS);
  });
});

describe('dialActionForKey', () => {
  it('maps the keyboard onto the keypad', () => {
    expect(dialActionForKey('7')).toEqual({ type: 'press', key: '7' });
    expect(dialActionForKey('#')).toEqual({ type: 'press', key: '#' });
    expect(dialActionForKey('*')).toEqual({ type: 'press', key: '*' });
    expect(dialActionForKey('Backspace')).toEqual({ type: 'delete' });
    expect(dialActionForKey('Delete')).toEqual({ type: 'delete' });
    expect(dialActionForKey('Enter')).toEqual({ type: 'call' });
    expect(dialActionForKey('a')).toBeNull();
    expect(dialActionForKey('Tab')).toBeNull();
  });
});
