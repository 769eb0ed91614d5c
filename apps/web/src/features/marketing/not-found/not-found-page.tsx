import { Link } from 'react-router';
import { Home, PlayCircle } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { PageContainer } from '@/components/ui/page-container';
import { usePageTitle } from '@/lib/page-title';
import { paths } from '@/lib/paths';

export function NotFoundPage() {
  usePageTitle('Page Not Found');
  return (
    <PageContainer
      width="narrow"
      className="flex flex-1 flex-col items-center justify-center gap-6 text-center"
    >
      <p
        className="flex size-32 items-center justify-center rounded-full bg-primary-soft text-5xl font-extrabold text-primary sm:size-36 sm:text-6xl"
        aria-hidden="true"
      >
        404
      </p>
      <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">Page Not Found</h1>
      <p className="max-w-md text-lg text-muted-foreground">
        We couldn&apos;t find the page you were looking for. It may have moved, or the link may be mistyped.
      </p>
      <div className="flex w-full flex-col justify-center gap-3 sm:w-auto sm:flex-row">
        <Button asChild size="lg">
          <Link to={paths.home}>
            <Home aria-hidden="true" />
            Return Home
          </Link>
        </Button>
        <Button asChild size="lg" variant="outline">
          <Link to={paths.scenarios}>
            <PlayCircle aria-hidden="true" />
            Start a Scenario
          </Link>
        </Button>
      </div>
    </PageContainer>
  );
}
