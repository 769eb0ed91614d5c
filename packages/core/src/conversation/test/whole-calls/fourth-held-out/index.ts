// Fourth held-out set: written without reading how the operator reads answers or any other fixture;
// expectations are what a human call-handler would have understood, nothing more.
import type { WholeCall } from '../whole-call';
import { fourthHeldOutBrokenArmCalls } from './broken-arm.calls';
import { fourthHeldOutCarAccidentCalls } from './car-accident.calls';
import { fourthHeldOutFeverChildCalls } from './fever-child.calls';
import { fourthHeldOutHeartAttackCalls } from './heart-attack.calls';
import { fourthHeldOutHouseFireCalls } from './house-fire.calls';
import { fourthHeldOutMedicineQuestionCalls } from './medicine-question.calls';
import { fourthHeldOutParentFallCalls } from './parent-fall.calls';
import { fourthHeldOutRobberyCalls } from './robbery.calls';

export const FOURTH_HELD_OUT_WHOLE_CALLS: readonly WholeCall[] = [
  ...fourthHeldOutHouseFireCalls,
  ...fourthHeldOutCarAccidentCalls,
  ...fourthHeldOutHeartAttackCalls,
  ...fourthHeldOutRobberyCalls,
  ...fourthHeldOutParentFallCalls,
  ...fourthHeldOutFeverChildCalls,
  ...fourthHeldOutBrokenArmCalls,
  ...fourthHeldOutMedicineQuestionCalls,
];
