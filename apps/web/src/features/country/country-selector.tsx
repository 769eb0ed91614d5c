import { COUNTRIES, type CountryId } from '@callready/core';
import { ChevronDown } from 'lucide-react';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { Button } from '@/components/ui/button';
import { useCountry } from '@/lib/country-context';
import { cn } from '@/lib/cn';
import { CountryFlag } from '@/components/country-flag';

/** Header control: the current flag and country, opening a menu of the six countries. */
export function CountrySelector({
  className,
  compact = false,
  defaultOpen = false,
}: {
  className?: string;
  compact?: boolean;
  /** Opens at once (the header loads this menu when its trigger is pressed). */
  defaultOpen?: boolean;
}) {
  const { effectiveCountry, setCountry } = useCountry();

  return (
    <DropdownMenu modal={false} defaultOpen={defaultOpen}>
      <DropdownMenuTrigger asChild>
        <Button
          variant="ghost"
          className={cn('gap-1.5 px-3 font-semibold', className)}
          aria-label={`Country: ${effectiveCountry.name}. Change country`}
        >
          <CountryFlag id={effectiveCountry.id} className="text-xl" />
          <span className={cn(compact ? 'sr-only' : 'hidden xl:inline')}>{effectiveCountry.name}</span>
          <ChevronDown className="size-4! opacity-60" aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-72">
        <DropdownMenuLabel>Choose your country</DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuRadioGroup
          value={effectiveCountry.id}
          onValueChange={(value) => setCountry(value as CountryId)}
        >
          {COUNTRIES.map((option) => (
            <DropdownMenuRadioItem key={option.id} value={option.id}>
              <CountryFlag id={option.id} className="text-xl" />
              <span className="flex-1">{option.name}</span>
              <span className="text-sm font-bold text-emergency tabular-nums">
                <span className="sr-only">emergency number </span>
                {option.emergencyNumber}
              </span>
            </DropdownMenuRadioItem>
          ))}
        </DropdownMenuRadioGroup>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
