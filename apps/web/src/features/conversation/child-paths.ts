// Where the call screens link to, built from the child's invite code (docs/product.md §2 route table).
import type { ScenarioType } from '@callready/core';

export function childPaths(inviteCode: string) {
  const base = `/child/${encodeURIComponent(inviteCode)}`;
  return {
    dashboard: base,
    scenarios: `${base}/scenarios`,
    scenariosOfType: (type: ScenarioType) => `${base}/scenarios/${type}`,
    briefing: (type: ScenarioType, scenarioId: string) => `${base}/scenario/${type}/${scenarioId}`,
    conversation: (type: ScenarioType, scenarioId: string) =>
      `${base}/scenario/${type}/${scenarioId}/conversation`,
    results: (type: ScenarioType, scenarioId: string) => `${base}/results/${type}/${scenarioId}`,
  };
}

/** True for /child/{code}/results/{type}/{scenarioId}: the one place a call may go without the leave dialog. */
export function isResultsPath(pathname: string): boolean {
  return /^\/child\/[^/]+\/results\/[^/]+\/[^/]+\/?$/.test(pathname);
}

/**
 * docs/product.md §4 "Leaving a conversation": while a call is connected, any navigation to another page asks
 * first, except the move to the results. Staying on the same page (a hash or search change) never asks.
 */
export function shouldConfirmLeaving(args: {
  callInProgress: boolean;
  currentPathname: string;
  nextPathname: string;
}): boolean {
  if (!args.callInProgress) return false;
  if (args.nextPathname === args.currentPathname) return false;
  return !isResultsPath(args.nextPathname);
}
