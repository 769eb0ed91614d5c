import { House } from 'lucide-react';
import { readingBand, type ReadingBand, type ScenarioType } from '@callready/core';
import { useChildMode } from '@/lib/child-portal/child-mode';
import { useHasHomeAddress } from './scenarios-api';

const AT_HOME: Readonly<Record<ScenarioType, Readonly<Record<ReadingBand, string>>>> = {
  '999': {
    '5-7': 'This time it happens at your home. When the operator asks where you are, say your address.',
    '8-10': 'In this practice you are at home. When the operator asks where you are, say your own address.',
    '11-16': 'In this practice you are at home: give your own address when the operator asks where you are.',
  },
  '111': {
    '5-7': 'This time you are at your home. When the nurse asks where you are, say your address.',
    '8-10': 'In this practice you are at home. When the nurse asks where you are, say your own address.',
    '11-16': 'In this practice you are at home: give your own address when the nurse asks where you are.',
  },
};

/**
 * For a child whose parent stored an address, every practice call happens at home and the address
 * answer is checked against it (ADR 043): the briefing says so. Nothing shows without a child
 * session (a parent's preview) or an address, or while the child's summary is being read.
 */
export function OwnAddressNote({ type, childAge }: { type: ScenarioType; childAge: number | null }) {
  const { isChildSession, loading, inviteCode } = useChildMode();
  const hasAddress = useHasHomeAddress(isChildSession && !loading && childAge !== null ? inviteCode : null);
  if (!hasAddress || childAge === null) return null;
  return (
    <p className="flex items-start gap-2 rounded-2xl bg-white/70 p-3 text-lg font-bold text-amber-950">
      <House className="mt-0.5 size-6 shrink-0 text-amber-700" aria-hidden="true" />
      {AT_HOME[type][readingBand(childAge)]}
    </p>
  );
}
