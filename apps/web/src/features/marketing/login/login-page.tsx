import { Link } from 'react-router';
import { ArrowRight, Baby, UserRound } from 'lucide-react';
import { FreePlanNote } from '@/components/free-plan-note';
import { usePageTitle } from '@/lib/page-title';
import { PageContainer } from '@/components/ui/page-container';
import { paths } from '@/lib/paths';
import { useTrialOffer } from '@/lib/trial-offer';

export function LoginPage() {
  usePageTitle('Login');
  const offer = useTrialOffer();
  return (
    <div className="flex flex-1 flex-col bg-gradient-to-b from-primary-soft to-white">
      <PageContainer width="default" className="flex flex-1 flex-col items-center justify-center gap-10">
        <div className="flex flex-col items-center gap-3 text-center">
          <h1 className="text-4xl font-extrabold tracking-tight sm:text-5xl">Welcome to CallReady</h1>
          <p className="max-w-xl text-lg text-muted-foreground">Who is logging in today?</p>
        </div>

        <ul className="grid w-full max-w-4xl gap-5 sm:grid-cols-2">
          <li>
            <Link
              to={paths.auth}
              className="group flex h-full flex-col items-center gap-4 rounded-3xl border-2 border-border bg-card p-8 text-center shadow-sm transition-all hover:-translate-y-1 hover:border-primary hover:shadow-xl"
            >
              <span className="flex size-20 items-center justify-center rounded-full bg-primary text-white shadow-md">
                <UserRound className="size-10" aria-hidden="true" />
              </span>
              <span className="text-2xl font-extrabold">I&apos;m a Parent</span>
              <span className="text-muted-foreground">
                Manage your children, share invite codes and see their progress.
              </span>
              {/* Inside the card's link, so no link of its own. */}
              <FreePlanNote withPlansLink={false} className="text-sm" />
              <span className="mt-auto inline-flex min-h-12 items-center gap-2 rounded-xl bg-primary px-5 py-2 text-center font-bold text-white transition-colors group-hover:bg-primary-hover">
                {offer.parentChoice}
                <ArrowRight className="size-5" aria-hidden="true" />
              </span>
            </Link>
          </li>
          <li>
            <Link
              to={paths.childLogin}
              className="group flex h-full flex-col items-center gap-4 rounded-3xl border-2 border-border bg-card p-8 text-center shadow-sm transition-all hover:-translate-y-1 hover:border-amber-400 hover:shadow-xl"
            >
              <span className="flex size-20 items-center justify-center rounded-full bg-amber-400 text-amber-950 shadow-md">
                <Baby className="size-10" aria-hidden="true" />
              </span>
              <span className="text-2xl font-extrabold">I&apos;m a Child</span>
              <span className="text-muted-foreground">
                Use the invite code your grown-up gave you to start practising.
              </span>
              <span className="mt-auto inline-flex min-h-12 items-center gap-2 rounded-xl bg-amber-400 px-5 font-bold text-amber-950 transition-colors group-hover:bg-amber-300">
                Enter My Code
                <ArrowRight className="size-5" aria-hidden="true" />
              </span>
            </Link>
          </li>
        </ul>
      </PageContainer>
    </div>
  );
}
