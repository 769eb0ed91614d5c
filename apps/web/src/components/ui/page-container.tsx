import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

type PageContainerProps = ComponentProps<'div'> & {
  /** `narrow` suits reading pages and forms; `wide` suits dashboards and card grids. */
  width?: 'narrow' | 'default' | 'wide';
};

const widths = { narrow: 'max-w-3xl', default: 'max-w-5xl', wide: 'max-w-7xl' } as const;

export function PageContainer({ className, width = 'default', ...props }: PageContainerProps) {
  return (
    <div
      className={cn('mx-auto w-full px-4 py-10 sm:px-6 sm:py-14 lg:px-8', widths[width], className)}
      {...props}
    />
  );
}
