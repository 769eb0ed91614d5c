import { Link } from 'react-router';
import {
  ArrowRight,
  Ban,
  CircleCheck,
  CircleHelp,
  CircleX,
  HandHeart,
  PhoneOff,
  Volume2,
} from 'lucide-react';
import { getCountry } from '@callready/core';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { PageHero } from '../page-hero';
import { Section, SectionHeading } from '../section';
import { useChildMode } from '@/lib/child-portal/child-mode';
import { childDashboardPath } from '@/lib/child-portal/child-mode-rules';
import { useCountry } from '@/lib/country-context';
import { usePageTitle } from '@/lib/page-title';
import { buildEmergencySafetyRules, type WhenToCall } from './emergency-safety';
import { paths } from '@/lib/paths';

function GoldenRule({ emergencyNumber }: { emergencyNumber: string }) {
  return (
    <div className="px-4 sm:px-6 lg:px-8">
      <section
        aria-labelledby="golden-rule-heading"
        className="relative mx-auto -mt-8 flex max-w-4xl flex-col gap-5 rounded-xl border-2 border-red-200 bg-white p-6 shadow-md sm:flex-row sm:p-8"
      >
        <span className="inline-flex size-16 shrink-0 items-center justify-center rounded-2xl bg-emergency text-emergency-foreground">
          <Ban className="size-9" aria-hidden="true" />
        </span>
        <div>
          <p className="text-sm font-bold tracking-wider text-emergency-hover uppercase">The golden rule</p>
          <h2 id="golden-rule-heading" className="mt-1 text-2xl font-extrabold tracking-tight sm:text-3xl">
            Never call {emergencyNumber} to practise
          </h2>
          <p className="mt-3 text-lg leading-relaxed text-slate-700">
            Calling {emergencyNumber} when there is no emergency can stop someone who really needs help from
            getting through. Every call has to be answered, so a practice or prank call keeps a call handler
            busy while someone else waits.
          </p>
          <p className="mt-3 text-lg leading-relaxed text-slate-700">
            To practise, use pretend calls on CallReady instead.{' '}
            <strong>No real number is ever dialled.</strong>
          </p>
        </div>
      </section>
    </div>
  );
}

