import {
  createContext,
  useCallback,
  useContext,
  useMemo,
  useState,
  useEffect,
  useRef,
  type ReactNode,
} from 'react';
import type { MeResponse, Profile } from '@callready/contract';
import { getCountry, type Country, type CountryId } from '@callready/core';
import { saveProfileCountry } from '@/lib/auth/account-api';
import { useAuth } from '@/lib/auth/auth-context';
import { accountValueFor } from '@/lib/auth/session-store';
import {
  COUNTRY_STORAGE_KEY,
  parseStoredCountry,
  readStoredCountry,
  writeStoredCountry,
} from '@/lib/country-storage';
import { isPrerenderedPage, useHydrated } from '@/lib/prerendered-page';

export type CountryContextValue = {
  /** The country the visitor chose, or null before any choice (the country prompt is then shown). */
  country: Country | null;
  /** The chosen country, or the default (United Kingdom) for numbers shown before a choice. */
  effectiveCountry: Country;
  /** Stores the choice on this device and, when a parent is signed in, in their profile. */
  setCountry: (id: CountryId) => void;
};

const CountryContext = createContext<CountryContextValue | null>(null);

function withProfileCountry(me: MeResponse, patch: Partial<Profile>): MeResponse {
  return { ...me, profile: { ...me.profile, ...patch } };
}

/**
 * docs/product.md §4 'Country choice': read from local storage first, then from the profile once a parent is
 * signed in (the profile wins and is copied to this device); a new choice is stored locally and
 * saved to the profile.
 */
export function CountryProvider({ children }: { children: ReactNode }) {
  const { user, profile } = useAuth();
  const userId = user?.id ?? null;
  const profileCountry = profile?.countryCode ?? null;
  // undefined: storage not read yet. A prerendered page was rendered with no choice, so its first
  // render shows none; the stored choice applies in the render right after hydration.
  const [chosenId, setCountryId] = useState<CountryId | null | undefined>(() =>
    isPrerenderedPage() ? undefined : readStoredCountry(),
  );
  const hydrated = useHydrated();
  const countryId = chosenId !== undefined ? chosenId : hydrated ? readStoredCountry() : null;

  // Adopt the profile's country when a parent signs in, and whenever it changes on the server.
  const profileChoice = userId !== null && profileCountry !== null ? `${userId}:${profileCountry}` : null;
  const [adoptedProfileChoice, setAdoptedProfileChoice] = useState<string | null>(null);
  if (profileCountry !== null && profileChoice !== adoptedProfileChoice) {
    setAdoptedProfileChoice(profileChoice);
    setCountryId(profileCountry);
  }

  useEffect(() => {
    if (profileCountry !== null) writeStoredCountry(profileCountry);
  }, [profileCountry]);

  // A choice made in another tab applies here too.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === COUNTRY_STORAGE_KEY) setCountryId(parseStoredCountry(event.newValue));
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  // Only the answer to the latest save may update the cached profile, whatever order answers arrive in.
  const latestSave = useRef(0);

  const setCountry = useCallback(
    (id: CountryId) => {
      writeStoredCountry(id);
      setCountryId(id);
      if (userId === null) return;

      const account = accountValueFor(userId);
      const save = ++latestSave.current;
      account.update((me) => withProfileCountry(me, { countryCode: id }));
      saveProfileCountry(id).then(
        (saved) => {
          if (save === latestSave.current) account.update((me) => withProfileCountry(me, saved));
        },
        (error: unknown) => {
          // The choice still applies on this device; the profile keeps its old country until the next change.
          console.error('Could not save the country to the profile.', error);
        },
      );
    },
    [userId],
  );

  const value = useMemo<CountryContextValue>(() => {
    const country = countryId === null ? null : getCountry(countryId);
    return { country, effectiveCountry: country ?? getCountry(null), setCountry };
  }, [countryId, setCountry]);

  return <CountryContext.Provider value={value}>{children}</CountryContext.Provider>;
}

export function useCountry(): CountryContextValue {
  const value = useContext(CountryContext);
  if (!value) throw new Error('useCountry must be used inside <CountryProvider>.');
  return value;
}
