// Backup codes as the sign-in screen takes them (docs/product.md §5): 8 upper-case characters, from
// an alphabet without look-alikes (no 0/O, 1/I/L) so a code copied onto paper reads back right.
import { randomInt } from 'node:crypto';

const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const BACKUP_CODE_LENGTH = 8;
export const BACKUP_CODE_COUNT = 10;

export function generateBackupCodes(): string[] {
  return Array.from({ length: BACKUP_CODE_COUNT }, () =>
    Array.from({ length: BACKUP_CODE_LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join(''),
  );
}
