import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Navigate, useBlocker, useLocation, useNavigate, useParams } from 'react-router';
import {
  SCENARIO_TYPE_INFO,
  getCountry,
  getScenario,
  hasScript,
  isScenarioOpenToAge,
  normalizeInviteCode,
  numberToDial,
  withFamilyAdviceLine,
  type ConversationState,
  type Scenario,
} from '@callready/core';
import { TrainingBreadcrumb } from '@/components/training-breadcrumb';
import { Badge } from '@/components/ui/badge';
import type { StoredChild } from '@/lib/child-portal/child-session';
import { usePageTitle } from '@/lib/page-title';
import { useStoredChildSession } from '@/lib/child-portal/use-child-session';
import { LeaveCallDialog, RestartDialog } from './call/call-dialogs';
import { CallInProgress } from './call/call-in-progress';
import { CallProblem, CallStarting } from './call/call-start-screens';
import { lastOperatorTurn } from './call/transcript';
import { useOperatorSpeech } from './call/use-operator-speech';
import { usePrefetchNextLines } from './call/use-prefetch-next-lines';
import { usePracticeCall } from './call/use-practice-call';
import { useUnloadPrompt } from './call/use-unload-prompt';
import { childPaths } from '@/lib/paths';
import { shouldConfirmLeaving } from './child-paths';
import { DialStep } from './dial/dial-step';
import { LockScreenGate } from './dial/lock-screen-gate';
import { rememberLockScreenOutcome } from './dial/lock-screen-outcome';
import { captionOnlyVoice, type OperatorVoice } from './operator-voice';
import { resultsNavigationState } from './results/results-state';
import { usePrivateLineTest } from './speech/private-lines';
import { SpeakerMenu, useSpeakerChoice } from './speech/speaker-menu';

/**
 * /child/{inviteCode}/scenario/{type}/{scenarioId}/conversation. Unknown scenarios, scenarios without
 * a script and visits without this child's stored session go to the child dashboard (docs/product.md §4).
 */
export function ConversationPage({ voice }: { voice: OperatorVoice }) {
  const { inviteCode = '', type = '', scenarioId = '' } = useParams();
  const session = useStoredChildSession();
  const code = normalizeInviteCode(inviteCode);
  const scenario = getScenario(type, scenarioId);

  if (!scenario || !hasScript(scenario.id) || !session || session.inviteCode !== code) {
    return <Navigate to={childPaths(inviteCode).dashboard} replace />;
  }
  // Too young for this scenario (ADR 044): the briefing shows it locked, with the note for the parent.
  if (!isScenarioOpenToAge(scenario, session.child.age))
    return <Navigate to={childPaths(inviteCode).briefing(scenario.type, scenario.id)} replace />;
  return (
    <PracticeCallScreen
      // Another child or scenario is another call, with fresh state.
      key={`${code}/${scenario.type}/${scenario.id}`}
      scenario={scenario}
      child={session.child}
      inviteCode={code}
      voice={voice}
    />
  );
}

type PracticeCallScreenProps = {
  scenario: Scenario;
  child: StoredChild;
  inviteCode: string;
  voice: OperatorVoice;
};

