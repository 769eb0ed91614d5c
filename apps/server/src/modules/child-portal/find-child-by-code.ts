// The spec's get_child_by_invite_code (docs/product.md §7): only an active child's code opens the portal.
// Guessing codes is made infeasible (docs/architecture.md §5.6) without ever locking real children out:
//
// - a child who has been let in carries a child session (child-session-token.ts) and never meets
//   the guessing limits again;
// - only failed look-ups are counted (a look-up reserves its point first and a right code gives it
//   back, so a burst of simultaneous guesses cannot get past a limit), and a refused attempt is
//   never counted;
// - per client (an IPv4 address, or an IPv6 /64), a client over its limit is refused whatever
//   code it sends, so it learns nothing about any code;
// - for everyone together, and when that budget is spent a look-up is let through only with a
//   solved proof of work (the same ALTCHA as sign-in), instead of refusing every child at once.
import { eq } from 'drizzle-orm';
import type { Database } from '../../db';
import { schema } from '../../db';
import { findActiveChild, type ActiveChild } from './active-child';
import type { CaptchaService } from '../captcha/captcha-service';
import { clientLimitKey, EVERYONE, type ServiceLimits } from '../rate-limit/service-limits';
import type { ChildSessionTokens } from './child-session-token';
import { readInviteCode } from './invite-code';

export async function findActiveChildByCode(db: Database, input: string): Promise<ActiveChild | undefined> {
  const code = readInviteCode(input);
  if (code === undefined) return undefined;
  return findActiveChild(db, eq(schema.children.inviteCode, code));
}

export type CodeResolution =
  | {
      kind: 'found';
      child: ActiveChild;
      /** true when the child session vouched for the child */ bySession: boolean;
    }
  | { kind: 'invalid' }
  | { kind: 'limited'; retryAfterSeconds: number }
  | { kind: 'proof-required' }
  | { kind: 'no-session' };

export interface ChildRequest {
  /** The invite code the request names, if any. */
  inviteCode: string | undefined;
  /** The child-session cookie, if any. */
  sessionToken: string | undefined;
  clientAddress: string | undefined;
  /** A solved captcha, needed only when the global failure budget is spent. */
  captchaResponse: string | undefined;
}

export type ChildResolver = (request: ChildRequest) => Promise<CodeResolution>;

export interface ChildResolverDeps {
  db: Database;
  limits: ServiceLimits['childLookupFailures'];
  captcha: Pick<CaptchaService, 'verify'>;
  tokens: ChildSessionTokens;
}

/** How long a look-up that found its tier full waits for look-ups still in flight to give points back. */
const IN_FLIGHT_WAIT_MS = 5_000;
const IN_FLIGHT_POLL_MS = 25;

export function createChildResolver({ db, limits, captcha, tokens }: ChildResolverDeps): ChildResolver {
  // Look-ups of this process that hold a reserved point, per tier key. A right code gives its point
  // back a moment later, so a look-up that finds the tier full while others are in flight waits
  // for them rather than being refused: a class of children typing their codes at once behind one
  // school router are all let in, and simultaneous guesses are still evaluated only up to the limit.
  const inFlight = new Map<string, number>();
  // Look-ups of this process retrying a tier that looked full. A retry takes a point and gives it
  // back when refused, so while others retry the tier can look full for a moment even after every
  // holder has finished: a waiter keeps trying while anyone else holds or waits for the same tier.
  const waiting = new Map<string, number>();
  const count = (counts: Map<string, number>, key: string, change: number) => {
    const next = (counts.get(key) ?? 0) + change;
    if (next <= 0) counts.delete(key);
    else counts.set(key, next);
  };

  async function reserveWaitingForInFlight(keys: { client: string } | { everyone: string }) {
    const key = 'client' in keys ? `client:${keys.client}` : `everyone:${keys.everyone}`;
    const deadline = Date.now() + IN_FLIGHT_WAIT_MS;
    let registered = false;
    try {
      for (;;) {
        const reservation = await limits.reserve(keys);
        if (reservation.granted) {
          count(inFlight, key, 1);
          return { reservation, release: () => count(inFlight, key, -1) };
        }
        if (!registered) {
          count(waiting, key, 1);
          registered = true;
        }
        const othersBusy = inFlight.has(key) || (waiting.get(key) ?? 0) > 1;
        if (!othersBusy || Date.now() >= deadline) return { reservation, release: () => undefined };
        await new Promise((resolve) => setTimeout(resolve, IN_FLIGHT_POLL_MS));
      }
    } finally {
      if (registered) count(waiting, key, -1);
    }
  }

  async function lookUp(
    inviteCode: string,
    clientAddress: string | undefined,
    captchaResponse: string | undefined,
  ): Promise<CodeResolution> {
    const client = { client: clientLimitKey(clientAddress) };
    const byClient = await reserveWaitingForInFlight(client);
    if (!byClient.reservation.granted) {
      return { kind: 'limited', retryAfterSeconds: byClient.reservation.retryAfterSeconds };
    }
    const byEveryone = await reserveWaitingForInFlight({ everyone: EVERYONE });
    const release = () => {
      byClient.release();
      byEveryone.release();
    };
    try {
      let taken: { client: string; everyone?: string } = client;
      if (byEveryone.reservation.granted) taken = { ...client, everyone: EVERYONE };
      else if (!captchaResponse || !(await captcha.verify(captchaResponse, clientAddress))) {
        await limits.refund(client);
        return { kind: 'proof-required' };
      }
      let child: ActiveChild | undefined;
      try {
        child = await findActiveChildByCode(db, inviteCode);
      } catch (error) {
        // A server fault is not the client's failed guess.
        await limits.refund(taken).catch(() => undefined);
        throw error;
      }
      if (!child) return { kind: 'invalid' };
      await limits.refund(taken);
      return { kind: 'found', child, bySession: false };
    } finally {
      release();
    }
  }

  return async ({ inviteCode, sessionToken, clientAddress, captchaResponse }) => {
    const sessionChild = sessionToken ? await tokens.verify(sessionToken) : undefined;
    if (
      sessionChild &&
      (inviteCode === undefined || readInviteCode(inviteCode) === sessionChild.inviteCode)
    ) {
      return { kind: 'found', child: sessionChild, bySession: true };
    }
    if (inviteCode === undefined) return { kind: 'no-session' };
    return lookUp(inviteCode, clientAddress, captchaResponse);
  };
}
