// The practice-call conversation: scripts, information extraction, the reducer and the results.
export * from './engine';
export * from './extract';
export * from './results';
export { wantsAddressCheck, type CallAddressCheck } from './own-address';
export * from './state';
export * from './state-schema';
export * from './scripts';
export * from './red-flags';
export * from './practise-next';
export * from './practice-time';
export * from './scripted-lines';
export * from './picture';
export { hearFacts, type AnswerContext, type PeopleQuestion } from './hear-facts';
export { redFlagLessons } from './flag-lessons';
export { isSilentCall, type SilentCallProgress } from './silent-call';
export { SILENT_CORRECTION, usesPress55, type SilentAnswer, type SilentBeat } from './silent-call-script';
