// Rating of one answer (docs/product.md §5 "Response rating").
export * from './types';
export {
  rateResponse,
  FEEDBACK,
  ADVICE_FEEDBACK,
  ADVICE_TEST_RESPONSE_FEEDBACK,
  ADVICE_TOO_SHORT_FEEDBACK,
  answersClosedQuestion,
  TEST_RESPONSE_FEEDBACK,
  TOO_SHORT_FEEDBACK,
  MAX_TIPS,
  YOUNGER_STAR_LINES,
  starLine,
} from './rate-response';
export { locationReadBack } from './location';
export { coachAnswer, type Coaching, type CoachingInput } from './coaching';
