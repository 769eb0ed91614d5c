// The replies of the home-details API: the parent's full view, and the child's summary that never
// holds the address itself (ADR 037).
import type { ChildHomeResponse, ChildHomeSummary } from '@callready/contract';
import type { CountryId } from '@callready/core';
import type { ChildHomeDetails, ChildLearning } from './home-details';

export function parentHomeView(
  details: ChildHomeDetails,
  learning: ChildLearning,
  countryId: CountryId,
  addressChecksToday: number,
): ChildHomeResponse {
  return {
    countryCode: countryId,
    home: details.home
      ? { address: details.home.address, changedAt: details.home.changedAt.toISOString() }
      : null,
    secondHome: details.second
      ? {
          label: details.second.label,
          address: details.second.address,
          changedAt: details.second.changedAt.toISOString(),
        }
      : null,
    phone: details.phone,
    learning,
    unreadable: { home: details.unreadable.home, secondHome: details.unreadable.second },
    addressChecksToday,
  };
}

/**
 * What the child's dashboard may know: an address exists, it is new (no try yet at its current
 * version), the second home's name, the phone and the progress. An address the key cannot open is
 * no address to the child until the parent enters it again.
 */
export function childHomeSummary(details: ChildHomeDetails, learning: ChildLearning): ChildHomeSummary {
  return {
    hasAddress: details.home !== null,
    newAddressToLearn: details.home !== null && (learning.home?.attempts ?? 0) === 0,
    secondHomeLabel: details.second?.label ?? null,
    phone: details.phone,
    learning,
  };
}
