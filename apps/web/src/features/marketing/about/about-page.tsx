import { Link } from 'react-router';
import { PRACTICE_TIME_CLAIM, SCENARIO_PRACTICE_TIME } from '@callready/core';
import { Ear, EyeOff, HeartHandshake, Lock, ShieldCheck, Sparkles, Target, UserCheck } from 'lucide-react';
import { IconPointList, type IconPoint } from '@/components/icon-point-list';
import { usePageTitle } from '@/lib/page-title';
import { useCountry } from '@/lib/country-context';
import { CallToActionBand } from '@/features/marketing/call-to-action-band';
import { PageHero } from '@/features/marketing/page-hero';
import { Section, SectionHeading } from '@/features/marketing/section';
import { paths } from '@/lib/paths';

const safetyPoints: IconPoint[] = [
  {
    icon: ShieldCheck,
    title: 'A simulated environment',
    text: 'Every call happens inside CallReady. No real number is ever dialled and no real operator is ever disturbed.',
  },
  {
    icon: UserCheck,
    title: 'Parent-controlled accounts',
    text: 'Only a parent aged 18 or over can create an account. Children join with an invite code their parent gives them and have no login of their own.',
  },
  {
    icon: EyeOff,
    title: 'Very little about your child',
    text: 'We ask only for a first name, an age and a country, which is what we need to pitch the practice at the right level.',
  },
  {
    icon: Lock,
    title: 'No personal data shared',
    text: 'We never sell or share your family’s personal data, and we show no advertising. A spoken answer is turned into text to give feedback, then the recording is thrown away.',
  },
];

export function AboutPage() {
  usePageTitle('About');
  const { effectiveCountry } = useCountry();

  const reasons: IconPoint[] = [
    {
      icon: Ear,
      title: 'Hearing the questions before they matter',
      text: `A real ${effectiveCountry.emergencyNumber} operator asks which service you need, where you are and what is happening. Children who have heard those questions before answer them faster.`,
    },
    {
      icon: HeartHandshake,
      title: 'Calm comes from practice',
      text: 'Panic makes the simplest details hard to remember. Rehearsing a call, with breathing exercises in between, helps children keep a clear head.',
    },
    {
      icon: Target,
      title: 'The right call to the right service',
      text: `Children learn when to ask for the ${effectiveCountry.services.fire}, ${effectiveCountry.services.ambulance} or ${effectiveCountry.services.police}, and when a problem is not an emergency at all.`,
    },
  ];

  return (
    <>
      <PageHero eyebrow="Our story" title="About CallReady">
        We help children aged 5-16 learn what to do and say in an emergency, by practising pretend calls with
        a friendly, spoken operator.
      </PageHero>

      <Section aria-labelledby="mission-heading">
        <div className="grid gap-10 lg:grid-cols-[1.2fr_1fr] lg:items-center">
          <SectionHeading
            id="mission-heading"
            eyebrow="Our mission"
            title="Every child ready to call for help"
            align="left"
          >
            <p>
              Many parents teach their children the emergency number, but few children ever hear what happens
              next. CallReady closes that gap. Through short, realistic practice calls, children learn to ask
              for the right service, give their address, describe what they can see and stay calm until help
              arrives.
            </p>
            <p className="mt-4">
              We built CallReady for families, so parents can set it up in minutes, follow their
              children&apos;s progress and choose the scenarios that feel right for their age.
            </p>
          </SectionHeading>
          <div className="flex flex-col gap-4 rounded-3xl bg-primary-soft p-7">
            <Sparkles className="size-10 text-primary" aria-hidden="true" />
            <p className="text-2xl leading-snug font-bold text-balance">
              &ldquo;It&apos;s okay to say &lsquo;I don&apos;t know&rsquo;. What matters is that you call and
              keep talking.&rdquo;
            </p>
            <p className="text-muted-foreground">
              One of the reminders every child reads before a practice call.
            </p>
          </div>
        </div>
      </Section>

      <Section tone="tinted" aria-labelledby="why-heading">
        <SectionHeading
          id="why-heading"
          eyebrow="Why training matters"
          title={`${SCENARIO_PRACTICE_TIME} of practice, a lifetime of confidence`}
        >
          {PRACTICE_TIME_CLAIM} That small amount of practice prepares children for the moment they may be the
          only one who can call.
        </SectionHeading>
        <IconPointList
          points={reasons}
          className="mt-12 grid gap-6 md:grid-cols-3"
          itemClassName="rounded-2xl border bg-card p-6 shadow-sm"
          iconClassName="bg-primary text-white"
          titleClassName="text-xl"
        />
      </Section>

      <Section aria-labelledby="safety-heading">
        <SectionHeading id="safety-heading" eyebrow="Safety and privacy" title="Safe by design">
          CallReady is made for children, so safety and privacy come first in everything we build.
        </SectionHeading>
        <IconPointList
          points={safetyPoints}
          layout="beside"
          className="mt-12 grid gap-6 sm:grid-cols-2"
          itemClassName="rounded-2xl bg-muted p-6"
          iconClassName="bg-white shadow-sm"
        />
        <p className="mt-8 text-center text-muted-foreground">
          Read our{' '}
          <Link to={paths.privacy} className="font-semibold text-primary underline underline-offset-4">
            Privacy Policy
          </Link>{' '}
          for the full details.
        </p>
      </Section>

      <CallToActionBand
        title="Help your child get call-ready"
        text="Create your free parent account, add your children and start practising today."
        secondaryLabel="How it works"
        secondaryTo={paths.howItWorks}
      />
    </>
  );
}
