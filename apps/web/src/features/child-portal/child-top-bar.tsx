import { useParams } from 'react-router';
import { normalizeInviteCode } from '@callready/core';
import { useChildMode } from '@/lib/child-portal/child-mode';
import { childDashboardPath } from '@/lib/child-portal/child-mode-rules';
import { BackLink } from '@/components/back-link';

/**
 * 'Back to Dashboard' for pages a child reaches from their dashboard (docs/product.md §6): shown under
 * /child/{code}/ and, elsewhere, in a child session, where the site header is hidden.
 */
export function ChildTopBar() {
  const { inviteCode: routeParam } = useParams();
  const { isChildSession, inviteCode: storedCode, child } = useChildMode();
  const code =
    routeParam !== undefined ? normalizeInviteCode(routeParam) : isChildSession ? storedCode : null;
  if (!code) return null;
  const name = storedCode === code ? child?.name : undefined;

  return (
    <div className="border-b border-sky-100 bg-white/90">
      <div className="mx-auto flex w-full max-w-7xl items-center justify-between gap-3 px-4 py-2 sm:px-6 lg:px-8">
        <BackLink
          to={childDashboardPath(code)}
          tone="pill"
          className="bg-primary-soft whitespace-nowrap hover:bg-sky-100"
        >
          Back to Dashboard
        </BackLink>
        {name && (
          <p className="hidden truncate text-base font-bold text-slate-600 sm:block">
            {name}&apos;s training
          </p>
        )}
      </div>
    </div>
  );
}
