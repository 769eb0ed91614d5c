// The briefing's task and reminder lists (docs/product.md §2 "Scenario picker and briefing").

export const BRIEFING_SUBTITLE = 'Practice handling this emergency situation';

export const BRIEFING_TASKS = [
  'Call the emergency services',
  'Request the correct service',
  'Provide clear accurate information',
  'Stay calm throughout the call',
] as const;

export const BRIEFING_REMINDERS = [
  'Speak clearly at normal volume',
  'Listen carefully to the operator',
  "Don't hang up until told to",
  "It's okay to say 'I don't know'",
] as const;
