import { describe, expect, it } from 'vitest';
import { ensureHistoryEntryKey } from './history-entry-key';

function fakeHistory(state: unknown) {
  const history = {
    state,
    replaceState(data: unknown) {
      history.state = data;
    },
  };
  return history;
}

describe('ensureHistoryEntryKey', () => {
  it('gives a freshly loaded page a key of its own, keeping what the entry held', () => {
    const history = fakeHistory({ usr: { from: 'billing' } });
    expect(ensureHistoryEntryKey(history, () => 'k1')).toBe('k1');
    expect(history.state).toEqual({ usr: { from: 'billing' }, key: 'k1' });
  });

  it('gives an entry with no state a key', () => {
    const history = fakeHistory(null);
    ensureHistoryEntryKey(history, () => 'k2');
    expect(history.state).toEqual({ key: 'k2' });
  });

  it('keeps the key of an entry the router already named, so Back and reload restore its position', () => {
    const history = fakeHistory({ key: 'abc', idx: 3 });
    expect(ensureHistoryEntryKey(history, () => 'new')).toBe('abc');
    expect(history.state).toEqual({ key: 'abc', idx: 3 });
  });

  it('gives two fresh pages different keys', () => {
    const keys = new Set([
      ensureHistoryEntryKey(fakeHistory(null)),
      ensureHistoryEntryKey(fakeHistory(null)),
    ]);
    expect(keys.size).toBe(2);
  });
});
