// Third held-out set: every scenario's calls, written without reading how the operator reads answers or any
// other fixture.
import type { WholeCall } from '../whole-call';
import { thirdHeldOutBrokenArmCalls } from './broken-arm.calls';
import { thirdHeldOutCarAccidentCalls } from './car-accident.calls';
import { thirdHeldOutFeverChildCalls } from './fever-child.calls';
import { thirdHeldOutHeartAttackCalls } from './heart-attack.calls';
import { thirdHeldOutHouseFireCalls } from './house-fire.calls';
import { thirdHeldOutMedicineQuestionCalls } from './medicine-question.calls';
import { thirdHeldOutParentFallCalls } from './parent-fall.calls';
import { thirdHeldOutRobberyCalls } from './robbery.calls';

export const THIRD_HELD_OUT_WHOLE_CALLS: readonly WholeCall[] = [
  ...thirdHeldOutHouseFireCalls,
  ...thirdHeldOutCarAccidentCalls,
  ...thirdHeldOutHeartAttackCalls,
  ...thirdHeldOutRobberyCalls,
  ...thirdHeldOutParentFallCalls,
  ...thirdHeldOutFeverChildCalls,
  ...thirdHeldOutBrokenArmCalls,
  ...thirdHeldOutMedicineQuestionCalls,
];
