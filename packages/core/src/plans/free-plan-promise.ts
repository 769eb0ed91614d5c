// A module of its own, so the home page's sign-up buttons carry this sentence without the plan catalogue.

/**
 * Said before sign-up on every way in (docs/product.md §1.9), so "Start Free" never reads as free
 * emergency practice: what the free plan includes and what needs a paid plan, with the country's number.
 */
export function freePlanPromise(emergencyNumber: string): string {
  return `The free plan includes non-emergency practice calls, voice practice and the safety guides for one child. Emergency (${emergencyNumber}) practice calls need a paid plan.`;
}
