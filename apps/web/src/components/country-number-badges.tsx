import type { Country } from '@callready/core';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/cn';

/** Red badge with the country's emergency number; the visible text stays short for small cards. */
export function EmergencyNumberBadge({ country, className }: { country: Country; className?: string }) {
  return (
    <Badge variant="emergency" className={cn('tabular-nums', className)}>
      <span className="sr-only">Emergency number </span>
      {country.emergencyNumber}
    </Badge>
  );
}

/** Grey badge with the non-emergency number, or the service's name where there is no single number. */
export function NonEmergencyBadge({ country, className }: { country: Country; className?: string }) {
  return (
    <Badge variant="secondary" className={cn('tabular-nums', className)}>
      <span className="sr-only">Non-emergency </span>
      {country.nonEmergencyLabel}
    </Badge>
  );
}
