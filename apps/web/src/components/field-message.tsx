import type { ReactNode } from 'react';
import { AlertCircle, CheckCircle2 } from 'lucide-react';
import { cn } from '@/lib/cn';

type FieldMessageProps = {
  id?: string;
  tone?: 'error' | 'success' | 'hint';
  children: ReactNode;
  className?: string;
  /** Errors are announced when they appear; pass false inside a region that already announces. */
  announce?: boolean;
};

/** The line under a field: a problem (announced), a confirmation, or a hint. */
export function FieldMessage({
  id,
  tone = 'error',
  children,
  className,
  announce = true,
}: FieldMessageProps) {
  return (
    <p
      id={id}
      role={tone === 'error' && announce ? 'alert' : undefined}
      className={cn(
        'flex items-start gap-1.5 text-sm font-semibold',
        tone === 'error' && 'text-emergency',
        tone === 'success' && 'text-green-700',
        tone === 'hint' && 'font-normal text-muted-foreground',
        className,
      )}
    >
      {tone === 'error' && <AlertCircle className="mt-px size-4 shrink-0" aria-hidden="true" />}
      {tone === 'success' && <CheckCircle2 className="mt-px size-4 shrink-0" aria-hidden="true" />}
      <span>{children}</span>
    </p>
  );
}
