import { Link } from 'react-router';
import { KeyRound, Lock, Sparkles, UserRound } from 'lucide-react';
import { FreePlanNote } from '@/components/free-plan-note';
import { Button } from '@/components/ui/button';
import { PageContainer } from '@/components/ui/page-container';
import { useChildMode } from '@/lib/child-portal/child-mode';
import { usePageTitle } from '@/lib/page-title';
import { paths } from '@/lib/paths';
import { useTrialOffer, type TrialOffer } from '@/lib/trial-offer';

/** A note under the message; a function when its words depend on the trial offer. */
export type AccessNote = string | ((offer: TrialOffer) => string);

/** docs/product.md §2/§8: a training page opened with neither a parent session nor a valid child code. */
export function AccessRequiredScreen({ note }: { note?: AccessNote }) {
  usePageTitle('Access Required');
  const { isChildSession } = useChildMode();
  const offer = useTrialOffer();
  const noteText = typeof note === 'function' ? note(offer) : note;
  return (
    <PageContainer width="narrow" className="flex flex-1 flex-col items-center justify-center">
      <section
        aria-labelledby="access-required-heading"
        className="flex w-full flex-col items-center gap-5 rounded-3xl border-2 bg-card px-5 py-10 text-center shadow-sm sm:px-10"
      >
        <span className="flex size-20 items-center justify-center rounded-full bg-primary-soft">
          <Lock className="size-10 text-primary" aria-hidden="true" />
        </span>
        <h1 id="access-required-heading" className="text-3xl font-extrabold tracking-tight sm:text-4xl">
          Access Required
        </h1>
        <p className="max-w-lg text-lg leading-relaxed text-slate-700">
          You need to be logged in or have a valid child code to access this page.
        </p>
        {noteText && <p className="max-w-lg font-semibold text-primary">{noteText}</p>}
        <div className="flex w-full flex-col gap-3 sm:w-auto sm:flex-row sm:flex-wrap sm:justify-center">
          <Button asChild size="lg">
            <Link to={paths.auth}>
              <UserRound aria-hidden="true" />
              Parent Login
            </Link>
          </Button>
          {!isChildSession && (
            <Button asChild size="lg" variant="outline">
              <Link to={paths.signUp}>
                <Sparkles aria-hidden="true" />
                {offer.startChoice}
              </Link>
            </Button>
          )}
          <Button asChild size="lg" variant="outline">
            <Link to={paths.childLogin}>
              <KeyRound aria-hidden="true" />
              Enter Child Code
            </Link>
          </Button>
        </div>
        {!isChildSession && <FreePlanNote className="text-center" />}
      </section>
    </PageContainer>
  );
}
