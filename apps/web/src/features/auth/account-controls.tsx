import { Link } from 'react-router';
import { LayoutDashboard, Loader2, LogIn, LogOut } from 'lucide-react';
import { SIGN_UP_CALLBACK_PATH } from '@callready/contract';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useAuth } from '@/lib/auth/auth-context';
import { useSignOutAndLeave } from '@/lib/auth/use-sign-out-and-leave';
import { cn } from '@/lib/cn';
import { paths } from '@/lib/paths';

type AccountControlsProps = {
  /** `header`: compact buttons in the top bar; `menu`: full-width buttons in the mobile menu. */
  layout: 'header' | 'menu';
  /** Called after a choice, e.g. to close the mobile menu. */
  onNavigate?: () => void;
};

/** docs/product.md §2 header: a login control, or Dashboard and Sign out when a parent is signed in. */
export function AccountControls({ layout, onNavigate }: AccountControlsProps) {
  const { user, loading } = useAuth();
  const { signingOut, signOutAndLeave } = useSignOutAndLeave();
  const inHeader = layout === 'header';
  const buttonClasses = inHeader ? 'min-h-10 px-3.5 text-base sm:px-4 md:min-h-11' : 'w-full';
  const size = inHeader ? 'sm' : 'lg';

  if (loading && !user) {
    return <Skeleton className={cn('rounded-lg', inHeader ? 'h-10 w-24 md:h-11' : 'h-13 w-full')} />;
  }

  if (!user) {
    return (
      <Button asChild size={size} className={buttonClasses}>
        <Link to={paths.login} onClick={onNavigate}>
          <LogIn className={cn(inHeader && 'max-sm:hidden')} aria-hidden="true" />
          Login
        </Link>
      </Button>
    );
  }

  return (
    <div className={cn('flex gap-1.5 sm:gap-2', inHeader ? 'items-center' : 'flex-col')}>
      <Button asChild size={size} className={cn(buttonClasses, inHeader && 'md:max-lg:px-2.5')}>
        <Link to={SIGN_UP_CALLBACK_PATH} onClick={onNavigate} title={inHeader ? 'Dashboard' : undefined}>
          <LayoutDashboard className={cn(inHeader && 'max-sm:hidden')} aria-hidden="true" />
          {/* Tablets show the icon alone: the full navigation leaves no room for the word. */}
          <span className={cn(inHeader && 'md:max-lg:sr-only')}>Dashboard</span>
        </Link>
      </Button>
      <Button
        variant="outline"
        size={size}
        // In the header, sign-out is an icon button (named for screen readers and on hover), and
        // on phones it lives in the menu, so the bar never overflows.
        className={cn(buttonClasses, inHeader && 'px-2.5 max-sm:hidden sm:px-2.5')}
        title={inHeader ? 'Sign out' : undefined}
        onClick={() => {
          onNavigate?.();
          void signOutAndLeave();
        }}
        disabled={signingOut}
        aria-busy={signingOut || undefined}
      >
        {signingOut ? <Loader2 className="animate-spin" aria-hidden="true" /> : <LogOut aria-hidden="true" />}
        <span className={cn(inHeader && 'sr-only')}>{signingOut ? 'Signing out...' : 'Sign out'}</span>
      </Button>
    </div>
  );
}
