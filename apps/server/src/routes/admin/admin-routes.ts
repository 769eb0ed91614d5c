// The staff back office API under /api/admin (docs/product.md §2 Admin screens, §6, §7;
// docs/architecture.md §5.5). Reading is for admin and support; changes for admins with two-factor on.
import {
  adminSetupRequestSchema,
  roleChangeRequestSchema,
  staffListQuerySchema,
  staffTargetParamsSchema,
  twoFactorDisableRequestSchema,
  twoFactorGenerateRequestSchema,
  twoFactorVerifyRequestSchema,
  tooManyAttemptsMessage,
  type StaffStatus,
} from '@callready/contract';
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import type { Database } from '../../db';
import type { AppBindings } from '../../http/app-bindings';
import { limitBody } from '../../http/json-body';
import { requireAdminWithTwoFactor, requireStaff, type StaffBindings } from '../../http/require-staff';
import { validate } from '../../http/validate';
import { assignStaffRole, setupKeyMatches } from '../../modules/admin/admin-setup';
import { listAudit, recordAudit } from '../../modules/admin/audit-log';
import { deleteUserAndFamily } from '../../modules/admin/delete-user';
import type { SetupKeyLimits } from '../../modules/admin/setup-key-limits';
import { changeRole, refuseAdminRemoval } from '../../modules/admin/staff-roles';
import { findPerson, listRoles, listSubscribers, listUsers } from '../../modules/admin/staff-directory';
import { cancelSubscriptionAtPeriodEnd } from '../../modules/admin/subscription-cancel';
import type { BillingService } from '../../modules/billing';
import {
  disableTwoFactor,
  generateTwoFactor,
  verifyTwoFactorCode,
} from '../../modules/admin/two-factor-setup';
import type { Auth } from '../../modules/auth/create-auth';
import { Refusal } from '../../refusal';

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

const searchOrPage = validate('query', staffListQuerySchema, { message: 'Invalid search or page.' });
const pageOnly = validate('query', staffListQuerySchema, { message: 'Invalid page.' });
const targetId = validate('param', staffTargetParamsSchema, { refuseAs: 'USER_NOT_FOUND' });

