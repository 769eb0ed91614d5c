// An invite code is shared on paper and in messages: it must not be a key to where the child sleeps
// (ADR 051). Whoever holds a child session asks the checker part by part, the way the rebuild of
// "flat 2, 88, <street>, <town>, <postcode>" in six requests used to work: no reply says a stored
// value, the tiles do not spell the address out, and the checks stop at the day's limit.
import { describe, expect, it } from 'vitest';
import { ADDRESS_CHECKS_USED_UP_MESSAGE } from '@callready/contract';
import { ADDRESS_CHECKS_PER_DAY, addressChecksToday } from '../../modules/home-details/address-check-log';
import { apiRequest, cookieFrom, readJson, signUpAndVerify } from '../../test/auth-helpers';
import { addChild, storedInviteCode } from '../../test/children-helpers';
import { useTestContext } from '../../test/test-context';

const context = useTestContext();

const HOME = {
  flat: '2',
  number: '88',
  street: 'Quillfeather Row',
  town: 'Brackenford',
  postcode: 'ZE2 9QT',
};
const SECOND = {
  label: "Grandma's",
  address: { number: '41', street: 'Tansyfield Way', town: 'Marrowby', postcode: 'ZE3 4LX' },
};
/** Every stored word a rebuild would need; none may come back to the child's device. */
const STORED = [
  '88',
  'Quillfeather',
  'Brackenford',
  'ZE2',
  '9QT',
  '41',
  'Tansyfield',
  'Marrowby',
  'ZE3',
  '4LX',
];

async function familyWithAddress(email: string, age: number) {
  const parent = await signUpAndVerify(context, { email });
  const child = await addChild(context, parent, { name: 'Poppy', age });
  const stored = await apiRequest(context, `/api/children/${child.id}/home`, {
    method: 'PATCH',
    body: { home: HOME, secondHome: SECOND, phone: 'iphone' },
    cookie: parent.cookie,
  });
  expect(stored.status).toBe(200);
  const session = await apiRequest(context, '/api/child/session', {
    body: { inviteCode: await storedInviteCode(context, child.id) },
    clientAddress: '198.51.100.61',
  });
  return { parent, child, cookie: cookieFrom(session) };
}

describe('an invite code alone', () => {
  it('cannot rebuild either address step by step from the checker', async () => {
    const { cookie } = await familyWithAddress('rebuild@example.com', 9);
    const replies: string[] = [];
    for (const slot of ['home', 'second'] as const) {
      // The old rebuild: ask, add the value the reply named, ask again. Here the guesses never hold
      // a stored word, so any stored word in a reply came from the server.
      for (const answer of [
        '',
        'flat',
        'flat 1 at 1',
        '1 some street',
        '1 some street sometown',
        'xx1 1xx',
      ]) {
        for (const purpose of ['call', 'learn'] as const) {
          const response = await apiRequest(context, '/api/child/address/check', {
            body: { slot, answer, purpose },
            cookie,
          });
          expect(response.status).toBe(200);
          replies.push(await response.text());
        }
      }
    }
    const everything = replies.join('\n');
    for (const word of STORED) expect(everything).not.toContain(word);
    expect(everything).toContain('Start with your');
  });

  it('gets tiles only mixed with decoys, the same set each time, with nothing that orders them', async () => {
    const { cookie } = await familyWithAddress('rebuild-tiles@example.com', 6);
    const tiles = async () => {
      const response = await apiRequest(context, '/api/child/address/tiles?slot=home', {
        method: 'GET',
        cookie,
      });
      expect(response.status).toBe(200);
      return (await readJson<{ tiles: { id: string; text: string }[] }>(response)).tiles;
    };
    const first = await tiles();
    const texts = first.map((tile) => tile.text);
    // More tiles than the address has, and a number, a street word and a town that are not its own.
    expect(texts.length).toBeGreaterThan(9);
    expect(texts.filter((text) => /^\d+$/.test(text) && !['2', '88'].includes(text)).length).toBeGreaterThan(
      0,
    );
    const later = await Promise.all([tiles(), tiles(), tiles()]);
    for (const reply of later) expect(reply.map((tile) => tile.text).sort()).toEqual([...texts].sort());
    expect(first.map((tile) => tile.id)).toEqual(first.map((_tile, index) => `t${index}`));
  });

  it('gets a day’s worth of checks, then a kind refusal; the parent sees how many were asked', async () => {
    const { parent, child, cookie } = await familyWithAddress('rebuild-limit@example.com', 10);
    for (let index = 0; index < ADDRESS_CHECKS_PER_DAY; index += 1) {
      const response = await apiRequest(context, '/api/child/address/check', {
        body: { answer: `${index} some street`, purpose: index % 2 === 0 ? 'call' : 'learn' },
        cookie,
      });
      expect(response.status).toBe(200);
    }
    const refused = await apiRequest(context, '/api/child/address/check', {
      body: { answer: 'one more', purpose: 'call' },
      cookie,
    });
    expect(refused.status).toBe(429);
    expect(await readJson(refused)).toMatchObject({ error: ADDRESS_CHECKS_USED_UP_MESSAGE });
    expect(await addressChecksToday(context.db, child.id)).toBe(ADDRESS_CHECKS_PER_DAY);
    const home = await readJson<{ addressChecksToday: number }>(
      await apiRequest(context, `/api/children/${child.id}/home`, { method: 'GET', cookie: parent.cookie }),
    );
    expect(home.addressChecksToday).toBe(ADDRESS_CHECKS_PER_DAY);
  });
});
