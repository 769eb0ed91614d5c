// What the sign-up buttons may promise (ADR 016, ADR 024): "Start Free Trial" only when paid plans really
// begin with free days (BILLING_TRIAL_DAYS); otherwise the free Starter plan is what is free, and the
// words say so, as /pricing does. Every such button opens /auth on the Sign Up tab.
import { createRemoteValue, useRemoteValue } from '@/lib/remote-value';

export interface TrialOffer {
  /** Free days before a paid plan's first payment; 0 when there is no trial. */
  trialDays: number;
  /** A sign-up button. */
  startLabel: string;
  /** The same, in a sentence or beside other choices. */
  startChoice: string;
  /** The /login choice that leads to the parent portal. */
  parentChoice: string;
  /** Said to a visitor on a training page. */
  visitorNote: string;
}

export function trialOffer(trialDays: number): TrialOffer {
  if (trialDays > 0) {
    return {
      trialDays,
      startLabel: 'Start Free Trial',
      startChoice: 'Start a Free Trial',
      parentChoice: 'Parent Login / Start Free Trial',
      visitorNote: 'Start Free Trial or use child code to access',
    };
  }
  return {
    trialDays: 0,
    startLabel: 'Start Free',
    startChoice: 'Sign Up Free',
    parentChoice: 'Parent Login / Sign Up Free',
    visitorNote: 'Sign up free or use child code to access',
  };
}

async function fetchTrialDays(signal: AbortSignal): Promise<number> {
  const response = await fetch('/api/billing/config', { credentials: 'same-origin', signal });
  if (!response.ok) return 0;
  const body: unknown = await response.json();
  const days = typeof body === 'object' && body !== null && 'trialDays' in body ? body.trialDays : 0;
  return typeof days === 'number' && Number.isInteger(days) && days > 0 ? days : 0;
}

// The footer and the home page show it, so it is a shared answer rather than a query (ADR 029).
const trialDaysValue = createRemoteValue(fetchTrialDays, { staleMs: 5 * 60_000 });

/** The offer as this server configures it; no trial is promised until the server says there is one. */
export function useTrialOffer(): TrialOffer {
  return trialOffer(useRemoteValue(trialDaysValue).data ?? 0);
}
