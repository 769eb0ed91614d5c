import { getCountry, type Country, type ScenarioType } from '@callready/core';
import { useChildLookupValue } from '@/lib/child-portal/child-portal-lookups';
import { useCountry } from '@/lib/country-context';
import { useTrainingChild, type TrainingChild } from '@/lib/child-portal/use-training-child';
import { isScenarioTypeLocked, trainingPaths, type TrainingPaths } from './scenario-paths';

export type ScenarioTraining = TrainingChild & {
  /** The child's country, or the one chosen on this device when no child is involved. */
  country: Country;
  paths: TrainingPaths;
  /** The child's access is still being looked up. */
  accessLoading: boolean;
  isLocked: (type: ScenarioType) => boolean;
};

/** Whose training the scenario pages show, in which country's numbers, and what is open to them. */
export function useScenarioTraining(): ScenarioTraining {
  const training = useTrainingChild();
  const { effectiveCountry } = useCountry();
  const code = training.inviteCode;
  const access = useChildLookupValue(code, (lookups) => lookups.access);
  // A failed access look-up counts as the free plan (docs/product.md §4).
  const fullAccess = access.data?.fullAccess ?? false;

  return {
    ...training,
    country: training.child ? getCountry(training.child.countryCode) : effectiveCountry,
    paths: trainingPaths(training.inChildPath ? code : null),
    accessLoading: code !== null && access.isPending,
    isLocked: (type) => isScenarioTypeLocked(type, { forChild: code !== null, fullAccess }),
  };
}
