import type { ComponentProps } from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import { cn } from '@/lib/cn';
import { Slot } from '@/components/ui/slot';
import { useHydrated } from '@/lib/prerendered-page';

export const buttonVariants = cva(
  'inline-flex shrink-0 items-center justify-center gap-2 whitespace-nowrap rounded-lg font-semibold transition-colors focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:pointer-events-none disabled:opacity-50 [&_svg]:pointer-events-none [&_svg]:shrink-0',
  {
    variants: {
      variant: {
        default: 'bg-primary text-primary-foreground shadow-sm hover:bg-primary-hover',
        destructive:
          'bg-emergency text-emergency-foreground shadow-sm hover:bg-emergency-hover focus-visible:outline-emergency',
        outline:
          'border-2 border-input bg-background text-foreground hover:border-primary hover:bg-primary-soft hover:text-primary',
        secondary: 'bg-secondary text-secondary-foreground hover:bg-sky-200',
        ghost: 'text-foreground hover:bg-muted',
        link: 'text-primary underline-offset-4 hover:underline',
      },
      size: {
        default: 'min-h-11 px-5 py-2 text-base [&_svg]:size-5',
        sm: 'min-h-9 px-3 py-1.5 text-sm [&_svg]:size-4',
        lg: 'min-h-13 px-7 py-3 text-lg [&_svg]:size-5',
        icon: 'size-11 [&_svg]:size-5',
      },
    },
    defaultVariants: { variant: 'default', size: 'default' },
  },
);

export type ButtonProps = ComponentProps<'button'> &
  VariantProps<typeof buttonVariants> & {
    /** Render the single child (e.g. a router Link) with the button's styles instead of a <button>. */
    asChild?: boolean;
  };

export function Button({ className, variant, size, asChild = false, type, disabled, ...props }: ButtonProps) {
  // On a prerendered page a button shows before its code can act on it, and a press then would be
  // lost; so it stays disabled until the page has hydrated. Links (asChild) work without code.
  const hydrated = useHydrated();
  if (asChild) {
    return (
      <Slot
        data-slot="button"
        className={cn(buttonVariants({ variant, size }), className)}
        disabled={disabled}
        {...props}
      />
    );
  }
  return (
    <button
      data-slot="button"
      type={type ?? 'button'}
      disabled={disabled === true || !hydrated}
      className={cn(buttonVariants({ variant, size }), className)}
      {...props}
    />
  );
}
