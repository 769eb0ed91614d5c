// Fresh invite codes from a cryptographic source (docs/architecture.md §5.6). Uniqueness is the database's
// job (children.invite_code is unique); callers retry with another code on a collision.
import { randomInt } from 'node:crypto';
import { generateInviteCode } from '@callready/core';

export type InviteCodeSource = () => string;

export const cryptoInviteCodes: InviteCodeSource = () => generateInviteCode((max) => randomInt(max));

/** 32^8 codes make a collision rare; several in a row mean something else is wrong. */
export const INVITE_CODE_ATTEMPTS = 8;

export class InviteCodeExhaustedError extends Error {
  constructor() {
    super(`no unused invite code found in ${INVITE_CODE_ATTEMPTS} attempts`);
    this.name = 'InviteCodeExhaustedError';
  }
}
