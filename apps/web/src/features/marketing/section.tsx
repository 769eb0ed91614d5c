import type { ComponentProps, ReactNode } from 'react';
import { cn } from '@/lib/cn';

type SectionProps = ComponentProps<'section'> & {
  /** Background band: plain white, a soft blue tint, or a warm tint. */
  tone?: 'plain' | 'tinted' | 'warm';
  containerClassName?: string;
};

const tones = {
  plain: 'bg-background',
  tinted: 'bg-gradient-to-b from-primary-soft to-white',
  warm: 'bg-amber-50',
} as const;

export function Section({ tone = 'plain', className, containerClassName, children, ...props }: SectionProps) {
  return (
    <section className={cn('py-14 sm:py-20', tones[tone], className)} {...props}>
      <div className={cn('mx-auto w-full max-w-6xl px-4 sm:px-6 lg:px-8', containerClassName)}>
        {children}
      </div>
    </section>
  );
}

type SectionHeadingProps = {
  id?: string;
  eyebrow?: string;
  title: ReactNode;
  children?: ReactNode;
  align?: 'center' | 'left';
  className?: string;
};

export function SectionHeading({
  id,
  eyebrow,
  title,
  children,
  align = 'center',
  className,
}: SectionHeadingProps) {
  return (
    <div
      className={cn(
        'flex max-w-3xl flex-col gap-3',
        align === 'center' && 'mx-auto items-center text-center',
        className,
      )}
    >
      {eyebrow && <p className="text-sm font-bold tracking-wider text-primary uppercase">{eyebrow}</p>}
      <h2 id={id} className="text-3xl font-extrabold tracking-tight text-balance sm:text-4xl">
        {title}
      </h2>
      {children && (
        <div className="text-lg leading-relaxed text-muted-foreground text-pretty">{children}</div>
      )}
    </div>
  );
}
