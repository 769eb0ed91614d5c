// How each country's operators open a call and ask for the service and the location.
import type { CountryId, EmergencyService } from '../../countries';
import { bands, capitalise, type ScriptContext } from './context';
import type { ScenarioContent } from './scenario-content';
import type { AnswerChoice, BandText, QuestionPart } from './types';

/**
 * The US asks where first. Canada's 911 asks the service first ("911, do you need police, fire or
 * ambulance?") and then the town and the address; the UK, Ireland, Australia and New Zealand ask the
 * service first too (ADR 011).
 */
export function asksAddressFirst(countryId: CountryId): boolean {
  return countryId === 'us';
}

const SERVICE_EMOJI: Readonly<Record<EmergencyService, string>> = {
  fire: '🔥',
  ambulance: '🚑',
  police: '🚓',
};
const SERVICE_LABEL: Readonly<Record<EmergencyService, string>> = {
  fire: 'Fire',
  ambulance: 'Ambulance',
  police: 'Police',
};

/** The first thing a caller should say: "I need the Fire Service, please. My house is on fire!" */
export function serviceRequest(context: ScriptContext, service: EmergencyService, situation: string): string {
  return `I need ${context.request(service)}, please. ${situation}`;
}

export function emergencyServiceQuestion(context: ScriptContext): BandText {
  const { country, request } = context;
  const { fire, police, ambulance } = country.services;
  switch (country.id) {
    case 'ca':
      return bands({
        youngest: "911, I'm here to help. Do you need police, fire or ambulance?",
        young: '911, do you need police, fire or ambulance?',
        older: '911, do you need police, fire or ambulance?',
      });
    case 'us':
      return bands({
        youngest: `Thank you. Do you need the police, a ${context.fireVehicle} or an ambulance?`,
        young: 'Thank you. Do you need the police, the fire department or an ambulance?',
        older: `Okay. Do you need ${request('police')}, ${request('fire')} or ${request('ambulance')}?`,
      });
    case 'au':
      return bands({
        youngest: "Hello, I'm here to help. Do you need police, fire or ambulance?",
        young: 'Emergency, do you need police, fire or ambulance?',
        older: 'Emergency, do you need police, fire or ambulance?',
        teen: 'Emergency. Police, fire or ambulance?',
      });
    case 'nz':
      return bands({
        youngest: "Hello, I'm here to help. Which helpers do you need: fire, police or ambulance?",
        young: 'Emergency, which service do you need: fire, police or ambulance?',
        older: 'Emergency, which service do you require? Fire, police or ambulance?',
      });
    case 'uk':
    case 'ie':
      return bands({
        youngest: "Hello, I'm here to help. Which helpers do you need: fire, police or ambulance?",
        young: 'Emergency, which service do you need: fire, police or ambulance?',
        older: `Emergency, which service do you need: ${fire}, ${police} or ${ambulance}?`,
        teen: 'Emergency, which service?',
      });
  }
}

export function emergencyServiceChoices(context: ScriptContext, situation: string): AnswerChoice[] {
  const services: readonly EmergencyService[] = ['fire', 'ambulance', 'police'];
  return services.map((service) => ({
    emoji: SERVICE_EMOJI[service],
    label: SERVICE_LABEL[service],
    sentence: serviceRequest(context, service, situation),
  }));
}

const YOUNGEST_HELPERS: Readonly<Record<EmergencyService, (context: ScriptContext) => string>> = {
  fire: (context) => `${context.fireVehicle} helpers`,
  ambulance: () => 'ambulance helpers',
  police: () => 'police helpers',
};

/** Asked once the service is known, in the voice of the service the scenario needs. */
export function emergencyAddressQuestion(context: ScriptContext): BandText {
  const service = context.scenario.service;
  const number = context.emergencyNumber;
  if (asksAddressFirst(context.country.id)) {
    return bands({
      youngest: `${number}, I'm here to help. Where are you? Say your address, or something you can see, like a shop or a park.`,
      young: `${number}. What is the address where you need help? If you don't know it, tell me something you can see nearby.`,
      older: `${number}, what is the address of your emergency?`,
    });
  }
  const desk = context.desk(service);
  if (context.country.id === 'ca') {
    return bands({
      youngest: `Okay, the ${YOUNGEST_HELPERS[service](context)} are listening. Which town are you in, and where are you? Say your address, or something you can see, like a shop or a park.`,
      young: `You're through to ${desk}. Which town or city are you in, and what is the address? If you don't know it, tell me something you can see.`,
      older: `You're through to ${desk}. What town or city are you in, and what is the address of the emergency?`,
    });
  }
  return bands({
    youngest: `Okay, the ${YOUNGEST_HELPERS[service](context)} are listening. Where are you? Say your address, or something you can see, like a shop or a park.`,
    young: `You're through to ${desk}. What is the address? If you don't know it, tell me something you can see, like a shop or a park.`,
    older: `You're through to ${desk}. What is the address of the emergency? If you don't know it, tell me what you can see nearby.`,
    teen: `${capitalise(desk.replace(/^the /, ''))}, what is the address of the emergency? If you don't know it, tell me what you can see nearby.`,
  });
}

/**
 * Canada's "Which town are you in, and where are you?" one thing at a time for ages 5–7 (ADR 057):
 * where first, then the town if the answer did not say it.
 */
export function emergencyAddressParts(context: ScriptContext): QuestionPart[] | undefined {
  if (context.country.id !== 'ca') return undefined;
  const helpers = YOUNGEST_HELPERS[context.scenario.service](context);
  return [
    {
      text: `Okay, the ${helpers} are listening. Where are you? Say your address, or something you can see, like a shop or a park.`,
      answeredBy: 'question',
    },
    { text: 'Which town are you in?', answeredBy: 'town' },
  ];
}

export function adviceServiceQuestion(context: ScriptContext): BandText {
  const line = context.adviceLine;
  return bands({
    youngest: `Hello, you've reached ${line}. We help when someone is ill or hurt, but it is not an emergency. What do you need help with?`,
    young: `You've reached ${line}. Is someone in danger right now, or do you need some advice from a nurse or doctor?`,
    older: `You've reached ${line}. Is this an emergency, or do you need some health advice today?`,
  });
}

export function adviceServiceModelAnswer(situation: string): string {
  return `It's not an emergency, but I need some advice from a nurse or doctor, please. ${situation}`;
}

export function adviceServiceChoices(situation: string): AnswerChoice[] {
  return [
    { emoji: '🩺', label: 'Nurse advice', sentence: adviceServiceModelAnswer(situation) },
    {
      emoji: '👩‍⚕️',
      label: 'Talk to a doctor',
      sentence: `It's not an emergency, but please can I talk to a doctor? ${situation}`,
    },
  ];
}

export function adviceAddressQuestion(context: ScriptContext): BandText {
  return bands({
    youngest: 'Thank you. Where are you? Say your address, or something you can see nearby.',
    young: 'Thank you. Where are you right now? Can you tell me the address?',
    older: `Thank you. Where are you right now? Please tell me the address, with the ${context.postcode} if you know it.`,
  });
}

export function addressChoices(address: ScenarioContent['address']): AnswerChoice[] {
  return [
    { emoji: '🏠', label: 'Say the address', sentence: address.modelAnswer },
    { emoji: '🏫', label: 'Say what is nearby', sentence: address.nearby },
  ];
}
