import { describe, expect, it } from 'vitest';
import { scoreFigure } from '@callready/core';
import type { Child, ChildrenListResponse } from '@callready/contract';
import { childProgressLine, childrenOverview, relationshipLabel } from './children-overview';

function child(id: string, active = true): Child {
  return {
    id,
    name: `Child ${id}`,
    age: 8,
    relationship: 'mum',
    countryCode: 'uk',
    adviceLineNumber: null,
    inviteCode: active ? 'ABCDEFGH' : null,
    active,
    createdAt: '2026-01-01T00:00:00.000Z',
  };
}

function list(children: Child[], plan: ChildrenListResponse['plan']): ChildrenListResponse {
  return { children, plan, stats: { totalScenarios: 7, averageStars: 3.2, perChild: {} } };
}

const FREE = { tier: 'free', name: 'Free', childLimit: 1 } as const;
const FAMILY = { tier: 'premium', name: 'Family Plan', childLimit: 3 } as const;

describe('childrenOverview', () => {
  it('shows how many places of the plan are used, and the practice totals', () => {
    expect(childrenOverview(list([child('a')], FAMILY))).toEqual({
      childCount: 1,
      childLimit: 3,
      atPlanLimit: false,
      childrenLabel: '1 of 3 children',
      planLabel: 'Family Plan',
      callsCompleted: scoreFigure('callsCompleted', 7),
      averageStars: scoreFigure('averageStars', 3.2),
      inactiveCount: 0,
    });
  });

  it('is at the limit once the free plan has its one child', () => {
    const overview = childrenOverview(list([child('a')], FREE));
    expect(overview.atPlanLimit).toBe(true);
    expect(overview.childrenLabel).toBe('1 of 1 child');
    expect(overview.planLabel).toBe('Free plan');
  });

  it('counts inactive children as using a place (ADR 006)', () => {
    const overview = childrenOverview(list([child('a'), child('b', false), child('c', false)], FAMILY));
    expect(overview.atPlanLimit).toBe(true);
    expect(overview.inactiveCount).toBe(2);
  });

  it('lets a parent with no children add one', () => {
    expect(childrenOverview(list([], FREE)).atPlanLimit).toBe(false);
  });
});

describe('childProgressLine', () => {
  it('encourages a first scenario when nothing is completed', () => {
    expect(childProgressLine(undefined)).toBe('No calls completed yet');
    expect(childProgressLine({ completed: 0, averageStars: 0, lastCompletedAt: null })).toBe(
      'No calls completed yet',
    );
  });

  it('counts calls and shows their average stars out of 5, as every screen does', () => {
    expect(childProgressLine({ completed: 1, averageStars: 4, lastCompletedAt: null })).toBe(
      '1 call completed · average stars 4.0 of 5',
    );
    expect(childProgressLine({ completed: 3, averageStars: 3.7, lastCompletedAt: null })).toBe(
      '3 calls completed · average stars 3.7 of 5',
    );
  });
});

describe('relationshipLabel', () => {
  it('uses the label from the relationship list (docs/product.md §3)', () => {
    expect(relationshipLabel('step-dad')).toBe('Step-Dad');
    expect(relationshipLabel('nanny')).toBe('Nanny');
  });

  it('still shows an older value', () => {
    expect(relationshipLabel('guardian')).toBe('Guardian');
  });
});
