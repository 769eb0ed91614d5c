// The keypad of the dial step: what the child has typed, and the gentle hint after a wrong number.
// Nothing is ever dialled; a right number only "connects" the practice call.
import { checkDialledNumber, type Country, type ScenarioType } from '@callready/core';

export const DIAL_KEYS = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '*', '0', '#'] as const;
export type DialKey = (typeof DIAL_KEYS)[number];

/** The letters printed under the digits, as on a real phone. */
export const DIAL_KEY_LETTERS: Readonly<Partial<Record<DialKey, string>>> = {
  '2': 'ABC',
  '3': 'DEF',
  '4': 'GHI',
  '5': 'JKL',
  '6': 'MNO',
  '7': 'PQRS',
  '8': 'TUV',
  '9': 'WXYZ',
  '0': '+',
};

/** How a key is read out: "5", "Star", "Hash". */
export function keyName(key: DialKey): string {
  return key === '*' ? 'Star' : key === '#' ? 'Hash' : key;
}

/** Longer than any number a child needs, short enough to fit the display. */
export const MAX_DIALLED_KEYS = 12;

export interface DialPadState {
  digits: string;
  /** dialling: typing; wrong: the last number dialled was not right; connected: the right number was dialled. */
  status: 'dialling' | 'wrong' | 'connected';
  hint: string | null;
}

export type DialPadAction =
  | { type: 'press'; key: DialKey }
  | { type: 'delete' }
  | { type: 'call' }
  /** "Which number?": shows the number to dial without counting as a try. */
  | { type: 'help' };

export const INITIAL_DIAL_PAD: DialPadState = { digits: '', status: 'dialling', hint: null };

function isDialKey(key: string): key is DialKey {
  return (DIAL_KEYS as readonly string[]).includes(key);
}

/** A reducer for one country and training type, so every action is plain data. */
export function createDialPadReducer(country: Country, scenarioType: ScenarioType) {
  return function dialPadReducer(state: DialPadState, action: DialPadAction): DialPadState {
    if (state.status === 'connected') return state;
    switch (action.type) {
      case 'press':
        // After a wrong number the next key starts a new one; the hint stays up to help.
        if (state.status === 'wrong') return { ...state, digits: action.key, status: 'dialling' };
        if (state.digits.length >= MAX_DIALLED_KEYS) return state;
        return { ...state, digits: state.digits + action.key };
      case 'delete':
        return { ...state, digits: state.digits.slice(0, -1), status: 'dialling' };
      case 'call': {
        const check = checkDialledNumber(country, scenarioType, state.digits);
        if (check.correct) return { digits: state.digits, status: 'connected', hint: null };
        // Pressing call with nothing typed is a request for help, not a mistake.
        return { ...state, status: state.digits === '' ? 'dialling' : 'wrong', hint: check.hint ?? null };
      }
      case 'help':
        return { ...state, hint: checkDialledNumber(country, scenarioType, '').hint ?? null };
    }
  };
}

/** Keyboard support: digits, * and # press keys, Backspace or Delete removes one, Enter calls. */
export function dialActionForKey(key: string): DialPadAction | null {
  if (isDialKey(key)) return { type: 'press', key };
  if (key === 'Backspace' || key === 'Delete') return { type: 'delete' };
  if (key === 'Enter') return { type: 'call' };
  return null;
}
