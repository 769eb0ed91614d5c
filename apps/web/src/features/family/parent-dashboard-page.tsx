import { useEffect, useState, type ReactNode } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { CreditCard, Loader2, LogOut, UserPlus } from 'lucide-react';
import type { Child } from '@callready/contract';
import { childLimitMessage, inviteMessage } from '@callready/core';
import { Button } from '@/components/ui/button';
import { PageContainer } from '@/components/ui/page-container';
import { ApiError } from '@/lib/api-client';
import { useAuth } from '@/lib/auth/auth-context';
import { useSignOutAndLeave } from '@/lib/auth/use-sign-out-and-leave';
import { clearChildSession, readChildSession, storeChildSession } from '@/lib/child-portal/child-session';
import { usePageTitle } from '@/lib/page-title';
import { ChildCard } from './child-card';
import { ChildFormDialog, type ChildFormTarget } from './child-form-dialog';
import { ADD_CHILD_PARAM } from './child-form';
import { childrenOverview } from './children-overview';
import { DeleteChildDialog, DeleteHistoryDialog, NewInviteCodeDialog } from './confirm-child-dialogs';
import { copyText } from './copy-text';
import { HomeDetailsDialog } from './home-details-dialog';
import { DashboardOverview } from './dashboard-overview';
import { DashboardError, DashboardSkeleton, NoChildrenYet } from './dashboard-states';
import { ManualCopyDialog } from './manual-copy-dialog';
import { ParentOnly } from '@/components/parent-only';
import { UNEXPECTED_PROBLEM } from './save-errors';
import { useChildren } from './family-api';
import { paths } from '@/lib/paths';
import { YourDataSection } from './your-data-section';

type ParentDashboardPageProps = {
  /** Shown under the overview once the children are loaded: the plan's end, told by billing. */
  planNotice?: ReactNode;
};

/** /parent-dashboard and /dashboard (docs/product.md §2). */
export function ParentDashboardPage({ planNotice }: ParentDashboardPageProps) {
  usePageTitle('Parent Dashboard');
  return (
    <ParentOnly>
      <Dashboard planNotice={planNotice} />
    </ParentOnly>
  );
}

