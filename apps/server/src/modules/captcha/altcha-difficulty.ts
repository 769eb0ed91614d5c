// How hard the self-hosted captcha is by default (docs/architecture.md §2; ALTCHA_COST and
// ALTCHA_MAX_COUNTER override it).
/**
 * The default difficulty (ADR 060): each attempt is 5000 PBKDF2-SHA-256 iterations, and a challenge
 * needs a quarter to all of 1000 attempts. Measured by scripts/bench/captcha-solve.mjs: under 3 s in
 * Chromium at a mid-range phone's CPU (4× throttled), while a bot pays 1.25 to 5 million iterations
 * (about a second of a core) per challenge.
 */
export const ALTCHA_DEFAULT_COST = 5000;
export const ALTCHA_DEFAULT_MAX_COUNTER = 1000;
