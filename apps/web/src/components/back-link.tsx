import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { cn } from '@/lib/cn';

const TONES = {
  /** Quiet text link above a form or card (auth pages, parent pages). */
  muted: 'rounded-lg pr-3 font-semibold text-muted-foreground transition-colors hover:text-primary',
  /** A rounded, friendly button-like link for children's pages; pass its colours in `className`. */
  pill: 'rounded-full px-4 text-base font-bold text-primary',
} as const;

type BackLinkProps = {
  to: string;
  children: ReactNode;
  tone?: keyof typeof TONES;
  className?: string;
};

/** The "Back to …" link at the top of a page: an arrow and where it goes, large enough to tap. */
export function BackLink({ to, children, tone = 'muted', className }: BackLinkProps) {
  return (
    <Link to={to} className={cn('inline-flex min-h-11 w-fit items-center gap-2', TONES[tone], className)}>
      <ArrowLeft className="size-5" aria-hidden="true" />
      {children}
    </Link>
  );
}
