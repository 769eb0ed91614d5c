import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api';
import { playWithModelAnswers } from '@/test/practice-calls';
import {
  isPreviewRefusal,
  SAVE_FAILED_FALLBACK,
  SAVE_FAILED_UNEXPECTED,
  claimSave,
  progressSaveFailureMessage,
  progressSaveRequest,
} from './progress-save';
import { finishedCallFrom, resultsNavigationState } from './results-state';

function finishedCall() {
  const call = finishedCallFrom(resultsNavigationState('call-42', playWithModelAnswers()), {
    scenarioType: '999',
    scenarioId: 'house-fire',
  });
  if (!call) throw new Error('the model answers should finish the call');
  return call;
}

describe('progressSaveRequest', () => {
  it('sends the call id (never the invite code: the session says whose call it is), the 1–5 stars, the four scores, the ratings and the time taken', () => {
    const call = finishedCall();
    expect(progressSaveRequest(call)).toEqual({
      callId: 'call-42',
      scenarioType: '999',
      scenarioId: 'house-fire',
      overallStars: 5,
      clarityScore: 100,
      calmnessScore: call.results.scores.calmness,
      accuracyScore: 100,
      serviceSelectionScore: 100,
      responseRatings: call.conversation.responseRatings,
      timeTakenSeconds: call.results.timeTakenSeconds,
    });
    expect(call.results.timeTakenSeconds).toBeGreaterThan(0);
  });
});

describe('progressSaveFailureMessage', () => {
  it('shows the server’s reason when it gives one', () => {
    const refusal = new ApiError(403, 'x', 'PREVIEW_MODE', {
      error: 'Cannot save progress in preview mode',
      code: 'PREVIEW_MODE',
    });
    expect(progressSaveFailureMessage(refusal)).toBe('Cannot save progress in preview mode');
    expect(
      progressSaveFailureMessage(
        new ApiError(400, 'x', undefined, { error: 'Scores must be between 0 and 100' }),
      ),
    ).toBe('Scores must be between 0 and 100');
  });

  it('reassures the child when the server gave no reason or could not be reached', () => {
    expect(progressSaveFailureMessage(new ApiError(502, 'Request failed (502)', undefined, '<html>'))).toBe(
      SAVE_FAILED_FALLBACK,
    );
    expect(progressSaveFailureMessage(new ApiError(0, 'offline', 'NETWORK_ERROR'))).toBe(
      SAVE_FAILED_FALLBACK,
    );
  });

  it('reports anything unexpected as an unknown error', () => {
    expect(progressSaveFailureMessage(new TypeError('x is undefined'))).toBe(SAVE_FAILED_UNEXPECTED);
    expect(progressSaveFailureMessage('nope')).toBe(SAVE_FAILED_UNEXPECTED);
  });
});

describe('claimSave', () => {
  it('lets each call be saved once, however often the page re-renders or its effects repeat', () => {
    const saved = new Set<string>();
    expect(claimSave(saved, 'call-1')).toBe(true);
    expect(claimSave(saved, 'call-1')).toBe(false);
    expect(claimSave(saved, 'call-2')).toBe(true);
  });
});

describe('isPreviewRefusal', () => {
  it('recognises the refusal of a save made while a parent previews, and nothing else', () => {
    expect(isPreviewRefusal(new ApiError(403, 'Cannot save progress in preview mode', 'PREVIEW_MODE'))).toBe(
      true,
    );
    expect(isPreviewRefusal(new ApiError(403, 'Forbidden', 'ACCESS_DENIED'))).toBe(false);
    expect(isPreviewRefusal(new Error('offline'))).toBe(false);
  });
});
