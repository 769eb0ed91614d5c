import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ALTCHA_CHALLENGE_TTL_SECONDS, createAltcha } from './altcha';
import { ALTCHA_DEFAULT_COST, ALTCHA_DEFAULT_MAX_COUNTER } from './altcha-difficulty';

const altcha = createAltcha({ hmacKey: 'a-test-hmac-key-that-is-long-enough-0123', cost: 1, maxCounter: 8 });

async function solvedPayload(challenge: Challenge) {
  const solution = await solveChallenge({ challenge, deriveKey });
  return { challenge: { parameters: challenge.parameters, signature: challenge.signature }, solution };
}

const encode = (payload: unknown) => Buffer.from(JSON.stringify(payload)).toString('base64');

afterEach(() => vi.useRealTimers());

describe('ALTCHA verification', () => {
  it('accepts a genuine solution and names it for one-time use', async () => {
    const challenge = await altcha.createChallenge();
    const verdict = await altcha.verify(encode(await solvedPayload(challenge)));
    expect(verdict).toEqual({
      verified: true,
      solutionId: challenge.parameters.nonce,
      expiresAt: new Date((challenge.parameters.expiresAt ?? 0) * 1000),
    });
  });

  it('refuses a challenge made easier by the client', async () => {
    const payload = await solvedPayload(await altcha.createChallenge());
    payload.challenge.parameters = { ...payload.challenge.parameters, cost: 0 };
    expect(await altcha.verify(encode(payload))).toEqual({ verified: false });
  });

  it('refuses a wrong answer', async () => {
    const payload = await solvedPayload(await altcha.createChallenge());
    if (payload.solution) payload.solution = { ...payload.solution, derivedKey: '00'.repeat(32) };
    expect(await altcha.verify(encode(payload))).toEqual({ verified: false });
  });

  it('refuses a challenge signed with another key', async () => {
    const stranger = createAltcha({
      hmacKey: 'another-hmac-key-that-is-long-enough-9876',
      cost: 1,
      maxCounter: 8,
    });
    const payload = await solvedPayload(await stranger.createChallenge());
    expect(await altcha.verify(encode(payload))).toEqual({ verified: false });
  });

  it('refuses a solution once its challenge has expired', async () => {
    const payload = await solvedPayload(await altcha.createChallenge());
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + (ALTCHA_CHALLENGE_TTL_SECONDS + 1) * 1000);
    expect(await altcha.verify(encode(payload))).toEqual({ verified: false });
  });

  it.each([
    ['not base64 JSON', '%%%'],
    ['the widget’s test payload', encode({ challenge: null, solution: null, test: true })],
    ['an oversized payload', 'A'.repeat(10_000)],
  ])('refuses %s', async (_case, payload) => {
    expect(await altcha.verify(payload)).toEqual({ verified: false });
  });
});

describe('the default difficulty (ADR 060)', () => {
  // Solved at one iteration an attempt, so the test counts attempts without paying for them.
  const counting = createAltcha({
    hmacKey: 'a-test-hmac-key-that-is-long-enough-0123',
    cost: 1,
    maxCounter: ALTCHA_DEFAULT_MAX_COUNTER,
  });

  it('asks a quarter to all of 1000 attempts, each of 5000 PBKDF2 iterations', async () => {
    expect(ALTCHA_DEFAULT_COST).toBe(5000);
    for (let challenge = 0; challenge < 20; challenge += 1) {
      const { solution } = await solvedPayload(await counting.createChallenge());
      expect(solution?.counter).toBeGreaterThanOrEqual(ALTCHA_DEFAULT_MAX_COUNTER / 4);
      expect(solution?.counter).toBeLessThanOrEqual(ALTCHA_DEFAULT_MAX_COUNTER);
    }
  });

  it('costs a bot at least 1.25 million iterations a challenge and a phone at most 5 million', () => {
    // The budget measured by scripts/bench/captcha-solve.mjs: 5 million iterations stay under 3 s in
    // Chromium at a mid-range phone's CPU; a quarter of it is the least a bot can be asked to pay.
    expect((ALTCHA_DEFAULT_MAX_COUNTER / 4) * ALTCHA_DEFAULT_COST).toBeGreaterThanOrEqual(1_250_000);
    expect(ALTCHA_DEFAULT_MAX_COUNTER * ALTCHA_DEFAULT_COST).toBeLessThanOrEqual(5_000_000);
  });
});
