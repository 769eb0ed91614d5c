import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router';
import { RootLayout } from '@/app/layout/root-layout';
import { RouteErrorPage } from '@/app/layout/route-error-page';
import { PageSpinner } from '@/components/ui/spinner';
import { isDevMailboxAvailable } from '@/lib/dev-mailbox-availability';

// Every page is its own lazily loaded module exporting `Component`, so a visitor downloads only
// the screens they open. Paths follow the route table of docs/product.md §2.

const marketingRoutes: RouteObject[] = [
  { index: true, lazy: () => import('@/app/routes/marketing/home') },
  { path: 'about', lazy: () => import('@/app/routes/marketing/about') },
  { path: 'how-it-works', lazy: () => import('@/app/routes/marketing/how-it-works') },
  { path: 'pricing', lazy: () => import('@/app/routes/marketing/pricing') },
  { path: 'contact', lazy: () => import('@/app/routes/marketing/contact') },
  { path: 'privacy', lazy: () => import('@/app/routes/marketing/privacy') },
  { path: 'terms', lazy: () => import('@/app/routes/marketing/terms') },
  { path: 'cookies', lazy: () => import('@/app/routes/marketing/cookies') },
  { path: 'emergency-guide', lazy: () => import('@/app/routes/marketing/emergency-guide') },
  { path: 'emergency-safety', lazy: () => import('@/app/routes/marketing/emergency-safety') },
  { path: 'login', lazy: () => import('@/app/routes/marketing/login') },
];

const authRoutes: RouteObject[] = [
  { path: 'auth', lazy: () => import('@/app/routes/auth/auth') },
  { path: 'password-reset', lazy: () => import('@/app/routes/auth/password-reset') },
];

const parentRoutes: RouteObject[] = [
  { path: 'parent-dashboard', lazy: () => import('@/app/routes/parent/parent-dashboard') },
  { path: 'dashboard', lazy: () => import('@/app/routes/parent/parent-dashboard') },
  { path: 'billing', lazy: () => import('@/app/routes/parent/billing') },
  { path: 'billing/checkout/:id', lazy: () => import('@/app/routes/parent/sandbox-checkout') },
  { path: 'billing/portal/:id', lazy: () => import('@/app/routes/parent/sandbox-portal') },
  { path: 'reports/:childId', lazy: () => import('@/app/routes/parent/reports') },
];

const childRoutes: RouteObject[] = [
  { path: 'child-login', lazy: () => import('@/app/routes/child/child-login') },
  { path: 'child/:inviteCode', lazy: () => import('@/app/routes/child/child-dashboard') },
  { path: 'voice-practice', lazy: () => import('@/app/routes/child/voice-practice') },
  { path: 'child/:inviteCode/voice-practice', lazy: () => import('@/app/routes/child/voice-practice') },
  { path: 'child/:inviteCode/learn-address', lazy: () => import('@/app/routes/child/learn-address') },
  { path: 'scenarios', lazy: () => import('@/app/routes/child/scenario-picker') },
  { path: 'child/:inviteCode/scenarios', lazy: () => import('@/app/routes/child/scenario-picker') },
  { path: 'scenarios/:type', lazy: () => import('@/app/routes/child/scenario-list') },
  { path: 'child/:inviteCode/scenarios/:type', lazy: () => import('@/app/routes/child/scenario-list') },
  { path: 'scenario/:type/:scenarioId', lazy: () => import('@/app/routes/child/scenario-briefing') },
  {
    path: 'child/:inviteCode/scenario/:type/:scenarioId',
    lazy: () => import('@/app/routes/child/scenario-briefing'),
  },
  {
    path: 'child/:inviteCode/scenario/:type/:scenarioId/conversation',
    lazy: () => import('@/app/routes/child/conversation'),
  },
  { path: 'child/:inviteCode/results/:type/:scenarioId', lazy: () => import('@/app/routes/child/results') },
];

// The local e-mail outbox: always there while developing; in a production build only when the
// server answers for it (it never does in production), otherwise the path is an ordinary 404.
const devRoutes: RouteObject[] = [
  {
    path: 'dev/mailbox',
    lazy: async () =>
      import.meta.env.DEV || (await isDevMailboxAvailable())
        ? import('@/app/routes/dev/dev-mailbox')
        : import('@/app/routes/marketing/not-found'),
  },
];

const adminRoutes: RouteObject[] = [
  { path: 'eclipse-login', lazy: () => import('@/app/routes/admin/eclipse-login') },
  { path: 'eclipse', lazy: () => import('@/app/routes/admin/eclipse') },
  { path: 'eclipse-2fa-setup', lazy: () => import('@/app/routes/admin/eclipse-2fa-setup') },
  { path: 'eclipse-setup', lazy: () => import('@/app/routes/admin/eclipse-setup') },
];

export const routes: RouteObject[] = [
  {
    path: '/',
    Component: RootLayout,
    HydrateFallback: PageSpinner,
    ErrorBoundary: RouteErrorPage,
    children: [
      ...marketingRoutes,
      ...authRoutes,
      ...parentRoutes,
      ...childRoutes,
      ...adminRoutes,
      ...devRoutes,
      { path: '*', lazy: () => import('@/app/routes/marketing/not-found') },
    ],
  },
];

/**
 * Loads the code of the routes that match `pathname` and puts it in place of their `lazy`, so the
 * first render shows the page itself: needed to hydrate a prerendered page (a page still loading
 * would render differently from the build's HTML), and it saves a render of the spinner otherwise.
 */
export async function resolveLazyRoutes(pathname: string, routeTree: RouteObject[] = routes) {
  const matches = matchRoutes(routeTree, pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, loaded, { lazy: undefined });
    }),
  );
}

/**
 * On a prerendered page the router starts as if hydrating a server render (with no data: the routes
 * have no loaders). That also leaves the scroll position alone, where a fresh router's first render
 * would scroll to the top and undo the visitor's scrolling (and move a link they were pressing)
 * during the moment before the code arrived.
 */
export function createAppRouter({ prerendered = false }: { prerendered?: boolean } = {}) {
  return createBrowserRouter(routes, prerendered ? { hydrationData: { loaderData: {} } } : undefined);
}
