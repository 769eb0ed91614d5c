import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addOneMonth,
  sandboxSnapshot,
  sandboxStep,
  type SandboxCommand,
  type SandboxSubscription,
} from './sandbox-subscription';
import { subscriberStateFrom } from './subscription-machine';

const start = new Date('2026-01-31T10:00:00Z');
const DAY = 24 * 60 * 60 * 1000;
const later = (days: number) => new Date(start.getTime() + days * DAY);

function run(commands: [SandboxCommand, Date][]): SandboxSubscription | null {
  let subscription: SandboxSubscription | null = null;
  for (const [command, at] of commands) {
    const result = sandboxStep(subscription, command, at);
    if (result.ok) subscription = result.subscription;
  }
  return subscription;
}

const checkout = (tier: 'premium' | 'enterprise' = 'premium'): SandboxCommand => ({
  type: 'checkout',
  tier,
  trialDays: 0,
});

describe('addOneMonth', () => {
  it('keeps the day of the month, clamped to short months', () => {
    expect(addOneMonth(start).toISOString()).toBe('2026-02-28T10:00:00.000Z');
    expect(addOneMonth(new Date('2026-03-15T00:00:00Z')).toISOString()).toBe('2026-04-15T00:00:00.000Z');
    expect(addOneMonth(new Date('2026-12-31T00:00:00Z')).toISOString()).toBe('2027-01-31T00:00:00.000Z');
  });
});

describe('sandboxStep', () => {
  it('starts a monthly plan at checkout, or a trial when one is offered', () => {
    const paid = run([[checkout(), start]]);
    expect(paid).toMatchObject({ status: 'active', tier: 'premium', periodEnd: addOneMonth(start) });
    const trial = sandboxStep(null, { type: 'checkout', tier: 'premium', trialDays: 7 }, start);
    expect(trial.ok && trial.subscription).toMatchObject({ status: 'trialing', periodEnd: later(7) });
  });

  it('refuses a second checkout while a plan runs', () => {
    const paid = run([[checkout(), start]]);
    expect(sandboxStep(paid, checkout('enterprise'), later(1))).toEqual({
      ok: false,
      problem: 'You already have a paid plan',
    });
  });

  it('upgrades at once with a prorated charge and downgrades at the period end', () => {
    const paid = run([[checkout(), start]])!;
    const halfway = new Date((start.getTime() + paid.periodEnd.getTime()) / 2);
    const upgrade = sandboxStep(paid, { type: 'change-plan', tier: 'enterprise' }, halfway);
    expect(upgrade).toMatchObject({ ok: true, prorationPence: 63, subscription: { tier: 'enterprise' } });
    const downgrade = sandboxStep(
      upgrade.ok ? upgrade.subscription : null,
      { type: 'change-plan', tier: 'premium' },
      halfway,
    );
    expect(downgrade).toMatchObject({
      ok: true,
      subscription: { tier: 'enterprise', scheduledTier: 'premium' },
    });
    const renewed = sandboxStep(downgrade.ok ? downgrade.subscription : null, { type: 'clock' }, later(29));
    expect(renewed).toMatchObject({ ok: true, subscription: { tier: 'premium', scheduledTier: null } });
  });

  it('keeps a cancelled plan to the period end, then ends it; resuming before then undoes it', () => {
    const cancelled = run([
      [checkout(), start],
      [{ type: 'cancel' }, later(3)],
    ]);
    expect(cancelled).toMatchObject({ status: 'active', cancelAtPeriodEnd: true });
    expect(
      run([
        [checkout(), start],
        [{ type: 'cancel' }, later(3)],
        [{ type: 'resume' }, later(4)],
        [{ type: 'clock' }, later(40)],
      ]),
    ).toMatchObject({
      status: 'active',
      cancelAtPeriodEnd: false,
    });
    expect(
      run([
        [checkout(), start],
        [{ type: 'cancel' }, later(3)],
        [{ type: 'clock' }, later(29)],
      ]),
    ).toMatchObject({ status: 'canceled' });
    const ended = run([
      [checkout(), start],
      [{ type: 'cancel' }, later(3)],
      [{ type: 'clock' }, later(29)],
    ]);
    expect(sandboxStep(ended, { type: 'resume' }, later(30)).ok).toBe(false);
  });

  it('moves a failed payment to past due, then to the free plan at the period end', () => {
    const pastDue = run([
      [checkout(), start],
      [{ type: 'payment-failed' }, later(2)],
    ]);
    expect(subscriberStateFrom(sandboxSnapshot(pastDue))).toMatchObject({
      tier: 'premium',
      subscribed: false,
    });
    const ended = run([
      [checkout(), start],
      [{ type: 'payment-failed' }, later(2)],
      [{ type: 'clock' }, later(60)],
    ]);
    expect(subscriberStateFrom(sandboxSnapshot(ended)).tier).toBe('free');
  });

  it('never leaves a period that has ended in the past, whatever the commands', () => {
    const commandArb = fc.oneof(
      fc.constantFrom<SandboxCommand>(
        { type: 'cancel' },
        { type: 'resume' },
        { type: 'payment-failed' },
        { type: 'clock' },
        { type: 'change-plan', tier: 'premium' },
        { type: 'change-plan', tier: 'enterprise' },
      ),
      fc.constantFrom<'premium' | 'enterprise'>('premium', 'enterprise').map(checkout),
    );
    fc.assert(
      fc.property(
        fc.array(fc.tuple(commandArb, fc.integer({ min: 0, max: 5 })), { maxLength: 30 }),
        (steps) => {
          let day = 0;
          let subscription: SandboxSubscription | null = null;
          for (const [command, gap] of steps) {
            day += gap * 7;
            const result = sandboxStep(subscription, command, later(day));
            if (!result.ok) continue;
            subscription = result.subscription;
            if (subscription.status !== 'canceled') {
              expect(subscription.periodEnd.getTime()).toBeGreaterThan(later(day).getTime());
              expect(subscription.scheduledTier === null || !subscription.cancelAtPeriodEnd).toBe(true);
            }
          }
        },
      ),
    );
  });
});
