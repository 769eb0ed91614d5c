// The billing module (docs/architecture.md §2, §6): one subscription state machine for every payment
// provider. Whatever happens at the provider (a checkout, a portal change, a renewal, a failed payment,
// a cancellation) reaches `applyProviderEvent`, which records the event once, re-reads the subscription
// from the provider and stores what the provider says, so events may arrive late, twice or out of order.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import {
  billingNoticesFor,
  childLimitFor,
  childrenToKeepActive,
  getPlan,
  isDowngrade,
  keepSelectionProblem,
  planAfterPeriodEnd,
  subscriberStateFrom,
  type BillingNotice,
  type PaidTier,
  type ProviderInvoice,
  type SandboxSubscription,
  type SubscriberState,
} from '@callready/core';
import {
  NO_PORTAL_URL_MESSAGE,
  PORTAL_FAILED_MESSAGE,
  type CancelThroughPortalResponse,
  type CheckSubscriptionResponse,
} from '@callready/contract';
import type { Database } from '../../db';
import { schema } from '../../db';
import type { Logger } from '../../logger';
import type { Mailer } from '../mail/mailer';
import {
  PaymentProviderRefusal,
  type BillingCustomer,
  type PaymentProvider,
} from '../../providers/payments/payment-provider';
import type { SandboxPaymentProvider } from '../../providers/payments/sandbox-payment-provider';
import type { TieredLimit } from '../rate-limit/tiered-limit';
import { Refusal } from '../../refusal';
import type { ProviderFailureCode } from './billing-errors';
import { listChildIds, listChildNames, settleChildActivity } from './settle-children';
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
  /** The invoice the event carries (a payment taken, or the next one before a renewal). */
  invoice?: ProviderInvoice | null;
}

/** The e-mails a change at the provider sends (billing-notices in core decides which). */
export type BillingMailer = Pick<Mailer, 'sendPaymentReceipt' | 'sendRenewalNotice' | 'sendCancellation'>;

export type EventOutcome = 'applied' | 'duplicate' | 'unknown-user';

export interface BillingServiceOptions {
  db: Database;
  provider: PaymentProvider;
  publicUrl: string;
  trialDays: number;
  /** Re-reads of the provider a parent may ask for (check-subscription with `refresh`). */
  refreshLimit: Pick<TieredLimit<'parent'>, 'reserve'>;
  logger: Logger;
  /** Receipts, cancellation confirmations and renewal notices; none are sent without it. */
  mailer?: BillingMailer;
  now?: () => Date;
}

