import { ChildTopBar } from '@/features/child-portal/child-top-bar';
import { EmergencySafetyPage } from '@/features/marketing/emergency/emergency-safety-page';

/** A child reaches this page from their dashboard too, and finds their way back above it. */
export function Component() {
  return (
    <>
      <ChildTopBar />
      <EmergencySafetyPage />
    </>
  );
}
