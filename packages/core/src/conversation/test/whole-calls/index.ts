// Every whole practice call, one module per scenario (issue: one picture of the call).
import { brokenArmCalls } from './broken-arm.calls';
import { carAccidentCalls } from './car-accident.calls';
import { feverChildCalls } from './fever-child.calls';
import { heartAttackCalls } from './heart-attack.calls';
import { houseFireCalls } from './house-fire.calls';
import { medicineQuestionCalls } from './medicine-question.calls';
import { parentFallCalls } from './parent-fall.calls';
import { robberyCalls } from './robbery.calls';
import type { WholeCall } from './whole-call';

export type { WholeCall, WholeCallExpectation, WholeCallHazard } from './whole-call';
export {
  brokenArmCalls,
  carAccidentCalls,
  feverChildCalls,
  heartAttackCalls,
  houseFireCalls,
  medicineQuestionCalls,
  parentFallCalls,
  robberyCalls,
};

export const ALL_WHOLE_CALLS: readonly WholeCall[] = [
  ...houseFireCalls,
  ...carAccidentCalls,
  ...heartAttackCalls,
  ...robberyCalls,
  ...parentFallCalls,
  ...feverChildCalls,
  ...brokenArmCalls,
  ...medicineQuestionCalls,
];
