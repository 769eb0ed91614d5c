// The child's own "Learn my address" calls (ADR 037), each answer checked against the contract.
import {
  CHILD_ADDRESS_CHECK_PATH,
  CHILD_ADDRESS_TILES_PATH,
  CHILD_HOME_PATH,
  addressCheckResponseSchema,
  addressTilesResponseSchema,
  childHomeSummarySchema,
  type AddressCheckResponse,
  type AddressSlot,
  type AddressTilesResponse,
  type ChildHomeSummary,
} from '@callready/contract';
import { apiRequest } from '@/lib/api-client';
import { useWrite } from '@/lib/use-write';

const TIMEOUT_MS = 15_000;

export function fetchHomeSummary(signal?: AbortSignal): Promise<ChildHomeSummary> {
  return apiRequest(CHILD_HOME_PATH, { schema: childHomeSummarySchema, signal, timeoutMs: TIMEOUT_MS });
}

export function fetchTiles(slot: AddressSlot, signal?: AbortSignal): Promise<AddressTilesResponse> {
  return apiRequest(`${CHILD_ADDRESS_TILES_PATH}?slot=${slot}`, {
    schema: addressTilesResponseSchema,
    signal,
    timeoutMs: TIMEOUT_MS,
  });
}

function checkAddress(slot: AddressSlot, answer: string): Promise<AddressCheckResponse> {
  return apiRequest(CHILD_ADDRESS_CHECK_PATH, {
    method: 'POST',
    body: { slot, answer, purpose: 'learn' },
    schema: addressCheckResponseSchema,
    timeoutMs: TIMEOUT_MS,
  });
}

/** Checks the child's answer for one part of their address; the answer says what they got right. */
export function useCheckAddress() {
  return useWrite({
    write: ({ slot, answer }: { slot: AddressSlot; answer: string }) => checkAddress(slot, answer),
  });
}
