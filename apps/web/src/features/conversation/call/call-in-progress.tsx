import { useEffect, useRef, useState } from 'react';
import type { AnswerMode, ConversationState } from '@callready/core';
import { PageSpinner } from '@/components/ui/spinner';
import { AnswerBox } from './answer-box';
import { answerModesForAge } from './answer-modes';
import { AnswerFeedback } from './answer-feedback';
import { CallClosing } from './call-closing';
import { CallControls, CallHeader } from './call-header';
import { CallKeypad } from './call-keypad';
import { SilentAnswer } from './silent-answer';
import { CallTranscript } from './call-transcript';
import { OperatorCaption } from './operator-caption';
import { lastOperatorTurn, operatorTitle } from './transcript';
import { useCallClock } from './use-call-clock';

type CallInProgressProps = {
  conversation: ConversationState;
  dialledNumber: string | null;
  childName: string;
  speaking: boolean;
  /** Lets the child answer aloud as well as by typing. */
  inviteCode: string;
  onRecordingStart: () => void;
  onAnswer: (text: string, mode: AnswerMode) => void;
  /** A key pressed on the call's keypad (ADR 044). */
  onKey: (key: string) => void;
  /** The child chose to stay silent (the silent call, ADR 044). */
  onSilence: () => void;
  onContinue: () => void;
  onRestart: () => void;
  onEndCall: () => void;
};

/** The connected call: the operator's caption, the child's answer or feedback, and the transcript. */
export function CallInProgress({
  conversation,
  dialledNumber,
  childName,
  speaking,
  inviteCode,
  onRecordingStart,
  onAnswer,
  onKey,
  onSilence,
  onContinue,
  onRestart,
  onEndCall,
}: CallInProgressProps) {
  const [keypadOpen, setKeypadOpen] = useState(false);
  const now = useCallClock(conversation.stage !== 'finished');
  const { stage, prompt, currentFeedback, conversationHistory } = conversation;
  const answerCount = conversationHistory.filter((entry) => entry.speaker === 'user').length;
  const phoneRef = useRef<HTMLElement>(null);
  const answerRef = useRef<HTMLDivElement>(null);

  // The child never scrolls to find what to do next: each new question brings the operator's words back
  // into view, and feedback or the closing brings its button into view (the answer area follows the phone).
  useEffect(() => {
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    const behavior: ScrollBehavior = reduced ? 'auto' : 'smooth';
    if (stage === 'listening') phoneRef.current?.scrollIntoView({ block: 'start', behavior });
    else answerRef.current?.scrollIntoView({ block: 'nearest', behavior });
  }, [stage, answerCount]);

  const answerBox = prompt && (
    <AnswerBox
      // A fresh, empty box for every question.
      key={`${prompt.questionId}-${answerCount}`}
      prompt={prompt}
      modes={answerModesForAge(conversation.childAge)}
      childAge={conversation.childAge}
      onAnswer={onAnswer}
      answerContext={{
        inviteCode,
        countryId: conversation.countryId,
        scenarioType: conversation.scenarioType,
        scenarioId: conversation.scenarioId,
        questionId: prompt.questionId,
      }}
      onRecordingStart={onRecordingStart}
    />
  );

  // On a phone: the operator, the answer, then the call so far, one under the other. On a laptop the
  // answer sits beside the operator's words, at the top of the second column, so it is never below
  // the fold however long the operator's line.
  return (
    <div className="grid items-start gap-4 lg:grid-cols-2 lg:gap-6">
      <section
        ref={phoneRef}
        aria-label="Practice call"
        className="flex scroll-mt-20 flex-col gap-3 rounded-3xl bg-gradient-to-br from-slate-900 to-slate-800 p-3 text-white shadow-xl sm:gap-4 sm:p-6 lg:row-span-2"
      >
        <CallHeader
          operatorName={operatorTitle(conversation)}
          dialledNumber={dialledNumber}
          startedAt={conversation.startedAt}
          now={now}
          speaking={speaking}
        />
        <OperatorCaption lines={lastOperatorTurn(conversationHistory)} speaking={speaking} />
        <CallKeypad open={keypadOpen} onOpenChange={setKeypadOpen} onKey={onKey}>
          <CallControls onRestart={onRestart} onEndCall={onEndCall} />
        </CallKeypad>
      </section>

      <div
        ref={answerRef}
        className="scroll-mb-4 rounded-3xl border-2 bg-card p-3 shadow-sm sm:p-6 lg:col-start-2 lg:row-start-1"
      >
        {stage === 'listening' && prompt && prompt.expects !== undefined && answerBox && (
          <SilentAnswer
            key={`${prompt.questionId}-${answerCount}`}
            prompt={prompt}
            onSilence={onSilence}
            answerBox={answerBox}
          />
        )}
        {stage === 'listening' && prompt && prompt.expects === undefined && answerBox}
        {stage === 'feedback' && currentFeedback && (
          <AnswerFeedback rating={currentFeedback} onContinue={onContinue} childAge={conversation.childAge} />
        )}
        {stage === 'closing' && <CallClosing onContinue={onContinue} />}
        {stage === 'finished' && <PageSpinner label="Getting your results…" />}
      </div>

      <div className="min-w-0 lg:col-start-2">
        <CallTranscript history={conversationHistory} childName={childName} />
      </div>
    </div>
  );
}
