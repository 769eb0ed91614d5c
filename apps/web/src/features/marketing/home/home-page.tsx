import { usePageTitle } from '@/lib/page-title';
import { CallToActionBand } from '@/features/marketing/call-to-action-band';
import { Section } from '@/features/marketing/section';
import { VoiceDemo } from '@/features/marketing/voice-demo';
import { AgePanels } from '@/features/marketing/home/age-panels';
import { FreeResources } from '@/features/marketing/home/free-resources';
import { HomeHero } from '@/features/marketing/home/home-hero';
import { HowItWorksTrio } from '@/features/marketing/home/how-it-works-trio';
import { ParentsSection } from '@/features/marketing/home/parents-section';
import { ProblemSolution } from '@/features/marketing/home/problem-solution';
import { SituationCards } from '@/features/marketing/home/situation-cards';
import { paths } from '@/lib/paths';

export function HomePage() {
  usePageTitle();
  return (
    <>
      <HomeHero />
      <ProblemSolution />
      <SituationCards />
      <HowItWorksTrio />
      <AgePanels />
      <Section aria-labelledby="voice-demo-heading">
        <VoiceDemo />
      </Section>
      <FreeResources />
      <ParentsSection />
      <CallToActionBand
        title="Give your child the confidence to call for help"
        text="Start free with one child on the Starter plan. Practice calls are simulated, so no real number is ever dialled, and you can cancel any paid plan at any time with no fee."
        secondaryLabel="See pricing"
        secondaryTo={paths.pricing}
      />
    </>
  );
}
