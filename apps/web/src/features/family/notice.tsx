import type { ReactNode } from 'react';
import { AlertTriangle, Info } from 'lucide-react';
import { cn } from '@/lib/cn';

type NoticeProps = {
  tone?: 'info' | 'warning';
  title?: ReactNode;
  children: ReactNode;
  className?: string;
};

const tones = {
  info: {
    icon: Info,
    classes: 'border-primary/25 bg-primary-soft text-blue-950',
    iconClasses: 'text-primary',
  },
  warning: {
    icon: AlertTriangle,
    classes: 'border-amber-300 bg-amber-50 text-amber-950',
    iconClasses: 'text-amber-600',
  },
} as const;

/** A boxed message that explains something to the parent (not an error they caused). */
export function Notice({ tone = 'info', title, children, className }: NoticeProps) {
  const { icon: Icon, classes, iconClasses } = tones[tone];
  return (
    <div
      role="status"
      className={cn('flex gap-3 rounded-lg border p-3.5 text-sm leading-relaxed', classes, className)}
    >
      <Icon className={cn('mt-0.5 size-5 shrink-0', iconClasses)} aria-hidden="true" />
      <div className="flex flex-col gap-1">
        {title && <p className="font-bold">{title}</p>}
        <div>{children}</div>
      </div>
    </div>
  );
}
