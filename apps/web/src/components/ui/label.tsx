import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

// A plain <label> (the home page's voice demo has one, so Radix's Label primitive would join its
// first load). As Radix's does, it keeps a double click from selecting the label's text.
export function Label({ className, onMouseDown, ...props }: ComponentProps<'label'>) {
  return (
    <label
      data-slot="label"
      className={cn(
        'text-base leading-snug font-semibold select-none peer-disabled:cursor-not-allowed peer-disabled:opacity-60',
        className,
      )}
      onMouseDown={(event) => {
        const target = event.target as HTMLElement;
        // Controls inside the label keep their own behaviour.
        if (!target.closest('button, input, select, textarea')) {
          onMouseDown?.(event);
          if (!event.defaultPrevented && event.detail > 1) event.preventDefault();
        }
      }}
      {...props}
    />
  );
}
