// How fast a parent's reports load for a child with 5,000 saved calls (the issue asks for the
// figure from a benchmark rather than a timed test). Run: npx vitest bench --run apps/server/src/routes/reports
import {
  childReportsExportPath,
  childReportsPath,
  reportsSearch,
  type ReportsQueryInput,
} from '@callready/contract';
import { afterAll, bench, describe } from 'vitest';
import { apiRequest, signUpAndVerify } from '../../test/auth-helpers';
import { addChild } from '../../test/children-helpers';
import { createTestContext } from '../../test/test-context';
import { insertCalls, manyCalls } from '../../test/seed-calls';

const CALLS = 5000;
const NEWEST = new Date('2026-03-31T12:00:00Z');

const context = await createTestContext();
const parent = await signUpAndVerify(context, { email: 'reports-bench@example.com' });
const child = await addChild(context, parent, { name: 'Maya' });
await insertCalls(context.db, child.id, manyCalls(CALLS, NEWEST));

afterAll(() => context.close());

async function load(path: string) {
  const response = await apiRequest(context, path, { cookie: parent.cookie });
  if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
  await response.arrayBuffer();
}

const page = (query: ReportsQueryInput) =>
  load(childReportsPath(child.id) + reportsSearch({ tz: 'Europe/London', ...query }));
const MARCH = { from: '2026-03-01T00:00:00Z', to: '2026-03-31T23:59:59.999Z' };

describe(`reports of a child with ${CALLS} calls (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  bench('first page, all time, newest first', () => page({ sort: 'newest' }));
  bench('first page, all time, highest score first', () => page({ sort: 'highest' }));
  bench('first page, one month, one type', () => page({ ...MARCH, types: ['111'] }));
  bench('export of all 5,000 calls', () => load(childReportsExportPath(child.id)));
});
