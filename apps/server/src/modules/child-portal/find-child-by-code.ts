// The spec's get_child_by_invite_code (docs/product.md §7): only an active child's code opens the portal.
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db';
import { schema } from '../../db';
import type { ChildRow } from '../children/child-view';
import type { ChildLookupLimits } from './child-lookup-limits';
import { readInviteCode } from './invite-code';

export async function findActiveChildByCode(db: Database, input: string): Promise<ChildRow | undefined> {
  const code = readInviteCode(input);
  if (code === undefined) return undefined;
  const [row] = await db
    .select()
    .from(schema.children)
    .where(and(eq(schema.children.inviteCode, code), eq(schema.children.active, true)))
    .limit(1);
  return row;
}

export type CodeResolution =
  { kind: 'found'; child: ChildRow } | { kind: 'invalid' } | { kind: 'limited'; retryAfterSeconds: number };

export type ChildCodeResolver = (input: string, clientAddress: string | undefined) => Promise<CodeResolution>;

/** Looks a code up under the guessing limits; unknown, malformed and inactive codes are all 'invalid'. */
export function createChildCodeResolver(db: Database, limits: ChildLookupLimits): ChildCodeResolver {
  return async (input, clientAddress) => {
    const outcome = await limits.run(clientAddress, () => findActiveChildByCode(db, input));
    if (outcome.limited) return { kind: 'limited', retryAfterSeconds: outcome.retryAfterSeconds };
    return outcome.value ? { kind: 'found', child: outcome.value } : { kind: 'invalid' };
  };
}
