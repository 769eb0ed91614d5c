// A copy of the database reveals only that an address exists (ADR 037, ADR 051). After everything a
// family does with a stored address — checks in a call and in "Learn my address", the read-back said
// aloud, a call saved with its feedback and a kept transcript — a dump of every table holds none of
// the address's words; deleting the account leaves none of the child's words anywhere.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { apiRequest, cookieFrom, signUpAndVerify } from '../../test/auth-helpers';
import { addChild, storedInviteCode } from '../../test/children-helpers';
import { useTestContext, type TestContext } from '../../test/test-context';

const context = useTestContext();

const HOME = {
  flat: '7',
  number: '164',
  street: 'Quillfeather Row',
  town: 'Brackenford',
  postcode: 'ZE2 9QT',
};
const WORDS = ['quillfeather', 'brackenford', 'ze2', '9qt', 'ze29qt', '164'];

/** The rows of a raw query, as both drivers return them. */
const rowsOf = <Row>(result: unknown) => (result as { rows: Row[] }).rows;

/** Every row of every table in the public schema, as JSON text, lower case: what a leaked dump shows. */
async function dumpEveryTable(test: TestContext): Promise<string> {
  const tables = rowsOf<{ table_name: string }>(
    await test.db.execute(
      sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
    ),
  );
  const dumps: string[] = [];
  for (const { table_name: table } of tables) {
    const rows = rowsOf<{ row: string }>(
      await test.db.execute(sql.raw(`select row_to_json(t)::text as row from "${table}" t`)),
    );
    dumps.push(...rows.map(({ row }) => `${table}: ${row}`));
  }
  return dumps.join('\n').toLowerCase();
}

describe('a full call with a stored address', () => {
  it('leaves none of its words in any table, and the account deletion none of the child’s words', async () => {
    const parent = await signUpAndVerify(context, { email: 'dump-scan@example.com' });
    const child = await addChild(context, parent, { name: 'Poppy', age: 9 });
    expect(
      (
        await apiRequest(context, `/api/children/${child.id}/home`, {
          method: 'PATCH',
          body: { home: HOME, phone: 'iphone' },
          cookie: parent.cookie,
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await apiRequest(context, `/api/children/${child.id}`, {
          method: 'PATCH',
          body: { keepCallTranscripts: true },
          cookie: parent.cookie,
        })
      ).status,
    ).toBe(200);
    const session = await apiRequest(context, '/api/child/session', {
      body: { inviteCode: await storedInviteCode(context, child.id) },
      clientAddress: '198.51.100.62',
    });
    const cookie = cookieFrom(session);
    const said = 'flat 7 164 quillfeather row brackenford ze2 9qt';
    for (const purpose of ['call', 'learn']) {
      const checked = await apiRequest(context, '/api/child/address/check', {
        body: { answer: said, purpose },
        cookie,
      });
      expect(checked.status).toBe(200);
    }
    const readBack = 'You said flat 7, 164 Quillfeather Row, Brackenford, ZE2 9QT. Is that right?';
    // A server without a voice refuses it; with one it is said and kept nowhere. Either way: no row.
    await apiRequest(context, '/api/speech/synthesize', {
      body: { text: readBack, countryId: 'uk' },
      cookie,
    });
    const saved = await apiRequest(context, '/api/child/progress', {
      body: {
        callId: crypto.randomUUID(),
        scenarioType: '111',
        scenarioId: 'fever-child',
        overallStars: 4,
        clarityScore: 80,
        calmnessScore: 67,
        accuracyScore: 73,
        serviceSelectionScore: 100,
        responseRatings: [
          {
            stars: 2,
            feedback: 'Good. That helps.',
            praise: 'You said 164 Quillfeather Row, Brackenford. Good! Now add the flat number: 7.',
            tips: ['Say ZE2 9QT slowly.'],
            categories: { clarity: 3, completeness: 2, calmness: 3 },
          },
        ],
        timeTakenSeconds: 95,
        transcript: {
          turns: [
            { speaker: 'operator', text: 'What is the address of the emergency?' },
            { speaker: 'child', text: `It's ${said}` },
            { speaker: 'operator', text: readBack },
          ],
          lessons: [],
        },
        saidOwnAddress: 'yes',
      },
      cookie,
    });
    expect(saved.status).toBe(201);
    await context.settle();

    const dump = await dumpEveryTable(context);
    expect(dump).toContain('child_progress');
    expect(dump).toContain('…');
    for (const word of WORDS) expect(dump).not.toMatch(new RegExp(`(?<![a-z0-9])${word}(?![a-z0-9])`));

    const deleted = await apiRequest(context, '/api/account/delete', {
      method: 'POST',
      body: { password: parent.password },
      cookie: parent.cookie,
    });
    expect(deleted.status).toBeLessThan(300);
    const afterDeletion = await dumpEveryTable(context);
    expect(afterDeletion).not.toContain('poppy');
  });
});
