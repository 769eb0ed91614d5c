import type { Country, ScenarioType } from '@callready/core';
import { cn } from '@/lib/cn';

/** The number a child rings for this kind of call, big and bold: red for emergencies. */
export function ScenarioTypeBadge({
  type,
  country,
  className,
}: {
  type: ScenarioType;
  country: Country;
  className?: string;
}) {
  const emergency = type === '999';
  return (
    <span
      className={cn(
        'inline-flex w-fit items-center rounded-2xl px-4 py-1.5 text-2xl font-extrabold tabular-nums',
        emergency ? 'bg-emergency text-emergency-foreground' : 'bg-slate-200 text-slate-800',
        className,
      )}
    >
      <span className="sr-only">{emergency ? 'Emergency number ' : 'Non-emergency '}</span>
      {emergency ? country.emergencyNumber : country.nonEmergencyLabel}
    </span>
  );
}