type PortalProblem = typeof PORTAL_FAILED_MESSAGE | typeof NO_PORTAL_URL_MESSAGE;

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
  refreshLimit,
  logger,
  mailer,
  now = () => new Date(),
}: BillingServiceOptions) {
  async function lockUser(tx: Database, userId: string) {
    const [row] = await tx
      .select({ id: schema.user.id, email: schema.user.email, name: schema.user.name })
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
  async function applyProviderEvent(event: ProviderEvent): Promise<EventOutcome> {
    const { outcome, mails } = await db.transaction(async (tx) => {
      const none: (() => Promise<void>)[] = [];
      const user = await lockUser(tx, event.userId);
      if (!user) return { outcome: 'unknown-user' as const, mails: none };
      const [logged] = await tx
        .insert(schema.subscriptionEvents)
        .values({ provider: provider.kind, eventId: event.eventId, type: event.type, userId: user.id })
        .onConflictDoNothing()
        .returning({ id: schema.subscriptionEvents.id });
      if (!logged) return { outcome: 'duplicate' as const, mails: none };
      const stored = await loadSubscriber(tx, user);
      // Two checkouts paid at the same moment: the later subscription ends and is refunded first.
      const ended = await provider.endExtraSubscriptions(stored.customer, tx);
      if (ended > 0) logger.warn({ ended }, 'ended and refunded a second paid subscription of one parent');
      const next = subscriberStateFrom(await provider.readSubscription(stored.customer, tx));
      await saveSubscriberState(tx, user, next);
      await settleChildActivity(tx, user.id, next.tier, stored.keptChildIds);
      await tx
        .update(schema.subscriptionEvents)
        .set({ before: stateJson(stored.state), after: stateJson(next) })
        .where(eq(schema.subscriptionEvents.id, logged.id));
      const notices = billingNoticesFor({
        type: event.type,
        invoice: event.invoice ?? null,
        before: stored.state,
        after: next,
        now: now(),
      });
      const mails = mailer
        ? await Promise.all(notices.map((notice) => mailFor(tx, user, notice, stored.keptChildIds)))
        : none;
      return { outcome: 'applied' as const, mails };
    });
    // Sent once the event is recorded, so a repeated delivery of the same event id sends nothing again;
    // a mail server that fails is logged and does not make the provider deliver the event again.
    for (const send of mails) {
      await send().catch((error: unknown) => logger.error({ err: error }, 'billing e-mail not sent'));
    }
    return outcome;
  }

  /** The e-mail for one notice, its details read inside the event's transaction. */
  async function mailFor(
    tx: Database,
    user: { email: string; name: string; id: string },
    notice: BillingNotice,
    keptChildIds: string[] | null,
  ): Promise<() => Promise<void>> {
    const recipient = { to: user.email, name: user.name };
    const plan = getPlan(notice.tier);
    const sender = mailer!;
    switch (notice.kind) {
      case 'receipt':
        return () =>
          sender.sendPaymentReceipt({
            ...recipient,
            planName: plan.displayName,
            childLimit: plan.childLimit,
            amountMinor: notice.invoice.amountMinor,
            currency: notice.invoice.currency,
            periodStart: notice.invoice.periodStart,
            periodEnd: notice.invoice.periodEnd,
          });
      case 'renewal':
        return () =>
          sender.sendRenewalNotice({
            ...recipient,
            planName: plan.displayName,
            amountMinor: notice.invoice.amountMinor,
            currency: notice.invoice.currency,
            renewsAt: notice.renewsAt,
          });
      case 'cancelled': {
        // Who stays on the free plan is what settleChildActivity applies when the plan ends.
        const all = await listChildNames(tx, user.id);
        const keep = childrenToKeepActive(all, 'free', keptChildIds);
        return () =>
          sender.sendCancellation({
            ...recipient,
            planName: plan.displayName,
            endsAt: notice.endsAt,
            endedNow: notice.endedNow,
            freeChildLimit: childLimitFor('free'),
            stoppingChildren: all.filter((child) => !keep.has(child.id)).map((child) => child.name),
            keptChildren: all.filter((child) => keep.has(child.id)).map((child) => child.name),
          });
      }
    }
  }

  /** After an action the server itself asked the provider for, copy its result at once. */
  async function syncNow(
    userId: string,
    type: string,
    eventId = `${type}_${randomUUID()}`,
    invoice: ProviderInvoice | null = null,
  ) {
    await applyProviderEvent({ eventId, type, userId, invoice });
  }

  /**
   * The stored subscription, brought up to date first when its period has ended in the sandbox, which
   * sends no event of its own when a period ends: the renewal, cancellation or booked change takes
   * effect when it is read, not at the next refresh.
   */
  async function currentSubscriber(user: BillingUser) {
    const stored = await loadSubscriber(db, user);
    const end = stored.state.subscriptionEnd;
    if (provider.kind !== 'sandbox' || stored.state.tier === 'free' || !end || end > now()) return stored;
    await syncNow(user.id, 'period-end');
    return loadSubscriber(db, user);
  }

  async function status(user: BillingUser): Promise<CheckSubscriptionResponse> {
    const { state, keptChildIds } = await currentSubscriber(user);
    return {
      subscribed: state.subscribed,
      subscriptionTier: state.tier,
      subscriptionEnd: state.subscriptionEnd?.toISOString() ?? null,
      isCanceled: state.isCanceled,
      pendingChange: state.scheduledTier
        ? { scheduledTier: state.scheduledTier, changeDate: state.changeDate?.toISOString() ?? null }
        : null,
      status: state.status,
      keptChildIds,
      provider: provider.kind,
    };
  }

  /**
   * Provider failures become `failure`, whose message the parent sees; refusals keep their own words,
   * and with no provider at all the parent is told that nothing can be bought.
   */
  async function callProvider<T>(action: () => Promise<T>, failure: ProviderFailureCode): Promise<T> {
    try {
      return await action();
    } catch (error) {
      if (error instanceof PaymentProviderRefusal) {
        throw new Refusal(provider.kind === 'unavailable' ? 'PAYMENTS_UNAVAILABLE' : 'PAYMENT_REFUSED', {
          message: error.message,
        });
      }
      logger.error({ err: error }, `payment provider call failed: ${failure}`);
      throw new Refusal(failure);
    }
  }

  /**
   * Checks a choice of who stays active on `tier` when not everyone fits, refusing one of the wrong size;
   * returns the ids to store, or null when there is nothing to store.
   */
  async function checkChoice(user: BillingUser, tier: SubscriberState['tier'], ids: string[] | undefined) {
    const all = await listChildIds(db, user.id);
    if (all.length <= childLimitFor(tier)) return null;
    const problem = keepSelectionProblem(all, tier, ids ?? []);
    if (problem) throw new Refusal('KEEP_CHILDREN', { message: problem });
    return ids ?? [];
  }

  /** Stores who stays active on `tier` when not everyone fits; refuses a choice of the wrong size. */
  async function chooseChildren(user: BillingUser, tier: SubscriberState['tier'], ids: string[] | undefined) {
    const chosen = await checkChoice(user, tier, ids);
    if (chosen) await saveKeptChildIds(db, user, chosen);
  }

  /** There must be a paid plan to cancel. */
  async function paidSubscriber(user: BillingUser) {
    const stored = await loadSubscriber(db, user);
    if (stored.state.tier === 'free') throw new Refusal('NOT_SUBSCRIBED');
    return stored;
  }

  /** Cancels through the provider's API and copies the result; `kept` is stored once it has worked. */
  async function cancelDirectly(
    user: BillingUser,
    customer: BillingCustomer,
    kept: string[] | null,
    options: { immediately?: boolean; portalError?: string } = {},
  ): Promise<{ message: string }> {
    try {
      await callProvider(
        () => provider.cancel(customer, db, { immediately: options.immediately }),
        'CANCEL_FAILED',
      );
    } catch (error) {
      if (error instanceof Refusal && options.portalError)
        throw new Refusal(error.code, {
          message: error.message,
          fields: { portalError: options.portalError },
        });
      throw error;
    }
    if (kept) await saveKeptChildIds(db, user, kept);
    await syncNow(user.id, options.immediately ? 'cancel-now' : 'cancel');
    const after = await status(user);
    return {
      message:
        after.subscriptionTier === 'free'
          ? 'The subscription has ended.'
          : 'Your subscription has been cancelled. You keep full access until the end of the billing period.',
    };
  }

  return {
    provider,
    trialDays,
    applyProviderEvent,
    status,

    /**
     * check-subscription with `refresh`: re-reads the provider first (e.g. back from checkout). Each
     * re-read costs provider calls and an event row, so a parent has a few per window; beyond them the
     * stored state answers, which the provider's own events keep current, so the page still works.
     */
    async checkSubscription(user: BillingUser, { refresh }: { refresh: boolean }) {
      if (
        refresh &&
        provider.kind !== 'unavailable' &&
        (await refreshLimit.reserve({ parent: user.id })).granted
      ) {
        await callProvider(() => syncNow(user.id, 'check-subscription'), 'CHECK_FAILED');
      }
      return status(user);
    },

    /**
     * `returnTo` (a same-site path, checked by the route's schema) rides on the way back from the
     * provider, so a parent who started at Add Child comes back there after paying.
     */
    async createCheckout(user: BillingUser, tier: PaidTier, returnTo?: string): Promise<{ url: string }> {
      const { state, customer } = await loadSubscriber(db, user);
      if (state.tier !== 'free' && state.status !== 'canceled' && state.status !== 'none') {
        throw new Refusal('ALREADY_SUBSCRIBED');
      }
      // The provider's word, not only the stored copy: a plan paid a moment ago may not have reached
      // this server yet, and a second checkout must not be opened beside it.
      const atProvider = await callProvider(() => provider.readSubscription(customer, db), 'CHECKOUT_FAILED');
      if (atProvider && atProvider.status !== 'canceled' && atProvider.status !== 'incomplete') {
        await callProvider(() => syncNow(user.id, 'create-checkout'), 'CHECKOUT_FAILED');
        throw new Refusal('ALREADY_SUBSCRIBED');
      }
      const window = Math.floor(now().getTime() / CHECKOUT_KEY_WINDOW_MS);
      const then = returnTo ? `&returnTo=${encodeURIComponent(returnTo)}` : '';
      const session = await callProvider(
        () =>
          provider.createCheckout(
            {
              customer,
              tier,
              trialDays,
              successUrl: `${publicUrl}/billing?checkout=success${then}`,
              cancelUrl: `${publicUrl}/billing?checkout=canceled${then}`,
              // A checkout for another way back is another checkout.
              idempotencyKey: `checkout-${user.id}-${tier}-${window}${returnTo ? `-${returnTo}` : ''}`,
            },
            db,
          ),
        'CHECKOUT_FAILED',
      );
      if (session.stripeCustomerId) await saveStripeCustomerId(db, user, session.stripeCustomerId);
      return { url: session.url };
    },

    async openPortal(user: BillingUser): Promise<{ url: string }> {
      const { customer } = await loadSubscriber(db, user);
      const portal = await callProvider(
        () => provider.createPortal(customer, `${publicUrl}/billing`, db),
        'PORTAL_FAILED',
      );
      if (!portal.url) throw new Refusal('NO_PORTAL_URL');
      return { url: portal.url };
    },

    /**
     * "Cancel subscription" on /billing (docs/product.md §4 Subscription): the children to keep are
     * checked and stored first, then the provider's portal opens on its cancellation flow. If the portal
     * cannot be opened or gives no address, the subscription is cancelled directly at the period end and
     * the answer says why the portal was skipped; if that fails too, nothing changes and the error
     * carries both reasons.
     */
    async cancelThroughPortal(
      user: BillingUser,
      options: { keepChildIds?: string[] } = {},
    ): Promise<CancelThroughPortalResponse> {
      const { state, customer } = await paidSubscriber(user);
      if (state.isCanceled) throw new Refusal('ALREADY_CANCELED');
      const kept = await checkChoice(user, 'free', options.keepChildIds);
      let portalError: PortalProblem;
      try {
        const portal = await provider.createPortal(customer, `${publicUrl}/billing`, db, {
          flow: 'cancel',
          completedUrl: `${publicUrl}/billing?portal=done`,
        });
        if (portal.url) {
          // Saved before the parent leaves for the portal, so the choice is there when the plan ends.
          if (kept) await saveKeptChildIds(db, user, kept);
          return { outcome: 'portal', url: portal.url };
        }
        portalError = NO_PORTAL_URL_MESSAGE;
      } catch (error) {
        logger.warn({ err: error }, 'customer portal failed on cancel; cancelling directly');
        portalError = PORTAL_FAILED_MESSAGE;
      }
      const { message } = await cancelDirectly(user, customer, kept, { portalError });
      return { outcome: 'cancelled', message, portalError };
    },

    /**
     * Cancels the parent's subscription directly: at the period end (access kept until then), or at once
     * with `immediately`. The spec's cancel-subscription (the fallback when the portal fails), the
     * sandbox portal's own cancel button, and staff in the back office use it.
     */
    async cancelSubscription(
      user: BillingUser,
      options: { keepChildIds?: string[]; immediately?: boolean } = {},
    ): Promise<{ message: string }> {
      const { customer } = await paidSubscriber(user);
      const kept = options.keepChildIds ? await checkChoice(user, 'free', options.keepChildIds) : null;
      return cancelDirectly(user, customer, kept, { immediately: options.immediately });
    },

    /**
     * Before an account is deleted: ends any subscription the provider still holds at once, so the card
     * is not charged again. Throws a Refusal (nothing changed) when the provider cannot be reached.
     */
    async endForAccountDeletion(user: BillingUser): Promise<{ cancelled: boolean }> {
      const { state, customer } = await loadSubscriber(db, user);
      if (provider.kind === 'unavailable') {
        // No way to reach the provider that took the payments: refuse rather than leave it charging.
        const live = state.tier !== 'free' && state.status !== 'canceled' && state.status !== 'none';
        if (live) throw new Refusal('CANCEL_FAILED');
        return { cancelled: false };
      }
      // Every live subscription the provider holds for this customer, not only the one stored here.
      const ended = await callProvider(() => provider.endEverySubscription(customer, db), 'CANCEL_FAILED');
      return { cancelled: ended > 0 };
    },

    async resumeSubscription(user: BillingUser): Promise<{ message: string }> {
      const { customer } = await loadSubscriber(db, user);
      await callProvider(() => provider.resume(customer, db), 'RESUME_FAILED');
      await syncNow(user.id, 'resume');
      return { message: 'Your subscription will continue.' };
    },

    /** The children to keep when the plan shrinks at the period end (booked through any provider). */
    async keepChildren(user: BillingUser, childIds: string[]): Promise<CheckSubscriptionResponse> {
      const { state } = await loadSubscriber(db, user);
      const tier = planAfterPeriodEnd(state);
      const all = await listChildIds(db, user.id);
      const problem = keepSelectionProblem(all, tier, childIds);
      if (problem) throw new Refusal('KEEP_CHILDREN', { message: problem });
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
    syncNow: (
      userId: string,
      type: string,
      eventId?: string,
      invoice?: ProviderInvoice | null,
    ) => Promise<void>;
    callProvider: <T>(action: () => Promise<T>, failure: ProviderFailureCode) => Promise<T>;
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
      if (!session?.tier) throw new Refusal('CHECKOUT_EXPIRED');
      return { id: session.id, tier: session.tier, completed: session.completed, trialDays: deps.trialDays };
    },
    async pay(user: BillingUser, sessionId: string) {
      const result = await callProvider(
        () => sandbox.completeCheckout(user.id, sessionId, db),
        'CHECKOUT_FAILED',
      );
      await syncNow(
        user.id,
        'checkout.session.completed',
        result.eventId,
        sandboxCharge(result.subscription),
      );
    },
    async portal(user: BillingUser, sessionId: string) {
      const session = await sandbox.findSession(user.id, sessionId, 'portal', db);
      if (!session) throw new Refusal('PORTAL_LINK_EXPIRED');
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
        'CHANGE_FAILED',
      );
      await syncNow(user.id, 'customer.subscription.updated', result.eventId);
      return { prorationPence: result.prorationPence };
    },
    async paymentFailed(user: BillingUser) {
      const result = await callProvider(
        () => sandbox.run(user.id, { type: 'payment-failed' }, db),
        'PAYMENT_FAILURE_NOT_RECORDED',
      );
      await syncNow(user.id, 'invoice.payment_failed', result.eventId);
    },
    async passPeriodEnd(user: BillingUser) {
      const before = await deps.loadState(user);
      const result = await callProvider(() => sandbox.passPeriodEnd(user.id, db), 'CLOCK_NOT_MOVED');
      // A period that ended and began again was paid for (a renewal, or a trial turning paid).
      const renewed =
        before.subscriptionEnd !== null &&
        result.subscription.periodStart.getTime() >= before.subscriptionEnd.getTime();
      await syncNow(
        user.id,
        'test_clock.ready',
        result.eventId,
        renewed ? sandboxCharge(result.subscription) : null,
      );
    },
  };
}

/** What the sandbox charged for its subscription's current period: nothing during a trial. */
function sandboxCharge(subscription: SandboxSubscription): ProviderInvoice | null {
  if (subscription.status !== 'active') return null;
  return {
    amountMinor: getPlan(subscription.tier).pricePence,
    currency: 'gbp',
    tier: subscription.tier,
    periodStart: subscription.periodStart,
    periodEnd: subscription.periodEnd,
    dueAt: null,
  };
}

export type BillingService = ReturnType<typeof createBillingService>;
