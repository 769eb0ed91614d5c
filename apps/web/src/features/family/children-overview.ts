// The dashboard's quick overview and per-child lines (docs/product.md §2 /parent-dashboard), from GET /api/children.
import type { ChildStats, ChildrenListResponse } from '@callready/contract';
import { RELATIONSHIPS, scoreFigure, type ScoreFigure } from '@callready/core';
import { planLabel } from '@/lib/parent-plan/plan-label';

export type ChildrenOverview = {
  childCount: number;
  childLimit: number;
  /** Every child takes a place, active or not (ADR 006), so the server refuses one more. */
  atPlanLimit: boolean;
  /** E.g. '1 of 1 child', '2 of 3 children'. */
  childrenLabel: string;
  /** E.g. 'Free plan', 'Family Plan'. */
  planLabel: string;
  /** Every child's calls together (docs/product.md §9.15). */
  callsCompleted: ScoreFigure;
  averageStars: ScoreFigure;
  inactiveCount: number;
};

export function childrenCountLabel(count: number, limit: number): string {
  return `${count} of ${limit} ${limit === 1 ? 'child' : 'children'}`;
}

export function childrenOverview({ children, plan, stats }: ChildrenListResponse): ChildrenOverview {
  return {
    childCount: children.length,
    childLimit: plan.childLimit,
    atPlanLimit: children.length >= plan.childLimit,
    childrenLabel: childrenCountLabel(children.length, plan.childLimit),
    planLabel: planLabel(plan.name),
    callsCompleted: scoreFigure('callsCompleted', stats.totalScenarios),
    averageStars: scoreFigure('averageStars', stats.averageStars),
    inactiveCount: children.filter((child) => !child.active).length,
  };
}

/** One line about a child's practice, e.g. '3 calls completed · average stars 3.7 of 5'. */
export function childProgressLine(stats: ChildStats | undefined): string {
  if (!stats || stats.completed === 0) return 'No calls completed yet';
  const calls = `${stats.completed} ${stats.completed === 1 ? 'call' : 'calls'} completed`;
  const average = scoreFigure('averageStars', stats.averageStars);
  return `${calls} · ${average.name.toLowerCase()} ${average.text}`;
}

/** 'step-mum' → 'Step-Mum'; a value saved before today's list is shown as written, capitalised. */
export function relationshipLabel(relationship: string): string {
  const known = RELATIONSHIPS.find((option) => option.id === relationship);
  if (known) return known.label;
  const trimmed = relationship.trim();
  return trimmed.charAt(0).toUpperCase() + trimmed.slice(1);
}
