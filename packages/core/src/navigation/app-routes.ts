// Every page path the web app answers (docs/product.md §2), as route patterns: a `:name` segment
// stands for any one segment. The server answers any other path with the not-found page and HTTP
// 404, and the web app's router is tested to list exactly these.

export const APP_ROUTE_PATTERNS: readonly string[] = [
  '',
  'about',
  'how-it-works',
  'pricing',
  'contact',
  'privacy',
  'terms',
  'cookies',
  'emergency-guide',
  'emergency-safety',
  'login',
  'auth',
  'password-reset',
  'parent-dashboard',
  'dashboard',
  'billing',
  'reports/:childId',
  'child-login',
  'child/:inviteCode',
  'voice-practice',
  'child/:inviteCode/voice-practice',
  'child/:inviteCode/learn-address',
  'scenarios',
  'child/:inviteCode/scenarios',
  'scenarios/:type',
  'child/:inviteCode/scenarios/:type',
  'scenario/:type/:scenarioId',
  'child/:inviteCode/scenario/:type/:scenarioId',
  'child/:inviteCode/scenario/:type/:scenarioId/conversation',
  'child/:inviteCode/results/:type/:scenarioId',
  'eclipse-login',
  'eclipse',
  'eclipse-2fa-setup',
  'eclipse-setup',
];

/** Pages that exist only while development routes are on (the local e-mail outbox). */
export const DEVELOPMENT_ROUTE_PATTERNS: readonly string[] = ['dev/mailbox'];

/** The sandbox payment provider's checkout and portal: pages only while that provider takes payments. */
export const SANDBOX_PAYMENT_ROUTE_PATTERNS: readonly string[] = [
  'billing/checkout/:id',
  'billing/portal/:id',
];

const segmentsOf = (path: string) => path.split('/').filter((segment) => segment !== '');

function matches(pattern: string, segments: readonly string[]): boolean {
  const parts = segmentsOf(pattern);
  return (
    parts.length === segments.length &&
    parts.every((part, index) => part.startsWith(':') || part === segments[index])
  );
}

/** Whether the web app has a page at `pathname` (a trailing slash is the same page). */
export function isAppRoute(
  pathname: string,
  { development = false, sandboxPayments = false }: { development?: boolean; sandboxPayments?: boolean } = {},
) {
  const segments = segmentsOf(pathname.split(/[?#]/, 1)[0] ?? '');
  const patterns = [
    ...APP_ROUTE_PATTERNS,
    ...(development ? DEVELOPMENT_ROUTE_PATTERNS : []),
    ...(sandboxPayments ? SANDBOX_PAYMENT_ROUTE_PATTERNS : []),
  ];
  return patterns.some((pattern) => matches(pattern, segments));
}
