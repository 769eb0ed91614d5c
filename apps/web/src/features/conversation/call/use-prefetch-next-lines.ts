import { useEffect } from 'react';
import { upcomingOperatorLines, type ConversationState } from '@callready/core';

/**
 * While the child answers, the operator's likely next lines are fetched (ADR 027), so they play as
 * soon as the answer is in. The engine runs here in the browser, so the choice costs no request.
 */
export function usePrefetchNextLines(
  conversation: ConversationState | null,
  prefetch: (lines: readonly string[]) => void,
) {
  useEffect(() => {
    if (!conversation) return;
    const lines = upcomingOperatorLines(conversation);
    if (lines.length > 0) prefetch(lines);
  }, [conversation, prefetch]);
}
