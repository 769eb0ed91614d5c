export type {
  AnswerChoice,
  BandText,
  ConversationScript,
  PartCheck,
  QuestionPart,
  ScriptQuestion,
} from './types';
export { buildScript, hasScript, scriptsForCountry } from './build-script';
export * from './operator-lines';
