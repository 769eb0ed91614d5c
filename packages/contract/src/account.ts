// A parent's data rights: GET /api/account/export, POST /api/account/delete,
// DELETE /api/children/:id/progress.
import { z } from 'zod';

export {
  INCORRECT_PASSWORD_MESSAGE,
  STAFF_ACCOUNT_DELETION_MESSAGE,
  SUBSCRIPTION_NOT_CANCELLED_DELETION_MESSAGE,
} from './account-values';

export const PASSWORD_REQUIRED_MESSAGE = 'Enter your password to confirm';

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
