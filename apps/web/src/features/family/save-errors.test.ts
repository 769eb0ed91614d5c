import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { childActionErrorToast, isSignedOutError } from './save-errors';

const planLimit = new ApiError(
  403,
  'Your Free plan allows up to 1 child. Please upgrade to add more children.',
  'PLAN_LIMIT',
);

describe('childActionErrorToast', () => {
  it("shows the server's plan-limit message under 'Error creating child' (docs/product.md §8)", () => {
    expect(childActionErrorToast('create', planLimit)).toEqual({
      title: 'Error creating child',
      description: 'Your Free plan allows up to 1 child. Please upgrade to add more children.',
    });
  });

  it('names each action in its title', () => {
    const notFound = new ApiError(404, 'Child not found');
    expect(childActionErrorToast('update', notFound).title).toBe('Error updating child');
    expect(childActionErrorToast('delete', notFound).title).toBe('Failed to delete child');
    expect(childActionErrorToast('create', new ApiError(401, 'Not authenticated')).description).toBe(
      'Not authenticated',
    );
  });

  it('never shows a programming error to the parent', () => {
    expect(childActionErrorToast('create', new TypeError('x is undefined')).description).toBe(
      'Something went wrong. Please try again.',
    );
  });
});

describe('isSignedOutError', () => {
  it('recognises only an ended session', () => {
    expect(isSignedOutError(new ApiError(401, 'Not authenticated'))).toBe(true);
    expect(isSignedOutError(planLimit)).toBe(false);
  });
});
