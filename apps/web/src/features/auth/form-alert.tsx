import type { ReactNode } from 'react';
import { AlertTriangle, CheckCircle2, Info } from 'lucide-react';
import { cn } from '@/lib/cn';

type FormAlertProps = {
  tone?: 'error' | 'success' | 'info';
  title?: ReactNode;
  children?: ReactNode;
  className?: string;
  id?: string;
};

const tones = {
  error: {
    icon: AlertTriangle,
    classes: 'border-emergency/30 bg-emergency-soft text-red-900',
    iconClasses: 'text-emergency',
  },
  success: {
    icon: CheckCircle2,
    classes: 'border-success/30 bg-success-soft text-green-900',
    iconClasses: 'text-success',
  },
  info: {
    icon: Info,
    classes: 'border-primary/25 bg-primary-soft text-blue-950',
    iconClasses: 'text-primary',
  },
} as const;

/** A boxed message inside a form. Errors are announced as soon as they appear. */
export function FormAlert({ tone = 'error', title, children, className, id }: FormAlertProps) {
  const { icon: Icon, classes, iconClasses } = tones[tone];
  return (
    <div
      id={id}
      role={tone === 'error' ? 'alert' : 'status'}
      className={cn('flex gap-3 rounded-lg border p-3.5 text-sm leading-relaxed', classes, className)}
    >
      <Icon className={cn('mt-0.5 size-5 shrink-0', iconClasses)} aria-hidden="true" />
      <div className="flex flex-col gap-0.5">
        {title && <p className="font-bold">{title}</p>}
        {children && <div>{children}</div>}
      </div>
    </div>
  );
}
