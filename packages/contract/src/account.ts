// A parent's data rights: GET /api/account/export, POST /api/account/delete,
// DELETE /api/children/:id/progress.
import { z } from 'zod';

export const PASSWORD_REQUIRED_MESSAGE = 'Enter your password to confirm';
export const INCORRECT_PASSWORD_MESSAGE = 'That password is not right. Please try again.';
export const STAFF_ACCOUNT_DELETION_MESSAGE =
  'Staff accounts cannot be deleted here. Ask another admin to remove your account.';
/** A paid plan is cancelled as part of deleting the account; when that cannot be done, nothing is deleted. */
export const SUBSCRIPTION_NOT_CANCELLED_DELETION_MESSAGE =
  "We couldn't reach our payment provider to cancel your paid plan, so nothing has been deleted. Please try again in a few minutes.";

export const deleteAccountRequestSchema = z.object({
  password: z.string({ error: PASSWORD_REQUIRED_MESSAGE }).min(1, PASSWORD_REQUIRED_MESSAGE).max(200),
});
export type DeleteAccountRequest = z.infer<typeof deleteAccountRequestSchema>;

export const deleteAccountResponseSchema = z.object({
  deleted: z.literal(true),
  childCount: z.number().int().nonnegative(),
  callCount: z.number().int().nonnegative(),
});
export type DeleteAccountResponse = z.infer<typeof deleteAccountResponseSchema>;

export const deleteChildHistoryResponseSchema = z.object({ deleted: z.number().int().nonnegative() });
export type DeleteChildHistoryResponse = z.infer<typeof deleteChildHistoryResponseSchema>;
