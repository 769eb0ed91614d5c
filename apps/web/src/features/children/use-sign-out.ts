import { useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { useAuth } from '@/lib/auth/auth-context';

/** The dashboard's Sign out: ends the session and returns to the home page (spec §2). */
export function useSignOut() {
  const { signOut } = useAuth();
  const navigate = useNavigate();
  const [signingOut, setSigningOut] = useState(false);

  const signOutAndLeave = async () => {
    setSigningOut(true);
    try {
      // Leave first, so the dashboard does not ask for the parent's data as the session ends.
      await navigate('/');
      await signOut();
      toast.success('Signed out', { description: 'You have been signed out of your parent account.' });
    } catch {
      toast.error('Sign out failed', { description: 'Please check your connection and try again.' });
    } finally {
      setSigningOut(false);
    }
  };

  return { signingOut, signOutAndLeave };
}
