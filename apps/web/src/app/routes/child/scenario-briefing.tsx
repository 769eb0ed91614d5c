import { ChildTopBar } from '@/features/child-portal/child-top-bar';
import { TrainingAccessGuard } from '@/features/child-portal/training-access-guard';
import { ScenarioBriefingPage } from '@/features/scenarios/scenario-briefing-page';
import { VISITOR_SCENARIO_NOTE } from '@/features/child-portal/page-access';

export function Component() {
  return (
    <TrainingAccessGuard note={VISITOR_SCENARIO_NOTE}>
      <ChildTopBar />
      <ScenarioBriefingPage />
    </TrainingAccessGuard>
  );
}
