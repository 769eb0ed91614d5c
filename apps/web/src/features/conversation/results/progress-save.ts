// The progress save after a call (docs/product.md §4 "Results save", §5 "Progress save", §8 "Progress").
import { ApiError } from '@/lib/api';
import type { ProgressSaveRequest } from '../call-api';
import { apiErrorMessage, hasErrorCode } from '@/lib/api-errors';
import { callTranscript } from './call-transcript';
import type { FinishedCall } from './results-state';

/** docs/product.md §9: the save waits a second after the results appear. */
export const SAVE_DELAY_MS = 1000;
/** docs/product.md §9: progress toasts stay five seconds. */
export const PROGRESS_TOAST_MS = 5000;

export const SAVE_FAILED_TITLE = "Couldn't Save Progress";
export const SAVE_FAILED_FALLBACK = "Don't worry - your learning still counts! Try again later.";
export const SAVE_FAILED_UNEXPECTED = 'Unknown error occurred';

/**
 * The save's body. What was said goes with it only while the parent keeps it (ADR 041); the server
 * drops it anyway when the setting is off.
 */
export function progressSaveRequest(
  call: FinishedCall,
  { keepTranscript = false }: { keepTranscript?: boolean } = {},
): ProgressSaveRequest {
  const { results, conversation } = call;
  return {
    callId: call.callId,
    scenarioType: conversation.scenarioType,
    scenarioId: conversation.scenarioId,
    overallStars: results.overallStars,
    clarityScore: results.scores.clarity,
    calmnessScore: results.scores.calmness,
    accuracyScore: results.scores.accuracy,
    serviceSelectionScore: results.scores.serviceSelection,
    responseRatings: conversation.responseRatings,
    timeTakenSeconds: results.timeTakenSeconds,
    ...(keepTranscript ? { transcript: callTranscript(conversation) } : {}),
  };
}

/** Shown instead of an error when a parent previews a call: nothing went wrong (docs/architecture.md §5.4). */
export const PREVIEW_NOT_SAVED_TITLE = 'Progress is not saved in preview';
export const PREVIEW_NOT_SAVED_TEXT =
  "Your child's own calls are saved when they practise with their invite code.";

/** The server refused the save because a parent is previewing. */
export function isPreviewRefusal(error: unknown): boolean {
  return hasErrorCode(error, 'PREVIEW_MODE');
}

/** The failure toast's text: the server's own message, the reassurance when it gave none, or the unexpected case. */
export function progressSaveFailureMessage(error: unknown): string {
  if (error instanceof ApiError) return apiErrorMessage(error) ?? SAVE_FAILED_FALLBACK;
  return SAVE_FAILED_UNEXPECTED;
}

/** Whether this call's progress may be saved now; marks it so it is saved only once per page load. */
export function claimSave(saved: Set<string>, callId: string): boolean {
  if (saved.has(callId)) return false;
  saved.add(callId);
  return true;
}
