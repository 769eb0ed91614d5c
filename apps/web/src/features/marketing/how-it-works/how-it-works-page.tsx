import { Link } from 'react-router';
import { CALL_TIME, SCORE_COVERAGE } from '@callready/core';
import {
  ClipboardList,
  Gamepad2,
  KeyRound,
  LineChart,
  MessageSquareText,
  Phone,
  Star,
  UserPlus,
  Users,
} from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { usePageTitle } from '@/lib/page-title';
import { useCountry } from '@/lib/country-context';
import { CallToActionBand } from '@/features/marketing/call-to-action-band';
import { PageHero } from '@/features/marketing/page-hero';
import { Section, SectionHeading } from '@/features/marketing/section';
import { paths } from '@/lib/paths';

type Step = { icon: LucideIcon; title: string; text: string };

function StepList({ steps, tone }: { steps: Step[]; tone: 'blue' | 'amber' }) {
  const badge = tone === 'blue' ? 'bg-primary text-white' : 'bg-amber-400 text-amber-950';
  const iconTone = tone === 'blue' ? 'text-primary' : 'text-amber-600';
  return (
    <ol className="relative mt-10 flex flex-col gap-5">
      {steps.map(({ icon: Icon, title, text }, index) => (
        <li key={title} className="flex gap-4 rounded-2xl border bg-card p-5 shadow-sm sm:gap-5 sm:p-6">
          <span
            className={`flex size-11 shrink-0 items-center justify-center rounded-full text-lg font-extrabold ${badge}`}
          >
            {index + 1}
          </span>
          <div className="flex flex-col gap-1.5">
            <h3 className="flex items-center gap-2 text-lg font-bold sm:text-xl">
              <Icon className={`size-5 shrink-0 ${iconTone}`} aria-hidden="true" />
              {title}
            </h3>
            <p className="leading-relaxed text-slate-700">{text}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}

export function HowItWorksPage() {
  usePageTitle('How it Works');
  const { effectiveCountry } = useCountry();

  const parentSteps: Step[] = [
    {
      icon: UserPlus,
      title: 'Create your parent account',
      text: 'Sign up with your e-mail address: the Starter plan for one child is free. Parent accounts are for adults aged 18 or over.',
    },
    {
      icon: Users,
      title: 'Add your children',
      text: 'Enter each child’s first name, age and country. The age sets how simply the operator speaks; the country sets the numbers and the names of the services.',
    },
    {
      icon: KeyRound,
      title: 'Share their invite code',
      text: 'Every child gets their own code. Copy it and a link to the child login page, and send it to your child’s tablet or phone.',
    },
    {
      icon: LineChart,
      title: 'Follow their progress',
      text: `Open each child’s reports to see completed scenarios, stars and scores. ${SCORE_COVERAGE} You can also preview exactly what your child sees.`,
    },
  ];

  const childSteps: Step[] = [
    {
      icon: KeyRound,
      title: 'Enter your code',
      text: 'Open the child login page and type the code your grown-up gave you. No password to remember.',
    },
    {
      icon: Gamepad2,
      title: 'Pick a scenario',
      text: `Choose an emergency to practise calling ${effectiveCountry.emergencyNumber}, or a non-emergency to practise getting advice.`,
    },
    {
      icon: ClipboardList,
      title: 'Read the briefing',
      text: 'Find out what is happening in the story, what you need to do on the call and a few helpful reminders.',
    },
    {
      icon: Phone,
      title: 'Make the pretend call',
      text: 'The operator speaks to you and you answer out loud. If talking is tricky you can type or tap your answer instead.',
    },
    {
      icon: MessageSquareText,
      title: 'Get friendly feedback',
      text: 'After each answer you hear what went well and get a tip for next time. Nobody is judged, and you can try again as often as you like.',
    },
    {
      icon: Star,
      title: 'Earn stars and certificates',
      text: 'Finish the call to earn stars, move up a level and collect a certificate, from Brave Beginner to Emergency Expert, or Advice Call Expert after an advice call.',
    },
  ];

  return (
    <>
      <PageHero eyebrow="Simple for parents, fun for children" title="How CallReady Works">
        Set up in minutes, then your child practises realistic pretend calls of {CALL_TIME} each, in a safe,
        simulated environment where no real number is ever dialled.
      </PageHero>

      <Section aria-labelledby="parents-steps-heading" containerClassName="max-w-4xl">
        <SectionHeading
          id="parents-steps-heading"
          eyebrow="For parents"
          title="Four steps to get your family started"
        />
        <StepList steps={parentSteps} tone="blue" />
      </Section>

      <Section tone="warm" aria-labelledby="children-steps-heading" containerClassName="max-w-4xl">
        <SectionHeading
          id="children-steps-heading"
          eyebrow="For children"
          title="What a practice call looks like"
        >
          Children follow the same simple path every time, so it soon feels familiar.
        </SectionHeading>
        <StepList steps={childSteps} tone="amber" />
      </Section>

      <Section aria-labelledby="types-heading" containerClassName="max-w-5xl">
        <SectionHeading
          id="types-heading"
          eyebrow="Two kinds of practice"
          title="Emergency and non-emergency calls"
        />
        <div className="mt-10 grid gap-6 md:grid-cols-2">
          <article className="flex flex-col gap-3 rounded-2xl border-2 border-emergency/25 bg-emergency-soft p-6">
            <p className="w-fit rounded-full bg-emergency px-3 py-1 text-lg font-extrabold text-white">
              {effectiveCountry.emergencyNumber}
            </p>
            <h3 className="text-xl font-bold">Emergency practice</h3>
            <p className="leading-relaxed text-slate-700">
              A house fire, a car accident, a heart attack, a break-in or a parent who has fallen. Children
              practise asking for the right service and giving the details the operator needs. Included in the
              Family and Large Family plans.
            </p>
          </article>
          <article className="flex flex-col gap-3 rounded-2xl border-2 border-slate-200 bg-slate-50 p-6">
            <p className="w-fit rounded-full bg-slate-200 px-3 py-1 text-lg font-extrabold text-slate-800">
              {effectiveCountry.nonEmergencyLabel}
            </p>
            <h3 className="text-xl font-bold">Non-emergency practice</h3>
            <p className="leading-relaxed text-slate-700">
              A high fever, a suspected broken arm or a question about medicine: children learn that not every
              worry needs the {effectiveCountry.emergencyServicesName}, and who to call instead. Open on every
              plan, including Starter.
            </p>
          </article>
        </div>
        <p className="mt-8 text-center text-lg text-muted-foreground">
          Want to see the plans?{' '}
          <Link to={paths.pricing} className="font-semibold text-primary underline underline-offset-4">
            Compare pricing
          </Link>
        </p>
      </Section>

      <CallToActionBand
        title="Ready for your child's first practice call?"
        text="Sign up free, add your children and share their invite codes in just a few minutes."
        secondaryLabel="Read the Emergency Guide"
        secondaryTo={paths.emergencyGuide}
      />
    </>
  );
}
