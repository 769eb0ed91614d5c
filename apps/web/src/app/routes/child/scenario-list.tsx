import { ChildTopBar } from '@/features/child-portal/child-top-bar';
import { TrainingAccessGuard } from '@/features/child-portal/training-access-guard';
import { ScenarioListPage } from '@/features/scenarios/scenario-list-page';
import { VISITOR_SCENARIO_NOTE } from '@/features/child-portal/page-access';
import { QueryProvider } from '@/lib/query-client';

function Page() {
  return (
    <TrainingAccessGuard note={VISITOR_SCENARIO_NOTE}>
      <ChildTopBar />
      <ScenarioListPage />
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
