// The billing module (docs/architecture.md §2, §6): one subscription state machine for every payment
// provider. Whatever happens at the provider (a checkout, a portal change, a renewal, a failed payment,
// a cancellation) reaches `applyProviderEvent`, which records the event once, re-reads the subscription
// from the provider and stores what the provider says, so events may arrive late, twice or out of order.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import {
  childLimitFor,
  isDowngrade,
  keepSelectionProblem,
  planAfterPeriodEnd,
  subscriberStateFrom,
  type PaidTier,
  type SubscriberState,
} from '@callready/core';
import type { CheckSubscriptionResponse } from '@callready/contract';
import type { Database } from '../../db';
import { schema } from '../../db';
import type { Logger } from '../../logger';
import { PaymentProviderRefusal, type PaymentProvider } from '../../providers/payments/payment-provider';
import type { SandboxPaymentProvider } from '../../providers/payments/sandbox-payment-provider';
import { BillingError } from './billing-errors';
import { listChildIds, settleChildActivity } from './settle-children';
import {
  loadSubscriber,
  saveKeptChildIds,
  saveStripeCustomerId,
  saveSubscriberState,
} from './subscriber-store';

export interface BillingUser {
  id: string;
  email: string;
}

export interface ProviderEvent {
  /** The provider's event id: each is processed once. */
  eventId: string;
  type: string;
  userId: string;
}

export type EventOutcome = 'applied' | 'duplicate' | 'unknown-user';

export interface BillingServiceOptions {
  db: Database;
  provider: PaymentProvider;
  publicUrl: string;
  trialDays: number;
  logger: Logger;
  now?: () => Date;
}

const CHECKOUT_KEY_WINDOW_MS = 10 * 60 * 1000;

function stateJson(state: SubscriberState): Record<string, unknown> {
  return {
    ...state,
    subscriptionEnd: state.subscriptionEnd?.toISOString() ?? null,
    changeDate: state.changeDate?.toISOString() ?? null,
  };
}

