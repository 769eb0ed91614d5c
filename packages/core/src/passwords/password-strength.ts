// Password strength (docs/product.md §5), in both readings the spec gives:
//   'standard' (a): any non-alphanumeric character is special; valid only when all five
//                   requirements are met, the password is not common and the score is at least 4.
//   'portal'   (b): the parent portal counts only !@#$%^&* as special and accepts a score of 3.

export type PasswordReading = 'standard' | 'portal';

export type PasswordStrengthLabel = 'Very Weak' | 'Weak' | 'Fair' | 'Strong' | 'Very Strong';

export interface PasswordRequirements {
  length: boolean;
  uppercase: boolean;
  lowercase: boolean;
  number: boolean;
  special: boolean;
}

export interface PasswordEvaluation {
  score: number;
  label: PasswordStrengthLabel;
  requirements: PasswordRequirements;
  suggestions: string[];
  isCommon: boolean;
  hasRepeats: boolean;
  valid: boolean;
  /**
   * The one verdict a meter shows beside its suggestions: `score` capped so that it never praises
   * what the suggestions still ask to fix. A password that is not accepted stays below the accepted
   * score; an accepted one that still misses a requirement stops at 'Strong'.
   */
  verdictScore: number;
  verdict: PasswordStrengthLabel;
}

export const MIN_PASSWORD_LENGTH = 8;
/** Longer than this earns one bonus point. */
export const PASSWORD_LENGTH_BONUS_ABOVE = 12;
export const MAX_RESET_PASSWORD_LENGTH = 72;
export const MAX_PASSWORD_SCORE = 5;
export const MAX_PASSWORD_SUGGESTIONS = 3;
export const PORTAL_SPECIAL_CHARACTERS = '!@#$%^&*';

export const COMMON_PASSWORDS: readonly string[] = [
  'password',
  '123456',
  '123456789',
  'qwerty',
  'abc123',
  'password123',
  'admin',
  'letmein',
  'welcome',
  'monkey',
  '1234567890',
  'password1',
];

export const PASSWORD_SUGGESTIONS: Readonly<Record<keyof PasswordRequirements, string>> = {
  length: 'Use at least 8 characters',
  uppercase: 'Add an uppercase letter',
  lowercase: 'Add a lowercase letter',
  number: 'Add a number',
  special: 'Add a special character',
};
export const AVOID_COMMON_SUGGESTION = 'Avoid common passwords';
export const AVOID_REPEATS_SUGGESTION = 'Avoid repeating characters';

const COMMON_PENALTY = 2;
const REPEAT_PENALTY = 1;
const VALID_SCORE: Readonly<Record<PasswordReading, number>> = { standard: 4, portal: 3 };

const REQUIREMENT_ORDER: readonly (keyof PasswordRequirements)[] = [
  'length',
  'uppercase',
  'lowercase',
  'number',
  'special',
];

export function strengthLabel(score: number): PasswordStrengthLabel {
  if (score >= 5) return 'Very Strong';
  if (score === 4) return 'Strong';
  if (score === 3) return 'Fair';
  if (score === 2) return 'Weak';
  return 'Very Weak';
}

export function evaluatePassword(password: string, reading: PasswordReading): PasswordEvaluation {
  // Counted in characters, not UTF-16 units, so an emoji counts once.
  const length = Array.from(password).length;
  const requirements: PasswordRequirements = {
    length: length >= MIN_PASSWORD_LENGTH,
    uppercase: /[A-Z]/.test(password),
    lowercase: /[a-z]/.test(password),
    number: /[0-9]/.test(password),
    special: reading === 'portal' ? /[!@#$%^&*]/.test(password) : /[^A-Za-z0-9]/.test(password),
  };
  const isCommon = COMMON_PASSWORDS.includes(password.toLowerCase());
  const hasRepeats = /(.)\1\1/u.test(password);

  const metCount = REQUIREMENT_ORDER.filter((key) => requirements[key]).length;
  const rawScore =
    metCount +
    (length > PASSWORD_LENGTH_BONUS_ABOVE ? 1 : 0) -
    (isCommon ? COMMON_PENALTY : 0) -
    (hasRepeats ? REPEAT_PENALTY : 0);
  const score = Math.min(MAX_PASSWORD_SCORE, Math.max(0, rawScore));

  // The two warnings come first: they name what is wrong with the password as typed, and
  // putting them last would let the three-suggestion cap hide them behind missing requirements.
  const suggestions = [
    ...(isCommon ? [AVOID_COMMON_SUGGESTION] : []),
    ...(hasRepeats ? [AVOID_REPEATS_SUGGESTION] : []),
    ...REQUIREMENT_ORDER.filter((key) => !requirements[key]).map((key) => PASSWORD_SUGGESTIONS[key]),
  ].slice(0, MAX_PASSWORD_SUGGESTIONS);

  const valid = isValid(reading, requirements, isCommon, score);
  const verdictScore = verdictScoreOf(reading, score, valid, metCount < REQUIREMENT_ORDER.length);
  return {
    score,
    label: strengthLabel(score),
    requirements,
    suggestions,
    isCommon,
    hasRepeats,
    valid,
    verdictScore,
    verdict: strengthLabel(verdictScore),
  };
}

const STRONG_SCORE = 4;

function verdictScoreOf(reading: PasswordReading, score: number, valid: boolean, missesOne: boolean): number {
  if (!valid) return Math.min(score, VALID_SCORE[reading] - 1);
  return missesOne ? Math.min(score, STRONG_SCORE) : score;
}

function isValid(
  reading: PasswordReading,
  requirements: PasswordRequirements,
  isCommon: boolean,
  score: number,
): boolean {
  if (isCommon || score < VALID_SCORE[reading]) return false;
  if (reading === 'standard') return REQUIREMENT_ORDER.every((key) => requirements[key]);
  // Portal reading: requiring all five as well would make its lower threshold of 3 unreachable
  // in practice (five met and not common always scores at least 4), so there the four character
  // kinds are guidance. The 8-character minimum still always applies: 'Ab1!' scores 4 but is
  // far too short to protect a parent account.
  return requirements.length;
}
