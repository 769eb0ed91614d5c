// `npm run admin:create -- EMAIL ROLE` run as an operator runs it: a separate process on the server's
// embedded data folder, which is closed while it runs (PGlite allows one process at a time).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, schema } from './db';

const SCRIPT = fileURLToPath(new URL('./admin-create.ts', import.meta.url));
const EMAIL = 'operator-made-staff@example.com';

let root: string;
let dataDir: string;

/** Opens the data folder, does `work`, and closes it again before the script runs. */
async function withDatabase<T>(work: (db: Awaited<ReturnType<typeof openDatabase>>['db']) => Promise<T>) {
  const database = await openDatabase({ dataDir });
  try {
    await database.migrate();
    return await work(database.db);
  } finally {
    await database.close();
  }
}

function runAdminCreate(...args: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', SCRIPT, ...args], {
      env: { ...process.env, NODE_ENV: 'test', DATA_DIR: dataDir, DATABASE_URL: '' },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => resolve({ code, stdout, stderr }));
  });
}

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'callready-admin-create-'));
  dataDir = join(root, 'data');
  await withDatabase((db) =>
    db.insert(schema.user).values({ id: 'operator-made-staff', name: 'Sam Staff', email: EMAIL }),
  );
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('npm run admin:create', () => {
  it('gives an existing account the role, records who did it, and says what to do next', async () => {
    const result = await runAdminCreate(EMAIL, 'support');
    expect(result.stderr).toBe('');
    expect(result.stdout).toBe(
      `${EMAIL} is now support. Sign in at /eclipse-login and turn on two-factor.\n`,
    );
    expect(result.code).toBe(0);

    const { roles, audit } = await withDatabase(async (db) => ({
      roles: await db
        .select({ role: schema.userRoles.role })
        .from(schema.userRoles)
        .where(eq(schema.userRoles.userId, 'operator-made-staff')),
      audit: await db
        .select({ action: schema.auditLog.action, details: schema.auditLog.details })
        .from(schema.auditLog)
        .where(eq(schema.auditLog.targetEmail, EMAIL)),
    }));
    expect(roles).toEqual([{ role: 'support' }]);
    expect(audit).toEqual([{ action: 'admin-create', details: { role: 'support' } }]);
  });

  it('refuses an unknown address or role, and changes nothing', async () => {
    const unknown = await runAdminCreate('nobody@example.com', 'admin');
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toBe(
      'No account uses nobody@example.com. Sign up on the site first, then run this again.\n',
    );
    const badRole = await runAdminCreate(EMAIL, 'owner');
    expect(badRole.code).toBe(2);
    expect(badRole.stderr).toContain('Usage: npm run admin:create -- EMAIL ROLE');

    const roles = await withDatabase((db) =>
      db.select({ role: schema.userRoles.role }).from(schema.userRoles),
    );
    expect(roles).toEqual([{ role: 'support' }]);
  });
});
