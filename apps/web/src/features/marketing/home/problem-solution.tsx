import { AlertTriangle, Lightbulb } from 'lucide-react';
import { Card } from '@/components/ui/card';
import { useCountry } from '@/lib/country-context';
import { Section, SectionHeading } from '@/features/marketing/section';

export function ProblemSolution() {
  const { effectiveCountry } = useCountry();
  return (
    <Section aria-labelledby="problem-heading">
      <SectionHeading
        id="problem-heading"
        eyebrow="Why it matters"
        title="Knowing the number is only the first step"
      >
        Most children can tell you the emergency number. Far fewer have ever heard what happens after someone
        answers.
      </SectionHeading>
      <div className="mt-12 grid gap-6 md:grid-cols-2">
        <Card className="border-emergency/20 bg-emergency-soft p-7">
          <span className="flex size-12 items-center justify-center rounded-xl bg-emergency text-white">
            <AlertTriangle className="size-6" aria-hidden="true" />
          </span>
          <h3 className="text-2xl font-bold">The problem</h3>
          <ul className="flex list-disc flex-col gap-2.5 pl-5 text-lg leading-relaxed text-slate-700">
            <li>In a real emergency, fear makes it hard to think, speak clearly or remember an address.</li>
            <li>
              Children are rightly told never to ring {effectiveCountry.emergencyNumber} for fun, so they
              never get to practise.
            </li>
            <li>The first call a child makes is often the most important call of their life.</li>
          </ul>
        </Card>
        <Card className="border-success/20 bg-success-soft p-7">
          <span className="flex size-12 items-center justify-center rounded-xl bg-success text-white">
            <Lightbulb className="size-6" aria-hidden="true" />
          </span>
          <h3 className="text-2xl font-bold">Our solution</h3>
          <ul className="flex list-disc flex-col gap-2.5 pl-5 text-lg leading-relaxed text-slate-700">
            <li>Realistic pretend calls with a spoken operator who asks the questions a real one would.</li>
            <li>
              A simulated environment: no real number is ever dialled, so practising never ties up the{' '}
              {effectiveCountry.emergencyServicesName}.
            </li>
            <li>Gentle feedback after every answer, so each practice builds calm, clear habits.</li>
          </ul>
        </Card>
      </div>
    </Section>
  );
}
