import { isCountryId, normalizeCountryId, type CountryId } from '@callready/core';

/** Local storage key for the selected country id (docs/product.md §3 'Local storage'). */
export const COUNTRY_STORAGE_KEY = 'callready.country';

/**
 * Reads a stored country value. Nothing stored, or a value we do not recognise, means no choice
 * has been made yet, so the country prompt should ask again rather than silently assume the UK.
 * The spec's long ids (e.g. 'newzealand') are still accepted.
 */
export function parseStoredCountry(raw: string | null): CountryId | null {
  if (raw === null) return null;
  const trimmed = raw.trim().toLowerCase();
  if (trimmed === '') return null;
  if (isCountryId(trimmed)) return trimmed;
  const normalized = normalizeCountryId(trimmed);
  // normalizeCountryId falls back to the UK for unknown input; only a real alias counts here.
  return normalized === 'uk' ? null : normalized;
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    // Some browsers refuse storage access in private or locked-down modes.
    return null;
  }
}

export function readStoredCountry(): CountryId | null {
  try {
    return parseStoredCountry(storage()?.getItem(COUNTRY_STORAGE_KEY) ?? null);
  } catch {
    return null;
  }
}

export function writeStoredCountry(id: CountryId): void {
  try {
    storage()?.setItem(COUNTRY_STORAGE_KEY, id);
  } catch {
    // Without storage the choice still applies for this visit.
  }
}
