import { Check, Headphones, Smile } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { useCountry } from '@/lib/country-context';
import { Section, SectionHeading } from '@/features/marketing/section';

type AgePanel = {
  ages: string;
  title: string;
  icon: LucideIcon;
  iconTone: string;
  intro: string;
  points: string[];
  tone: string;
};

export function AgePanels() {
  const { effectiveCountry } = useCountry();

  const panels: AgePanel[] = [
    {
      ages: 'Ages 5-8',
      title: 'Little helpers',
      icon: Smile,
      iconTone: 'bg-amber-400 text-amber-950',
      intro: 'Short, simple questions in a warm, patient voice.',
      points: [
        `Learning that ${effectiveCountry.emergencyNumber} is for real emergencies only`,
        'Saying their name and where they live',
        'Simple words: for the youngest, the operator says "helpers" instead of "emergency services"',
        'Big buttons, stars and lots of encouragement',
      ],
      tone: 'border-amber-200 bg-amber-50',
    },
    {
      ages: 'Ages 9-16',
      title: 'Confident callers',
      icon: Headphones,
      iconTone: 'bg-sky-600 text-white',
      intro: 'Fuller scenarios that ask for the details a real operator needs.',
      points: [
        `Choosing the right service: ${effectiveCountry.services.fire}, ${effectiveCountry.services.ambulance} or ${effectiveCountry.services.police}`,
        'Giving a full address and describing what they can see',
        'Staying calm under pressure, with breathing exercises',
        `Knowing when to use ${effectiveCountry.nonEmergencyNumber ?? `the ${effectiveCountry.nonEmergencyServiceName}`} instead`,
      ],
      tone: 'border-sky-200 bg-sky-50',
    },
  ];

  return (
    <Section tone="tinted" aria-labelledby="ages-heading">
      <SectionHeading id="ages-heading" eyebrow="Age-appropriate" title="Right for every age from 5 to 16">
        The operator adapts the words it uses to your child&apos;s age, so younger children are never
        overwhelmed and older children are properly challenged.
      </SectionHeading>
      <div className="mt-12 grid gap-6 md:grid-cols-2">
        {panels.map((panel) => (
          <article key={panel.ages} className={`flex flex-col gap-4 rounded-2xl border-2 p-7 ${panel.tone}`}>
            <div className="flex items-center gap-4">
              <span
                className={`flex size-14 shrink-0 items-center justify-center rounded-2xl ${panel.iconTone}`}
              >
                <panel.icon className="size-7" aria-hidden="true" />
              </span>
              <div>
                <p className="text-sm font-bold tracking-wide text-primary uppercase">{panel.ages}</p>
                <h3 className="text-2xl font-bold">{panel.title}</h3>
              </div>
            </div>
            <p className="text-lg text-slate-700">{panel.intro}</p>
            <ul className="flex flex-col gap-2.5">
              {panel.points.map((point) => (
                <li key={point} className="flex items-start gap-2.5 leading-relaxed">
                  <Check className="mt-1 size-5 shrink-0 text-success" aria-hidden="true" />
                  {point}
                </li>
              ))}
            </ul>
          </article>
        ))}
      </div>
    </Section>
  );
}
