import { ChildTopBar } from '@/features/child-portal/child-top-bar';
import { EmergencyGuidePage } from '@/features/marketing/emergency/emergency-guide-page';

/** A child reaches this page from their dashboard too, and finds their way back above it. */
export function Component() {
  return (
    <>
      <ChildTopBar />
      <EmergencyGuidePage />
    </>
  );
}
