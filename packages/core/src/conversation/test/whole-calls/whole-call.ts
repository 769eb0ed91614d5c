// The shape of one whole practice call as a child might really make it, and what the operator must
// have understood and done by the end (issue: one picture of the call). The calls themselves live
// beside this file, one module per scenario; whole-calls.test.ts plays each through the reducer.
import type { CountryId, EmergencyService } from '../../../countries';
import type { QuestionKind } from '../../../rating';
import type { RedFlag } from '../../red-flags';

/** A hazard at the scene that changes what the crews bring or what the child must do. */
export type WholeCallHazard = 'fire-spreading' | 'smoke' | 'car-fire' | 'weapon' | 'traffic' | 'fuel-leak';

export interface WholeCallExpectation {
  /** Every service here must be among the services the operator understood by the end. */
  services?: readonly EmergencyService[];
  /**
   * Parts of the place the child gave; each is a case-insensitive piece of the part's value
   * ("14" for the number after "no wait, it's number 14").
   */
  location?: Partial<
    Record<'number' | 'street' | 'town' | 'postcode' | 'landmark' | 'relativeHome' | 'floorOrRoom', string>
  >;
  /** The child never said a place the crew could find: no location may be recorded as given. */
  noPlace?: true;
  /** The child said what happened (in any answer). */
  happened?: true;
  awake?: 'yes' | 'no';
  breathing?: 'normal' | 'not' | 'trouble';
  bleeding?: 'yes' | 'no';
  /** Someone still inside or trapped ('yes'), or everyone out ('no'). */
  trapped?: 'yes' | 'no';
  /** A piece of who is trapped ("brother"). */
  trappedWho?: string;
  intruder?: 'inside' | 'gone';
  /** The child is hiding or somewhere safe. */
  childSafe?: 'safe' | 'hiding';
  grownUp?: 'yes' | 'no';
  patientAge?: number;
  hazards?: readonly WholeCallHazard[];
  /** Red flags the operator must hear and give instructions for. */
  flags?: readonly RedFlag[];
  /** Lookalikes: flags that must NOT be raised. */
  noFlags?: readonly RedFlag[];
  /** Key questions that must never be asked as a question (the child had already answered them). */
  neverAsk?: readonly QuestionKind[];
  /** Case-insensitive pieces that some operator line must contain. */
  mustSay?: readonly string[];
  /** Case-insensitive pieces that no operator line may contain. */
  neverSay?: readonly string[];
}

export interface WholeCall {
  /** Unique across all files: `${scenarioId}/${short-name}`. */
  id: string;
  scenarioId: string;
  type: '999' | '111';
  country: CountryId;
  age: number;
  /** What the call tries out, in a few words. */
  about: string;
  /**
   * What the child says, answer by answer, whatever the operator asks (a child does not always
   * answer the question asked). When they run out, the child says "yes" to a read-back and
   * "I don't know" to anything else.
   */
  answers: readonly string[];
  expect: WholeCallExpectation;
}
