// The one layer that reads children's words (ADR 061): numbers, places and whether a crew could find one.
export { NUMBER_WORDS, numbersAsDigits } from './number-words';
export { hearPlace, hasAnyPart } from './hear-place';
export { isFindable, type PlaceParts } from './place-parts';
export { placeGiven, type PlaceGiven } from './place-given';
