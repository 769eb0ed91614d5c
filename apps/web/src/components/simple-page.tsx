import { Link } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { PageContainer } from '@/components/ui/page-container';
import { usePageTitle } from '@/lib/page-title';

type SimplePageProps = {
  title: string;
  backTo?: string;
  backLabel?: string;
};

/** A page that shows its title and a clear way back. */
export function SimplePage({ title, backTo = '/', backLabel = 'Back to Home' }: SimplePageProps) {
  usePageTitle(title);
  return (
    <PageContainer
      width="narrow"
      className="flex flex-1 flex-col items-center justify-center gap-6 text-center"
    >
      <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">{title}</h1>
      <Button asChild variant="outline" size="lg">
        <Link to={backTo}>
          <ArrowLeft aria-hidden="true" />
          {backLabel}
        </Link>
      </Button>
    </PageContainer>
  );
}
