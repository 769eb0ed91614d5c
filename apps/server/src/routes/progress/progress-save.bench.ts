// Progress saves through the API against the floor, the same INSERT sent straight to the database,
// in one run on one database (PGlite in memory, or PostgreSQL with TEST_DATABASE_URL). Each
// iteration sends 50 at once, as 50 children finishing calls together. Vitest prints both rates and
// their ratio. Also the child dashboard's reads (profile, progress, access), 50 at once. Each of the
// 50 devices is signed in as the child once, before timing, and sends its session cookie, as the call
// screen and the dashboard do (docs/decisions/026): the invite code is not looked up again per request.
// Run: npx vitest bench --run --project server apps/server/src/routes/progress
import { childAccessPath, childLookupPath, childProgressPath } from '@callready/contract';
import { sql } from 'drizzle-orm';
import { afterAll, bench, describe } from 'vitest';
import { apiRequest, cookieFrom, signUpAndVerify } from '../../test/auth-helpers';
import { addChild } from '../../test/children-helpers';
import { createLatencySamples } from '../../test/latency-samples';
import { createTestContext } from '../../test/test-context';

const CONNECTIONS = 50;
const OPTIONS = { time: 3_000, warmupTime: 500 };
const database = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite';

const context = await createTestContext();
const parent = await signUpAndVerify(context, { email: 'progress-bench@example.com' });
const child = await addChild(context, parent, { name: 'Nia' });
const inviteCode = child.inviteCode ?? '';
afterAll(() => context.close());

const DEVICE_ADDRESSES = Array.from({ length: CONNECTIONS }, (_, index) => `10.0.0.${index + 1}`);
/** Each device's child-session cookie, by its address. */
const sessionOf = new Map<string, string>();
for (const clientAddress of DEVICE_ADDRESSES) {
  const response = await apiRequest(context, '/api/child/session', { body: { inviteCode }, clientAddress });
  if (response.status !== 200) throw new Error(`child sign-in answered ${response.status}`);
  sessionOf.set(clientAddress, cookieFrom(response));
}

const RATING = {
  stars: 3,
  feedback: 'Well done.',
  tips: [],
  categories: { clarity: 3, completeness: 3, calmness: 3 },
};
const ratings = [RATING, RATING, RATING];

/** Each save's own time through the API, for its percentiles (a round's time is its slowest save). */
const saveTimes = createLatencySamples();

function saveThroughApi(clientAddress: string) {
  const startedAt = performance.now();
  return apiRequest(context, '/api/child/progress', {
    method: 'POST',
    clientAddress,
    cookie: sessionOf.get(clientAddress),
    body: {
      callId: crypto.randomUUID(),
      scenarioType: '111',
      scenarioId: 'fever-child',
      overallStars: 4,
      clarityScore: 80,
      calmnessScore: 67,
      accuracyScore: 73,
      serviceSelectionScore: 100,
      responseRatings: ratings,
      timeTakenSeconds: 95,
    },
  }).then(async (response) => {
    if (response.status !== 201)
      throw new Error(`save answered ${response.status}: ${await response.text()}`);
    saveTimes.add(
      `each save through the API, ${CONNECTIONS} at once (${database})`,
      performance.now() - startedAt,
    );
  });
}

afterAll(() => process.stdout.write(`\n${saveTimes.lines([50, 99], 'saves').join('\n')}\n`));

function rawInsert() {
  return context.db.execute(sql`
    insert into child_progress (child_id, scenario_type, scenario_id, overall_stars, clarity_score,
      calmness_score, accuracy_score, service_selection_score, response_ratings, time_taken_seconds, client_id)
    values (${child.id}, '111', 'fever-child', 4, 80, 67, 73, 100, ${JSON.stringify(ratings)}::jsonb, 95,
      ${crypto.randomUUID()})
    returning id`);
}

async function read(path: string, clientAddress: string) {
  const response = await apiRequest(context, path, { clientAddress, cookie: sessionOf.get(clientAddress) });
  if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
  await response.arrayBuffer();
}

const dashboardReads = (clientAddress: string) =>
  Promise.all([
    read(childLookupPath(inviteCode), clientAddress),
    read(childProgressPath(inviteCode), clientAddress),
    read(childAccessPath(inviteCode), clientAddress),
  ]);

// Each connection is its own device (address), as 50 children at home would be.
const atOnce = (work: (clientAddress: string) => Promise<unknown>) => () =>
  Promise.all(DEVICE_ADDRESSES.map(work)).then(() => undefined);

describe(`${CONNECTIONS} progress saves at once (${database})`, () => {
  bench('floor: the same INSERT sent straight to the database', atOnce(rawInsert), OPTIONS);
  bench('POST /api/child/progress', atOnce(saveThroughApi), OPTIONS);
});

describe(`${CONNECTIONS} child dashboards at once (${database})`, () => {
  bench('profile, progress and access of one child', atOnce(dashboardReads), OPTIONS);
});
