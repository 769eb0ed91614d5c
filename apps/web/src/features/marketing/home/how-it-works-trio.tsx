import { Link } from 'react-router';
import { CALL_TIME, SCORE_COVERAGE } from '@callready/core';
import { ArrowRight, BarChart3, Drama, ShieldCheck } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Section, SectionHeading } from '@/features/marketing/section';
import { paths } from '@/lib/paths';

type Pillar = { icon: LucideIcon; title: string; text: string };

const pillars: Pillar[] = [
  {
    icon: ShieldCheck,
    title: 'Safe Practice',
    text: 'Every call is simulated inside CallReady. No real number is ever dialled, so children can make mistakes, try again and learn without worry.',
  },
  {
    icon: Drama,
    title: 'Realistic Scenarios',
    text: `House fires, falls, accidents and feeling unwell: each pretend call takes ${CALL_TIME} and follows the questions a real operator asks.`,
  },
  {
    icon: BarChart3,
    title: 'Visible Progress',
    text: `Children earn stars, levels and certificates, and parents see every call in their reports. ${SCORE_COVERAGE}`,
  },
];

export function HowItWorksTrio() {
  return (
    <Section aria-labelledby="how-heading">
      <SectionHeading
        id="how-heading"
        eyebrow="How it works"
        title="Practice that feels real, in a space that is safe"
      />
      <ol className="mt-12 grid gap-6 md:grid-cols-3">
        {pillars.map(({ icon: Icon, title, text }, index) => (
          <li
            key={title}
            className="relative flex flex-col items-center gap-4 rounded-2xl bg-primary-soft p-7 text-center"
          >
            <span className="absolute top-4 left-4 flex size-8 items-center justify-center rounded-full bg-white text-sm font-extrabold text-primary shadow-sm">
              {index + 1}
            </span>
            <span className="flex size-16 items-center justify-center rounded-2xl bg-primary text-white shadow-md">
              <Icon className="size-8" aria-hidden="true" />
            </span>
            <h3 className="text-xl font-bold">{title}</h3>
            <p className="leading-relaxed text-slate-700">{text}</p>
          </li>
        ))}
      </ol>
      <div className="mt-10 flex justify-center">
        <Button asChild variant="outline" size="lg" className="h-auto shrink text-center whitespace-normal">
          <Link to={paths.howItWorks}>
            See how CallReady works
            <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
      </div>
    </Section>
  );
}
