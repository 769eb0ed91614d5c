// The sandbox payment provider, the embedded default (docs/architecture.md §6): checkout and portal
// are pages of this site, clearly labelled as test payments, and subscriptions live in the
// sandbox_subscriptions table. Every change it makes is reported to the billing module as a provider
// event, exactly as Stripe's webhooks are, and the billing module then re-reads it from here.
import { randomUUID } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import {
  sandboxSnapshot,
  sandboxStep,
  type PaidTier,
  type SandboxCommand,
  type SandboxSubscription,
} from '@callready/core';
import type { Database } from '../../db';
import { schema } from '../../db';
import {
  PaymentProviderRefusal,
  type BillingCustomer,
  type CheckoutRequest,
  type PaymentProvider,
} from './payment-provider';

/** Where the test checkout page goes after paying unless told otherwise. */
const SANDBOX_SUCCESS_PATH = '/billing?checkout=success';

const SESSION_LIFETIME_MS = 60 * 60 * 1000;

export interface SandboxCommandResult {
  subscription: SandboxSubscription;
  prorationPence: number;
  /** The provider event id to hand to the billing module. */
  eventId: string;
}

export interface SandboxPaymentProvider extends PaymentProvider {
  readonly kind: 'sandbox';
  /** The sandbox's clock for this customer: real time plus the customer's offset. */
  clockFor(userId: string, db: Database): Promise<Date>;
  /** Runs a command on the customer's sandbox subscription; a refusal carries the reason. */
  run(userId: string, command: SandboxCommand, db: Database): Promise<SandboxCommandResult>;
  /** Moves the customer's clock just past the current period end (never in production). */
  passPeriodEnd(userId: string, db: Database): Promise<SandboxCommandResult>;
  findSession(
    userId: string,
    sessionId: string,
    kind: 'checkout' | 'portal',
    db: Database,
  ): Promise<{ id: string; tier: PaidTier | null; completed: boolean } | null>;
  completeCheckout(userId: string, sessionId: string, db: Database): Promise<SandboxCommandResult>;
}

type Row = typeof schema.sandboxSubscriptions.$inferSelect;

function fromRow(row: Row): SandboxSubscription {
  return {
    status: row.status,
    tier: row.tier,
    periodStart: row.periodStart,
    periodEnd: row.periodEnd,
    cancelAtPeriodEnd: row.cancelAtPeriodEnd,
    scheduledTier: row.scheduledTier,
  };
}

const isUuid = (value: string) =>
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);