function Dashboard({ planNotice }: ParentDashboardPageProps) {
  const navigate = useNavigate();
  const { user, profile } = useAuth();
  const children = useChildren();
  const [params, setParams] = useSearchParams();
  const { signingOut, signOutAndLeave } = useSignOutAndLeave();
  const [formTarget, setFormTarget] = useState<ChildFormTarget | null>(null);
  const [removing, setRemoving] = useState<Child | null>(null);
  const [renewing, setRenewing] = useState<Child | null>(null);
  const [erasing, setErasing] = useState<Child | null>(null);
  const [homeDetailsOf, setHomeDetailsOf] = useState<Child | null>(null);
  const [manualCopy, setManualCopy] = useState<{ childName: string; message: string } | null>(null);

  const parentName = profile?.fullName?.trim() || user?.name?.trim() || '';
  const data = children.data;
  const overview = data ? childrenOverview(data) : null;

  // Back on the dashboard, a preview is over (docs/product.md §4.4): "Back to Parent Dashboard" and
  // any other way here forget the child's code and data, and the preview banner goes with them.
  useEffect(() => {
    if (readChildSession()) clearChildSession();
  }, []);

  // Back from paying for a bigger plan that Add Child asked for: Add Child opens again, once the
  // children and the plan's new limit are read afresh.
  const addAsked = params.get(ADD_CHILD_PARAM) !== null;
  const { refetch: refetchChildren } = children;
  useEffect(() => {
    if (!addAsked) return;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(ADD_CHILD_PARAM);
        return next;
      },
      { replace: true },
    );
    void refetchChildren().then(() => setFormTarget({ mode: 'add' }));
  }, [addAsked, refetchChildren, setParams]);

  const copyInvite = async (child: Child) => {
    if (!child.inviteCode) return;
    const message = inviteMessage({
      childName: child.name,
      relationship: child.relationship,
      inviteCode: child.inviteCode,
      loginUrl: `${window.location.origin}/child-login`,
    });
    if (await copyText(message)) {
      toast.success('Invite copied', {
        description: `Send it to ${child.name} so they can sign in and start practising.`,
      });
    } else {
      setManualCopy({ childName: child.name, message });
    }
  };

  const startPreview = (child: Child) => {
    if (!child.inviteCode) return;
    storeChildSession(child.inviteCode, {
      id: child.id,
      name: child.name,
      age: child.age,
      countryCode: child.countryCode,
      operatorVoice: child.operatorVoice,
    });
    navigate(paths.child(child.inviteCode).dashboard);
  };

  const openAdd = () => setFormTarget({ mode: 'add' });

  return (
    <PageContainer width="wide" className="flex flex-col gap-10">
      <header className="flex flex-col gap-5 md:flex-row md:items-end md:justify-between">
        <div className="flex flex-col gap-2">
          <p className="text-sm font-bold tracking-wide text-primary uppercase">Parent Dashboard</p>
          <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">
            {parentName ? `Welcome, ${parentName}!` : 'Welcome!'}
          </h1>
          <p className="max-w-2xl text-lg text-muted-foreground">
            Add your children, share their invite codes and see how their emergency call practice is going.
          </p>
        </div>
        <div className="grid grid-cols-2 gap-2 sm:flex sm:flex-wrap">
          <Button asChild variant="outline">
            <Link to={paths.billing}>
              <CreditCard aria-hidden="true" />
              Billing
            </Link>
          </Button>
          <Button
            variant="outline"
            onClick={() => void signOutAndLeave()}
            disabled={signingOut}
            aria-busy={signingOut || undefined}
          >
            {signingOut ? (
              <Loader2 className="animate-spin" aria-hidden="true" />
            ) : (
              <LogOut aria-hidden="true" />
            )}
            {signingOut ? 'Signing out...' : 'Sign out'}
          </Button>
          {data && data.children.length > 0 && (
            <Button
              className="col-span-2 h-auto whitespace-normal"
              onClick={openAdd}
              aria-describedby={overview?.atPlanLimit ? 'plan-limit-note' : undefined}
            >
              <UserPlus aria-hidden="true" />
              {overview?.atPlanLimit ? `Add Child (plan limit: ${data.plan.childLimit})` : 'Add Child'}
            </Button>
          )}
          {data && overview?.atPlanLimit && (
            <p
              id="plan-limit-note"
              className="col-span-2 text-sm text-muted-foreground sm:basis-full sm:text-right"
            >
              {childLimitMessage(data.plan.tier)}
            </p>
          )}
        </div>
      </header>

      {children.isPending ? (
        <DashboardSkeleton />
      ) : children.isError || !data || !overview ? (
        <DashboardError
          message={children.error instanceof ApiError ? children.error.message : UNEXPECTED_PROBLEM}
          onRetry={() => void children.refetch()}
          retrying={children.isFetching}
        />
      ) : (
        <>
          <DashboardOverview overview={overview} />

          {planNotice}

          <section aria-labelledby="children-heading" className="flex flex-col gap-4">
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <h2 id="children-heading" className="text-xl font-extrabold">
                Your Children
              </h2>
              {overview.inactiveCount > 0 && (
                <p className="text-sm text-muted-foreground">
                  Inactive children still use a place on your plan.
                </p>
              )}
            </div>
            {data.children.length === 0 ? (
              <NoChildrenYet onAdd={openAdd} />
            ) : (
              <div className="grid gap-5 lg:grid-cols-2">
                {data.children.map((child) => (
                  <ChildCard
                    key={child.id}
                    child={child}
                    stats={data.stats.perChild[child.id]}
                    hasAddress={data.withAddress?.includes(child.id) ?? false}
                    onCopyInvite={(target) => void copyInvite(target)}
                    onNewCode={setRenewing}
                    onPreview={startPreview}
                    onEdit={(target) => setFormTarget({ mode: 'edit', child: target })}
                    onRemove={setRemoving}
                    onDeleteHistory={setErasing}
                    onHomeDetails={setHomeDetailsOf}
                  />
                ))}
              </div>
            )}
          </section>

          <ChildFormDialog
            target={formTarget}
            onClose={() => setFormTarget(null)}
            onHomeDetails={(added) => {
              setFormTarget(null);
              setHomeDetailsOf(added);
            }}
            planTier={data.plan.tier}
            atPlanLimit={overview.atPlanLimit}
          />

          <YourDataSection />
        </>
      )}

      <DeleteChildDialog child={removing} onClose={() => setRemoving(null)} />
      <NewInviteCodeDialog child={renewing} onClose={() => setRenewing(null)} />
      <DeleteHistoryDialog child={erasing} onClose={() => setErasing(null)} />
      <HomeDetailsDialog child={homeDetailsOf} onClose={() => setHomeDetailsOf(null)} />
      <ManualCopyDialog invite={manualCopy} onClose={() => setManualCopy(null)} />
    </PageContainer>
  );
}
