// `npm run admin:create -- EMAIL ROLE`: gives an existing account a staff role from a shell on the
// server (docs/architecture.md §5.5), for operators who do not use the setup key. With the embedded
// database, stop the server first: PGlite allows one process at a time.
import { STAFF_ROLES, type StaffRole } from '@callready/contract';
import { openDatabase } from './db';
import { EnvError, loadEnv } from './env';
import { assignStaffRole } from './modules/admin/admin-setup';
import { Refusal } from './refusal';

const USAGE = 'Usage: npm run admin:create -- EMAIL ROLE   (ROLE is admin or support)';

async function main(): Promise<number> {
  const [email, role] = process.argv.slice(2);
  if (!email || !role || !STAFF_ROLES.includes(role as StaffRole)) {
    process.stderr.write(`${USAGE}\n`);
    return 2;
  }
  const env = loadEnv();
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  try {
    await database.migrate();
    let outcome: { email: string };
    try {
      outcome = await assignStaffRole(database.db, { email, role: role as StaffRole, how: 'admin-create' });
    } catch (error) {
      if (!(error instanceof Refusal)) throw error;
      process.stderr.write(
        error.code === 'LAST_ADMIN'
          ? `${email} is the last admin. Make someone else an admin first.\n`
          : `No account uses ${email}. Sign up on the site first, then run this again.\n`,
      );
      return 1;
    }
    process.stdout.write(
      `${outcome.email} is now ${role}. Sign in at /eclipse-login and turn on two-factor.\n`,
    );
    return 0;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(`${error instanceof EnvError ? error.message : String(error)}\n`);
    process.exit(1);
  },
);
