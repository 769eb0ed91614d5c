// Which moves away from a call need the leave dialog (docs/product.md §4.17); the paths themselves are
// built by lib/paths.

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
