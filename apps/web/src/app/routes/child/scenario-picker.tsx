import { ChildTopBar } from '@/features/child-portal/child-top-bar';
import { TrainingAccessGuard } from '@/features/child-portal/training-access-guard';
import { ScenarioPickerPage } from '@/features/scenarios/scenario-picker-page';
import { VISITOR_SCENARIO_NOTE } from '@/features/child-portal/page-access';

export function Component() {
  return (
    <TrainingAccessGuard note={VISITOR_SCENARIO_NOTE}>
      <ChildTopBar />
      <ScenarioPickerPage />
    </TrainingAccessGuard>
  );
}
