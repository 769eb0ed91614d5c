// A visitor who picks a paid plan on /pricing signs up first; the chosen plan waits here (this browser
// only) so that signing in leads on to checkout instead of the dashboard.
const KEY = 'callready.pendingPlan';

export type PendingPlan = 'premium' | 'enterprise';

export function rememberPendingPlan(tier: PendingPlan): void {
  try {
    window.localStorage.setItem(KEY, tier);
  } catch {
    // Storage refused (private mode): the parent can still choose the plan again on /billing.
  }
}

export function takePendingPlan(): PendingPlan | null {
  try {
    const value = window.localStorage.getItem(KEY);
    window.localStorage.removeItem(KEY);
    return value === 'premium' || value === 'enterprise' ? value : null;
  } catch {
    return null;
  }
}

export function peekPendingPlan(): PendingPlan | null {
  try {
    const value = window.localStorage.getItem(KEY);
    return value === 'premium' || value === 'enterprise' ? value : null;
  } catch {
    return null;
  }
}

/** Where a parent goes after signing in: on to checkout when a plan is waiting, else the dashboard. */
export function afterSignInPath(fallback: string): string {
  const plan = peekPendingPlan();
  return plan ? `/billing?plan=${plan}` : fallback;
}
