import { describe, expect, it } from 'vitest';
import { namesList, planEnding } from './plan-ending';

const kids = [
  { id: 'a', name: 'Ava' },
  { id: 'b', name: 'Ben' },
  { id: 'c', name: 'Cal' },
];
const paid = {
  subscriptionTier: 'premium',
  subscriptionEnd: '2026-12-12T10:00:00.000Z',
  isCanceled: false,
  pendingChange: null,
  keptChildIds: null,
} as const;

describe('planEnding', () => {
  it('is nothing on the free plan or on a plan that renews', () => {
    expect(planEnding({ ...paid, subscriptionTier: 'free' }, kids)).toBeNull();
    expect(planEnding(paid, kids)).toBeNull();
  });

  it('after a cancellation, gives the end date and who keeps practising on the free plan', () => {
    expect(planEnding({ ...paid, isCanceled: true, keptChildIds: ['b'] }, kids)).toEqual({
      kind: 'cancelled',
      planName: 'Family Plan',
      nextTier: 'free',
      nextPlanName: 'Free',
      date: '12 December 2026',
      staying: [{ id: 'b', name: 'Ben' }],
      stopping: [
        { id: 'a', name: 'Ava' },
        { id: 'c', name: 'Cal' },
      ],
    });
  });

  it('without a saved choice, the child added first stays', () => {
    const ending = planEnding({ ...paid, isCanceled: true }, kids);
    expect(ending?.staying.map((child) => child.name)).toEqual(['Ava']);
  });

  it('on a downgrade, uses the change date and the smaller plan’s limit', () => {
    const ending = planEnding(
      {
        ...paid,
        subscriptionTier: 'enterprise',
        pendingChange: { scheduledTier: 'premium', changeDate: '2027-01-05T00:00:00.000Z' },
      },
      [...kids, { id: 'd', name: 'Dee' }],
    );
    expect(ending).toMatchObject({ kind: 'downgrade', nextPlanName: 'Family Plan', date: '5 January 2027' });
    expect(ending?.stopping.map((child) => child.name)).toEqual(['Dee']);
  });

  it('is nothing for an upgrade scheduled ahead', () => {
    expect(
      planEnding({ ...paid, pendingChange: { scheduledTier: 'enterprise', changeDate: null } }, kids),
    ).toBeNull();
  });
});

describe('namesList', () => {
  it('joins names as a sentence does', () => {
    expect(namesList(['Ava'])).toBe('Ava');
    expect(namesList(['Ava', 'Ben'])).toBe('Ava and Ben');
    expect(namesList(['Ava', 'Ben', 'Cal'])).toBe('Ava, Ben and Cal');
  });
});
