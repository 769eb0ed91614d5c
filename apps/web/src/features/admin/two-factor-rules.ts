/** How long the backup-codes dialog stays open before it can be closed (docs/product.md §4). */
export const BACKUP_DIALOG_LOCK_SECONDS = 5;

/** The set-up verification code is exactly 6 digits (docs/product.md §5). */
export const cleanSetupCode = (input: string) => input.replace(/\D/g, '').slice(0, 6);
