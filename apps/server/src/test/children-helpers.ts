// Shortcuts for tests of the children API and the child portal.
import type { Child, CreateChildRequest } from '@callready/contract';
import type { PlanTier } from '@callready/core';
import { eq } from 'drizzle-orm';
import { schema } from '../db';
import { apiRequest, type SignedInParent } from './auth-helpers';
import type { TestContext } from './test-context';

export const NEW_CHILD = {
  name: 'Maya',
  age: 8,
  relationship: 'mum',
  countryCode: 'uk',
} as const satisfies CreateChildRequest;

export function addChildRequest(
  context: TestContext,
  parent: Pick<SignedInParent, 'cookie'>,
  body: unknown = NEW_CHILD,
) {
  return apiRequest(context, '/api/children', { method: 'POST', body, cookie: parent.cookie });
}

/** Adds a child through the API and answers it; fails the test unless it was created. */
export async function addChild(
  context: TestContext,
  parent: Pick<SignedInParent, 'cookie'>,
  body: Partial<CreateChildRequest> = {},
): Promise<Child> {
  const response = await addChildRequest(context, parent, { ...NEW_CHILD, ...body });
  if (response.status !== 201)
    throw new Error(`add child answered ${response.status}: ${await response.text()}`);
  return ((await response.json()) as { child: Child }).child;
}

export interface PlanState {
  tier: PlanTier;
  subscribed?: boolean;
  subscriptionEnd?: Date | null;
}

/** Writes the parent's subscribers row, as billing would. */
export async function setPlan(
  context: TestContext,
  parent: Pick<SignedInParent, 'userId' | 'email'>,
  { tier, subscribed = tier !== 'free', subscriptionEnd = null }: PlanState,
) {
  const values = { subscriptionTier: tier, subscribed, subscriptionEnd };
  await context.db
    .insert(schema.subscribers)
    .values({ userId: parent.userId, email: parent.email, ...values })
    .onConflictDoUpdate({ target: schema.subscribers.userId, set: values });
}

export async function setChildActive(context: TestContext, childId: string, active: boolean) {
  await context.db.update(schema.children).set({ active }).where(eq(schema.children.id, childId));
}

/** The child's stored invite code, whether or not the API shows it. */
export async function storedInviteCode(context: TestContext, childId: string): Promise<string> {
  const [row] = await context.db
    .select({ inviteCode: schema.children.inviteCode })
    .from(schema.children)
    .where(eq(schema.children.id, childId));
  if (!row) throw new Error(`no child ${childId}`);
  return row.inviteCode;
}

/** A saved call, written straight to the table (for stats and read tests). */
export async function insertProgress(
  context: TestContext,
  childId: string,
  values: { overallStars: number; scenarioType?: '999' | '111'; scenarioId?: string; completionDate?: Date },
): Promise<string> {
  const [row] = await context.db
    .insert(schema.childProgress)
    .values({
      childId,
      scenarioType: values.scenarioType ?? '111',
      scenarioId: values.scenarioId ?? 'fever-child',
      overallStars: values.overallStars,
      clarityScore: 67,
      calmnessScore: 67,
      accuracyScore: 67,
      serviceSelectionScore: 100,
      completionDate: values.completionDate ?? new Date(),
    })
    .returning({ id: schema.childProgress.id });
  if (!row) throw new Error('progress not stored');
  return row.id;
}

export async function progressRowsOf(context: TestContext, childId: string) {
  return context.db.select().from(schema.childProgress).where(eq(schema.childProgress.childId, childId));
}

/** Buys a paid plan the way a parent does: the sandbox checkout, opened and paid. */
export async function subscribeThroughSandbox(
  context: TestContext,
  parent: Pick<SignedInParent, 'cookie'>,
  tier: 'premium' | 'enterprise',
) {
  const opened = await apiRequest(context, '/api/billing/create-checkout', {
    body: { tier },
    cookie: parent.cookie,
  });
  if (opened.status !== 200) throw new Error(`checkout refused: ${opened.status}`);
  const { url } = (await opened.json()) as { url: string };
  const paid = await apiRequest(context, `/api/billing/sandbox/checkout/${url.split('/').pop()}/pay`, {
    method: 'POST',
    cookie: parent.cookie,
  });
  if (paid.status !== 200) throw new Error(`sandbox payment refused: ${paid.status}`);
}
