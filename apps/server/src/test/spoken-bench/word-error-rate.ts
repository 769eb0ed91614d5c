// Word error rate, as speech recognition is scored: the fewest word substitutions, deletions and
// insertions that turn the transcript into what was said, over the words said.
import { spokenWords } from '../../providers/speech/spoken-words';

/** A sentence's words as compared: spoken forms ("12" as twelve), apostrophes dropped ("don't" = "dont"). */
export const comparableWords = (text: string) => spokenWords(text).map((word) => word.replace(/'/g, ''));

/** The edit distance between two word lists. */
export function wordEdits(reference: readonly string[], hypothesis: readonly string[]): number {
  let previous = Array.from({ length: hypothesis.length + 1 }, (_, index) => index);
  for (let row = 1; row <= reference.length; row += 1) {
    const current = [row];
    for (let column = 1; column <= hypothesis.length; column += 1) {
      const same = reference[row - 1] === hypothesis[column - 1];
      current.push(
        Math.min(
          (previous[column] as number) + 1,
          (current[column - 1] as number) + 1,
          (previous[column - 1] as number) + (same ? 0 : 1),
        ),
      );
    }
    previous = current;
  }
  return previous[hypothesis.length] as number;
}
