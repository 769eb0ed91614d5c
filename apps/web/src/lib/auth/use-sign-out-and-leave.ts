import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useAuth } from '@/lib/auth/auth-context';
import { paths } from '@/lib/paths';

/** Sign out from the header, the mobile menu or the dashboard: the session ends, then home (docs/product.md §2). */
export function useSignOutAndLeave() {
  const { signOut } = useAuth();
  const navigate = useNavigate();
  const [signingOut, setSigningOut] = useState(false);

  const signOutAndLeave = async () => {
    setSigningOut(true);
    // The toast library is not part of any page's first view.
    const { toast } = await import('sonner');
    try {
      await signOut();
      navigate(paths.home);
      toast.success('Signed out', { description: 'You have been signed out of your parent account.' });
    } catch {
      toast.error('Sign out failed', { description: 'Please check your connection and try again.' });
    } finally {
      setSigningOut(false);
    }
  };

  return { signingOut, signOutAndLeave };
}
