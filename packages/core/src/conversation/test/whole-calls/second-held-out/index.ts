// The second held-out whole calls: written apart from the engine's reading code and from both other
// fixtures (the main calls and the first held-out set), never tuned against, so that playing them
// measures how the operator generalises to calls it has not been shaped by.
import type { WholeCall } from '../whole-call';
import { secondHeldOutBrokenArmCalls } from './broken-arm.calls';
import { secondHeldOutCarAccidentCalls } from './car-accident.calls';
import { secondHeldOutFeverChildCalls } from './fever-child.calls';
import { secondHeldOutHeartAttackCalls } from './heart-attack.calls';
import { secondHeldOutHouseFireCalls } from './house-fire.calls';
import { secondHeldOutMedicineQuestionCalls } from './medicine-question.calls';
import { secondHeldOutParentFallCalls } from './parent-fall.calls';
import { secondHeldOutRobberyCalls } from './robbery.calls';

export const SECOND_HELD_OUT_WHOLE_CALLS: readonly WholeCall[] = [
  ...secondHeldOutHouseFireCalls,
  ...secondHeldOutCarAccidentCalls,
  ...secondHeldOutHeartAttackCalls,
  ...secondHeldOutRobberyCalls,
  ...secondHeldOutParentFallCalls,
  ...secondHeldOutFeverChildCalls,
  ...secondHeldOutBrokenArmCalls,
  ...secondHeldOutMedicineQuestionCalls,
];
