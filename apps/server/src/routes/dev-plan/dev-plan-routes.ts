import { Hono } from 'hono';
import { z } from 'zod';
import { PLAN_TIERS } from '@callready/core';
import type { Database } from '../../db';
import { requireSession, type SessionBindings } from '../../http/require-session';
import type { Auth } from '../../modules/auth/create-auth';
import { setSandboxPlan } from '../../modules/billing/sandbox-plan';

const body = z.object({ tier: z.enum(PLAN_TIERS) }).strict();

/** POST /api/dev/plan { tier }: switch the signed-in parent's plan. Never mounted in production. */
export function devPlanRoutes(auth: Auth, db: Database) {
  return new Hono<SessionBindings>().post('/', requireSession(auth), async (c) => {
    const parsed = body.safeParse(await c.req.json().catch(() => null));
    if (!parsed.success) return c.json({ error: 'tier must be free, premium or enterprise' }, 400);
    const user = c.get('user');
    return c.json(await setSandboxPlan(db, user, parsed.data.tier, new Date()));
  });
}
