import { Link } from 'react-router';
import { ArrowRight } from 'lucide-react';
import { FreePlanNote } from '@/components/free-plan-note';
import { Button } from '@/components/ui/button';
import { paths } from '@/lib/paths';
import { useTrialOffer } from '@/lib/trial-offer';

type CallToActionBandProps = {
  title: string;
  text: string;
  primaryLabel?: string;
  primaryTo?: string;
  secondaryLabel?: string;
  secondaryTo?: string;
};

/** Closing band that invites parents to sign up (Sign Up tab), in words that match the trial offer. */
export function CallToActionBand({
  title,
  text,
  primaryLabel,
  primaryTo = paths.signUp,
  secondaryLabel,
  secondaryTo,
}: CallToActionBandProps) {
  const offer = useTrialOffer();
  return (
    <section className="px-4 py-14 sm:px-6 sm:py-20 lg:px-8">
      <div className="mx-auto flex max-w-5xl flex-col items-center gap-5 rounded-3xl bg-gradient-to-br from-blue-700 to-primary px-6 py-12 text-center text-white shadow-xl sm:px-12">
        <h2 className="text-3xl font-extrabold tracking-tight text-balance sm:text-4xl">{title}</h2>
        <p className="max-w-2xl text-lg leading-relaxed text-blue-50">{text}</p>
        <div className="flex w-full flex-col justify-center gap-3 sm:w-auto sm:flex-row">
          <Button asChild size="lg" className="bg-white text-primary hover:bg-blue-50">
            <Link to={primaryTo}>
              {primaryLabel ?? offer.startLabel}
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
          {secondaryLabel && secondaryTo && (
            <Button
              asChild
              size="lg"
              variant="outline"
              className="border-white/70 bg-transparent text-white hover:border-white hover:bg-white/10 hover:text-white"
            >
              <Link to={secondaryTo}>{secondaryLabel}</Link>
            </Button>
          )}
        </div>
        {primaryTo === paths.signUp && <FreePlanNote tone="dark" className="text-center" />}
      </div>
    </section>
  );
}
