import { useMemo, type ReactNode } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { AlertTriangle, ArrowLeft, KeyRound, LogOut, SearchX } from 'lucide-react';
import type { ChildLookup } from '@callready/contract';
import { getCountry, normalizeInviteCode, scoreMeasuresFor } from '@callready/core';
import { ReadAloudButton } from '@/components/read-aloud-button';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { PageSpinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { useChildMode } from '@/lib/child-portal/child-mode';
import { childDashboardPath } from '@/lib/child-portal/child-mode-rules';
import {
  FALLBACK_CHILD_ACCESS,
  isUnknownCodeError,
  useChildLookup,
  useChildLookupValue,
} from '@/lib/child-portal/child-portal-lookups';
import { clearChildSession } from '@/lib/child-portal/child-session';
import { usePageTitle } from '@/lib/page-title';
import { useStoredChildSession } from '@/lib/child-portal/use-child-session';
import { DashboardStatCards, dashboardFigures } from './dashboard-stat-cards';
import { dashboardStats, recentProgress } from './dashboard-stats';
import { DashboardTrainingCards, TRAINING_HEADING, trainingCardsFor } from './dashboard-training-cards';
import { LearnAddressCard } from './learn-address-card';
import { RecentProgressList } from './recent-progress-list';
import { paths } from '@/lib/paths';

const pillLink =
  'inline-flex min-h-11 items-center gap-2 rounded-full bg-white/90 px-4 text-base font-bold text-primary shadow-sm hover:bg-white';

/** Back to the parent dashboard in a preview, home for anyone else; a child in a session stays in the portal. */
function DashboardTopBar() {
  const navigate = useNavigate();
  const { isPreview, isChildSession } = useChildMode();

  function logOut() {
    clearChildSession();
    navigate(paths.login);
  }

  return (
    <div className="flex min-h-11 flex-wrap items-center justify-between gap-3">
      {isPreview ? (
        <Link to={paths.parentDashboard} className={pillLink}>
          <ArrowLeft className="size-5" aria-hidden="true" />
          Back to Parent Dashboard
        </Link>
      ) : isChildSession ? (
        <span />
      ) : (
        <Link to={paths.home} className={pillLink}>
          <ArrowLeft className="size-5" aria-hidden="true" />
          Back to Home
        </Link>
      )}
      {isChildSession && (
        <button type="button" onClick={logOut} className={pillLink}>
          <LogOut className="size-5" aria-hidden="true" />
          Log Out
        </button>
      )}
    </div>
  );
}

function DashboardProblem({ code, error, onRetry }: { code: string; error: unknown; onRetry: () => void }) {
  const { isChildSession, inviteCode: storedCode } = useChildMode();
  const ownDashboard =
    isChildSession && storedCode && storedCode !== code ? childDashboardPath(storedCode) : null;
  const notFound = isUnknownCodeError(error) || error === null;
  const rateLimited = error instanceof ApiError && error.status === 429;

  return (
    <div className="mx-auto flex w-full max-w-xl flex-1 flex-col items-center justify-center gap-5 text-center">
      <span className="flex size-24 items-center justify-center rounded-full bg-white shadow-md">
        {notFound ? (
          <SearchX className="size-12 text-primary" aria-hidden="true" />
        ) : (
          <AlertTriangle className="size-12 text-amber-600" aria-hidden="true" />
        )}
      </span>
      <h1 className="text-4xl font-extrabold tracking-tight sm:text-5xl">
        {notFound ? 'Oops! Code not found' : 'Oops! Something went wrong'}
      </h1>
      <p className="text-xl text-slate-700">
        {notFound
          ? 'The invite code you entered is not valid.'
          : rateLimited
            ? (error as ApiError).message
            : 'Failed to load child data'}
      </p>
      <div className="flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
        {!notFound && (
          <Button size="lg" onClick={onRetry}>
            Try Again
          </Button>
        )}
        <Button asChild size="lg" variant={notFound ? 'default' : 'outline'}>
          <Link to={paths.childLogin}>
            <KeyRound aria-hidden="true" />
            Enter Child Code
          </Link>
        </Button>
        {ownDashboard && (
          <Button asChild size="lg" variant="outline">
            <Link to={ownDashboard}>Back to My Dashboard</Link>
          </Button>
        )}
        {!isChildSession && (
          <Button asChild size="lg" variant="outline">
            <Link to={paths.home}>Go to Home</Link>
          </Button>
        )}
      </div>
    </div>
  );
}

const WELCOME_LINE = 'Ready to practise being a real-life helper today?';

function WelcomeCard({
  child,
  fullAccess,
  readAloud,
}: {
  child: ChildLookup;
  fullAccess: boolean;
  readAloud: ReactNode;
}) {
  const initial = child.name.trim().charAt(0).toUpperCase() || '★';
  return (
    <section className="flex flex-col items-center gap-4 rounded-[2rem] bg-gradient-to-br from-blue-600 via-primary to-sky-500 px-5 py-7 text-center text-white shadow-xl sm:flex-row sm:gap-6 sm:px-8 sm:text-left">
      <span
        className="flex size-20 shrink-0 items-center justify-center rounded-full bg-amber-300 text-4xl font-extrabold text-amber-950 shadow-md sm:size-24 sm:text-5xl"
        aria-hidden="true"
      >
        {initial}
      </span>
      <div className="flex flex-col gap-3">
        <h1 className="text-3xl font-extrabold tracking-tight break-words sm:text-5xl">
          Welcome, {child.name}!
        </h1>
        <p className="text-lg text-blue-50 sm:text-xl">{WELCOME_LINE}</p>
        <ul className="flex flex-wrap justify-center gap-2 sm:justify-start" aria-label="About your training">
          <li>
            <Badge className="bg-white px-3 py-1 text-base text-primary">
              {child.countryCode.toUpperCase()} Training
            </Badge>
          </li>
          <li>
            <Badge className="bg-white/20 px-3 py-1 text-base text-white">Age {child.age}</Badge>
          </li>
          <li>
            <Badge
              className={
                fullAccess
                  ? 'bg-green-500 px-3 py-1 text-base text-white'
                  : 'bg-amber-300 px-3 py-1 text-base text-amber-950'
              }
            >
              {fullAccess ? 'Full Access' : 'Basic Access'}
            </Badge>
          </li>
        </ul>
        {readAloud}
      </div>
    </section>
  );
}

/** The dashboard while it loads; its own page shell shows the same before any script runs. */
export function ChildDashboardLoading() {
  return <PageSpinner label="Loading your training…" />;
}

/**
 * /child/{inviteCode}: the child's home. The child is looked up by the code in the path (and
 * stored as the session, so a child can open their link directly); progress and access follow, or
 * go with it for the code of the child's own session.
 * Failed progress or access look-ups do not block: no progress, and the free plan's access.
 */
export function ChildDashboardPage() {
  const { inviteCode: routeParam = '' } = useParams();
  const code = normalizeInviteCode(routeParam);
  const profile = useChildLookup(code === '' ? null : code);
  const stored = useStoredChildSession();
  // The code of the child's own session is asked for all at once. Any other code is checked first,
  // so a mistyped one costs one look-up under the guessing limits, not three.
  const lookUpAll = profile.isSuccess || (code !== '' && stored?.inviteCode === code);
  const progress = useChildLookupValue(lookUpAll ? code : null, (lookups) => lookups.progress);
  const access = useChildLookupValue(lookUpAll ? code : null, (lookups) => lookups.access);
  usePageTitle(
    profile.data
      ? `${profile.data.name}'s Training`
      : isUnknownCodeError(profile.error)
        ? 'Code not found'
        : 'Child Dashboard',
  );

  const records = useMemo(() => progress.data ?? [], [progress.data]);
  const stats = useMemo(() => dashboardStats(records), [records]);
  const recent = useMemo(() => recentProgress(records), [records]);

  let content;
  if (code === '' || profile.isError) {
    content = (
      <DashboardProblem
        code={code}
        error={code === '' ? null : profile.error}
        onRetry={() => void profile.refetch()}
      />
    );
  } else if (!profile.data || progress.isPending || access.isPending) {
    content = <ChildDashboardLoading />;
  } else {
    const child = profile.data;
    const fullAccess = (access.data ?? FALLBACK_CHILD_ACCESS).fullAccess;
    const country = getCountry(child.countryCode);
    // The home's main words in order, without the child's name (ADR 058).
    const homeWords = [
      'Welcome!',
      WELCOME_LINE,
      ...dashboardFigures(stats).map(
        (figure) => `${figure.name}: ${figure.text}. ${scoreMeasuresFor(figure.id, child.age)}`,
      ),
      TRAINING_HEADING,
      ...trainingCardsFor(code, country, fullAccess).map((card) =>
        card.locked ? `${card.title}: locked.` : `${card.title}. ${card.text}`,
      ),
    ];
    content = (
      <>
        <WelcomeCard
          child={child}
          fullAccess={fullAccess}
          readAloud={
            <ReadAloudButton
              child={child}
              inviteCode={code}
              lines={homeWords}
              className="items-center sm:items-start [&_button]:text-slate-900"
            />
          }
        />
        <LearnAddressCard inviteCode={code} />
        <DashboardStatCards stats={stats} childAge={child.age} />
        <DashboardTrainingCards inviteCode={code} country={country} fullAccess={fullAccess} />
        <RecentProgressList records={recent} />
      </>
    );
  }

  return (
    <div className="flex flex-1 flex-col bg-gradient-to-b from-sky-100 via-amber-50 to-white">
      <div className="mx-auto flex w-full max-w-6xl flex-1 flex-col gap-6 px-4 py-5 sm:gap-8 sm:px-6 sm:py-8">
        <DashboardTopBar />
        {content}
      </div>
    </div>
  );
}
