// Learn my address teaches the address the way its envelopes write it (ADR 058): tiles or words in
// the wrong order are never "your whole address", and the reply says the order by part names only.
import { describe, expect, it } from 'vitest';
import type { AddressCheckResponse } from '@callready/contract';
import { apiRequest, cookieFrom, readJson, signUpAndVerify } from '../../test/auth-helpers';
import { addChild, storedInviteCode } from '../../test/children-helpers';
import { useTestContext } from '../../test/test-context';

const context = useTestContext();

const HOME = { number: '12', street: 'Oak Road', town: 'Leeds', postcode: 'LS6 2AB' };

async function childWithAddress(email: string, age: number) {
  const parent = await signUpAndVerify(context, { email });
  const child = await addChild(context, parent, { name: 'Poppy', age });
  const stored = await apiRequest(context, `/api/children/${child.id}/home`, {
    method: 'PATCH',
    body: { home: HOME, phone: 'iphone' },
    cookie: parent.cookie,
  });
  expect(stored.status).toBe(200);
  const session = await apiRequest(context, '/api/child/session', {
    body: { inviteCode: await storedInviteCode(context, child.id) },
    clientAddress: '198.51.100.62',
  });
  return cookieFrom(session);
}

async function check(cookie: string, answer: string, purpose: 'learn' | 'call' | 'say') {
  const response = await apiRequest(context, '/api/child/address/check', {
    body: { slot: 'home', answer, purpose },
    cookie,
  });
  expect(response.status).toBe(200);
  return readJson<AddressCheckResponse>(response);
}

describe('Learn my address checks the order on the server', () => {
  it('refuses "Leeds 12 Oak Road LS6 2AB" kindly, and accepts the envelope order', async () => {
    const cookie = await childWithAddress('order-young@example.com', 6);
    const wrong = await check(cookie, 'Leeds 12 Oak Road LS6 2AB', 'learn');
    expect(wrong.allRight).toBe(false);
    expect(wrong.skill).toBe('partly');
    expect(wrong.feedback).toBe(
      'You have all the parts. Great! Now put them in order: number, street, town, postcode.',
    );
    expect(wrong.feedback).not.toContain('Brilliant');
    // Its parts are each right, so the learning still counts them; the address is not yet learned.
    expect(wrong.parts.every((part) => part.status === 'right')).toBe(true);
    expect(wrong.learning?.learned).toBe(false);

    const right = await check(cookie, '12 Oak Road Leeds LS6 2AB', 'learn');
    expect(right.allRight).toBe(true);
    expect(right.feedback).toBe('You said your whole address. Brilliant!');
  });

  it('names which part comes first for an older child, never a stored value', async () => {
    const cookie = await childWithAddress('order-older@example.com', 9);
    const wrong = await check(cookie, 'Oak Road 12 Leeds LS6 2AB', 'learn');
    expect(wrong.allRight).toBe(false);
    expect(wrong.feedback).toBe(
      'You said every part. Good! Your street comes after your house number. Try this order: house number, street, town, postcode.',
    );
    for (const value of ['12', 'Oak', 'Leeds', 'LS6', '2AB']) expect(wrong.feedback).not.toContain(value);
  });

  it('on a call takes the parts in any order, as the operator does', async () => {
    const cookie = await childWithAddress('order-call@example.com', 6);
    const said = await check(cookie, 'Leeds 12 Oak Road LS6 2AB', 'call');
    expect(said.allRight).toBe(true);
  });

  it('checks the built address said aloud like a try, in order, without recording a miss', async () => {
    const cookie = await childWithAddress('order-say@example.com', 6);
    const built = await check(cookie, '12 Oak Road Leeds LS6 2AB', 'learn');
    const before = built.learning?.parts.map((part) => part.daysInARow);
    expect(before).toEqual([1, 1, 1, 1]);

    // The recogniser missed the postcode: named kindly, and the day's progress stays.
    const missed = await check(cookie, '12 Oak Road Leeds', 'say');
    expect(missed.allRight).toBe(false);
    expect(missed.feedback).toBe('You got your number, street and town right. Great! Now add your postcode.');
    expect(missed.learning?.parts.map((part) => part.daysInARow)).toEqual(before);

    const wrongOrder = await check(cookie, 'Leeds 12 Oak Road LS6 2AB', 'say');
    expect(wrongOrder.allRight).toBe(false);
    const said = await check(cookie, 'twelve oak road leeds l s six two a b', 'say');
    expect(said.allRight).toBe(true);
    expect(said.learning?.attempts).toBe(1);
  });
});
