import { Link } from 'react-router';
import { SCORE_COVERAGE } from '@callready/core';
import { ArrowRight, BarChart3, KeyRound, Lock, UserPlus } from 'lucide-react';
import { IconPointList, type IconPoint } from '@/components/icon-point-list';
import { FreePlanNote } from '@/components/free-plan-note';
import { Button } from '@/components/ui/button';
import { Section, SectionHeading } from '@/features/marketing/section';
import { paths } from '@/lib/paths';
import { useTrialOffer } from '@/lib/trial-offer';

const features: IconPoint[] = [
  {
    icon: UserPlus,
    title: 'Create child accounts',
    text: 'Add each child with their first name, age and country. Children never need an e-mail address or a password.',
  },
  {
    icon: KeyRound,
    title: 'Share a simple invite code',
    text: 'Each child gets their own 8-character code to open their training portal on any device.',
  },
  {
    icon: BarChart3,
    title: 'Track progress',
    text: `See every completed scenario with its stars and scores, and export reports as a CSV file. ${SCORE_COVERAGE}`,
  },
  {
    icon: Lock,
    title: 'Parent-controlled and private',
    text: 'You stay in charge of every child profile. We never share your family’s personal data.',
  },
];

export function ParentsSection() {
  const offer = useTrialOffer();
  return (
    <Section tone="warm" aria-labelledby="parents-heading">
      <div className="grid gap-12 lg:grid-cols-[1fr_1.3fr] lg:items-center">
        <div className="flex flex-col items-start gap-6">
          <SectionHeading id="parents-heading" eyebrow="For parents" title="You stay in control" align="left">
            Set up your family in a few minutes, then watch your children grow in confidence with every call.
          </SectionHeading>
          <Button asChild size="lg">
            <Link to={paths.signUp}>
              {offer.startLabel}
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
          <FreePlanNote />
        </div>
        <IconPointList
          points={features}
          className="grid gap-4 sm:grid-cols-2"
          itemClassName="rounded-2xl bg-white p-6 shadow-sm"
        />
      </div>
    </Section>
  );
}
