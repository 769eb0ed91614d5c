// Rating of one answer (spec §5 "Response rating").
export * from './types';
export {
  rateResponse,
  FEEDBACK,
  TEST_RESPONSE_FEEDBACK,
  TOO_SHORT_FEEDBACK,
  MAX_TIPS,
} from './rate-response';
