import { cn } from '@/lib/cn';

/**
 * A grey placeholder with the shape of content that is still loading. Decorative: the page announces
 * the loading state itself (a Spinner or a status line), so this stays hidden from screen readers.
 */
export function Skeleton({ className }: { className?: string }) {
  return <div className={cn('animate-pulse rounded-2xl bg-muted', className)} aria-hidden="true" />;
}

/** `count` skeletons of the same shape, for a grid of cards or a list still loading. */
export function SkeletonList({ count, className }: { count: number; className?: string }) {
  return Array.from({ length: count }, (_, index) => <Skeleton key={index} className={className} />);
}
