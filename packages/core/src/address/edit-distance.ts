// How far a child's spelling or a recogniser's hearing is from the stored word. Pure: no I/O.

/**
 * Edits (insert, delete, change, or swap two neighbouring letters) between two words; stops counting
 * once `limit` is passed and returns limit + 1.
 */
export function editDistance(a: string, b: string, limit = Number.POSITIVE_INFINITY): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let beforePrevious: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    let rowBest = i;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        value = Math.min(value, (beforePrevious[j - 2] ?? 0) + 1);
      }
      current.push(value);
      rowBest = Math.min(rowBest, value);
    }
    if (rowBest > limit) return limit + 1;
    beforePrevious = previous;
    previous = current;
  }
  return previous[b.length] ?? 0;
}

/**
 * The slips allowed for a word of this length: none up to 3 letters ("Elm" is not "Elk"), one up to
 * 7 ("Mil Lane"), two beyond ("Acasia Avenue").
 */
export function allowedSlips(length: number): number {
  if (length <= 3) return 0;
  if (length <= 7) return 1;
  return 2;
}

/**
 * Whether the heard word is the stored one with a small slip. The first letter must match, since
 * children misspell the middle of a word but a different first letter is usually a different place
 * ("Hill Lane" is not "Mill Lane"). `slips` overrides the allowance by length.
 */
export function closeEnough(heard: string, stored: string, slips = allowedSlips(stored.length)): boolean {
  if (heard === stored) return true;
  if (heard === '' || stored === '' || heard[0] !== stored[0]) return false;
  return slips > 0 && editDistance(heard, stored, slips) <= slips;
}
