import { Navigate, useParams } from 'react-router';
import { CircleCheck, Info, Lightbulb, MapPin, type LucideIcon } from 'lucide-react';
import { briefingForScenario, getScenario, hasScript, isScenarioOpenToAge, spellAs } from '@callready/core';
import { PageSpinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { usePageTitle } from '@/lib/page-title';
import { AgeLockedNote } from './age-locked-scenario';
import { LockedTraining } from './locked-training';
import { OwnAddressNote } from './own-address-note';
import { scenarioTypeTitle } from './scenario-labels';
import { startCallTarget } from './scenario-paths';
import { ScenarioTypeBadge } from './scenario-type-badge';
import { StartCallButton } from './start-call-button';
import { TrainingPage } from './training-page';
import { useScenarioTraining } from './use-scenario-training';
import { BackLink } from '@/components/back-link';

function BriefingList({
  title,
  items,
  icon: Icon,
  tone,
}: {
  title: string;
  items: readonly string[];
  icon: LucideIcon;
  tone: string;
}) {
  return (
    <section className="flex flex-col gap-4 rounded-3xl border-2 border-white bg-white p-6 shadow-md">
      <h2 className="text-2xl font-extrabold">{title}</h2>
      <ul className="flex flex-col gap-3">
        {items.map((item) => (
          <li key={item} className="flex items-start gap-3 text-lg leading-snug">
            <Icon className={cn('mt-0.5 size-6 shrink-0', tone)} aria-hidden="true" />
            <span>{item}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * /scenario/{type}/{scenarioId} and /child/{inviteCode}/scenario/{type}/{scenarioId}: what happened,
 * what to do on the call, and the way into it. Unknown scenarios go back (docs/product.md §4). The
 * words fit the call type, the child's age and the country's spelling (ADR 023).
 */
export function ScenarioBriefingPage() {
  const { type = '', scenarioId = '' } = useParams();
  const training = useScenarioTraining();
  const scenario = getScenario(type, scenarioId);
  usePageTitle(scenario ? `${scenario.title}: Briefing` : 'Scenario Briefing');

  if (!scenario || !hasScript(scenario.id)) return <Navigate to={training.paths.fallback} replace />;
  if (training.accessLoading) return <PageSpinner label="Loading your briefing…" />;
  if (training.isLocked(scenario.type)) {
    return (
      <TrainingPage>
        <LockedTraining paths={training.paths} />
      </TrainingPage>
    );
  }

  const briefing = briefingForScenario(scenario, training.child?.age ?? null, training.country);
  const open = isScenarioOpenToAge(scenario, training.child?.age ?? null);
  return (
    <TrainingPage>
      <BackLink
        to={training.paths.list(scenario.type)}
        tone="pill"
        className="bg-white shadow-sm hover:bg-primary-soft"
      >
        Back to {scenarioTypeTitle(scenario.type, training.country)}
      </BackLink>

      <header className="flex flex-col items-center gap-3 text-center sm:items-start sm:text-left">
        <ScenarioTypeBadge type={scenario.type} country={training.country} />
        <h1 className="text-4xl font-extrabold tracking-tight sm:text-5xl">{scenario.title}</h1>
        <p className="text-xl text-slate-700">{briefing.subtitle}</p>
      </header>

      {briefing.notice !== null && (
        <p className="flex items-start gap-3 rounded-3xl border-2 border-sky-200 bg-sky-50 p-5 text-xl font-bold text-sky-950">
          <Info className="mt-1 size-6 shrink-0 text-sky-700" aria-hidden="true" />
          {briefing.notice}
        </p>
      )}

      <section
        aria-labelledby="story-heading"
        className="flex flex-col gap-3 rounded-3xl border-4 border-amber-200 bg-amber-50 p-6 shadow-sm sm:p-8"
      >
        <h2 id="story-heading" className="flex items-center gap-2 text-2xl font-extrabold text-amber-950">
          <MapPin className="size-6 shrink-0" aria-hidden="true" />
          What&apos;s happening
        </h2>
        <p className="text-xl leading-relaxed text-slate-800 sm:text-2xl">
          {spellAs(scenario.story, training.country.spelling)}
        </p>
        <OwnAddressNote type={scenario.type} childAge={training.child?.age ?? null} />
      </section>

      <div className="grid gap-5 md:grid-cols-2">
        <BriefingList title="Your Tasks" items={briefing.tasks} icon={CircleCheck} tone="text-green-600" />
        <BriefingList title="Remember" items={briefing.reminders} icon={Lightbulb} tone="text-amber-500" />
      </div>

      <div className="flex flex-col items-center gap-3 rounded-3xl bg-white p-6 text-center shadow-md">
        {open ? (
          <>
            <p className="text-lg font-bold text-slate-700">{briefing.readyLine}</p>
            <StartCallButton
              target={startCallTarget(training.inviteCode, scenario.type, scenario.id)}
              label={briefing.startLabel}
              tone={briefing.startTone}
            />
          </>
        ) : (
          <AgeLockedNote title={scenario.title} className="text-left" />
        )}
      </div>
    </TrainingPage>
  );
}
