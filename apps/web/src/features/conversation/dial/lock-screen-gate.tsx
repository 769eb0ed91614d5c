// Shows the pretend lock screen of the family's phone before the keypad of an emergency practice
// call (ADR 038). Advice-line calls, landlines, a phone not chosen, or a phone that cannot be
// looked up go straight to the keypad, as before: the lock screen's emergency button reaches only
// emergency numbers.
import { useState, type ReactNode } from 'react';
import { getCountry, lockScreenRoute, type ScenarioType } from '@callready/core';
import { Spinner } from '@/components/ui/spinner';
import { useChildMode } from '@/lib/child-portal/child-mode';
import { useFamilyPhone } from '../call-api';
import { PracticeLockScreen, type LockScreenOutcome } from './practice-lock-screen';

type LockScreenGateProps = {
  scenarioType: ScenarioType;
  childAge: number;
  children: ReactNode;
  /** Told once the child found the emergency button. */
  onFound?: (outcome: LockScreenOutcome) => void;
};

export function LockScreenGate({ scenarioType, childAge, children, onFound }: LockScreenGateProps) {
  const { isChildSession, loading, inviteCode, child } = useChildMode();
  const emergency = scenarioType === '999';
  // A parent's preview has no child session to ask with, so it starts at the keypad.
  const phone = useFamilyPhone(emergency && isChildSession && !loading ? inviteCode : null);
  const [passed, setPassed] = useState(false);
  if (!emergency || passed || (!loading && !isChildSession) || phone === null) return children;
  if (loading || phone === undefined) {
    return (
      <div className="flex min-h-[20rem] items-center justify-center">
        <Spinner label="Getting the phone ready…" />
      </div>
    );
  }
  if (phone === 'landline' || lockScreenRoute(phone) === null) return children;
  return (
    <PracticeLockScreen
      phone={phone}
      childAge={childAge}
      clockLocale={getCountry(child?.countryCode).speechLocale}
      onFound={(outcome) => {
        setPassed(true);
        onFound?.(outcome);
      }}
    />
  );
}
