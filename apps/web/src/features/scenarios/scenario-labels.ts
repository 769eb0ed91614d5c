// Names of the two kinds of training, in the numbers of the country the child rings.
import type { Country, ScenarioType } from '@callready/core';

/** '999 Emergency Services' in the UK, '911 Emergency Services' in the US; '111 Non-Emergency' in the UK. */
export function scenarioTypeTitle(type: ScenarioType, country: Country): string {
  if (type === '999') return `${country.emergencyNumber} Emergency Services`;
  return country.nonEmergencyNumber === null
    ? `Non-Emergency: ${country.nonEmergencyLabel}`
    : `${country.nonEmergencyNumber} Non-Emergency`;
}

/** One sentence for the type's card. */
export function scenarioTypeSummary(type: ScenarioType, country: Country): string {
  if (type === '999') {
    return `Fires, crashes and people who are badly hurt. Practise calling ${country.emergencyNumber} and asking for the right service.`;
  }
  const line = country.nonEmergencyNumber ?? `the ${country.nonEmergencyServiceName}`;
  return `Someone needs help, but nobody is in danger. Practise calling ${line} for advice.`;
}
