// Test helpers for child-facing wording (ADR 023).

/**
 * Whether a text uses the emergency call's words. Saying plainly that it is "not an emergency" (or
 * "non-emergency") is the advice line's own message, so those phrases do not count.
 */
export function usesEmergencyWording(text: string): boolean {
  const plain = text.replace(/not an emergency|non-emergency/gi, '');
  return /\b(emergency|emergencies|999|911|000|112|ambulance|fire|police|operator|in a real emergency)\b/i.test(
    plain,
  );
}
