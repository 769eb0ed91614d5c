// Scroll positions are remembered per history entry, under the entry's key. A page opened by a full
// load (checkout after the billing page, a link from an e-mail) has no key of its own yet, and the router
// would call it "default", the same name as every other fully loaded page, so it would open at the
// scroll position of whichever page was left last (the billing page's footer). Giving the entry its own
// key before the router starts means only the same entry (a reload, Back or Forward) restores a position.

interface HistoryLike {
  readonly state: unknown;
  replaceState(data: unknown, unused: string): void;
}

function hasKey(state: unknown): boolean {
  return (
    typeof state === 'object' &&
    state !== null &&
    typeof (state as { key?: unknown }).key === 'string' &&
    (state as { key: string }).key !== ''
  );
}

/** Gives the current history entry a key of its own unless it has one; returns the key in use. */
export function ensureHistoryEntryKey(
  history: HistoryLike,
  newKey: () => string = () => Math.random().toString(36).slice(2, 10),
): string {
  if (hasKey(history.state)) return (history.state as { key: string }).key;
  const key = newKey();
  const previous = typeof history.state === 'object' && history.state !== null ? history.state : {};
  history.replaceState({ ...previous, key }, '');
  return key;
}
