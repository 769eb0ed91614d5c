// Self-hosted ALTCHA proof of work (docs/architecture.md §2): the browser searches for a PBKDF2 key whose
// signed prefix we chose; we check the key against its signature, which costs one HMAC.
import { createHmac } from 'node:crypto';
import { createChallenge, randomInt, verifySolution, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { z } from 'zod';

export const ALTCHA_ALGORITHM = 'PBKDF2/SHA-256';
/** Long enough to fill in the sign-up form after the check has run. */
export const ALTCHA_CHALLENGE_TTL_SECONDS = 20 * 60;
/** A real payload is well under 1 KB; anything far larger is not worth decoding. */
const MAX_PAYLOAD_LENGTH = 4096;

export interface AltchaOptions {
  hmacKey: string;
  /** PBKDF2 iterations per attempt. */
  cost: number;
  /** Attempts the hardest challenge needs; each needs between a quarter of this and all of it. */
  maxCounter: number;
}

const payloadSchema = z.object({
  challenge: z.object({
    parameters: z
      .object({
        algorithm: z.literal(ALTCHA_ALGORITHM),
        nonce: z.string().min(1),
        salt: z.string(),
        cost: z.number(),
        keyLength: z.number(),
        keyPrefix: z.string(),
        expiresAt: z.number().positive(),
      })
      .loose(),
    signature: z.string().min(1),
  }),
  solution: z.object({ counter: z.number(), derivedKey: z.string() }).loose(),
});

export type AltchaVerdict = { verified: true; solutionId: string; expiresAt: Date } | { verified: false };

export interface Altcha {
  createChallenge(): Promise<Challenge>;
  /** Checks a base64 payload from the widget; one-time use is the caller's job (see `solutionId`). */
  verify(payload: string): Promise<AltchaVerdict>;
}

export function createAltcha({ hmacKey, cost, maxCounter }: AltchaOptions): Altcha {
  // A second key for the derived-key signatures, kept apart from the challenge signatures.
  const keySignatureSecret = createHmac('sha256', hmacKey).update('altcha-key-signature').digest('hex');
  return {
    createChallenge: () =>
      createChallenge({
        algorithm: ALTCHA_ALGORITHM,
        cost,
        counter: randomInt(maxCounter, Math.ceil(maxCounter / 4)),
        deriveKey,
        hmacSignatureSecret: hmacKey,
        hmacKeySignatureSecret: keySignatureSecret,
        expiresAt: new Date(Date.now() + ALTCHA_CHALLENGE_TTL_SECONDS * 1000),
      }),
    async verify(payload) {
      const decoded = decodePayload(payload);
      if (!decoded) return { verified: false };
      const result = await verifySolution({
        challenge: decoded.challenge,
        solution: decoded.solution,
        deriveKey,
        hmacSignatureSecret: hmacKey,
        hmacKeySignatureSecret: keySignatureSecret,
      });
      if (!result.verified) return { verified: false };
      const { nonce, expiresAt } = decoded.challenge.parameters;
      return { verified: true, solutionId: nonce, expiresAt: new Date(expiresAt * 1000) };
    },
  };
}

function decodePayload(payload: string) {
  if (payload.length > MAX_PAYLOAD_LENGTH) return undefined;
  try {
    const parsed = payloadSchema.safeParse(JSON.parse(Buffer.from(payload, 'base64').toString('utf8')));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}
