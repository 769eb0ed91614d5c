// Everything held about a parent and their children, for the dashboard's "Download my data"
// (the privacy notice's right of access). Scoped by the parent's id throughout.
import { asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db';
import { schema } from '../../db';
import type { StoredCallTranscript } from '../../db/schema';
import { listSentEmails } from '../mail/sent-emails';

export interface FamilyExport {
  exportedAt: string;
  account: {
    id: string;
    name: string;
    email: string;
    emailVerified: boolean;
    createdAt: string;
    birthYear: number | null;
  };
  profile: { fullName: string | null; email: string | null; countryCode: string; createdAt: string } | null;
  subscription: {
    tier: string;
    subscribed: boolean;
    subscriptionEnd: string | null;
    isCanceled: boolean;
  } | null;
  children: {
    id: string;
    name: string;
    age: number;
    relationship: string;
    countryCode: string;
    inviteCode: string;
    active: boolean;
    /** "Keep what my child says in practice calls" (ADR 041). */
    keepCallTranscripts: boolean;
    createdAt: string;
  }[];
  calls: {
    id: string;
    childId: string;
    childName: string;
    scenarioType: string;
    scenarioId: string;
    completionDate: string;
    overallStars: number;
    clarityScore: number | null;
    calmnessScore: number | null;
    accuracyScore: number;
    serviceSelectionScore: number;
    timeTakenSeconds: number | null;
    responseRatings: unknown[];
    /** What was said, when the parent kept it (ADR 041); null otherwise. */
    transcript: StoredCallTranscript | null;
  }[];
  emailsSent: { subject: string; sentAt: string }[];
}

const iso = (date: Date | null) => (date ? date.toISOString() : null);

export async function loadFamilyExport(
  db: Database,
  userId: string,
  now: Date,
): Promise<FamilyExport | null> {
  const [account] = await db.select().from(schema.user).where(eq(schema.user.id, userId));
  if (!account) return null;
  const [[profile], [subscription], children] = await Promise.all([
    db.select().from(schema.profiles).where(eq(schema.profiles.id, userId)),
    db.select().from(schema.subscribers).where(eq(schema.subscribers.userId, userId)),
    db
      .select()
      .from(schema.children)
      .where(eq(schema.children.parentId, userId))
      .orderBy(asc(schema.children.createdAt)),
  ]);
  const childIds = children.map((child) => child.id);
  const names = new Map(children.map((child) => [child.id, child.name]));
  const [calls, emails] = await Promise.all([
    childIds.length === 0
      ? Promise.resolve([])
      : db
          .select()
          .from(schema.childProgress)
          .where(inArray(schema.childProgress.childId, childIds))
          .orderBy(asc(schema.childProgress.completionDate)),
    listSentEmails(db, account.email),
  ]);

  return {
    exportedAt: now.toISOString(),
    account: {
      id: account.id,
      name: account.name,
      email: account.email,
      emailVerified: account.emailVerified,
      createdAt: account.createdAt.toISOString(),
      birthYear: account.birthYear,
    },
    profile: profile
      ? {
          fullName: profile.fullName,
          email: profile.email,
          countryCode: profile.countryCode,
          createdAt: profile.createdAt.toISOString(),
        }
      : null,
    subscription: subscription
      ? {
          tier: subscription.subscriptionTier,
          subscribed: subscription.subscribed,
          subscriptionEnd: iso(subscription.subscriptionEnd),
          isCanceled: subscription.isCanceled,
        }
      : null,
    children: children.map((child) => ({
      id: child.id,
      name: child.name,
      age: child.age,
      relationship: child.relationship,
      countryCode: child.countryCode,
      inviteCode: child.inviteCode,
      active: child.active,
      keepCallTranscripts: child.keepCallTranscripts,
      createdAt: child.createdAt.toISOString(),
    })),
    calls: calls.map((call) => ({
      id: call.id,
      childId: call.childId,
      childName: names.get(call.childId) ?? '',
      scenarioType: call.scenarioType,
      scenarioId: call.scenarioId,
      completionDate: call.completionDate.toISOString(),
      overallStars: call.overallStars,
      clarityScore: call.clarityScore,
      calmnessScore: call.calmnessScore,
      accuracyScore: call.accuracyScore,
      serviceSelectionScore: call.serviceSelectionScore,
      timeTakenSeconds: call.timeTakenSeconds,
      responseRatings: call.responseRatings,
      transcript: call.transcript,
    })),
    emailsSent: emails.map((email) => ({ subject: email.subject, sentAt: email.sentAt.toISOString() })),
  };
}
