// The emergency safety rules for children (docs/product.md §2): why never to call for practice, when to call
// and when not to, and what to do after calling by accident. Numbers and services follow the country.
import type { Country } from '@callready/core';

export interface WhenToCall {
  situation: string;
  /** Which service to ask for, in the country's own words. */
  askFor: string;
}

export interface EmergencySafetyRules {
  whenToCall: readonly WhenToCall[];
  whenNotToCall: readonly string[];
  accidentalCallSteps: readonly string[];
  /** The UK's Silent Solution: only shown where it exists. */
  silentCallAdvice: string | null;
  promise: string;
}

type SafetyCountry = Pick<Country, 'id' | 'emergencyNumber' | 'services'>;

export function buildEmergencySafetyRules(country: SafetyCountry): EmergencySafetyRules {
  const call = country.emergencyNumber;
  const { fire, ambulance, police } = country.services;

  return {
    whenToCall: [
      { situation: 'There is a fire, or you can see smoke coming from a building.', askFor: fire },
      { situation: 'Someone is badly hurt, is not breathing, or will not wake up.', askFor: ambulance },
      {
        situation: 'A crime is happening right now, like someone breaking in or hurting someone.',
        askFor: police,
      },
      {
        situation: 'Someone is in danger, like being followed by a stranger or hurt in a crash on the road.',
        askFor: `${police} or ${ambulance}`,
      },
    ],
    whenNotToCall: [
      'You have lost a toy, a game or your phone.',
      'A pet is stuck up a tree but is not in danger.',
      'As a prank, a joke or a dare.',
      'To ask for help with your homework.',
      'Because you are bored, or to see what happens.',
      'For a small cut or bruise that a grown-up can help with.',
      'The power has gone off or the internet has stopped working.',
    ],
    accidentalCallSteps: [
      "Don't hang up. Stay on the line.",
      'Say: "Sorry, I called by mistake. There is no emergency."',
      'Answer any questions. The call handler just wants to check that you are safe.',
      'If you hung up and the emergency services call you back, answer and explain that it was a mistake.',
      'Tell a grown-up what happened. You are not in trouble for an honest mistake.',
    ],
    silentCallAdvice:
      country.id === 'uk'
        ? `If you are ever in real danger on a mobile and cannot talk, call ${call}, stay on the line, and press 55 when you hear the recorded message. The call is then put through to the ${police}.`
        : null,
    promise: `I promise to only call ${call} in a real emergency. I will practise with pretend calls instead, and I will tell a grown-up if I am not sure.`,
  };
}
