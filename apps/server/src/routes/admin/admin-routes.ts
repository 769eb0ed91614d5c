// The staff back office API under /api/admin (docs/product.md §2 Admin screens, §6, §7;
// docs/architecture.md §5.5). Reading is for admin and support; changes for admins with two-factor on.
import {
  adminSetupRequestSchema,
  roleChangeRequestSchema,
  staffListQuerySchema,
  twoFactorDisableRequestSchema,
  twoFactorGenerateRequestSchema,
  twoFactorVerifyRequestSchema,
  tooManyAttemptsMessage,
  type StaffStatus,
} from '@callready/contract';
import { Hono, type Context } from 'hono';
import type { Database } from '../../db';
import type { AppBindings } from '../../http/app-bindings';
import { checkJsonBody, invalidInput, limitBody } from '../../http/json-body';
import { requireAdminWithTwoFactor, requireStaff, type StaffBindings } from '../../http/require-staff';
import { assignStaffRole, setupKeyMatches } from '../../modules/admin/admin-setup';
import { listAudit, recordAudit } from '../../modules/admin/audit-log';
import { deleteUserAndFamily } from '../../modules/admin/delete-user';
import type { SetupKeyLimits } from '../../modules/admin/setup-key-limits';
import { adminRemovalRefusal, changeRole } from '../../modules/admin/staff-roles';
import { findPerson, listRoles, listSubscribers, listUsers } from '../../modules/admin/staff-directory';
import { cancelSubscriptionAtPeriodEnd, type CancelOutcome } from '../../modules/admin/subscription-cancel';
import { BillingError, type BillingService } from '../../modules/billing';
import {
  disableTwoFactor,
  generateTwoFactor,
  verifyTwoFactorCode,
  type TwoFactorOutcome,
} from '../../modules/admin/two-factor-setup';
import type { Auth } from '../../modules/auth/create-auth';
import { replyError, replyRefusal } from '../../http/reply-error';

const MAX_BODY_BYTES = 2 * 1024;

export interface AdminRouteDeps {
  auth: Auth;
  db: Database;
  setupKey: string | undefined;
  setupKeyLimits: SetupKeyLimits;
  billing: BillingService;
}

/** Better Auth's Set-Cookie headers (a new session after a two-factor change) passed on to the browser. */
function withCookies(c: Context, headers: Headers) {
  for (const cookie of headers.getSetCookie()) c.header('set-cookie', cookie, { append: true });
}

function twoFactorRefusal(c: Context, outcome: Extract<TwoFactorOutcome<unknown>, { ok: false }>) {
  if (outcome.code === 'TOO_MANY_ATTEMPTS') {
    const { message, retryAfterSeconds } = outcome;
    return replyError(c, 'TOO_MANY_ATTEMPTS', { message, retryAfterSeconds });
  }
  return replyError(c, outcome.code === 'USED' ? 'TOTP_CODE_USED' : outcome.code);
}

