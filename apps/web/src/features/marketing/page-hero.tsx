import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

type PageHeroProps = {
  eyebrow?: string;
  title: ReactNode;
  children?: ReactNode;
  className?: string;
};

/** The blue band with the page's main heading at the top of each inner marketing page. */
export function PageHero({ eyebrow, title, children, className }: PageHeroProps) {
  return (
    <div
      className={cn(
        'relative overflow-hidden bg-gradient-to-br from-blue-700 via-primary to-sky-500 text-white',
        className,
      )}
    >
      <div
        className="pointer-events-none absolute -top-24 -right-24 size-72 rounded-full bg-white/10"
        aria-hidden="true"
      />
      <div
        className="pointer-events-none absolute -bottom-32 -left-16 size-72 rounded-full bg-white/10"
        aria-hidden="true"
      />
      <div className="relative mx-auto flex w-full max-w-4xl flex-col items-center gap-4 px-4 py-14 text-center sm:px-6 sm:py-20">
        {eyebrow && (
          <p className="rounded-full bg-white/15 px-4 py-1 text-sm font-bold tracking-wide uppercase">
            {eyebrow}
          </p>
        )}
        <h1 className="text-4xl font-extrabold tracking-tight text-balance sm:text-5xl">{title}</h1>
        {children && (
          <div className="max-w-2xl text-lg leading-relaxed text-blue-50 text-pretty sm:text-xl">
            {children}
          </div>
        )}
      </div>
    </div>
  );
}
