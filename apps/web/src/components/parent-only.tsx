import { useState, type ReactNode } from 'react';
import { Navigate } from 'react-router';
import { PageSpinner } from '@/components/ui/spinner';
import { useAuth } from '@/lib/auth/auth-context';
import { paths } from '@/lib/paths';

/**
 * docs/product.md §2: the parent's pages wait for the session, then send a signed-out visitor to /auth. A
 * parent whose session ends while here (they signed out) goes home instead, where sign-out leads.
 */
export function ParentOnly({ children }: { children: ReactNode }) {
  const { user, loading } = useAuth();
  const [wasSignedIn, setWasSignedIn] = useState(false);
  if (user && !wasSignedIn) setWasSignedIn(true);

  if (loading) return <PageSpinner label="Loading your account…" />;
  if (!user) return <Navigate to={wasSignedIn ? paths.home : paths.auth} replace />;
  return children;
}
