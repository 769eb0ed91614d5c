import { MAX_PASSWORD_SCORE, evaluatePassword, type PasswordReading } from '@callready/core';
import { cn } from '@/lib/cn';

const segmentColours = [
  'bg-red-600',
  'bg-red-600',
  'bg-orange-500',
  'bg-amber-400',
  'bg-lime-500',
  'bg-green-600',
] as const;
const labelColours = [
  'text-red-700',
  'text-red-700',
  'text-orange-700',
  'text-amber-700',
  'text-lime-700',
  'text-green-700',
] as const;

type PasswordStrengthMeterProps = {
  password: string;
  reading: PasswordReading;
  id?: string;
  className?: string;
};

/** docs/product.md §5 password rules: a five-step bar, the strength label and up to three suggestions. */
export function PasswordStrengthMeter({ password, reading, id, className }: PasswordStrengthMeterProps) {
  if (password === '') return null;
  // One verdict: the label never praises what the suggestions still ask to fix.
  const { verdictScore: score, verdict: label, suggestions, valid } = evaluatePassword(password, reading);

  return (
    <div id={id} className={cn('flex flex-col gap-1.5', className)}>
      <div className="flex items-center gap-3">
        <div
          role="meter"
          aria-label="Password strength"
          aria-valuemin={0}
          aria-valuemax={MAX_PASSWORD_SCORE}
          aria-valuenow={score}
          aria-valuetext={label}
          className="grid flex-1 grid-cols-5 gap-1"
        >
          {Array.from({ length: MAX_PASSWORD_SCORE }, (_, index) => (
            <span
              key={index}
              className={cn(
                'h-2 rounded-full transition-colors',
                index < score ? segmentColours[score] : 'bg-slate-200',
              )}
            />
          ))}
        </div>
        <p className={cn('min-w-24 text-right text-sm font-bold', labelColours[score])} aria-live="polite">
          {label}
        </p>
      </div>
      {suggestions.length > 0 && valid && (
        <p className="text-sm font-semibold text-muted-foreground">To make it even stronger:</p>
      )}
      {suggestions.length > 0 && (
        <ul className="flex flex-col gap-0.5 text-sm text-muted-foreground">
          {suggestions.map((suggestion) => (
            <li key={suggestion} className="flex items-center gap-1.5">
              <span className="size-1.5 shrink-0 rounded-full bg-slate-400" aria-hidden="true" />
              {suggestion}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
