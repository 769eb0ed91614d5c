import { Link, isRouteErrorResponse, useRouteError } from 'react-router';
import { LifeBuoy, RefreshCw } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { usePageTitle } from '@/lib/page-title';
import { paths } from '@/lib/paths';

/** Shown when a page fails to load, most often because a newer version of the site was published. */
export function RouteErrorPage() {
  const error = useRouteError();
  usePageTitle('Something went wrong');
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : null;

  return (
    <main
      id="main-content"
      className="flex min-h-dvh flex-col items-center justify-center gap-5 px-6 text-center"
    >
      <LifeBuoy className="size-16 text-primary" aria-hidden="true" />
      <h1 className="text-3xl font-extrabold">Something went wrong</h1>
      <p className="max-w-md text-lg text-muted-foreground">
        This page could not be loaded. Reloading usually fixes it; if it does not, please return to the home
        page.
      </p>
      {detail && <p className="text-sm text-muted-foreground">{detail}</p>}
      <div className="flex flex-wrap justify-center gap-3">
        <Button size="lg" onClick={() => window.location.reload()}>
          <RefreshCw aria-hidden="true" />
          Reload Page
        </Button>
        <Button asChild size="lg" variant="outline">
          <Link to={paths.home}>Return Home</Link>
        </Button>
      </div>
    </main>
  );
}
