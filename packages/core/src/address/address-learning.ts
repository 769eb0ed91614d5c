// "Learn my address" progress (ADR 037): a part is learned once it has been right on two different
// days in a row of tries, and the address is learned when every part is. Pure: no I/O.
import type { AddressPartId } from './address-shape';
import type { AddressPartStatus } from './match-address';

/** Days in a row a part must be right to count as learned. */
export const ADDRESS_DAYS_TO_LEARN = 2;

export interface AddressAttempt {
  /** The calendar day of the try, YYYY-MM-DD. */
  day: string;
  parts: Partial<Record<AddressPartId, AddressPartStatus>>;
}

export interface AddressPartLearning {
  part: AddressPartId;
  /** Different days in the current run of tries where this part was right (0 after a miss). */
  daysInARow: number;
  learned: boolean;
}

export interface AddressLearning {
  parts: AddressPartLearning[];
  learnedCount: number;
  learned: boolean;
  /** How many tries there have been. */
  attempts: number;
}

/** Progress from the tries, oldest first, for the address's parts. */
export function addressLearningProgress(
  attempts: readonly AddressAttempt[],
  partIds: readonly AddressPartId[],
): AddressLearning {
  const parts = partIds.map((part): AddressPartLearning => {
    let daysInARow = 0;
    let lastDay: string | null = null;
    let learned = false;
    for (const attempt of attempts) {
      if (attempt.parts[part] !== 'right') {
        daysInARow = 0;
        lastDay = null;
        continue;
      }
      if (attempt.day !== lastDay) {
        daysInARow += 1;
        lastDay = attempt.day;
      }
      if (daysInARow >= ADDRESS_DAYS_TO_LEARN) learned = true;
    }
    return { part, daysInARow: Math.min(daysInARow, ADDRESS_DAYS_TO_LEARN), learned };
  });
  const learnedCount = parts.filter((part) => part.learned).length;
  return {
    parts,
    learnedCount,
    learned: parts.length > 0 && learnedCount === parts.length,
    attempts: attempts.length,
  };
}
