// The child's own "Learn my address" calls (ADR 037, ADR 048), each answer checked against the contract.
// The page ships without the query cache, so its reads are shared answers and its write is useWrite.
import {
  CHILD_ADDRESS_CHECK_PATH,
  CHILD_ADDRESS_TILES_PATH,
  addressCheckResponseSchema,
  addressTilesResponseSchema,
  type AddressCheckResponse,
  type AddressSlot,
  type AddressTilesResponse,
  type ChildHomeSummary,
} from '@callready/contract';
import { apiRequest } from '@/lib/api-client';
import { childLookups } from '@/lib/child-portal/child-portal-lookups';
import { createRemoteValue, useRemoteRead, type RemoteRead, type RemoteValue } from '@/lib/remote-value';
import { useWrite } from '@/lib/use-write';

const TIMEOUT_MS = 15_000;

/** What the page reads of one answer: the same words as a query's. */
export type AddressRead<T> = RemoteRead<T>;

// GET /api/child/home is the child's shared look-up (lib/child-portal/child-portal-lookups.ts), one
// answer per invite code, read again each time a page shows it; the answer held shows meanwhile.
const homeSummary = (inviteCode: string) => childLookups(inviteCode).home;

/** The child's home summary (whether there is an address, the progress); `null` asks for nothing. */
export function useHomeSummary(inviteCode: string | null): AddressRead<ChildHomeSummary> {
  return useRemoteRead(inviteCode ? homeSummary(inviteCode) : null);
}

// The tiles come shuffled by the server; an answer is kept for the page's life, so the tray does not
// change order under the child's finger when they come back. A failure is asked again on the next visit.
const tilesBySlot = new Map<string, RemoteValue<AddressTilesResponse['tiles']>>();

function addressTiles(inviteCode: string, slot: AddressSlot): RemoteValue<AddressTilesResponse['tiles']> {
  const key = `${inviteCode} ${slot}`;
  let value = tilesBySlot.get(key);
  if (!value) {
    value = createRemoteValue(async (signal) => {
      const { tiles } = await apiRequest(`${CHILD_ADDRESS_TILES_PATH}?slot=${slot}`, {
        schema: addressTilesResponseSchema,
        signal,
        timeoutMs: TIMEOUT_MS,
      });
      return tiles;
    });
    tilesBySlot.set(key, value);
  }
  return value;
}

/** The shuffled tiles of one address for the 5–7 exercise. */
export function useAddressTiles(
  inviteCode: string,
  slot: AddressSlot,
): AddressRead<AddressTilesResponse['tiles']> {
  return useRemoteRead(addressTiles(inviteCode, slot));
}

/** A try at the exercise, or the youngest saying aloud the address they built (not recorded, ADR 058). */
type CheckPurpose = 'learn' | 'say';

function checkAddress(
  slot: AddressSlot,
  answer: string,
  purpose: CheckPurpose,
): Promise<AddressCheckResponse> {
  return apiRequest(CHILD_ADDRESS_CHECK_PATH, {
    method: 'POST',
    body: { slot, answer, purpose },
    schema: addressCheckResponseSchema,
    timeoutMs: TIMEOUT_MS,
  });
}

/**
 * Checks the child's answer for one address; the answer says what they got right, and its progress
 * replaces the one in the home summary.
 */
export function useCheckAddress(inviteCode: string) {
  return useWrite({
    write: ({
      slot,
      answer,
      purpose = 'learn',
    }: {
      slot: AddressSlot;
      answer: string;
      purpose?: CheckPurpose;
    }) => checkAddress(slot, answer, purpose),
    onSuccess: ({ learning }, { slot }) => {
      if (!learning) return;
      homeSummary(inviteCode).update((summary) => ({
        ...summary,
        learning: { ...summary.learning, [slot]: learning },
      }));
    },
  });
}