function PracticeCallScreen({ scenario, child, inviteCode, voice }: PracticeCallScreenProps) {
  usePageTitle(`${scenario.title}: Practice Call`);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const paths = childPaths(inviteCode);
  const adviceLineNumber = child.adviceLineNumber ?? null;
  // The family's own doctor or nurse line replaces the national advice line in non-emergency training.
  const country = useMemo(
    () => withFamilyAdviceLine(getCountry(child.countryCode), adviceLineNumber),
    [child.countryCode, adviceLineNumber],
  );
  // The parent's choice of voice for the child, or what the child picked on this device (ADR 045).
  const [speaker, setSpeaker] = useSpeakerChoice(child.operatorVoice ?? 'device');
  const isPrivateLine = usePrivateLineTest(country);
  const speech = useOperatorSpeech(speaker === 'off' ? captionOnlyVoice : voice, {
    countryId: country.id,
    childAge: child.age,
    inviteCode,
    voiceSource: speaker === 'off' ? undefined : speaker,
    isPrivateLine,
  });
  const [restartOpen, setRestartOpen] = useState(false);

  const resultsPath = paths.results(scenario.type, scenario.id);
  const onFinished = useCallback(
    (callId: string, conversation: ConversationState) =>
      navigate(resultsPath, { replace: true, state: resultsNavigationState(callId, conversation) }),
    [navigate, resultsPath],
  );

  const { call, problem, retry, send, discard } = usePracticeCall({
    scenario,
    country,
    childAge: child.age,
    adviceLineNumber,
    inviteCode,
    onOperatorLines: speech.say,
    onFinished,
  });
  const conversation = call?.conversation ?? null;
  usePrefetchNextLines(conversation, speech.prefetch);
  const stage = conversation?.stage;
  const connected = stage === 'listening' || stage === 'feedback' || stage === 'closing';

  const blocker = useBlocker(({ currentLocation, nextLocation }) =>
    shouldConfirmLeaving({
      callInProgress: connected,
      currentPathname: currentLocation.pathname,
      nextPathname: nextLocation.pathname,
    }),
  );
  useUnloadPrompt(connected);

  // After a reload, the operator repeats what they were saying.
  const resumedRef = useRef(false);
  useEffect(() => {
    if (resumedRef.current || !conversation) return;
    resumedRef.current = true;
    if (conversation.stage === 'listening' || conversation.stage === 'closing') {
      speech.say(lastOperatorTurn(conversation.conversationHistory));
    }
  }, [conversation, speech]);

  const connect = useCallback(() => send({ type: 'start' }), [send]);

  let content;
  if (problem) content = <CallProblem problem={problem} inviteCode={inviteCode} onRetry={retry} />;
  else if (!conversation) content = <CallStarting />;
  else if (conversation.stage === 'ready')
    content = (
      <LockScreenGate
        scenarioType={scenario.type}
        childAge={child.age}
        onFound={(outcome) => call && rememberLockScreenOutcome(call.callId, outcome)}
      >
        <DialStep country={country} scenarioType={scenario.type} onConnected={connect} />
      </LockScreenGate>
    );
  else
    content = (
      <CallInProgress
        conversation={conversation}
        dialledNumber={numberToDial(country, scenario.type)}
        childName={child.name}
        speaking={speech.speaking}
        inviteCode={inviteCode}
        onRecordingStart={speech.stop}
        onAnswer={(text, mode) => {
          speech.stop();
          send({ type: 'answer', text, mode });
        }}
        onKey={(key) => send({ type: 'keys', keys: key })}
        onSilence={() => {
          speech.stop();
          send({ type: 'silence' });
        }}
        onContinue={() => send({ type: 'continue' })}
        onRestart={() => setRestartOpen(true)}
        onEndCall={() => navigate(paths.briefing(scenario.type, scenario.id))}
      />
    );

  return (
    <div className="flex-1 bg-gradient-to-b from-sky-100 via-sky-50 to-white">
      <div className="mx-auto flex w-full max-w-6xl flex-col gap-3 px-3 py-3 sm:gap-4 sm:px-6 sm:py-6">
        {/* On a phone the breadcrumb gives way to the call; the title, badge and speaker share one line. */}
        <TrainingBreadcrumb pathname={pathname} className="hidden sm:block" />
        <div className="flex items-center gap-x-2 sm:flex-wrap sm:gap-x-3 sm:gap-y-1">
          <h1 className="min-w-0 truncate text-xl font-extrabold tracking-tight sm:text-4xl">
            {scenario.title}
          </h1>
          <Badge
            variant={scenario.type === '999' ? 'emergency' : 'soft'}
            className="shrink-0 text-sm sm:text-base"
          >
            {SCENARIO_TYPE_INFO[scenario.type].badge}
            <span className="hidden sm:inline"> practice</span>
          </Badge>
          {voice.audible && (
            <div className="ml-auto shrink-0">
              <SpeakerMenu
                choice={speaker}
                countryId={country.id}
                onChange={(next) => {
                  speech.stop();
                  setSpeaker(next);
                }}
              />
            </div>
          )}
        </div>
        {content}
      </div>

      <RestartDialog
        open={restartOpen}
        onStay={() => setRestartOpen(false)}
        onConfirm={() => {
          setRestartOpen(false);
          speech.stop();
          send({ type: 'restart' });
        }}
      />
      <LeaveCallDialog
        open={blocker.state === 'blocked'}
        onStay={() => blocker.reset?.()}
        onConfirm={() => {
          speech.stop();
          discard();
          blocker.proceed?.();
        }}
      />
    </div>
  );
}
