import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ALTCHA_CHALLENGE_TTL_SECONDS, createAltcha } from './altcha';

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