export function createBillingService({
  db,
  provider,
  publicUrl,
  trialDays,
  logger,
  now = () => new Date(),
}: BillingServiceOptions) {
  async function lockUser(tx: Database, userId: string) {
    const [row] = await tx
      .select({ id: schema.user.id, email: schema.user.email })
      .from(schema.user)
      .where(eq(schema.user.id, userId))
      .for('no key update');
    return row;
  }

  /**
   * Records the event and copies the provider's subscription. The parent's row is locked first, so
   * deliveries for one parent run one after another and the last one reads the provider last; a
   * repeated event id finds its row already written and changes nothing.
   */
  function applyProviderEvent(event: ProviderEvent): Promise<EventOutcome> {
    return db.transaction(async (tx) => {
      const user = await lockUser(tx, event.userId);
      if (!user) return 'unknown-user';
      const [logged] = await tx
        .insert(schema.subscriptionEvents)
        .values({ provider: provider.kind, eventId: event.eventId, type: event.type, userId: user.id })
        .onConflictDoNothing()
        .returning({ id: schema.subscriptionEvents.id });
      if (!logged) return 'duplicate';
      const stored = await loadSubscriber(tx, user);
      const next = subscriberStateFrom(await provider.readSubscription(stored.customer, tx));
      await saveSubscriberState(tx, user, next);
      await settleChildActivity(tx, user.id, next.tier, stored.keptChildIds);
      await tx
        .update(schema.subscriptionEvents)
        .set({ before: stateJson(stored.state), after: stateJson(next) })
        .where(eq(schema.subscriptionEvents.id, logged.id));
      return 'applied';
    });
  }

  /** After an action the server itself asked the provider for, copy its result at once. */
  async function syncNow(userId: string, type: string, eventId = `${type}_${randomUUID()}`) {
    await applyProviderEvent({ eventId, type, userId });
  }

  async function status(user: BillingUser): Promise<CheckSubscriptionResponse> {
    const { state, keptChildIds } = await loadSubscriber(db, user);
    return {
      subscribed: state.subscribed,
      subscription_tier: state.tier,
      subscription_end: state.subscriptionEnd?.toISOString() ?? null,
      is_canceled: state.isCanceled,
      pending_change: state.scheduledTier
        ? { scheduled_tier: state.scheduledTier, change_date: state.changeDate?.toISOString() ?? null }
        : null,
      status: state.status,
      kept_child_ids: keptChildIds,
      provider: provider.kind,
    };
  }

  /** Provider failures become the parent-facing message; refusals keep their own words. */
  async function callProvider<T>(action: () => Promise<T>, failure: string, code: string): Promise<T> {
    try {
      return await action();
    } catch (error) {
      if (error instanceof PaymentProviderRefusal) {
        throw new BillingError(provider.kind === 'unavailable' ? 503 : 409, error.message, code);
      }
      logger.error({ err: error }, `payment provider call failed: ${code}`);
      throw new BillingError(502, failure, code);
    }
  }

  /** Stores who stays active on `tier` when not everyone fits; refuses a choice of the wrong size. */
  async function chooseChildren(user: BillingUser, tier: SubscriberState['tier'], ids: string[] | undefined) {
    const all = await listChildIds(db, user.id);
    if (all.length <= childLimitFor(tier)) return;
    const problem = keepSelectionProblem(all, tier, ids ?? []);
    if (problem) throw new BillingError(400, problem, 'KEEP_CHILDREN');
    await saveKeptChildIds(db, user, ids ?? []);
  }

  return {
    provider,
    trialDays,
    applyProviderEvent,
    status,

    /** check-subscription with `refresh`: re-reads the provider first (e.g. back from checkout). */
    async checkSubscription(user: BillingUser, { refresh }: { refresh: boolean }) {
      if (refresh && provider.kind !== 'unavailable') {
        await callProvider(
          () => syncNow(user.id, 'check-subscription'),
          'Could not reach the payment provider',
          'CHECK_FAILED',
        );
      }
      return status(user);
    },

    async createCheckout(user: BillingUser, tier: PaidTier): Promise<{ url: string }> {
      const { state, customer } = await loadSubscriber(db, user);
      if (state.tier !== 'free' && state.status !== 'canceled' && state.status !== 'none') {
        throw new BillingError(
          409,
          'You already have a paid plan. Use Manage subscription to change it.',
          'ALREADY_SUBSCRIBED',
        );
      }
      const window = Math.floor(now().getTime() / CHECKOUT_KEY_WINDOW_MS);
      const session = await callProvider(
        () =>
          provider.createCheckout(
            {
              customer,
              tier,
              trialDays,
              successUrl: `${publicUrl}/billing?checkout=success`,
              cancelUrl: `${publicUrl}/billing?checkout=canceled`,
              idempotencyKey: `checkout-${user.id}-${tier}-${window}`,
            },
            db,
          ),
        'Failed to process upgrade',
        'CHECKOUT_FAILED',
      );
      if (session.stripeCustomerId) await saveStripeCustomerId(db, user, session.stripeCustomerId);
      return { url: session.url };
    },

    async openPortal(user: BillingUser): Promise<{ url: string }> {
      const { customer } = await loadSubscriber(db, user);
      const portal = await callProvider(
        () => provider.createPortal(customer, `${publicUrl}/billing`, db),
        'Failed to open customer portal. Please try again.',
        'PORTAL_FAILED',
      );
      if (!portal.url) throw new BillingError(502, 'No portal URL returned', 'NO_PORTAL_URL');
      return { url: portal.url };
    },

    /**
     * Cancels the parent's subscription at the period end (access kept until then), or at once with
     * `immediately`. Used by the parent's cancel-subscription (the fallback when the portal fails) and
     * by staff in the back office.
     */
    async cancelSubscription(
      user: BillingUser,
      options: { keepChildIds?: string[]; immediately?: boolean } = {},
    ): Promise<{ message: string }> {
      const { state, customer } = await loadSubscriber(db, user);
      if (state.tier === 'free')
        throw new BillingError(409, 'There is no paid plan to cancel.', 'NOT_SUBSCRIBED');
      if (options.keepChildIds) await chooseChildren(user, 'free', options.keepChildIds);
      await callProvider(
        () => provider.cancel(customer, db, { immediately: options.immediately }),
        'Failed to cancel subscription.',
        'CANCEL_FAILED',
      );
      await syncNow(user.id, options.immediately ? 'cancel-now' : 'cancel');
      const after = await status(user);
      return {
        message:
          after.subscription_tier === 'free'
            ? 'The subscription has ended.'
            : 'Your subscription has been cancelled. You keep full access until the end of the billing period.',
      };
    },

    async resumeSubscription(user: BillingUser): Promise<{ message: string }> {
      const { customer } = await loadSubscriber(db, user);
      await callProvider(
        () => provider.resume(customer, db),
        'Failed to resume subscription. Please try again.',
        'RESUME_FAILED',
      );
      await syncNow(user.id, 'resume');
      return { message: 'Your subscription will continue.' };
    },

    /** The children to keep when the plan shrinks at the period end (booked through any provider). */
    async keepChildren(user: BillingUser, childIds: string[]): Promise<CheckSubscriptionResponse> {
      const { state } = await loadSubscriber(db, user);
      const tier = planAfterPeriodEnd(state);
      const all = await listChildIds(db, user.id);
      const problem = keepSelectionProblem(all, tier, childIds);
      if (problem) throw new BillingError(400, problem, 'KEEP_CHILDREN');
      await saveKeptChildIds(db, user, childIds);
      return status(user);
    },

    /** The sandbox's own operations; absent with any other provider. */
    sandbox:
      provider.kind === 'sandbox'
        ? sandboxOperations(provider as SandboxPaymentProvider, {
            db,
            trialDays,
            syncNow,
            callProvider,
            chooseChildren,
            loadState: async (user: BillingUser) => (await loadSubscriber(db, user)).state,
          })
        : null,
  };
}

