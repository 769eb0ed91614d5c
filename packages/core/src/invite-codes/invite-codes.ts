// Child invite codes (docs/architecture.md §5.6): 8 characters from an alphabet without the look-alikes
// 0/O and 1/I, so a code read aloud or copied by hand is not mistyped. Randomness is passed in;
// uniqueness is checked where codes are stored.

/** A–Z without O and I, then 2–9: 32 characters, so each one carries exactly 5 bits. */
export const INVITE_CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const INVITE_CODE_LENGTH = 8;

const WELL_FORMED_CODE = new RegExp(`^[${INVITE_CODE_ALPHABET}]{${INVITE_CODE_LENGTH}}$`);

/**
 * @param randomInt returns a uniformly random integer in [0, maxExclusive); on the server, a
 *   cryptographic source such as node:crypto randomInt.
 */
export function generateInviteCode(randomInt: (maxExclusive: number) => number): string {
  let code = '';
  for (let position = 0; position < INVITE_CODE_LENGTH; position += 1) {
    const index = randomInt(INVITE_CODE_ALPHABET.length);
    const character = Number.isInteger(index) ? INVITE_CODE_ALPHABET[index] : undefined;
    if (character === undefined) {
      throw new RangeError(`randomInt returned ${index}, outside 0..${INVITE_CODE_ALPHABET.length - 1}`);
    }
    code += character;
  }
  return code;
}

/** docs/product.md §5 child login: letters and digits only, upper case, at most 8 characters. */
export function normalizeInviteCode(input: string): string {
  return input
    .replace(/[^A-Za-z0-9]/g, '')
    .toUpperCase()
    .slice(0, INVITE_CODE_LENGTH);
}

/** True for a code that could have been issued; a cheap check before any lookup. */
export function isWellFormedInviteCode(code: string): boolean {
  return WELL_FORMED_CODE.test(code);
}
