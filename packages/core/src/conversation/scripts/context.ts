// Country-dependent words the scripts are written with: numbers, service names and local terms.
import type { AgeBand } from '../../age';
import type { Country, CountryId, EmergencyService } from '../../countries';
import type { Scenario } from '../../scenarios';
import type { BandText } from './types';

export interface ScriptContext {
  country: Country;
  scenario: Scenario;
  emergencyNumber: string;
  /** "the Fire Service", "the ambulance service", "EMS": who the caller is put through to. */
  desk: (service: EmergencyService) => string;
  /** "the Fire Department", "an ambulance", "the Gardaí": what a caller asks for. */
  request: (service: EmergencyService) => string;
  fireVehicle: string;
  pavement: string;
  postcode: string;
  /** The medical advice line as its operator names it: "NHS 111", "healthdirect", "the out-of-hours GP service". */
  adviceLine: string;
}

const LOCAL_WORDS: Readonly<Record<CountryId, { fireVehicle: string; pavement: string; postcode: string }>> =
  {
    uk: { fireVehicle: 'fire engine', pavement: 'pavement', postcode: 'postcode' },
    ie: { fireVehicle: 'fire engine', pavement: 'footpath', postcode: 'Eircode' },
    us: { fireVehicle: 'fire truck', pavement: 'sidewalk', postcode: 'ZIP code' },
    ca: { fireVehicle: 'fire truck', pavement: 'sidewalk', postcode: 'postal code' },
    au: { fireVehicle: 'fire truck', pavement: 'footpath', postcode: 'postcode' },
    nz: { fireVehicle: 'fire engine', pavement: 'footpath', postcode: 'postcode' },
  };

/** Acronyms (EMS) take no article; plural crews (Police, Paramedics, Gardaí) read in lower case where natural. */
function withArticle(name: string): string {
  if (/^[A-Z]{2,}$/.test(name)) return name;
  if (name === 'Police' || name === 'Paramedics') return `the ${name.toLowerCase()}`;
  return `the ${name}`;
}

function deskPhrase(name: string): string {
  return name === 'Ambulance' ? 'the ambulance service' : withArticle(name);
}

function requestPhrase(name: string): string {
  return name === 'Ambulance' ? 'an ambulance' : withArticle(name);
}

export function scriptContext(scenario: Scenario, country: Country): ScriptContext {
  return {
    country,
    scenario,
    emergencyNumber: country.emergencyNumber,
    desk: (service) => deskPhrase(country.services[service]),
    request: (service) => requestPhrase(country.services[service]),
    ...LOCAL_WORDS[country.id],
    adviceLine: country.adviceLineName,
  };
}

export function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** The youngest hear "helpers" instead of "emergency services" (docs/product.md §9). */
export function forYoungest(text: string): string {
  return text.replace(/the emergency services/gi, 'the helpers').replace(/emergency services/gi, 'helpers');
}

/**
 * One line in the four wording bands. The two youngest bands are written in short, everyday words,
 * so every child aged 8 or under hears the simpler wording; 11–14 and over 14 share a line unless a
 * closer-to-real operator phrasing is given for teenagers.
 */
export function bands(lines: { youngest: string; young: string; older: string; teen?: string }): BandText {
  return {
    'up-to-6': forYoungest(lines.youngest),
    '7-10': lines.young,
    '11-14': lines.older,
    'over-14': lines.teen ?? lines.older,
  };
}

export function bandLines(lines: {
  youngest: readonly string[];
  young: readonly string[];
  older: readonly string[];
  teen?: readonly string[];
}): Readonly<Record<AgeBand, readonly string[]>> {
  return {
    'up-to-6': lines.youngest.map(forYoungest),
    '7-10': lines.young,
    '11-14': lines.older,
    'over-14': lines.teen ?? lines.older,
  };
}
