import { useEffect } from 'react';
import { toast } from 'sonner';
import { PROGRESS_SAVED_TITLE, normalizeInviteCode, progressSavedMessage, spellFor } from '@callready/core';
import { useSaveProgress } from '../call-api';
import {
  PREVIEW_NOT_SAVED_TEXT,
  PREVIEW_NOT_SAVED_TITLE,
  PROGRESS_TOAST_MS,
  SAVE_DELAY_MS,
  SAVE_FAILED_TITLE,
  claimSave,
  isPreviewRefusal,
  progressSaveFailureMessage,
  progressSaveRequest,
} from './progress-save';
import { takeLockScreenSkill } from '../dial/lock-screen-outcome';
import type { FinishedCall } from './results-state';

// Calls saved while this page is open, so re-renders, repeated effects and revisits save once.
const savedCalls = new Set<string>();

/**
 * docs/product.md §4 "Results save": a second after the results appear, the call is saved once with
 * POST /api/child/progress, but only when a child invite code is stored; otherwise it is skipped
 * silently. A success refreshes the child's cached dashboard data. `keepTranscript` is the parent's
 * "Keep what my child says in practice calls" as the child's profile last said (ADR 041); while it is
 * still being read (undefined) the save waits for it.
 */
export function useProgressSave(
  call: FinishedCall | null,
  storedInviteCode: string | null,
  keepTranscript: boolean | undefined,
) {
  // Told after the page has gone too: the child may leave the results before the answer comes.
  const { mutate: save } = useSaveProgress({
    onSuccess: (_saved, { request }) => {
      toast.success(PROGRESS_SAVED_TITLE, {
        // Spelt the country's way: "Keep practising!" in the UK (ADR 023); an advice call is praised
        // as an advice call (ADR 057).
        description: spellFor(
          progressSavedMessage(request.overallStars, call?.conversation.scenarioType),
          call?.conversation.countryId,
        ),
        duration: PROGRESS_TOAST_MS,
      });
    },
    onError: (error) => {
      if (isPreviewRefusal(error)) {
        toast.info(PREVIEW_NOT_SAVED_TITLE, {
          description: PREVIEW_NOT_SAVED_TEXT,
          duration: PROGRESS_TOAST_MS,
        });
        return;
      }
      toast.error(SAVE_FAILED_TITLE, {
        description: progressSaveFailureMessage(error),
        duration: PROGRESS_TOAST_MS,
      });
    },
  });

  useEffect(() => {
    if (!call || !storedInviteCode || keepTranscript === undefined) return;
    const timer = window.setTimeout(() => {
      if (!claimSave(savedCalls, call.callId)) return;
      const inviteCode = normalizeInviteCode(storedInviteCode);
      const foundEmergencyButton = takeLockScreenSkill(call.callId);
      // Known only when the call's address answers were checked against the stored address (ADR 043).
      const saidOwnAddress = call.conversation.results?.saidOwnAddress;
      const request = {
        ...progressSaveRequest(call, { keepTranscript }),
        ...(foundEmergencyButton ? { foundEmergencyButton } : {}),
        ...(saidOwnAddress ? { saidOwnAddress } : {}),
      };
      save({ inviteCode, request });
    }, SAVE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [call, storedInviteCode, keepTranscript, save]);
}
