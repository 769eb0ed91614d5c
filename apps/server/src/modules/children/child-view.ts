// A children row as the parent's dashboard sees it.
import {
  DEFAULT_OPERATOR_VOICE_SOURCE,
  OPERATOR_VOICE_SOURCES,
  type Child,
  type OperatorVoiceSource,
} from '@callready/contract';
import { normalizeCountryId } from '@callready/core';
import type { schema } from '../../db';

export type ChildRow = typeof schema.children.$inferSelect;

/** An inactive child's code is hidden: it cannot be used until the plan allows the child again. */
export function toChild(row: ChildRow): Child {
  return {
    id: row.id,
    name: row.name,
    age: row.age,
    relationship: row.relationship,
    countryCode: normalizeCountryId(row.countryCode),
    adviceLineNumber: row.adviceLineNumber,
    inviteCode: row.active ? row.inviteCode : null,
    active: row.active,
    keepCallTranscripts: row.keepCallTranscripts,
    operatorVoice: operatorVoiceOf(row),
    createdAt: row.createdAt.toISOString(),
  };
}

/** The stored choice of voice; anything unexpected reads as the default. */
export function operatorVoiceOf(row: Pick<ChildRow, 'operatorVoice'>): OperatorVoiceSource {
  return (OPERATOR_VOICE_SOURCES as readonly string[]).includes(row.operatorVoice)
    ? (row.operatorVoice as OperatorVoiceSource)
    : DEFAULT_OPERATOR_VOICE_SOURCE;
}
