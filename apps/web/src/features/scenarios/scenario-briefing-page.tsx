import { Navigate, useParams } from 'react-router';
import { Info, Lightbulb, MapPin, type LucideIcon } from 'lucide-react';
import {
  briefingForScenario,
  briefingHeadings,
  getScenario,
  hasScript,
  isScenarioOpenToAge,
  scenarioStoryFor,
  spellAs,
} from '@callready/core';
import { ReadAloudButton } from '@/components/read-aloud-button';
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
 * The tasks still to do, numbered: none is done before the call, so none shows a tick (a tick means
 * done, ADR 058). The call's own results say what was done.
 */
function TaskList({ title, tasks }: { title: string; tasks: readonly string[] }) {
  return (
    <section className="flex flex-col gap-4 rounded-3xl border-2 border-white bg-white p-6 shadow-md">
      <h2 className="text-2xl font-extrabold">{title}</h2>
      <ol className="flex flex-col gap-3" aria-label={title}>
        {tasks.map((task, index) => (
          <li key={task} className="flex items-start gap-3 text-lg leading-snug" data-done="false">
            <span
              className="flex size-7 shrink-0 items-center justify-center rounded-full border-2 border-green-600 text-base font-extrabold text-green-800"
              aria-hidden="true"
            >
              {index + 1}
            </span>
            <span>{task}</span>
          </li>
        ))}
      </ol>
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

  const age = training.child?.age ?? null;
  const briefing = briefingForScenario(scenario, age, training.country);
  const open = isScenarioOpenToAge(scenario, age);
  const headings = briefingHeadings(age);
  const story = spellAs(scenarioStoryFor(scenario, age), training.country.spelling);
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
        <ReadAloudButton
          child={training.child}
          inviteCode={training.inviteCode}
          lines={[
            `${scenario.title}.`,
            briefing.subtitle,
            briefing.notice ?? '',
            `${headings.story}.`,
            story,
            `${headings.tasks}.`,
            ...briefing.tasks.map((task) => `${task}.`),
            `${headings.reminders}.`,
            ...briefing.reminders.map((reminder) => `${reminder}.`),
            open ? briefing.readyLine : '',
          ]}
        />
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
          {headings.story}
        </h2>
        <p className="text-xl leading-relaxed text-slate-800 sm:text-2xl">{story}</p>
        <OwnAddressNote type={scenario.type} childAge={training.child?.age ?? null} />
      </section>

      <div className="grid gap-5 md:grid-cols-2">
        <TaskList title={headings.tasks} tasks={briefing.tasks} />
        <BriefingList
          title={headings.reminders}
          items={briefing.reminders}
          icon={Lightbulb}
          tone="text-amber-500"
        />
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
