import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

export function Input({ className, type, ...props }: ComponentProps<'input'>) {
  return (
    <input
      type={type ?? 'text'}
      data-slot="input"
      className={cn(
        'flex min-h-11 w-full min-w-0 rounded-lg border-2 border-input bg-background px-3.5 py-2 text-base transition-colors placeholder:text-slate-500 focus-visible:border-primary focus-visible:outline-none focus-visible:ring-3 focus-visible:ring-primary/25 disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-emergency aria-invalid:ring-emergency/20',
        className,
      )}
      {...props}
    />
  );
}
