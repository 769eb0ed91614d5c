import { useEffect, useMemo } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { Home, LayoutGrid, RotateCcw, SearchX, Trophy } from 'lucide-react';
import {
  getCountry,
  getScenario,
  practiseNext,
  scoreFigure,
  scoreMeasuresFor,
  type Scenario,
} from '@callready/core';
import { NonSpeakingHelp } from '@/components/non-speaking-help';
import { ReadAloudButton, type ReadAloudChild } from '@/components/read-aloud-button';
import { StarRating } from '@/components/star-rating';
import { TrainingBreadcrumb } from '@/components/training-breadcrumb';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { PageContainer } from '@/components/ui/page-container';
import { usePageTitle } from '@/lib/page-title';
import { useChildLookupValue } from '@/lib/child-portal/child-portal-lookups';
import { useStoredChildSession } from '@/lib/child-portal/use-child-session';
import { childPaths } from '@/lib/paths';
import { clearStoredCall } from '../stored-call';
import { AnswerReviewList } from './answer-review-list';
import { CallNotes } from './call-notes';
import { Certificate, certificateWords, type CertificateDetails } from './certificate';
import { PractiseNextList } from './practise-next-list';
import { finishedCallFrom, type FinishedCall } from './results-state';
import { ScoreList, callScoreFigures, notRatedNote } from './score-list';
import { useConfetti } from './use-confetti';
import { useProgressSave } from './use-progress-save';

/** /child/{inviteCode}/results/{type}/{scenarioId}: how the call went, shown from the navigation state. */
export function ResultsPage() {
  usePageTitle('Your Results');
  const { inviteCode = '', type = '', scenarioId = '' } = useParams();
  const location = useLocation();
  const session = useStoredChildSession();
  const scenario = getScenario(type, scenarioId);
  const finished = useMemo(
    () =>
      scenario
        ? finishedCallFrom(location.state, { scenarioType: scenario.type, scenarioId: scenario.id })
        : null,
    [location.state, scenario],
  );

  // The profile says whether the parent keeps what the child says (ADR 041); a failed read keeps nothing.
  const profile = useChildLookupValue(session?.inviteCode ?? null, (lookups) => lookups.profile);
  const keepTranscript = profile.isPending ? undefined : (profile.data?.keepCallTranscripts ?? false);
  useProgressSave(finished, session?.inviteCode ?? null, keepTranscript);
  useConfetti(finished !== null);

  // The call is over, so its stored progress is no longer needed.
  useEffect(() => {
    if (!finished) return;
    try {
      clearStoredCall(window.sessionStorage);
    } catch {
      // Blocked storage holds nothing to clear.
    }
  }, [finished]);

  if (!scenario || !finished) return <ResultsNotFound inviteCode={inviteCode} />;
  return (
    <Results
      scenario={scenario}
      finished={finished}
      inviteCode={inviteCode}
      childName={session?.child.name ?? null}
      child={session?.child ?? null}
    />
  );
}

function ResultsNotFound({ inviteCode }: { inviteCode: string }) {
  return (
    <PageContainer
      width="narrow"
      className="flex flex-1 flex-col items-center justify-center gap-5 text-center"
    >
      <SearchX className="size-16 text-primary" aria-hidden="true" />
      <h1 className="text-3xl font-extrabold sm:text-4xl">Oops! We couldn't find your results.</h1>
      <p className="text-lg text-muted-foreground">
        Your results appear here straight after you finish a practice call.
      </p>
      <Button asChild size="lg">
        <Link to={childPaths(inviteCode).scenarios}>
          <LayoutGrid aria-hidden="true" />
          Back to Scenarios
        </Link>
      </Button>
    </PageContainer>
  );
}

type ResultsProps = {
  scenario: Scenario;
  finished: FinishedCall;
  inviteCode: string;
  childName: string | null;
  /** Who is reading, for the read-aloud button (ADR 058). */
  child: ReadAloudChild | null;
};

