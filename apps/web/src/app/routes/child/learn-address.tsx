import { ChildTopBar } from '@/features/child-portal/child-top-bar';
import { TrainingAccessGuard } from '@/features/child-portal/training-access-guard';
import { LearnAddressPage } from '@/features/learn-address/learn-address-page';

export function Component() {
  return (
    <TrainingAccessGuard>
      <ChildTopBar />
      <LearnAddressPage />
    </TrainingAccessGuard>
  );
}
