export type { AnswerChoice, BandText, ConversationScript, ScriptQuestion } from './types';
export { buildScript, hasScript, scriptsForCountry } from './build-script';
export * from './operator-lines';