function WhenToCallCard({
  emergencyNumber,
  rules,
}: {
  emergencyNumber: string;
  rules: readonly WhenToCall[];
}) {
  return (
    <Card className="border-green-200">
      <CardHeader>
        <CardTitle className="flex items-center gap-2.5 text-2xl">
          <CircleCheck className="size-7 shrink-0 text-green-700" aria-hidden="true" />
          When to Call {emergencyNumber}
        </CardTitle>
        <CardDescription>Call straight away if:</CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="space-y-4">
          {rules.map((rule) => (
            <li key={rule.situation} className="rounded-lg bg-success-soft p-4">
              <p className="font-semibold leading-relaxed">{rule.situation}</p>
              <p className="mt-1 text-sm text-green-800">
                Ask for: <strong>{rule.askFor}</strong>
              </p>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}

function WhenNotToCallCard({
  emergencyNumber,
  situations,
}: {
  emergencyNumber: string;
  situations: readonly string[];
}) {
  return (
    <Card className="border-red-200">
      <CardHeader>
        <CardTitle className="flex items-center gap-2.5 text-2xl">
          <CircleX className="size-7 shrink-0 text-emergency" aria-hidden="true" />
          When Not to Call
        </CardTitle>
        <CardDescription>Never call {emergencyNumber} if:</CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="space-y-3">
          {situations.map((situation) => (
            <li key={situation} className="flex gap-3 leading-relaxed">
              <CircleX className="mt-1 size-5 shrink-0 text-emergency" aria-hidden="true" />
              <span>{situation}</span>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}

function NotSure({ emergencyNumber }: { emergencyNumber: string }) {
  return (
    <div className="mt-8 flex gap-4 rounded-xl border border-sky-200 bg-primary-soft p-5 sm:p-6">
      <CircleHelp className="mt-0.5 size-7 shrink-0 text-primary" aria-hidden="true" />
      <div>
        <h3 className="text-lg font-bold">Not sure if it is an emergency?</h3>
        <p className="mt-1 leading-relaxed text-slate-700">
          Tell a grown-up straight away. If there is no grown-up with you and you think someone could get
          hurt, call {emergencyNumber}. The call handler will help you. You will never be in trouble for
          calling about something you really thought was an emergency.
        </p>
      </div>
    </div>
  );
}

function AccidentalCall({
  steps,
  silentCallAdvice,
}: {
  steps: readonly string[];
  silentCallAdvice: string | null;
}) {
  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)] lg:items-start">
      <ol className="space-y-3">
        {steps.map((step, index) => (
          <li key={step} className="flex gap-4 rounded-xl border bg-white p-4 shadow-sm">
            <span
              className="inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-primary text-base font-extrabold text-primary-foreground"
              aria-hidden="true"
            >
              {index + 1}
            </span>
            <span className="self-center leading-relaxed">{step}</span>
          </li>
        ))}
      </ol>
      <div className="space-y-5">
        <div className="flex gap-4 rounded-xl bg-white p-5 shadow-sm">
          <PhoneOff className="mt-0.5 size-7 shrink-0 text-primary" aria-hidden="true" />
          <p className="leading-relaxed text-slate-700">
            <strong className="text-foreground">Why not just hang up?</strong> If a call ends suddenly, the
            call handler cannot tell whether you are safe, and may have to spend time checking on you. Staying
            on the line for a few seconds sorts it out quickly.
          </p>
        </div>
        {silentCallAdvice && (
          <div className="flex gap-4 rounded-xl bg-white p-5 shadow-sm">
            <Volume2 className="mt-0.5 size-7 shrink-0 text-primary" aria-hidden="true" />
            <p className="leading-relaxed text-slate-700">
              <strong className="text-foreground">In danger and can&apos;t speak?</strong> {silentCallAdvice}
            </p>
          </div>
        )}
      </div>
    </div>
  );
}

/** The pledge and sign-up invitation; children in a training session should not see it. */
function MakeThePromise({ promise }: { promise: string }) {
  return (
    <Section aria-labelledby="make-the-promise-heading">
      <div className="mx-auto flex max-w-3xl flex-col items-center gap-6 rounded-3xl bg-gradient-to-br from-blue-700 to-primary px-6 py-12 text-center text-white shadow-xl sm:px-12">
        <HandHeart className="size-14 text-amber-200" aria-hidden="true" />
        <h2 id="make-the-promise-heading" className="text-3xl font-extrabold tracking-tight sm:text-4xl">
          Make the Promise
        </h2>
        <blockquote className="max-w-xl text-xl leading-relaxed font-semibold text-balance">
          &ldquo;{promise}&rdquo;
        </blockquote>
        <p className="max-w-xl leading-relaxed text-blue-50">
          Grown-ups: say the promise together, then create a free parent account so your child can practise
          with pretend calls.
        </p>
        <Button asChild size="lg" className="bg-white text-primary hover:bg-blue-50">
          <Link to={paths.auth}>
            Make the Promise
            <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
      </div>
    </Section>
  );
}

/** A child's way back from the last rule, in place of the grown-ups' promise and sign-up. */
function ChildClosing({ inviteCode }: { inviteCode: string }) {
  return (
    <Section aria-labelledby="child-closing-heading">
      <div className="mx-auto flex max-w-3xl flex-col items-center gap-5 rounded-3xl bg-primary-soft px-6 py-10 text-center">
        <h2 id="child-closing-heading" className="text-3xl font-extrabold tracking-tight">
          You know the rules!
        </h2>
        <p className="max-w-xl text-lg leading-relaxed text-slate-700">
          Remember: only pretend calls on CallReady are for practice. Ready for your next one?
        </p>
        <Button asChild size="lg">
          <Link to={childDashboardPath(inviteCode)}>
            Back to Dashboard
            <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
      </div>
    </Section>
  );
}

export function EmergencySafetyPage() {
  usePageTitle('Emergency Safety');
  const { effectiveCountry: chosenCountry } = useCountry();
  const { isChildSession, inviteCode, child } = useChildMode();
  // A child in a session learns the numbers of the country their parent chose for them.
  const effectiveCountry = isChildSession && child ? getCountry(child.countryCode) : chosenCountry;
  const emergencyNumber = effectiveCountry.emergencyNumber;
  const rules = buildEmergencySafetyRules(effectiveCountry);

  return (
    <>
      <PageHero eyebrow="Safety Rules" title="Emergency Safety">
        <p>
          The most important rules about calling {emergencyNumber}, for children and the grown-ups who look
          after them.
        </p>
      </PageHero>
      <GoldenRule emergencyNumber={emergencyNumber} />

      <Section aria-labelledby="when-to-call-heading">
        <SectionHeading id="when-to-call-heading" title={`When to Call ${emergencyNumber}, and When Not To`}>
          <p>{emergencyNumber} is for when someone needs help right now to stay safe or stay alive.</p>
        </SectionHeading>
        <div className="mt-10 grid gap-6 lg:grid-cols-2">
          <WhenToCallCard emergencyNumber={emergencyNumber} rules={rules.whenToCall} />
          <WhenNotToCallCard emergencyNumber={emergencyNumber} situations={rules.whenNotToCall} />
        </div>
        <NotSure emergencyNumber={emergencyNumber} />
      </Section>

      <Section tone="tinted" aria-labelledby="accidental-call-heading">
        <SectionHeading id="accidental-call-heading" title="If You Call by Accident" className="mb-10">
          <p>It happens, especially with phones in pockets. Here is what to do.</p>
        </SectionHeading>
        <AccidentalCall steps={rules.accidentalCallSteps} silentCallAdvice={rules.silentCallAdvice} />
      </Section>

      {isChildSession && inviteCode ? (
        <ChildClosing inviteCode={inviteCode} />
      ) : (
        <MakeThePromise promise={rules.promise} />
      )}
    </>
  );
}
