import { Link } from 'react-router';
import { freePlanPromise } from '@callready/core';
import { cn } from '@/lib/cn';
import { useCountry } from '@/lib/country-context';
import { paths } from '@/lib/paths';

/**
 * Beside every way to sign up (docs/product.md §1.9): what the free plan includes and what needs a
 * paid plan, said before the parent signs up, with a link to the plans.
 */
export function FreePlanNote({
  tone = 'light',
  withPlansLink = true,
  className,
}: {
  /** 'dark' on a coloured band, where the text is white. */
  tone?: 'light' | 'dark';
  withPlansLink?: boolean;
  className?: string;
}) {
  const { effectiveCountry } = useCountry();
  return (
    <p
      data-testid="free-plan-note"
      className={cn(
        'max-w-xl text-base leading-relaxed',
        tone === 'dark' ? 'text-blue-50' : 'text-slate-700',
        className,
      )}
    >
      {freePlanPromise(effectiveCountry.emergencyNumber)}
      {withPlansLink && (
        <>
          {' '}
          <Link
            to={paths.pricing}
            className={cn(
              'font-semibold underline underline-offset-4',
              tone === 'dark' ? 'text-white' : 'text-primary',
            )}
          >
            See the plans
          </Link>
        </>
      )}
    </p>
  );
}
