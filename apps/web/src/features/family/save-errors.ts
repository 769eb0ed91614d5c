// Toasts for a refused save or delete (docs/product.md §8 "Children"): a fixed title, and the server's own
// words as the description (e.g. the plan-limit message) whenever it sent any.
import { ApiError } from '../../lib/api-client';

export type ChildAction = 'create' | 'update' | 'delete' | 'new-code' | 'delete-history';

const TITLES: Record<ChildAction, string> = {
  create: 'Error creating child',
  update: 'Error updating child',
  delete: 'Failed to delete child',
  'new-code': 'Failed to create a new invite code',
  'delete-history': 'Failed to delete practice history',
};

export const UNEXPECTED_PROBLEM = 'Something went wrong. Please try again.';

export function childActionErrorToast(
  action: ChildAction,
  error: unknown,
): { title: string; description: string } {
  const description =
    error instanceof ApiError && error.message.trim() !== '' ? error.message : UNEXPECTED_PROBLEM;
  return { title: TITLES[action], description };
}

/** The session ended while the page was open: the page then follows the parent to /auth. */
export function isSignedOutError(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401;
}
