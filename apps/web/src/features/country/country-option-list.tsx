import { COUNTRIES } from '@callready/core';
import { Check } from 'lucide-react';
import { useCountry } from '@/lib/country-context';
import { cn } from '@/lib/cn';
import { CountryFlag } from '@/components/country-flag';

/** The country choice as a plain list of toggle buttons, for the mobile menu. */
export function CountryOptionList({ labelledBy }: { labelledBy: string }) {
  const { country, setCountry } = useCountry();

  return (
    <ul className="grid grid-cols-2 gap-2" aria-labelledby={labelledBy}>
      {COUNTRIES.map((option) => {
        const selected = country?.id === option.id;
        return (
          <li key={option.id}>
            <button
              type="button"
              aria-pressed={selected}
              onClick={() => setCountry(option.id)}
              className={cn(
                'flex min-h-12 w-full items-center gap-2 rounded-lg border-2 px-2.5 py-2 text-left text-sm font-semibold transition-colors',
                selected
                  ? 'border-primary bg-primary-soft text-primary'
                  : 'border-border hover:border-primary/60',
              )}
            >
              <CountryFlag id={option.id} className="text-xl" />
              <span className="flex-1 leading-tight">{option.name}</span>
              {selected && <Check className="size-4 shrink-0" aria-hidden="true" />}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
