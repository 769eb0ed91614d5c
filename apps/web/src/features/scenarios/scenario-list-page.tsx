import { Link, Navigate, useParams } from 'react-router';
import { ArrowRight, BookOpenText } from 'lucide-react';
import {
  isScenarioOpenToAge,
  isScenarioType,
  scenarioStoryFor,
  scenariosOfType,
  startBriefingLabel,
  type Scenario,
} from '@callready/core';
import { ReadAloudButton } from '@/components/read-aloud-button';
import { Button } from '@/components/ui/button';
import { PageSpinner } from '@/components/ui/spinner';
import { usePageTitle } from '@/lib/page-title';
import { AgeLockedNote } from './age-locked-scenario';
import { LockedTraining } from './locked-training';
import { scenarioTypeSummary, scenarioTypeTitle } from './scenario-labels';
import { ScenarioTypeBadge } from './scenario-type-badge';
import { TrainingPage } from './training-page';
import { useScenarioTraining } from './use-scenario-training';

function ScenarioCard({
  scenario,
  to,
  open,
  age,
}: {
  scenario: Scenario;
  to: string;
  open: boolean;
  age: number | null;
}) {
  return (
    <article className="flex h-full flex-col gap-4 rounded-3xl border-2 border-white bg-white p-6 shadow-md">
      <h2 className="text-2xl font-extrabold">{scenario.title}</h2>
      <p className="flex-1 text-lg leading-relaxed text-slate-700">{scenarioStoryFor(scenario, age)}</p>
      {open ? (
        <StartBriefing scenario={scenario} to={to} label={startBriefingLabel(age)} />
      ) : (
        <AgeLockedNote title={scenario.title} />
      )}
    </article>
  );
}

function StartBriefing({ scenario, to, label }: { scenario: Scenario; to: string; label: string }) {
  return (
    <Button asChild size="lg" className="min-h-14 w-full text-lg sm:w-fit">
      <Link to={to} aria-label={`${label}: ${scenario.title}`}>
        <BookOpenText aria-hidden="true" />
        {label}
        <ArrowRight aria-hidden="true" />
      </Link>
    </Button>
  );
}

/** /scenarios/{type} and /child/{inviteCode}/scenarios/{type}: the scenarios of one kind. */
export function ScenarioListPage() {
  const { type } = useParams();
  const training = useScenarioTraining();
  const known = isScenarioType(type);
  usePageTitle(known ? scenarioTypeTitle(type, training.country) : 'Practice Scenarios');

  if (!known) return <Navigate to={training.paths.fallback} replace />;
  if (training.accessLoading) return <PageSpinner label="Loading scenarios…" />;
  const age = training.child?.age ?? null;
  const scenarios = scenariosOfType(type);

  return (
    <TrainingPage>
      {training.isLocked(type) ? (
        <LockedTraining paths={training.paths} />
      ) : (
        <>
          <header className="flex flex-col items-center gap-3 text-center sm:flex-row sm:items-center sm:gap-5 sm:text-left">
            <ScenarioTypeBadge type={type} country={training.country} className="text-3xl" />
            <div className="flex flex-col gap-1">
              <h1 className="text-3xl font-extrabold tracking-tight sm:text-5xl">
                {scenarioTypeTitle(type, training.country)}
              </h1>
              <p className="text-lg text-slate-700 sm:text-xl">
                {scenarioTypeSummary(type, training.country)}
              </p>
            </div>
          </header>
          <ReadAloudButton
            child={training.child}
            inviteCode={training.inviteCode}
            className="items-center sm:items-start"
            lines={[
              scenarioTypeTitle(type, training.country),
              scenarioTypeSummary(type, training.country),
              ...scenarios
                .filter((scenario) => isScenarioOpenToAge(scenario, age))
                .flatMap((scenario) => [`${scenario.title}.`, scenarioStoryFor(scenario, age)]),
            ]}
          />
          <ul className="grid gap-5 md:grid-cols-2 lg:grid-cols-3">
            {scenarios.map((scenario) => (
              <li key={scenario.id}>
                <ScenarioCard
                  scenario={scenario}
                  to={training.paths.briefing(type, scenario.id)}
                  open={isScenarioOpenToAge(scenario, age)}
                  age={age}
                />
              </li>
            ))}
          </ul>
        </>
      )}
    </TrainingPage>
  );
}