export function adminRoutes({ auth, db, setupKey, setupKeyLimits, billing }: AdminRouteDeps) {
  const staff = requireStaff(auth, db);
  const adminOnly = requireAdminWithTwoFactor();
  const actorOf = (c: Context<StaffBindings>) => ({ id: c.get('user').id, email: c.get('user').email });
  const listQuery = (c: Context) => staffListQuerySchema.safeParse(c.req.query());

  /** The target of a change, or the refusal to send. */
  async function targetOf(c: Context<StaffBindings>, { notSelf }: { notSelf: boolean }) {
    const person = await findPerson(db, c.req.param('id') ?? '');
    if (!person) return { refusal: replyError(c, 'USER_NOT_FOUND') } as const;
    if (notSelf && person.id === c.get('user').id) return { refusal: replyError(c, 'NOT_YOURSELF') } as const;
    return { person } as const;
  }

  const publicRoutes = new Hono<AppBindings>()
    .get('/setup', (c) => c.json({ enabled: Boolean(setupKey) }))
    .post('/setup', limitBody(MAX_BODY_BYTES), async (c) => {
      if (!setupKey) return replyError(c, 'SETUP_DISABLED');
      const clientAddress = c.get('clientAddress');
      const wait = await setupKeyLimits.reserveAttempt(clientAddress);
      if (wait > 0) {
        c.header('Retry-After', String(wait));
        return replyError(c, 'TOO_MANY_ATTEMPTS', { message: tooManyAttemptsMessage(wait) });
      }
      const checked = await checkJsonBody(c, adminSetupRequestSchema);
      if (!checked.ok) {
        await setupKeyLimits.refundAttempt(clientAddress);
        return invalidInput(c, checked.message);
      }
      // A wrong key keeps its reserved point; a right one gives it back.
      if (!setupKeyMatches(checked.data.adminKey, setupKey)) return replyError(c, 'SETUP_KEY_INVALID');
      await setupKeyLimits.refundAttempt(clientAddress);
      const outcome = await assignStaffRole(db, {
        email: checked.data.email,
        role: checked.data.role,
        how: 'admin-setup',
        clientAddress,
      });
      if (!outcome.assigned)
        return replyError(c, outcome.reason === 'LAST_ADMIN' ? 'LAST_ADMIN' : 'SETUP_NO_ACCOUNT');
      const label = checked.data.role === 'admin' ? 'admin (Full Access)' : 'support (Limited Access)';
      return c.json({ success: true, message: `${outcome.email} is now ${label}.` });
    });

  const staffRoutes = new Hono<StaffBindings>()
    .get('/status', staff, (c) => {
      const user = c.get('user');
      const body: StaffStatus = {
        role: c.get('staffRole'),
        email: user.email,
        name: user.name,
        twoFactorEnabled: Boolean(user.twoFactorEnabled),
        sessionTwoFactorVerified: c.get('session').twoFactorVerified === true,
      };
      return c.json(body);
    })
    .get('/users', staff, async (c) => {
      const query = listQuery(c);
      if (!query.success) return invalidInput(c, 'Invalid search or page.');
      return c.json(await listUsers(db, query.data));
    })
    .get('/subscribers', staff, async (c) => {
      const query = listQuery(c);
      if (!query.success) return invalidInput(c, 'Invalid search or page.');
      return c.json(await listSubscribers(db, query.data));
    })
    .get('/roles', staff, async (c) => {
      const query = listQuery(c);
      if (!query.success) return invalidInput(c, 'Invalid search or page.');
      return c.json(await listRoles(db, query.data));
    })
    .get('/audit', staff, async (c) => {
      const query = listQuery(c);
      if (!query.success) return invalidInput(c, 'Invalid page.');
      return c.json(await listAudit(db, query.data.page));
    })
    .post('/two-factor/generate', staff, limitBody(MAX_BODY_BYTES), async (c) => {
      const checked = await checkJsonBody(c, twoFactorGenerateRequestSchema);
      if (!checked.ok) return invalidInput(c, checked.message);
      const outcome = await generateTwoFactor(auth, c.req.raw.headers, checked.data.password);
      if (!outcome.ok) return twoFactorRefusal(c, outcome);
      withCookies(c, outcome.headers);
      return c.json(outcome.value);
    })
    .post('/two-factor/verify', staff, limitBody(MAX_BODY_BYTES), async (c) => {
      const checked = await checkJsonBody(c, twoFactorVerifyRequestSchema);
      if (!checked.ok) return invalidInput(c, checked.message);
      const wasOn = Boolean(c.get('user').twoFactorEnabled);
      const outcome = await verifyTwoFactorCode(auth, c.req.raw.headers, checked.data.code);
      if (!outcome.ok) return twoFactorRefusal(c, outcome);
      if (!wasOn)
        await recordAudit(db, {
          actor: actorOf(c),
          action: 'two-factor-enable',
          target: actorOf(c),
          clientAddress: c.get('clientAddress'),
        });
      withCookies(c, outcome.headers);
      return c.json({ success: true, twoFactorEnabled: true });
    })
    .post('/two-factor/disable', staff, limitBody(MAX_BODY_BYTES), async (c) => {
      const checked = await checkJsonBody(c, twoFactorDisableRequestSchema);
      if (!checked.ok) return invalidInput(c, checked.message);
      const outcome = await disableTwoFactor(auth, c.req.raw.headers, checked.data);
      if (!outcome.ok) return twoFactorRefusal(c, outcome);
      await recordAudit(db, {
        actor: actorOf(c),
        action: 'two-factor-disable',
        target: actorOf(c),
        clientAddress: c.get('clientAddress'),
      });
      withCookies(c, outcome.headers);
      return c.json({ success: true, twoFactorEnabled: false });
    })
    .post('/users/:id/role', staff, adminOnly, limitBody(MAX_BODY_BYTES), async (c) => {
      const checked = await checkJsonBody(c, roleChangeRequestSchema);
      if (!checked.ok) return invalidInput(c, checked.message);
      const target = await targetOf(c, { notSelf: true });
      if (target.refusal) return target.refusal;
      // Checked and changed in one transaction: the last admin keeps the role, even against two
      // admins demoting each other at once.
      const refusal = await db.transaction(async (tx) => {
        const refused = await changeRole(tx, target.person.id, checked.data.role, actorOf(c).id);
        if (refused) return refused;
        await recordAudit(tx, {
          actor: actorOf(c),
          action: 'role-change',
          target: target.person,
          clientAddress: c.get('clientAddress'),
          details: { role: checked.data.role },
        });
        return null;
      });
      if (refusal) return replyError(c, refusal);
      return c.json({ success: true, role: checked.data.role });
    })
    .post('/users/:id/cancel-subscription', staff, adminOnly, async (c) => {
      const target = await targetOf(c, { notSelf: false });
      if (target.refusal) return target.refusal;
      let outcome: CancelOutcome;
      try {
        outcome = await cancelSubscriptionAtPeriodEnd(billing, db, target.person);
      } catch (error) {
        if (error instanceof BillingError) return replyRefusal(c, error);
        throw error;
      }
      if (!outcome.canceled) return replyError(c, 'NO_SUBSCRIPTION');
      await recordAudit(db, {
        actor: actorOf(c),
        action: 'subscription-cancel',
        target: target.person,
        clientAddress: c.get('clientAddress'),
        details: { subscription_end: outcome.subscriptionEnd?.toISOString() ?? null },
      });
      return c.json({
        success: true,
        message: 'The subscription will end at the end of the current period.',
        subscription_end: outcome.subscriptionEnd?.toISOString() ?? null,
      });
    })
    .delete('/users/:id', staff, adminOnly, async (c) => {
      const target = await targetOf(c, { notSelf: true });
      if (target.refusal) return target.refusal;
      // Asked first so that the last admin's plan is not ended for a deletion that will be refused;
      // the deletion's own transaction asks again.
      const early = await db.transaction((tx) => adminRemovalRefusal(tx, target.person.id, actorOf(c).id));
      if (early) return replyError(c, early);
      // As when parents delete themselves (ADR 022): a paid plan ends at once at the provider, so no card
      // is charged for an account that is gone; if the provider cannot be reached, nothing is deleted.
      try {
        await billing.endForAccountDeletion(target.person);
      } catch (error) {
        // A refusal (409) in the provider's words, else CANCEL_FAILED (502): nothing was deleted.
        if (error instanceof BillingError) return replyRefusal(c, error);
        throw error;
      }
      const deletion = await deleteUserAndFamily(db, {
        actor: actorOf(c),
        target: target.person,
        clientAddress: c.get('clientAddress'),
      });
      if (!deletion.deleted) return replyError(c, deletion.reason);
      return c.json({ success: true, children_deleted: deletion.childrenDeleted });
    });

  return new Hono<AppBindings>().route('/', publicRoutes).route('/', staffRoutes);
}
