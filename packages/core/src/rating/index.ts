// Rating of one answer (docs/product.md §5 "Response rating").
export * from './types';
export {
  rateResponse,
  FEEDBACK,
  TEST_RESPONSE_FEEDBACK,
  TOO_SHORT_FEEDBACK,
  MAX_TIPS,
} from './rate-response';
