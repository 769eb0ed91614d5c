import { createContext, useCallback, useContext, useMemo, useState, useEffect, type ReactNode } from 'react';
import { getCountry, type Country, type CountryId } from '@callready/core';
import { COUNTRY_STORAGE_KEY, parseStoredCountry, readStoredCountry, writeStoredCountry } from '@/lib/country-storage';

export type CountryContextValue = {
  /** The country the visitor chose, or null before any choice (the country prompt is then shown). */
  country: Country | null;
  /** The chosen country, or the default (United Kingdom) for numbers shown before a choice. */
  effectiveCountry: Country;
  setCountry: (id: CountryId) => void;
};

const CountryContext = createContext<CountryContextValue | null>(null);

export function CountryProvider({ children }: { children: ReactNode }) {
  const [countryId, setCountryId] = useState<CountryId | null>(readStoredCountry);

  // A choice made in another tab applies here too.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === COUNTRY_STORAGE_KEY) setCountryId(parseStoredCountry(event.newValue));
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  const setCountry = useCallback((id: CountryId) => {
    writeStoredCountry(id);
    setCountryId(id);
  }, []);

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