function sandboxOperations(
  sandbox: SandboxPaymentProvider,
  deps: {
    db: Database;
    trialDays: number;
    syncNow: (userId: string, type: string, eventId?: string) => Promise<void>;
    callProvider: <T>(action: () => Promise<T>, failure: string, code: string) => Promise<T>;
    chooseChildren: (
      user: BillingUser,
      tier: SubscriberState['tier'],
      ids: string[] | undefined,
    ) => Promise<void>;
    loadState: (user: BillingUser) => Promise<SubscriberState>;
  },
) {
  const { db, syncNow, callProvider } = deps;
  return {
    async checkout(user: BillingUser, sessionId: string) {
      const session = await sandbox.findSession(user.id, sessionId, 'checkout', db);
      if (!session?.tier)
        throw new BillingError(404, 'This checkout has expired. Please start again.', 'NOT_FOUND');
      return { id: session.id, tier: session.tier, completed: session.completed, trial_days: deps.trialDays };
    },
    async pay(user: BillingUser, sessionId: string) {
      const result = await callProvider(
        () => sandbox.completeCheckout(user.id, sessionId, db),
        'Failed to process upgrade',
        'CHECKOUT_FAILED',
      );
      await syncNow(user.id, 'checkout.session.completed', result.eventId);
    },
    async portal(user: BillingUser, sessionId: string) {
      const session = await sandbox.findSession(user.id, sessionId, 'portal', db);
      if (!session)
        throw new BillingError(404, 'This portal link has expired. Please open it again.', 'NOT_FOUND');
      const clock = await sandbox.clockFor(user.id, db);
      const subscription = await sandbox.readSubscription(
        { userId: user.id, email: user.email, stripeCustomerId: null },
        db,
      );
      return { clock: clock.toISOString(), periodEnd: subscription?.currentPeriodEnd?.toISOString() ?? null };
    },
    async changePlan(user: BillingUser, tier: PaidTier, keepChildIds: string[] | undefined) {
      const state = await deps.loadState(user);
      if (state.tier !== 'free' && isDowngrade(state.tier, tier))
        await deps.chooseChildren(user, tier, keepChildIds);
      const result = await callProvider(
        () => sandbox.run(user.id, { type: 'change-plan', tier }, db),
        'Failed to change plan. Please try again.',
        'CHANGE_FAILED',
      );
      await syncNow(user.id, 'customer.subscription.updated', result.eventId);
      return { prorationPence: result.prorationPence };
    },
    async paymentFailed(user: BillingUser) {
      const result = await callProvider(
        () => sandbox.run(user.id, { type: 'payment-failed' }, db),
        'Failed to record the payment failure',
        'SANDBOX_FAILED',
      );
      await syncNow(user.id, 'invoice.payment_failed', result.eventId);
    },
    async passPeriodEnd(user: BillingUser) {
      const result = await callProvider(
        () => sandbox.passPeriodEnd(user.id, db),
        'Failed to move the sandbox clock',
        'SANDBOX_FAILED',
      );
      await syncNow(user.id, 'test_clock.ready', result.eventId);
    },
  };
}

export type BillingService = ReturnType<typeof createBillingService>;
