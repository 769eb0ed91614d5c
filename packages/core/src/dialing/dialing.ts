// The dial step before a practice call: which number to ring, and gentle hints for a wrong one.
import { COUNTRIES, type Country, type CountryId } from '../countries';
import type { ScenarioType } from '../scenarios';

export interface DialCheck {
  correct: boolean;
  /** A short, kind sentence for a wrong or empty number. */
  hint?: string;
  /** The number to show and dial; null when there is none (Ireland's out-of-hours doctor). */
  numberToDial: string | null;
}

/** How hints name a country in a sentence. */
const PLACE_NAMES: Readonly<Record<CountryId, string>> = {
  uk: 'the UK',
  us: 'the United States',
  ca: 'Canada',
  au: 'Australia',
  ie: 'Ireland',
  nz: 'New Zealand',
};

const EU_WIDE_EMERGENCY_NUMBER = '112';

/** The number a child rings for the training type, as printed ('1800 022 222'); null when there is none. */
export function numberToDial(country: Country, type: ScenarioType): string | null {
  return type === '999' ? country.emergencyNumber : country.nonEmergencyNumber;
}

function digitsOnly(number: string): string {
  return number.replace(/[\s\-().]/g, '');
}

/** Every number that counts as right: Ireland's 112 works as well as 999. */
export function acceptedNumbers(country: Country, type: ScenarioType): string[] {
  if (type === '111') return country.nonEmergencyNumber === null ? [] : [country.nonEmergencyNumber];
  return country.alternativeEmergencyNumber === undefined
    ? [country.emergencyNumber]
    : [country.emergencyNumber, country.alternativeEmergencyNumber];
}

function joinPlaces(ids: readonly CountryId[]): string {
  const names = ids.map((id) => PLACE_NAMES[id]);
  if (names.length <= 1) return names[0] ?? '';
  return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

/** Other countries where the dialled number is the emergency (or non-emergency) line. */
function placesUsing(dialled: string, here: Country, type: ScenarioType): CountryId[] {
  return COUNTRIES.filter((country) => country.id !== here.id)
    .filter((country) => {
      const number = type === '999' ? country.emergencyNumber : country.nonEmergencyNumber;
      return number !== null && digitsOnly(number) === dialled;
    })
    .map((country) => country.id);
}

function emergencyHint(country: Country, dialled: string): string {
  const here = PLACE_NAMES[country.id];
  const number = country.emergencyNumber;
  const ownNonEmergency = country.nonEmergencyNumber;
  if (ownNonEmergency !== null && digitsOnly(ownNonEmergency) === dialled) {
    return `${ownNonEmergency} is for help when it isn't an emergency. For an emergency, dial ${number}.`;
  }
  const elsewhere = placesUsing(dialled, country, '999');
  if (elsewhere.length > 0)
    return `${dialled} is the emergency number in ${joinPlaces(elsewhere)}. In ${here}, dial ${number}.`;
  if (dialled === EU_WIDE_EMERGENCY_NUMBER)
    return `112 works in many countries, but in ${here} the number to remember is ${number}.`;
  return `Not quite. In ${here}, the emergency number is ${number}. Try again!`;
}

function adviceHint(country: Country, dialled: string, number: string): string {
  const here = PLACE_NAMES[country.id];
  if (acceptedNumbers(country, '999').some((emergency) => digitsOnly(emergency) === dialled)) {
    return `${dialled} is for emergencies. This isn't an emergency, so dial ${number}.`;
  }
  const elsewhere = placesUsing(dialled, country, '111');
  if (elsewhere.length > 0)
    return `${dialled} is the number for help that isn't an emergency in ${joinPlaces(elsewhere)}. In ${here}, dial ${number}.`;
  const emergencyElsewhere = placesUsing(dialled, country, '999');
  if (emergencyElsewhere.length > 0 || dialled === EU_WIDE_EMERGENCY_NUMBER) {
    return `${dialled} is an emergency number. This isn't an emergency, so in ${here} dial ${number}.`;
  }
  return `Not quite. In ${here}, the number for help that isn't an emergency is ${number}. Try again!`;
}

/** Checks what the child dialled, ignoring spaces and dashes. */
export function checkDialledNumber(country: Country, type: ScenarioType, digits: string): DialCheck {
  const target = numberToDial(country, type);
  if (target === null) {
    return {
      correct: false,
      numberToDial: null,
      hint:
        country.id === 'us'
          ? "There's no number to dial for this one. A grown-up would call your doctor or the nurse line they wrote down."
          : `There's no number to dial for this one. In ${PLACE_NAMES[country.id]}, a grown-up would call your family doctor's out-of-hours service.`,
    };
  }
  const dialled = digitsOnly(String(digits ?? ''));
  if (dialled === '')
    return { correct: false, numberToDial: target, hint: `Tap the numbers to dial ${target}.` };
  if (acceptedNumbers(country, type).some((number) => digitsOnly(number) === dialled))
    return { correct: true, numberToDial: target };
  const hint = type === '999' ? emergencyHint(country, dialled) : adviceHint(country, dialled, target);
  return { correct: false, numberToDial: target, hint };
}
