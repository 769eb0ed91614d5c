import { Link } from 'react-router';
import { ArrowRight, Lock, Siren, Stethoscope } from 'lucide-react';
import { ACCESS_REQUIRED_MESSAGE } from '@callready/contract';
import { SCENARIO_TYPES, scenariosOfType, spellAs, type ScenarioType } from '@callready/core';
import { PageSpinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { usePageTitle } from '@/lib/page-title';
import { scenarioTypeSummary, scenarioTypeTitle } from './scenario-labels';
import { ScenarioTypeBadge } from './scenario-type-badge';
import { TrainingPage } from './training-page';
import { useScenarioTraining, type ScenarioTraining } from './use-scenario-training';

function TypeCard({ type, training }: { type: ScenarioType; training: ScenarioTraining }) {
  const locked = training.isLocked(type);
  const Icon = locked ? Lock : type === '999' ? Siren : Stethoscope;
  const title = scenarioTypeTitle(type, training.country);
  const count = scenariosOfType(type).length;
  const body = (
    <>
      <div className="flex items-start justify-between gap-3">
        <ScenarioTypeBadge type={type} country={training.country} />
        <span
          className={cn(
            'flex size-14 items-center justify-center rounded-2xl',
            locked
              ? 'bg-slate-200 text-slate-600'
              : type === '999'
                ? 'bg-red-100 text-emergency'
                : 'bg-sky-100 text-sky-700',
          )}
        >
          <Icon className="size-7" aria-hidden="true" />
        </span>
      </div>
      <h2 className="text-2xl font-extrabold sm:text-3xl">{title}</h2>
      <p className="text-lg leading-relaxed text-slate-700">
        {spellAs(scenarioTypeSummary(type, training.country), training.country.spelling)}
      </p>
      <p className="font-bold text-muted-foreground">
        {spellAs(`${count} scenarios to practise`, training.country.spelling)}
      </p>
      {locked ? (
        <p className="mt-auto rounded-2xl bg-amber-50 px-4 py-3 text-lg font-bold text-amber-900">
          {ACCESS_REQUIRED_MESSAGE}
        </p>
      ) : (
        <span className="mt-auto inline-flex items-center gap-2 text-lg font-extrabold text-primary">
          Choose a scenario
          <ArrowRight className="size-5 transition-transform group-hover:translate-x-1" aria-hidden="true" />
        </span>
      )}
    </>
  );
  const classes = 'flex h-full flex-col gap-4 rounded-3xl border-4 bg-white p-6 shadow-md sm:p-8';
  return locked ? (
    <div
      role="group"
      aria-label={`${title} (locked)`}
      className={cn(classes, 'border-dashed border-slate-300 bg-slate-50')}
    >
      {body}
    </div>
  ) : (
    <Link
      to={training.paths.list(type)}
      className={cn(
        classes,
        'group border-white transition-all hover:-translate-y-1 hover:border-primary hover:shadow-xl',
      )}
    >
      {body}
    </Link>
  );
}

/** /scenarios and /child/{inviteCode}/scenarios: emergency or non-emergency practice. */
export function ScenarioPickerPage() {
  usePageTitle('Practice Scenarios');
  const training = useScenarioTraining();
  if (training.accessLoading) return <PageSpinner label="Loading scenarios…" />;

  return (
    <TrainingPage>
      <header className="flex flex-col gap-2 text-center sm:text-left">
        <h1 className="text-4xl font-extrabold tracking-tight sm:text-5xl">Practice Scenarios</h1>
        <p className="text-xl text-slate-700">
          {spellAs('What kind of call would you like to practise today?', training.country.spelling)}
        </p>
      </header>
      <ul className="grid gap-5 md:grid-cols-2">
        {SCENARIO_TYPES.map((type) => (
          <li key={type}>
            <TypeCard type={type} training={training} />
          </li>
        ))}
      </ul>
    </TrainingPage>
  );
}
