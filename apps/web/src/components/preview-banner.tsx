import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Eye, X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useAuth } from '@/lib/auth/auth-context';
import { clearChildSession } from '@/lib/child-portal/child-session';
import { useStoredChildSession } from '@/lib/child-portal/use-child-session';
import { paths } from '@/lib/paths';

const DASHBOARD_PATH = paths.parentDashboard;

/**
 * docs/product.md §4 "Parent preview": a signed-in parent with a stored child session is previewing the
 * child's side. The banner says so on every page and leads back to the dashboard.
 */
export function PreviewBanner() {
  const { user } = useAuth();
  const childSession = useStoredChildSession();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const leaving = useRef(false);

  // A child's page stores the session it shows, so the preview ends only once the dashboard has
  // replaced that page.
  useEffect(() => {
    if (!leaving.current) return;
    leaving.current = false;
    if (pathname === DASHBOARD_PATH) clearChildSession();
  }, [pathname]);

  if (!user || !childSession) return null;

  const exitPreview = () => {
    if (pathname === DASHBOARD_PATH) {
      clearChildSession();
      return;
    }
    leaving.current = true;
    navigate(DASHBOARD_PATH);
  };

  return (
    <section aria-label="Preview mode" className="border-b border-amber-300 bg-amber-100 text-amber-950">
      <div className="mx-auto flex w-full max-w-7xl flex-wrap items-center justify-between gap-x-4 gap-y-2 px-4 py-2.5 sm:px-6 lg:px-8">
        <p className="flex items-center gap-2 font-semibold">
          <Eye className="size-5 shrink-0" aria-hidden="true" />
          <span>Preview mode: you are seeing CallReady as {childSession.child.name} sees it</span>
        </p>
        <Button size="sm" variant="outline" className="border-amber-400 bg-white" onClick={exitPreview}>
          <X aria-hidden="true" />
          Exit preview
        </Button>
      </div>
    </section>
  );
}
