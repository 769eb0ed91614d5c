import { lazy, Suspense } from 'react';
import { Navigate, Outlet, ScrollRestoration, useLocation, useNavigation } from 'react-router';
import { SiteFooter } from '@/app/layout/site-footer';
import { SiteHeader } from '@/app/layout/site-header';
import { PageSpinner } from '@/components/ui/spinner';
import { allowsCountryPrompt, showsSiteChrome } from '@/lib/chrome-visibility';
import { useChildMode } from '@/lib/child-portal/child-mode';
import { childRedirectTarget } from '@/lib/child-portal/child-mode-rules';
import { PreviewBanner } from '@/components/preview-banner';
import { useCountry } from '@/lib/country-context';
import { readStoredCountry } from '@/lib/country-storage';
import { useHydrated } from '@/lib/prerendered-page';

// Only a first visit shows the country prompt, and never on the child's screens, so its dialog code
// loads only then, and from the start (beside the page's own code) rather than after the first render.
const loadCountryPrompt = () => import('@/features/country/country-prompt');
if (
  typeof window !== 'undefined' &&
  readStoredCountry() === null &&
  allowsCountryPrompt(window.location.pathname)
)
  void loadCountryPrompt();
const CountryPrompt = lazy(() =>
  loadCountryPrompt().then(({ CountryPrompt }) => ({ default: CountryPrompt })),
);

function SkipToContent() {
  return (
    <a
      href="#main-content"
      className="sr-only z-[70] rounded-lg bg-primary px-4 py-3 font-semibold text-primary-foreground focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
    >
      Skip to main content
    </a>
  );
}

/** A thin bar at the top while the next page's code loads. */
function NavigationProgress() {
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return (
    <div className="fixed inset-x-0 top-0 z-[70] h-1 overflow-hidden bg-primary/20" aria-hidden="true">
      <div className="h-full w-1/3 animate-pulse rounded-r-full bg-primary" />
    </div>
  );
}

export function RootLayout() {
  const { pathname } = useLocation();
  const childMode = useChildMode();
  // docs/product.md §4/§6: a child in a session stays on their own pages and never sees the site's chrome.
  // Until we know no parent is signed in, such a page waits instead of being shown or left.
  const childRedirect = childRedirectTarget(pathname, childMode.isChildSession ? childMode : null);
  const withChrome = showsSiteChrome(pathname) && !childMode.isChildSession;
  const { country } = useCountry();
  // Never part of a prerendered page: whether it shows depends on this browser's storage.
  const hydrated = useHydrated();
  const promptsForCountry =
    hydrated && country === null && allowsCountryPrompt(pathname) && !childMode.isChildSession;

  return (
    <div className="flex min-h-dvh flex-col">
      <SkipToContent />
      <NavigationProgress />
      <PreviewBanner />
      {withChrome && <SiteHeader />}
      <main id="main-content" tabIndex={-1} className="flex flex-1 flex-col outline-none">
        {!childRedirect ? (
          <Outlet />
        ) : childMode.loading ? (
          <PageSpinner />
        ) : (
          <Navigate to={childRedirect} replace />
        )}
      </main>
      {withChrome && <SiteFooter />}
      {promptsForCountry && (
        <Suspense fallback={null}>
          <CountryPrompt />
        </Suspense>
      )}
      <ScrollRestoration />
    </div>
  );
}
