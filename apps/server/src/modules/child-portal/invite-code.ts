// How a code the child typed becomes the code we look up (docs/product.md §5 "Child login", docs/architecture.md §5.6).
import { INVITE_CODE_LENGTH, isWellFormedInviteCode, normalizeInviteCode } from '@callready/core';

/**
 * Trimmed and upper-cased (separators a child might type are dropped); undefined when it cannot be
 * a code we issued. Longer input is refused rather than cut short, so it never matches by accident.
 */
export function readInviteCode(input: string): string | undefined {
  const lettersAndDigits = input.replace(/[^A-Za-z0-9]/g, '');
  if (lettersAndDigits.length !== INVITE_CODE_LENGTH) return undefined;
  const code = normalizeInviteCode(input);
  return isWellFormedInviteCode(code) ? code : undefined;
}
