import { ChildTopBar } from '@/features/child-portal/child-top-bar';
import { TrainingAccessGuard } from '@/features/child-portal/training-access-guard';
import { VoicePracticePage } from '@/features/voice-practice/voice-practice-page';

export function Component() {
  return (
    <TrainingAccessGuard>
      <ChildTopBar />
      <VoicePracticePage />
    </TrainingAccessGuard>
  );
}
