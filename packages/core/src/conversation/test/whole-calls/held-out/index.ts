// The held-out whole calls: written apart from the main fixture, never tuned against, so that playing
// them through the reducer measures how well the conversation engine generalises to new wording.
import type { WholeCall } from '../whole-call';
import { heldOutBrokenArmCalls } from './broken-arm.calls';
import { heldOutCarAccidentCalls } from './car-accident.calls';
import { heldOutFeverChildCalls } from './fever-child.calls';
import { heldOutHeartAttackCalls } from './heart-attack.calls';
import { heldOutHouseFireCalls } from './house-fire.calls';
import { heldOutMedicineQuestionCalls } from './medicine-question.calls';
import { heldOutParentFallCalls } from './parent-fall.calls';
import { heldOutRobberyCalls } from './robbery.calls';

export const HELD_OUT_WHOLE_CALLS: readonly WholeCall[] = [
  ...heldOutHouseFireCalls,
  ...heldOutCarAccidentCalls,
  ...heldOutHeartAttackCalls,
  ...heldOutRobberyCalls,
  ...heldOutParentFallCalls,
  ...heldOutFeverChildCalls,
  ...heldOutBrokenArmCalls,
  ...heldOutMedicineQuestionCalls,
];