function Results({ scenario, finished, inviteCode, childName, child }: ResultsProps) {
  const { pathname } = useLocation();
  const { results, conversation } = finished;
  const paths = childPaths(inviteCode);
  const next = practiseNext(conversation.responseRatings, {
    callType: scenario.type,
    childAge: conversation.childAge,
    countryId: conversation.countryId,
    recognisedEmergency: results.recognisedEmergency,
    ...(results.saidOwnAddress ? { saidOwnAddress: results.saidOwnAddress } : {}),
  });
  const certificate: CertificateDetails = {
    childName,
    certificateTitle: results.tier.certificate,
    scenarioTitle: scenario.title,
    date: new Date(conversation.finishedAt ?? conversation.startedAt ?? 0),
    stars: results.overallStars,
    callType: scenario.type,
  };
  // The screen's main words in order, without the child's name (ADR 058).
  const summaryWords = [
    `${scenario.title}. Call complete.`,
    `${results.overallStars} out of 5 stars.`,
    `${results.tier.title}. Level ${results.tier.level}.`,
    `You earned the ${results.tier.certificate} certificate!`,
    `${next.title}.`,
    ...next.items.map((item, index) => `${index + 1}. ${item}.`),
    'Your scores.',
    ...callScoreFigures(results.scores).map(({ id, name, text, rated }) =>
      rated
        ? `${name}: ${text}. ${scoreMeasuresFor(id, conversation.childAge)}`
        : `${name}: ${notRatedNote(conversation.childAge)}`,
    ),
  ];

  return (
    <div className="flex-1 bg-gradient-to-b from-amber-50 via-sky-50 to-white">
      <div className="mx-auto flex w-full max-w-5xl flex-col gap-5 px-3 py-4 sm:gap-6 sm:px-6 sm:py-6">
        <TrainingBreadcrumb pathname={pathname} />

        <section className="flex flex-col items-center gap-3 rounded-3xl border-2 border-amber-200 bg-white px-4 py-6 text-center shadow-md sm:px-8 sm:py-8">
          <Trophy className="size-14 text-amber-500 sm:size-16" aria-hidden="true" />
          <p className="text-lg font-bold text-muted-foreground">
            {scenario.title} · Call complete{childName ? ` · Well done, ${childName}!` : ''}
          </p>
          <StarRating value={results.overallStars} max={5} starClassName="size-10 sm:size-12" />
          <h1 className="text-4xl font-extrabold tracking-tight sm:text-5xl">{results.tier.title}</h1>
          <div className="flex flex-wrap justify-center gap-2">
            <Badge className="px-3 py-1 text-base">Level {results.tier.level}</Badge>
            <Badge variant="secondary" className="px-3 py-1 text-base">
              {scoreFigure('callStars', results.overallStars).text} stars
            </Badge>
          </div>
          <ReadAloudButton
            child={child}
            inviteCode={inviteCode}
            lines={summaryWords}
            className="items-center"
          />
          <p className="text-xl">
            You earned the <span className="font-extrabold text-primary">{results.tier.certificate}</span>{' '}
            certificate!
          </p>
          <div className="mt-2 flex w-full flex-col gap-3 sm:w-auto sm:flex-row sm:flex-wrap sm:justify-center">
            <Button asChild size="lg" className="min-h-14 text-lg">
              <Link to={paths.conversation(scenario.type, scenario.id)}>
                <RotateCcw aria-hidden="true" />
                Try This Scenario Again
              </Link>
            </Button>
            <Button asChild size="lg" variant="outline" className="min-h-14 text-lg">
              <Link to={paths.scenarios}>
                <LayoutGrid aria-hidden="true" />
                Try More Scenarios
              </Link>
            </Button>
            <Button asChild size="lg" variant="outline" className="min-h-14 text-lg">
              <Link to={paths.dashboard}>
                <Home aria-hidden="true" />
                Back to Dashboard
              </Link>
            </Button>
          </div>
        </section>

        <CallNotes
          results={results}
          countryId={conversation.countryId}
          callType={scenario.type}
          childAge={conversation.childAge}
        />

        {scenario.silent && (
          <NonSpeakingHelp country={getCountry(conversation.countryId)} headingId="non-speaking-heading" />
        )}

        <PractiseNextList next={next} />

        <div className="grid items-start gap-5 lg:grid-cols-2 lg:gap-6">
          <ScoreList scores={results.scores} childAge={conversation.childAge} />
          <AnswerReviewList
            history={conversation.conversationHistory}
            ratings={conversation.responseRatings}
            callType={scenario.type}
          />
        </div>

        <Certificate
          details={certificate}
          readAloud={
            <ReadAloudButton child={child} inviteCode={inviteCode} lines={certificateWords(certificate)} />
          }
        />
      </div>
    </div>
  );
}
