// A parent's data rights: GET /api/account/export, POST /api/account/delete,
// DELETE /api/children/:id/progress.
import { z } from 'zod';

export const PASSWORD_REQUIRED_MESSAGE = 'Enter your password to confirm';
export const INCORRECT_PASSWORD_MESSAGE = 'That password is not right. Please try again.';
export const STAFF_ACCOUNT_DELETION_MESSAGE =
  'Staff accounts cannot be deleted here. Ask another admin to remove your account.';
export const ACTIVE_SUBSCRIPTION_DELETION_MESSAGE =
  'Please cancel your paid plan on the Billing page first, so that you are not charged again.';

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
