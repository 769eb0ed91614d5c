import { Link } from 'react-router';
import { CALL_TIME } from '@callready/core';
import { ArrowRight, CheckCircle2, Clock, Headphones, ShieldCheck, Smile } from 'lucide-react';
import { FreePlanNote } from '@/components/free-plan-note';
import { Button } from '@/components/ui/button';
import { useCountry } from '@/lib/country-context';
import { paths } from '@/lib/paths';
import { useTrialOffer } from '@/lib/trial-offer';

function PracticeCallPreview() {
  const { effectiveCountry } = useCountry();
  return (
    <div className="relative mx-auto w-full max-w-sm" aria-hidden="true">
      <div className="absolute -inset-4 rotate-3 rounded-[2rem] bg-white/15" />
      <div className="relative flex flex-col gap-3 rounded-[1.75rem] bg-white p-5 text-foreground shadow-2xl">
        <div className="flex items-center justify-between">
          <span className="inline-flex items-center gap-2 text-sm font-bold text-muted-foreground">
            <span className="size-2.5 animate-pulse rounded-full bg-success" />
            Practice call
          </span>
          <span className="rounded-full bg-emergency px-3 py-0.5 text-sm font-bold text-white">
            {effectiveCountry.emergencyNumber}
          </span>
        </div>
        <div className="flex items-start gap-2">
          <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-primary-soft">
            <Headphones className="size-5 text-primary" />
          </span>
          <p className="rounded-2xl rounded-tl-sm bg-primary-soft px-4 py-2.5 text-[0.95rem] leading-snug">
            Emergency services, which service do you require?
          </p>
        </div>
        <div className="flex items-start justify-end gap-2">
          <p className="rounded-2xl rounded-tr-sm bg-primary px-4 py-2.5 text-[0.95rem] leading-snug text-white">
            {effectiveCountry.services.fire}, please. There&apos;s smoke in our kitchen!
          </p>
          <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-amber-100">
            <Smile className="size-5 text-amber-700" />
          </span>
        </div>
        <div className="flex items-start gap-2">
          <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-primary-soft">
            <Headphones className="size-5 text-primary" />
          </span>
          <p className="rounded-2xl rounded-tl-sm bg-primary-soft px-4 py-2.5 text-[0.95rem] leading-snug">
            Well done for calling. Are you outside and safe?
          </p>
        </div>
        <div className="mt-1 flex items-center justify-between rounded-xl bg-amber-50 px-4 py-3">
          <span className="text-sm font-bold text-amber-900">Clear and calm answer!</span>
          <span className="text-lg tracking-wider text-amber-500">★★★</span>
        </div>
      </div>
    </div>
  );
}

export function HomeHero() {
  const { effectiveCountry } = useCountry();
  const offer = useTrialOffer();
  return (
    <section
      aria-labelledby="hero-heading"
      className="relative overflow-hidden bg-gradient-to-br from-blue-800 via-primary to-sky-500 text-white"
    >
      <div
        className="pointer-events-none absolute -top-32 -left-32 size-96 rounded-full bg-white/10"
        aria-hidden="true"
      />
      <div
        className="pointer-events-none absolute right-10 -bottom-40 size-96 rounded-full bg-sky-300/20"
        aria-hidden="true"
      />
      <div className="relative mx-auto grid w-full max-w-6xl items-center gap-12 px-4 py-14 sm:px-6 sm:py-20 lg:grid-cols-[1.15fr_1fr] lg:px-8 lg:py-24">
        <div className="flex flex-col items-start gap-6">
          <p className="inline-flex items-center gap-2 rounded-full bg-white/15 px-4 py-1.5 text-sm font-bold">
            <ShieldCheck className="size-4" aria-hidden="true" />
            Safe emergency call practice for ages 5-16
          </p>
          <h1
            id="hero-heading"
            className="text-4xl leading-tight font-extrabold tracking-tight text-balance sm:text-5xl lg:text-6xl"
          >
            Ready to call for help when it really matters
          </h1>
          <p className="max-w-xl text-lg leading-relaxed text-blue-50 sm:text-xl">
            CallReady lets children practise calling {effectiveCountry.emergencyNumber} with a friendly,
            spoken operator. They learn what to say, how to stay calm and which service to ask for, in a
            simulated call where no real number is ever dialled.
          </p>
          <div className="flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
            <Button asChild size="lg" className="bg-white text-primary shadow-lg hover:bg-blue-50">
              <Link to={paths.signUp}>
                {offer.startLabel}
                <ArrowRight aria-hidden="true" />
              </Link>
            </Button>
            <Button
              asChild
              size="lg"
              variant="outline"
              className="border-white/70 bg-transparent text-white hover:border-white hover:bg-white/10 hover:text-white"
            >
              <Link to={paths.login}>Login</Link>
            </Button>
          </div>
          <FreePlanNote tone="dark" />
          <ul className="flex flex-col gap-2 text-base text-blue-50 sm:flex-row sm:flex-wrap sm:gap-x-6">
            <li className="flex items-center gap-2">
              <CheckCircle2 className="size-5 text-sky-200" aria-hidden="true" />
              {offer.trialDays > 0 ? 'Free trial' : 'Free Starter plan'}
            </li>
            <li className="flex items-center gap-2">
              <Clock className="size-5 text-sky-200" aria-hidden="true" />
              {CALL_TIME} per practice call
            </li>
            <li className="flex items-center gap-2">
              <ShieldCheck className="size-5 text-sky-200" aria-hidden="true" />
              No personal data shared
            </li>
          </ul>
        </div>
        <PracticeCallPreview />
      </div>
    </section>
  );
}
