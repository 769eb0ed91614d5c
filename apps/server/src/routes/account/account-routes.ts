import { deleteAccountRequestSchema, type DeleteAccountResponse } from '@callready/contract';
import { Hono } from 'hono';
import type { BackgroundTasks } from '../../background-tasks';
import type { Database } from '../../db';
import { limitBody } from '../../http/json-body';
import { requireSession, type SessionBindings } from '../../http/require-session';
import { validate } from '../../http/validate';
import type { Auth } from '../../modules/auth/create-auth';
import type { BillingService } from '../../modules/billing';
import { familyArchive } from '../../modules/family-data/family-archive';
import { deleteFamily, refuseStaffSelfDeletion } from '../../modules/family-data/family-deletion';
import { loadFamilyExport } from '../../modules/family-data/family-export';
import type { AddressCipher } from '../../modules/home-details/address-cipher';
import { loadFamilyHomes } from '../../modules/home-details/family-homes';
import type { Mailer } from '../../modules/mail/mailer';
import type { TieredLimit } from '../../modules/rate-limit/tiered-limit';
import { Refusal } from '../../refusal';

const MAX_BODY_BYTES = 1024;

export interface AccountRouteDeps {
  auth: Auth;
  db: Database;
  mailer: Mailer;
  backgroundTasks: BackgroundTasks;
  /** Ends a paid plan at the payment provider before the account goes. */
  billing: BillingService;
  /** Password attempts per account, so the confirmation cannot be used to guess a password. */
  passwordAttempts: TieredLimit<'account'>;
  /** Opens the children's addresses for the download (ADR 037). */
  addressCipher: AddressCipher;
  now?: () => Date;
}

/**
 * The signed-in parent's own data: download it all, or delete the account with everything in it (a paid
 * plan is cancelled at once first).
 */
export function accountRoutes({
  auth,
  db,
  mailer,
  backgroundTasks,
  billing,
  passwordAttempts,
  addressCipher,
  now = () => new Date(),
}: AccountRouteDeps) {
  const signedIn = requireSession(auth);
  return new Hono<SessionBindings>()
    .get('/export', signedIn, async (c) => {
      const at = now();
      const data = await loadFamilyExport(db, c.get('user').id, at);
      if (!data) throw new Refusal('NOT_AUTHENTICATED');
      const homes = await loadFamilyHomes(db, addressCipher, c.get('user').id);
      const archive = familyArchive({ ...data, homes });
      return c.body(archive.buffer as ArrayBuffer, 200, {
        'content-type': 'application/zip',
        'content-disposition': `attachment; filename="callready-data-${at.toISOString().slice(0, 10)}.zip"`,
        'cache-control': 'no-store',
      });
    })
    .post(
      '/delete',
      signedIn,
      limitBody(MAX_BODY_BYTES),
      validate('json', deleteAccountRequestSchema),
      async (c) => {
        const { password } = c.req.valid('json');
        const user = c.get('user');

        // Reserved before the password is checked, so simultaneous guesses cannot pass the limit.
        const reservation = await passwordAttempts.reserve({ account: user.id });
        if (!reservation.granted) {
          throw new Refusal('TOO_MANY_ATTEMPTS', {
            headers: { 'retry-after': String(reservation.retryAfterSeconds) },
          });
        }
        const context = await auth.$context;
        const credential = await context.internalAdapter.findCredentialAccount(user.id);
        const matches =
          credential?.password !== undefined &&
          credential.password !== null &&
          (await context.password.verify({ hash: credential.password, password }));
        if (!matches) throw new Refusal('INVALID_PASSWORD');
        await passwordAttempts.reset({ account: user.id });

        await refuseStaffSelfDeletion(db, user.id);

        // A paid plan ends at once at the provider, so the card is not charged for an account that is gone.
        // If the provider cannot be reached, nothing is deleted and the parent can try again (ADR 022).
        try {
          await billing.endForAccountDeletion({ id: user.id, email: user.email });
        } catch (error) {
          if (error instanceof Refusal) throw new Refusal('SUBSCRIPTION_NOT_CANCELLED');
          throw error;
        }

        // The cookie-clearing headers of a normal sign-out, taken before the session row goes.
        const signOut = await auth.api.signOut({ headers: c.req.raw.headers, asResponse: true });
        const deleted = await deleteFamily(db, user.id);
        if (!deleted) throw new Refusal('NOT_AUTHENTICATED');
        backgroundTasks.run(mailer.sendAccountDeleted({ to: user.email, name: user.name, ...deleted }));

        for (const cookie of signOut.headers.getSetCookie()) c.header('set-cookie', cookie, { append: true });
        const body: DeleteAccountResponse = { deleted: true, ...deleted };
        return c.json(body);
      },
    );
}