export function adminRoutes({ auth, db, setupKey, setupKeyLimits, billing }: AdminRouteDeps) {
  const staff = requireStaff(auth, db);
  const adminOnly = requireAdminWithTwoFactor();
  const actorOf = (c: Context<StaffBindings>) => ({ id: c.get('user').id, email: c.get('user').email });

  /** The target of a change; refuses USER_NOT_FOUND, and NOT_YOURSELF where staff may not act on themselves. */
  async function targetOf(c: Context<StaffBindings>, { notSelf }: { notSelf: boolean }) {
    // The id's shape was checked by `targetId`.
    const person = await findPerson(db, c.req.param('id') ?? '');
    if (!person) throw new Refusal('USER_NOT_FOUND');
    if (notSelf && person.id === c.get('user').id) throw new Refusal('NOT_YOURSELF');
    return person;
  }

  /**
   * The setup key's guard, before the body is read: refused when no key is configured, and each try
   * reserves a point of the client's limit. A body refused as invalid gives its point back; a wrong key
   * keeps it (a right one gives it back in the handler).
   */
  const setupAttempt: MiddlewareHandler<AppBindings> = async (c, next) => {
    if (!setupKey) throw new Refusal('SETUP_DISABLED');
    const clientAddress = c.get('clientAddress');
    const wait = await setupKeyLimits.reserveAttempt(clientAddress);
    if (wait > 0) {
      throw new Refusal('TOO_MANY_ATTEMPTS', {
        message: tooManyAttemptsMessage(wait),
        headers: { 'Retry-After': String(wait) },
      });
    }
    await next();
    if (c.error instanceof Refusal && c.error.code === 'INVALID_INPUT') {
      await setupKeyLimits.refundAttempt(clientAddress);
    }
  };

  const publicRoutes = new Hono<AppBindings>()
    .get('/setup', (c) => c.json({ enabled: Boolean(setupKey) }))
    .post(
      '/setup',
      limitBody(MAX_BODY_BYTES),
      setupAttempt,
      validate('json', adminSetupRequestSchema),
      async (c) => {
        const body = c.req.valid('json');
        const clientAddress = c.get('clientAddress');
        // A wrong key keeps its reserved point; a right one gives it back.
        if (!setupKeyMatches(body.adminKey, setupKey ?? '')) throw new Refusal('SETUP_KEY_INVALID');
        await setupKeyLimits.refundAttempt(clientAddress);
        const outcome = await assignStaffRole(db, {
          email: body.email,
          role: body.role,
          how: 'admin-setup',
          clientAddress,
        });
        const label = body.role === 'admin' ? 'admin (Full Access)' : 'support (Limited Access)';
        return c.json({ success: true, message: `${outcome.email} is now ${label}.` });
      },
    );

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
    .get('/users', staff, searchOrPage, async (c) => c.json(await listUsers(db, c.req.valid('query'))))
    .get('/subscribers', staff, searchOrPage, async (c) =>
      c.json(await listSubscribers(db, c.req.valid('query'))),
    )
    .get('/roles', staff, searchOrPage, async (c) => c.json(await listRoles(db, c.req.valid('query'))))
    .get('/audit', staff, pageOnly, async (c) => c.json(await listAudit(db, c.req.valid('query').page)))
    .post(
      '/two-factor/generate',
      staff,
      limitBody(MAX_BODY_BYTES),
      validate('json', twoFactorGenerateRequestSchema),
      async (c) => {
        const outcome = await generateTwoFactor(auth, c.req.raw.headers, c.req.valid('json').password);
        withCookies(c, outcome.headers);
        return c.json(outcome.value);
      },
    )
    .post(
      '/two-factor/verify',
      staff,
      limitBody(MAX_BODY_BYTES),
      validate('json', twoFactorVerifyRequestSchema),
      async (c) => {
        const wasOn = Boolean(c.get('user').twoFactorEnabled);
        const outcome = await verifyTwoFactorCode(auth, c.req.raw.headers, c.req.valid('json').code);
        if (!wasOn)
          await recordAudit(db, {
            actor: actorOf(c),
            action: 'two-factor-enable',
            target: actorOf(c),
            clientAddress: c.get('clientAddress'),
          });
        withCookies(c, outcome.headers);
        return c.json({ success: true, twoFactorEnabled: true });
      },
    )
    .post(
      '/two-factor/disable',
      staff,
      limitBody(MAX_BODY_BYTES),
      validate('json', twoFactorDisableRequestSchema),
      async (c) => {
        const outcome = await disableTwoFactor(auth, c.req.raw.headers, c.req.valid('json'));
        await recordAudit(db, {
          actor: actorOf(c),
          action: 'two-factor-disable',
          target: actorOf(c),
          clientAddress: c.get('clientAddress'),
        });
        withCookies(c, outcome.headers);
        return c.json({ success: true, twoFactorEnabled: false });
      },
    )
    .post(
      '/users/:id/role',
      staff,
      adminOnly,
      limitBody(MAX_BODY_BYTES),
      validate('json', roleChangeRequestSchema),
      targetId,
      async (c) => {
        const { role } = c.req.valid('json');
        const target = await targetOf(c, { notSelf: true });
        // Checked and changed in one transaction: the last admin keeps the role, even against two
        // admins demoting each other at once.
        await db.transaction(async (tx) => {
          await changeRole(tx, target.id, role, actorOf(c).id);
          await recordAudit(tx, {
            actor: actorOf(c),
            action: 'role-change',
            target,
            clientAddress: c.get('clientAddress'),
            details: { role },
          });
        });
        return c.json({ success: true, role });
      },
    )
    .post('/users/:id/cancel-subscription', staff, adminOnly, targetId, async (c) => {
      const target = await targetOf(c, { notSelf: false });
      // Refuses NO_SUBSCRIPTION without a paid plan, else a refusal (409) in the provider's words or
      // CANCEL_FAILED (502).
      const outcome = await cancelSubscriptionAtPeriodEnd(billing, db, target);
      await recordAudit(db, {
        actor: actorOf(c),
        action: 'subscription-cancel',
        target,
        clientAddress: c.get('clientAddress'),
        // Stored details keep the names the log has always held (ADR 049).
        details: { subscription_end: outcome.subscriptionEnd?.toISOString() ?? null },
      });
      return c.json({
        success: true,
        message: 'The subscription will end at the end of the current period.',
        subscriptionEnd: outcome.subscriptionEnd?.toISOString() ?? null,
      });
    })
    .delete('/users/:id', staff, adminOnly, targetId, async (c) => {
      const target = await targetOf(c, { notSelf: true });
      // Asked first so that the last admin's plan is not ended for a deletion that will be refused;
      // the deletion's own transaction asks again.
      await db.transaction((tx) => refuseAdminRemoval(tx, target.id, actorOf(c).id));
      // As when parents delete themselves (ADR 022): a paid plan ends at once at the provider, so no card
      // is charged for an account that is gone; if the provider cannot be reached, nothing is deleted
      // (a refusal (409) in the provider's words, else CANCEL_FAILED (502)).
      await billing.endForAccountDeletion(target);
      const deletion = await deleteUserAndFamily(db, {
        actor: actorOf(c),
        target,
        clientAddress: c.get('clientAddress'),
      });
      return c.json({ success: true, childrenDeleted: deletion.childrenDeleted });
    });

  return new Hono<AppBindings>().route('/', publicRoutes).route('/', staffRoutes);
}
