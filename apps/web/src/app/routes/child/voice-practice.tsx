import { ChildTopBar } from '@/features/child-portal/child-top-bar';
import { TrainingAccessGuard } from '@/features/child-portal/training-access-guard';
import { VoicePracticePage } from '@/features/voice-practice/voice-practice-page';
import { QueryProvider } from '@/lib/query-client';

function Page() {
  return (
    <TrainingAccessGuard>
      <ChildTopBar />
      <VoicePracticePage />
    </TrainingAccessGuard>
  );
}

// The page keeps its data in the query cache, which loads with it (ADR 029).
export function Component() {
  return (
    <QueryProvider>
      <Page />
    </QueryProvider>
  );
}
