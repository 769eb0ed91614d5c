import { Home, Users, Store } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { useCountry } from '@/lib/country-context';
import { Section, SectionHeading } from '@/features/marketing/section';

type Situation = { icon: LucideIcon; title: string; story: string; learns: string; accent: string };

export function SituationCards() {
  const { effectiveCountry } = useCountry();
  const { ambulance, fire, police } = effectiveCountry.services;

  const situations: Situation[] = [
    {
      icon: Users,
      title: 'When Grandparent Needs Help',
      story:
        'Grandad suddenly holds his chest and struggles to breathe, and your child is the only other person in the room.',
      learns: `Asking for the ${ambulance}, explaining what they can see and following the operator's instructions.`,
      accent: 'bg-rose-100 text-rose-700',
    },
    {
      icon: Home,
      title: 'Home Alone',
      story:
        'Your child smells smoke while you have popped next door. They need to get out and call for help.',
      learns: `Getting to safety first, asking for the ${fire} and giving their full address clearly.`,
      accent: 'bg-amber-100 text-amber-700',
    },
    {
      icon: Store,
      title: 'Public Emergency',
      story:
        'At the park or in town, your child sees an accident or someone in danger and no adult is stepping in.',
      learns: `Describing where they are using landmarks, and when to ask for the ${police} or an ${ambulance}.`,
      accent: 'bg-sky-100 text-sky-700',
    },
  ];

  return (
    <Section tone="tinted" aria-labelledby="situations-heading">
      <SectionHeading
        id="situations-heading"
        eyebrow="Real-life situations"
        title="Emergencies don't wait for a grown-up"
      >
        Children are often the first to notice something is wrong. CallReady prepares them for the moments
        that happen most.
      </SectionHeading>
      <ul className="mt-12 grid gap-6 md:grid-cols-3">
        {situations.map(({ icon: Icon, title, story, learns, accent }) => (
          <li key={title} className="flex flex-col gap-4 rounded-2xl border bg-card p-6 shadow-sm">
            <span className={`flex size-14 items-center justify-center rounded-2xl ${accent}`}>
              <Icon className="size-7" aria-hidden="true" />
            </span>
            <h3 className="text-xl font-bold">{title}</h3>
            <p className="leading-relaxed text-slate-700">{story}</p>
            <p className="mt-auto rounded-xl bg-muted p-4 text-[0.95rem] leading-relaxed">
              <strong className="block text-foreground">Your child practises</strong>
              {learns}
            </p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
