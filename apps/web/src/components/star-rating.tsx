import { Star } from 'lucide-react';
import { cn } from '@/lib/cn';

type StarRatingProps = {
  /** Whole stars earned; values outside 0…max are clamped. */
  value: number;
  max: number;
  className?: string;
  /** Classes for each star icon, e.g. its size. */
  starClassName?: string;
};

/** A row of filled and empty stars, read out as "3 out of 5 stars". */
export function StarRating({ value, max, className, starClassName }: StarRatingProps) {
  const filled = Math.min(max, Math.max(0, Math.round(value)));
  return (
    <span
      role="img"
      aria-label={`${filled} out of ${max} stars`}
      className={cn('inline-flex items-center gap-0.5', className)}
    >
      {Array.from({ length: max }, (_, index) => (
        <Star
          key={index}
          aria-hidden="true"
          className={cn(
            'size-6 shrink-0',
            index < filled ? 'fill-amber-400 text-amber-500' : 'fill-slate-100 text-slate-300',
            starClassName,
          )}
        />
      ))}
    </span>
  );
}
