// The six supported countries (docs/architecture.md §5.2, ADR 011): real emergency numbers and the
// medical advice line the non-emergency training uses,
// the accent and operator voice, and the local names of the emergency services.

export const COUNTRY_IDS = ['uk', 'us', 'ca', 'au', 'ie', 'nz'] as const;

export type CountryId = (typeof COUNTRY_IDS)[number];

export const DEFAULT_COUNTRY_ID: CountryId = 'uk';

/** Operator voices named by the spec, one per country. */
export type OperatorVoice = 'alloy' | 'echo' | 'shimmer' | 'sage' | 'coral';

export type EmergencyService = 'fire' | 'ambulance' | 'police';

export interface Country {
  id: CountryId;
  name: string;
  flag: string;
  accent: string;
  emergencyNumber: string;
  /** A second number that also reaches the emergency services (Ireland: 112). */
  alternativeEmergencyNumber?: string;
  /**
   * The medical advice line's number; null where there is no national one to show (Ireland: the
   * out-of-hours GP; the United States: the family's doctor or nurse line, which a parent may store).
   */
  nonEmergencyNumber: string | null;
  /** What a badge shows for non-emergency help: the number, or a name when there is none. */
  nonEmergencyLabel: string;
  nonEmergencyServiceName: string;
  /** How the advice line's operator names it when answering: "NHS 111", "healthdirect". */
  adviceLineName: string;
  voice: OperatorVoice;
  speechLocale: string;
  services: Record<EmergencyService, string>;
  emergencyServicesName: string;
  /** How the child's texts are spelt: British ("practise") or American ("practice"), ADR 023. */
  spelling: SpellingFamily;
}

export type SpellingFamily = 'british' | 'american';

export const COUNTRIES: readonly Country[] = [
  {
    id: 'uk',
    name: 'United Kingdom',
    flag: '🇬🇧',
    accent: 'British',
    emergencyNumber: '999',
    nonEmergencyNumber: '111',
    nonEmergencyLabel: '111',
    nonEmergencyServiceName: 'NHS 111',
    adviceLineName: 'NHS 111',
    voice: 'alloy',
    speechLocale: 'en-GB',
    services: { fire: 'Fire Service', ambulance: 'Ambulance', police: 'Police' },
    emergencyServicesName: 'emergency services',
    spelling: 'british',
  },
  {
    id: 'us',
    name: 'United States',
    flag: '🇺🇸',
    accent: 'American',
    emergencyNumber: '911',
    nonEmergencyNumber: null,
    nonEmergencyLabel: 'Your doctor',
    nonEmergencyServiceName: 'doctor or nurse line',
    adviceLineName: "your family doctor's nurse line",
    voice: 'echo',
    speechLocale: 'en-US',
    services: { fire: 'Fire Department', ambulance: 'EMS', police: 'Police' },
    emergencyServicesName: 'emergency services',
    spelling: 'american',
  },
  {
    id: 'ca',
    name: 'Canada',
    flag: '🇨🇦',
    accent: 'Canadian',
    emergencyNumber: '911',
    nonEmergencyNumber: '811',
    nonEmergencyLabel: '811',
    nonEmergencyServiceName: '811 health line',
    adviceLineName: '811, the health line',
    voice: 'echo',
    speechLocale: 'en-CA',
    services: { fire: 'Fire Department', ambulance: 'Paramedics', police: 'Police' },
    emergencyServicesName: 'emergency services',
    spelling: 'american',
  },
  {
    id: 'au',
    name: 'Australia',
    flag: '🇦🇺',
    accent: 'Australian',
    emergencyNumber: '000',
    nonEmergencyNumber: '1800 022 222',
    nonEmergencyLabel: '1800 022 222',
    nonEmergencyServiceName: 'healthdirect',
    adviceLineName: 'healthdirect',
    voice: 'shimmer',
    speechLocale: 'en-AU',
    services: { fire: 'Fire Brigade', ambulance: 'Ambulance', police: 'Police' },
    emergencyServicesName: 'emergency services',
    spelling: 'british',
  },
  {
    id: 'ie',
    name: 'Ireland',
    flag: '🇮🇪',
    accent: 'Irish',
    emergencyNumber: '999',
    alternativeEmergencyNumber: '112',
    // Out-of-hours GP services differ by region; we show no invented national number.
    nonEmergencyNumber: null,
    nonEmergencyLabel: 'Out-of-hours GP',
    nonEmergencyServiceName: 'out-of-hours GP',
    adviceLineName: 'the out-of-hours GP service',
    voice: 'sage',
    speechLocale: 'en-IE',
    services: { fire: 'Fire Brigade', ambulance: 'Ambulance', police: 'Gardaí' },
    emergencyServicesName: 'emergency services',
    spelling: 'british',
  },
  {
    id: 'nz',
    name: 'New Zealand',
    flag: '🇳🇿',
    accent: 'New Zealand',
    emergencyNumber: '111',
    nonEmergencyNumber: '0800 611 116',
    nonEmergencyLabel: '0800 611 116',
    nonEmergencyServiceName: 'Healthline',
    adviceLineName: 'Healthline',
    voice: 'coral',
    speechLocale: 'en-NZ',
    services: { fire: 'Fire Service', ambulance: 'Ambulance', police: 'Police' },
    emergencyServicesName: 'emergency services',
    spelling: 'british',
  },
];

// The spec's original long ids, still accepted wherever a country id is read.
const COUNTRY_ALIASES: Readonly<Record<string, CountryId>> = {
  canada: 'ca',
  australia: 'au',
  ireland: 'ie',
  newzealand: 'nz',
};

export function isCountryId(value: unknown): value is CountryId {
  return typeof value === 'string' && (COUNTRY_IDS as readonly string[]).includes(value);
}

/** Reads any stored or submitted country value; unknown or empty values fall back to the UK. */
export function normalizeCountryId(value: string | null | undefined): CountryId {
  if (typeof value !== 'string') return DEFAULT_COUNTRY_ID;
  // 'New Zealand' and 'new-zealand' mean the same as the alias 'newzealand'.
  const key = value
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, '');
  if (isCountryId(key)) return key;
  return COUNTRY_ALIASES[key] ?? DEFAULT_COUNTRY_ID;
}

export function getCountry(value: string | null | undefined): Country {
  const id = normalizeCountryId(value);
  const country = COUNTRIES.find((candidate) => candidate.id === id);
  if (!country) throw new Error(`Country catalogue is missing ${id}`);
  return country;
}

/** The number a child would ring for a training type: '999' is the emergency line, '111' non-emergency. */
export function numberForType(country: Country, type: '999' | '111'): string | null {
  return type === '999' ? country.emergencyNumber : country.nonEmergencyNumber;
}
