// Who may see a staff page: the server decides (GET /api/admin/status); the page only follows.
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { ADMIN_MESSAGES } from '@callready/contract';
import { useAuth } from '@/lib/auth/auth-context';
import { useStaffStatus } from './admin-api';

/**
 * The signed-in staff member's status. Signed-out visitors go to /eclipse-login; non-staff go to
 * `nonStaffTo` (/eclipse-login from the dashboard, / from the two-factor page, docs/product.md §2).
 */
export function useStaffAccess(nonStaffTo: '/eclipse-login' | '/') {
  const navigate = useNavigate();
  const { user, loading, isAdmin, isSupport } = useAuth();
  // GET /api/me already says whether the account is staff; only staff ask the staff API.
  const knownStaff = !loading && user !== null && (isAdmin || isSupport);
  const query = useStaffStatus(knownStaff);
  const kind = loading ? undefined : !user ? 'signed-out' : !knownStaff ? 'not-staff' : query.data?.kind;
  useEffect(() => {
    if (kind === 'signed-out') navigate('/eclipse-login', { replace: true });
    if (kind === 'not-staff') {
      toast.error('Access Denied', { description: ADMIN_MESSAGES.accessDenied.split(' - ')[1] });
      navigate(nonStaffTo, { replace: true });
    }
  }, [kind, navigate, nonStaffTo]);
  return {
    status: query.data?.kind === 'staff' ? query.data.status : null,
    loading: loading || (knownStaff && query.isPending),
    failed: query.isError,
    retry: () => void query.refetch(),
  };
}
