import { Link } from 'react-router';
import { AlertTriangle, Home, KeyRound, Lock, RefreshCw, Stethoscope } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import type { CallStartProblem } from '../call-start-problem';
import { childPaths, paths } from '@/lib/paths';

function Panel({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <div className="mx-auto flex w-full max-w-xl flex-col items-center gap-4 rounded-3xl border-2 bg-card p-6 text-center shadow-sm sm:p-10">
      {icon}
      <h2 className="text-2xl font-extrabold sm:text-3xl">{title}</h2>
      {children}
    </div>
  );
}

export function CallStarting() {
  return (
    <Panel
      icon={<Spinner className="size-12" label="Getting your practice line ready…" />}
      title="Getting your practice line ready…"
    >
      <p className="text-lg text-muted-foreground">This only takes a moment.</p>
    </Panel>
  );
}

type CallProblemProps = { problem: CallStartProblem; inviteCode: string; onRetry: () => void };

/** The server said no: emergency practice is locked, the code no longer works, or something went wrong. */
export function CallProblem({ problem, inviteCode, onRetry }: CallProblemProps) {
  const childPages = childPaths(inviteCode);
  const backToDashboard = (
    <Button asChild size="lg" variant={problem.kind === 'locked' ? 'default' : 'outline'}>
      <Link to={childPages.dashboard}>
        <Home aria-hidden="true" />
        Back to Dashboard
      </Link>
    </Button>
  );

  switch (problem.kind) {
    case 'locked':
      return (
        <Panel
          icon={
            <span className="flex size-20 items-center justify-center rounded-full bg-amber-100">
              <Lock className="size-10 text-amber-700" aria-hidden="true" />
            </span>
          }
          title="Emergency practice is locked"
        >
          <p className="text-lg">{problem.message}</p>
          <p className="text-base text-muted-foreground">
            You can still practise calls for help when it isn't an emergency.
          </p>
          <div className="flex flex-wrap justify-center gap-3">
            {backToDashboard}
            <Button asChild size="lg" variant="outline">
              <Link to={childPages.scenariosOfType('111')}>
                <Stethoscope aria-hidden="true" />
                Non-Emergency Practice
              </Link>
            </Button>
          </div>
        </Panel>
      );
    case 'invalid-code':
      return (
        <Panel
          icon={<KeyRound className="size-14 text-emergency" aria-hidden="true" />}
          title="This code doesn't work any more"
        >
          <p className="text-lg">{problem.message}</p>
          <p className="text-base text-muted-foreground">
            Ask your parent for your code, then enter it again.
          </p>
          <Button asChild size="lg">
            <Link to={paths.childLogin}>Enter Child Code</Link>
          </Button>
        </Panel>
      );
    case 'rate-limited':
    case 'unavailable':
      return (
        <Panel
          icon={<AlertTriangle className="size-14 text-amber-600" aria-hidden="true" />}
          title="The call couldn't start"
        >
          <p className="text-lg" role="alert">
            {problem.message}
          </p>
          <div className="flex flex-wrap justify-center gap-3">
            <Button size="lg" onClick={onRetry}>
              <RefreshCw aria-hidden="true" />
              Try Again
            </Button>
            {backToDashboard}
          </div>
        </Panel>
      );
  }
}
