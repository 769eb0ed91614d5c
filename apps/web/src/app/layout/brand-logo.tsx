import { Link } from 'react-router';
import { Phone } from 'lucide-react';
import { SITE_NAME } from '@/config/site';
import { cn } from '@/lib/cn';
import { paths } from '@/lib/paths';

type BrandLogoProps = {
  className?: string;
  /** Classes for the 'CallReady' word beside the icon, e.g. to hide it where space is short. */
  wordmarkClassName?: string;
};

export function BrandLogo({ className, wordmarkClassName }: BrandLogoProps) {
  return (
    <Link
      to={paths.home}
      aria-label={`${SITE_NAME} home`}
      className={cn(
        'inline-flex min-h-11 shrink-0 items-center gap-2.5 rounded-lg text-xl font-extrabold tracking-tight text-foreground',
        className,
      )}
    >
      <span className="relative inline-flex size-10 items-center justify-center rounded-xl bg-primary text-primary-foreground shadow-sm">
        <Phone className="size-5" aria-hidden="true" />
        <span
          className="absolute -top-0.5 -right-0.5 size-3 rounded-full border-2 border-white bg-emergency"
          aria-hidden="true"
        />
      </span>
      <span aria-hidden="true" className={wordmarkClassName}>
        Call<span className="text-primary">Ready</span>
      </span>
    </Link>
  );
}