export function createSandboxPaymentProvider({
  publicUrl,
  trialDays,
  now = () => new Date(),
}: {
  publicUrl: string;
  trialDays: number;
  now?: () => Date;
}): SandboxPaymentProvider {
  async function load(userId: string, db: Database) {
    const [row] = await db
      .select()
      .from(schema.sandboxSubscriptions)
      .where(eq(schema.sandboxSubscriptions.userId, userId));
    return row;
  }

  /**
   * Runs `work` in a transaction that holds the parent's row, so the sandbox's changes for one parent
   * (a cancellation and a plan change sent at once) happen one after the other: each reads what the
   * previous one wrote, instead of both reading the same subscription and the last write winning.
   */
  function oneAtATime<T>(userId: string, db: Database, work: (tx: Database) => Promise<T>): Promise<T> {
    return db.transaction(async (tx) => {
      await tx
        .select({ id: schema.user.id })
        .from(schema.user)
        .where(eq(schema.user.id, userId))
        .for('no key update');
      return work(tx);
    });
  }

  async function clockFor(userId: string, db: Database) {
    const row = await load(userId, db);
    return new Date(now().getTime() + (row?.clockOffsetSeconds ?? 0) * 1000);
  }

  function run(
    userId: string,
    command: SandboxCommand,
    db: Database,
    offsetSeconds?: number,
  ): Promise<SandboxCommandResult> {
    return oneAtATime(userId, db, async (tx) => {
      const row = await load(userId, tx);
      const offset = offsetSeconds ?? row?.clockOffsetSeconds ?? 0;
      const at = new Date(now().getTime() + offset * 1000);
      const result = sandboxStep(row ? fromRow(row) : null, command, at);
      if (!result.ok) throw new PaymentProviderRefusal(result.problem);
      const values = { ...result.subscription, clockOffsetSeconds: offset };
      await tx
        .insert(schema.sandboxSubscriptions)
        .values({ userId, ...values })
        .onConflictDoUpdate({ target: schema.sandboxSubscriptions.userId, set: values });
      return {
        subscription: result.subscription,
        prorationPence: result.prorationPence,
        eventId: `sandbox_evt_${randomUUID()}`,
      };
    });
  }

  async function openSession(
    userId: string,
    kind: 'checkout' | 'portal',
    tier: PaidTier | null,
    db: Database,
  ) {
    const [session] = await db
      .insert(schema.sandboxSessions)
      .values({ userId, kind, tier, expiresAt: new Date(now().getTime() + SESSION_LIFETIME_MS) })
      .returning({ id: schema.sandboxSessions.id });
    if (!session) throw new Error('sandbox session was not stored');
    return session.id;
  }

  return {
    kind: 'sandbox',
    description: 'sandbox (test payments, no card is charged)',
    clockFor,
    run: (userId, command, db) => run(userId, command, db),
    async readSubscription(customer: BillingCustomer, db: Database) {
      const row = await load(customer.userId, db);
      if (!row) return null;
      // Read as of the sandbox clock, so a period that has ended shows as renewed or ended.
      const at = new Date(now().getTime() + row.clockOffsetSeconds * 1000);
      const result = sandboxStep(fromRow(row), { type: 'clock' }, at);
      return sandboxSnapshot(result.ok ? result.subscription : fromRow(row));
    },
    async createCheckout(request: CheckoutRequest, db: Database) {
      const existing = await load(request.customer.userId, db);
      if (existing && existing.status !== 'canceled')
        throw new PaymentProviderRefusal('You already have a paid plan');
      const id = await openSession(request.customer.userId, 'checkout', request.tier, db);
      // Where Stripe would send the parent after paying, when it is not the test page's usual
      // /billing?checkout=success: a path on this site, which the page checks again before going.
      const path = request.successUrl.startsWith(`${publicUrl}/`)
        ? request.successUrl.slice(publicUrl.length)
        : SANDBOX_SUCCESS_PATH;
      const then = path === SANDBOX_SUCCESS_PATH ? '' : `?then=${encodeURIComponent(path)}`;
      return { url: `${publicUrl}/billing/checkout/${id}${then}` };
    },
    async createPortal(customer: BillingCustomer, _returnUrl: string, db: Database, options) {
      if (options?.flow === 'cancel') {
        // Like Stripe's cancellation deep link, which needs a live subscription to point at.
        const row = await load(customer.userId, db);
        if (!row || row.status === 'canceled' || row.cancelAtPeriodEnd)
          throw new PaymentProviderRefusal('No active subscription to cancel');
      }
      const id = await openSession(customer.userId, 'portal', null, db);
      const flow = options?.flow === 'cancel' ? '?flow=cancel' : '';
      return { url: `${publicUrl}/billing/portal/${id}${flow}` };
    },
    async cancel(customer, db, options) {
      if (options?.immediately) {
        // Ending now: the sandbox's version of Stripe's immediate cancellation.
        await oneAtATime(customer.userId, db, async (tx) => {
          const row = await load(customer.userId, tx);
          if (!row || row.status === 'canceled')
            throw new PaymentProviderRefusal('No active subscription to cancel');
          await tx
            .update(schema.sandboxSubscriptions)
            .set({ status: 'canceled', scheduledTier: null, cancelAtPeriodEnd: false })
            .where(eq(schema.sandboxSubscriptions.userId, customer.userId));
        });
        return;
      }
      await run(customer.userId, { type: 'cancel' }, db);
    },
    async resume(customer, db) {
      await run(customer.userId, { type: 'resume' }, db);
    },
    // One subscription row per parent, and checkout refuses while it is live: never a second one.
    endExtraSubscriptions: () => Promise.resolve(0),
    async endEverySubscription(customer, db) {
      return oneAtATime(customer.userId, db, async (tx) => {
        const row = await load(customer.userId, tx);
        if (!row || row.status === 'canceled') return 0;
        await tx
          .update(schema.sandboxSubscriptions)
          .set({ status: 'canceled', scheduledTier: null, cancelAtPeriodEnd: false })
          .where(eq(schema.sandboxSubscriptions.userId, customer.userId));
        return 1;
      });
    },
    async passPeriodEnd(userId, db) {
      const row = await load(userId, db);
      if (!row) throw new PaymentProviderRefusal('No subscription');
      const sandboxNow = new Date(now().getTime() + row.clockOffsetSeconds * 1000);
      const target = Math.max(row.periodEnd.getTime(), sandboxNow.getTime()) + 60 * 1000;
      const offset = Math.ceil((target - now().getTime()) / 1000);
      return run(userId, { type: 'clock' }, db, offset);
    },
    async findSession(userId, sessionId, kind, db) {
      if (!isUuid(sessionId)) return null;
      const [row] = await db
        .select()
        .from(schema.sandboxSessions)
        .where(
          and(
            eq(schema.sandboxSessions.id, sessionId),
            eq(schema.sandboxSessions.userId, userId),
            eq(schema.sandboxSessions.kind, kind),
            gt(schema.sandboxSessions.expiresAt, now()),
          ),
        );
      return row ? { id: row.id, tier: row.tier, completed: row.completedAt !== null } : null;
    },
    async completeCheckout(userId, sessionId, db) {
      if (!isUuid(sessionId))
        throw new PaymentProviderRefusal('This checkout has expired. Please start again.');
      const [session] = await db
        .update(schema.sandboxSessions)
        .set({ completedAt: now() })
        .where(
          and(
            eq(schema.sandboxSessions.id, sessionId),
            eq(schema.sandboxSessions.userId, userId),
            eq(schema.sandboxSessions.kind, 'checkout'),
            isNull(schema.sandboxSessions.completedAt),
            gt(schema.sandboxSessions.expiresAt, now()),
          ),
        )
        .returning();
      if (!session?.tier) throw new PaymentProviderRefusal('This checkout has expired. Please start again.');
      return run(userId, { type: 'checkout', tier: session.tier, trialDays }, db);
    },
  };
}
