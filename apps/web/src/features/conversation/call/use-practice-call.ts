import { useCallback, useEffect, useRef, useState } from 'react';
import {
  createConversation,
  step,
  type AnswerMode,
  type ConversationEvent,
  type ConversationState,
  type CallAddressCheck,
  type Country,
  type Scenario,
  wantsAddressCheck,
} from '@callready/core';
import { startCall } from '../call-api';
import { callStartProblemFrom, type CallStartProblem } from '../call-start-problem';
import {
  clearStoredCall,
  readStoredCall,
  writeStoredCall,
  type CallOwner,
  type KeyValueStorage,
  type StoredCall,
} from '../stored-call';
import { childHasStoredAddress, useOwnAddressChecker } from './own-address-check';

const noStorage: KeyValueStorage = {
  getItem: () => null,
  setItem: () => undefined,
  removeItem: () => undefined,
};

/** sessionStorage, or nothing where the browser blocks it (the call then simply does not survive a reload). */
function sessionStore(): KeyValueStorage {
  try {
    return window.sessionStorage;
  } catch {
    return noStorage;
  }
}

export type PracticeCallEvent =
  | { type: 'start' }
  | { type: 'answer'; text: string; mode?: AnswerMode }
  | { type: 'continue' }
  | { type: 'restart' }
  /** A key pressed on the call's keypad; staying silent on purpose (ADR 044). */
  | { type: 'keys'; keys: string }
  | { type: 'silence' };

interface UsePracticeCallOptions {
  scenario: Scenario;
  country: Country;
  childAge: number;
  /** The family's own doctor or nurse-line number from the child's profile (ADR 011). */
  adviceLineNumber?: string | null;
  inviteCode: string;
  /** The operator's new lines, to be said aloud (they are already in the transcript). */
  onOperatorLines: (lines: string[]) => void;
  /** The call is over: time for the results. */
  onFinished: (callId: string, conversation: ConversationState) => void;
}

/**
 * One practice call: asks the server for permission once (POST /api/child/calls), then drives the
 * conversation engine, keeping every step in sessionStorage so a reload carries on where it was.
 */
export function usePracticeCall({
  scenario,
  country,
  childAge,
  adviceLineNumber = null,
  inviteCode,
  onOperatorLines,
  onFinished,
}: UsePracticeCallOptions) {
  const [owner] = useState<CallOwner>(() => ({
    inviteCode,
    scenarioType: scenario.type,
    scenarioId: scenario.id,
  }));
  const [call, setCall] = useState<StoredCall | null>(() => readStoredCall(sessionStore(), owner));
  const [problem, setProblem] = useState<CallStartProblem | null>(null);
  const callRef = useRef(call);
  // React runs effects twice in development; the permission must still be asked for only once.
  const requestedRef = useRef(false);
  const handlersRef = useRef({ onOperatorLines, onFinished });
  // The child's own address (ADR 043): an address answer waits for the server's check of it.
  const checker = useOwnAddressChecker();
  const checkerRef = useRef(checker);
  const checkingRef = useRef(false);
  // While an answer is being checked the answer box is put away, so nothing is answered twice.
  const [checking, setChecking] = useState(false);
  const checkedRef = useRef<{ check: CallAddressCheck | undefined } | null>(null);
  const sendRef = useRef<(event: PracticeCallEvent) => void>(() => undefined);
  useEffect(() => {
    checkerRef.current = checker;
  }, [checker]);

  useEffect(() => {
    handlersRef.current = { onOperatorLines, onFinished };
  }, [onOperatorLines, onFinished]);

  const commit = useCallback((next: StoredCall) => {
    callRef.current = next;
    setCall(next);
    // A child with a stored address may say it in any answer, and this device cannot tell which words
    // are the address: their call is kept in memory only, so the browser's storage never holds it
    // (ADR 051). A reload then starts the call again.
    if (childHasStoredAddress()) clearStoredCall(sessionStore());
    else writeStoredCall(sessionStore(), next);
  }, []);

  useEffect(() => {
    if (call !== null || problem !== null || requestedRef.current) return;
    requestedRef.current = true;
    startCall(owner)
      .then(({ callId }) =>
        commit({
          callId,
          inviteCode: owner.inviteCode,
          conversation: createConversation({ scenario, country, childAge, adviceLineNumber }),
        }),
      )
      .catch((error: unknown) => setProblem(callStartProblemFrom(error)));
  }, [call, problem, owner, scenario, country, childAge, adviceLineNumber, commit]);

  const retry = useCallback(() => {
    requestedRef.current = false;
    setProblem(null);
  }, []);

  const send = useCallback(
    (event: PracticeCallEvent) => {
      const current = callRef.current;
      if (!current) return;
      // While an answer is being checked, nothing else moves the call on.
      if (checkingRef.current) return;
      const checked = checkedRef.current;
      checkedRef.current = null;
      const check = checkerRef.current;
      if (
        checked === null &&
        check !== null &&
        event.type === 'answer' &&
        wantsAddressCheck(current.conversation, event.text)
      ) {
        checkingRef.current = true;
        setChecking(true);
        void check(event.text).then((result) => {
          checkingRef.current = false;
          setChecking(false);
          checkedRef.current = { check: result };
          sendRef.current(event);
        });
        return;
      }
      const at = Date.now();
      const engineEvent: ConversationEvent =
        event.type === 'answer' || event.type === 'keys' ? { ...event, at } : { type: event.type, at };
      const { state, effects } = step(
        current.conversation,
        checked?.check && engineEvent.type === 'answer'
          ? { ...engineEvent, addressCheck: checked.check }
          : engineEvent,
      );
      if (state === current.conversation) return;
      const next = { ...current, conversation: state };
      if (state.stage === 'finished') {
        // The results page clears the stored copy once it shows; until then a reload still has the call.
        callRef.current = next;
        setCall(next);
      } else {
        commit(next);
      }
      const lines = effects.flatMap((effect) => (effect.type === 'speak' ? [effect.text] : []));
      if (lines.length > 0) handlersRef.current.onOperatorLines(lines);
      if (effects.some((effect) => effect.type === 'finished'))
        handlersRef.current.onFinished(next.callId, state);
    },
    [commit],
  );

  useEffect(() => {
    sendRef.current = send;
  }, [send]);

  /** Leaving on purpose: the progress is thrown away (docs/product.md §4 "Leaving a conversation"). */
  const discard = useCallback(() => clearStoredCall(sessionStore()), []);

  // The call as the screen shows it: while an answer is being checked, no prompt to answer.
  const shown = checking && call ? { ...call, conversation: { ...call.conversation, prompt: null } } : call;
  return { call: shown, problem, retry, send, discard };
}
