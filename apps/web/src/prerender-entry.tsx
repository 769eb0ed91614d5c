// The build's server-side entry (ADR 025): renders each public page to HTML with the same routes
// and providers as the browser, so those pages paint before any JavaScript runs and are then
// hydrated by main.tsx. Bundled by `vite build --ssr`; scripts/prerender.mjs writes the files.
import { StrictMode, type ReactElement } from 'react';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppProviders } from '@/app/providers';
import { ChildDashboardLoading } from '@/features/child-portal/child-dashboard-page';
import { routes } from '@/app/router';
import { takePrerenderedTitle } from '@/lib/page-title';
import { paths } from '@/lib/paths';

/**
 * Pages (and the route module each renders, as the web build's manifest names it) that look the same to every visitor before the browser knows who they are. Pages whose
 * first view depends on the clock (contact's support hours) or on a signed-in account are left to
 * the browser.
 */
export const PRERENDERED_PAGES = [
  { path: paths.home, module: 'src/app/routes/marketing/home.tsx' },
  { path: paths.childLogin, module: 'src/app/routes/child/child-login.tsx' },
  { path: paths.login, module: 'src/app/routes/marketing/login.tsx' },
  { path: paths.about, module: 'src/app/routes/marketing/about.tsx' },
  { path: paths.howItWorks, module: 'src/app/routes/marketing/how-it-works.tsx' },
  { path: paths.pricing, module: 'src/app/routes/marketing/pricing.tsx' },
  { path: paths.privacy, module: 'src/app/routes/marketing/privacy.tsx' },
  { path: paths.terms, module: 'src/app/routes/marketing/terms.tsx' },
  { path: paths.cookies, module: 'src/app/routes/marketing/cookies.tsx' },
  { path: paths.emergencyGuide, module: 'src/app/routes/marketing/emergency-guide.tsx' },
  { path: paths.emergencySafety, module: 'src/app/routes/marketing/emergency-safety.tsx' },
];

/** The page's markup (the inside of #root) and the title it sets. */
export type PrerenderedPage = { html: string; title: string };

export async function renderPage(path: string): Promise<PrerenderedPage> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(path, 'http://localhost')));
  if (context instanceof Response) throw new Error(`Prerendering ${path} answered a redirect.`);
  if (context.statusCode !== 200) throw new Error(`Prerendering ${path} answered ${context.statusCode}.`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = renderToString(
    <StrictMode>
      <AppProviders>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>
    </StrictMode>,
  );
  return { html, title: takePrerenderedTitle() };
}

/** What each page shell (scripts/prerender.mjs) shows until the app has rendered, by its file. */
const PAGE_SHELL_LOADING_STATES: Record<string, () => ReactElement> = {
  'child-dashboard.html': () => <ChildDashboardLoading />,
};

/**
 * The page's own loading state, as markup for its shell, so a slow phone shows that something is
 * coming rather than a blank page.
 */
export function renderLoadingState(shellFile: string): string {
  const loadingState = PAGE_SHELL_LOADING_STATES[shellFile];
  if (!loadingState) throw new Error(`No loading state for the page shell ${shellFile}.`);
  return renderToStaticMarkup(loadingState());
}
