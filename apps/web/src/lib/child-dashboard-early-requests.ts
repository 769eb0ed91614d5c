// The child dashboard shows nothing until the child's look-up, progress and access have answered
// (features/child-portal/child-dashboard-page.tsx). When the address is the stored session's own
// dashboard, the code was accepted before, so the entry asks for all three at once instead of
// after the page's code has loaded and rendered.
import { childAccessPath, childLookupPath, childProgressPath } from '@callready/contract';
import { childDashboardPath } from './child-mode-rules';
import { readChildSession } from './child-session';
import { sendEarly } from './early-requests';

export function sendChildDashboardRequestsEarly(pathname: string) {
  const session = readChildSession();
  if (!session) return;
  const { inviteCode } = session;
  if (pathname.replace(/\/$/, '') !== childDashboardPath(inviteCode)) return;
  for (const path of [
    childLookupPath(inviteCode),
    childProgressPath(inviteCode),
    childAccessPath(inviteCode),
  ])
    sendEarly(path);
}
