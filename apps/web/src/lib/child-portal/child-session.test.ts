import { CHILD_SESSION_PATH, INVITE_CODE_REQUIRED_MESSAGE } from '@callready/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api-client';
import { CHILD_CODE_KEY, CHILD_DATA_KEY, readChildSession, sendAsChild } from './child-session';

const child = { id: 'c1', name: 'Mia', age: 9, countryCode: 'uk', adviceLineNumber: null };
const noSession = () => new ApiError(400, INVITE_CODE_REQUIRED_MESSAGE, 'INVALID_INPUT', {});

function serverThatOpensSessions() {
  const fetchMock = vi.fn(async () => new Response(JSON.stringify(child), { status: 200 }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => vi.unstubAllGlobals());

describe('sendAsChild', () => {
  it('sends the request alone while the server holds the session', async () => {
    const fetchMock = serverThatOpensSessions();
    const send = vi.fn(async () => 'sent');
    expect(await sendAsChild('ABCD2345', send)).toBe('sent');
    expect(send).toHaveBeenCalledTimes(1);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('reopens an expired session with the stored code once, then sends again', async () => {
    const fetchMock = serverThatOpensSessions();
    const send = vi.fn().mockRejectedValueOnce(noSession()).mockResolvedValueOnce('sent');
    expect(await sendAsChild('ABCD2345', send)).toBe('sent');
    expect(send).toHaveBeenCalledTimes(2);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledWith(
      CHILD_SESSION_PATH,
      expect.objectContaining({ method: 'POST', body: JSON.stringify({ inviteCode: 'ABCD2345' }) }),
    );
  });

  it('passes other refusals on without touching the session', async () => {
    const fetchMock = serverThatOpensSessions();
    const refusal = new ApiError(403, 'Ask your parent', 'ACCESS_REQUIRED', {});
    await expect(sendAsChild('ABCD2345', () => Promise.reject(refusal))).rejects.toBe(refusal);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

function storageHolding(entries: Record<string, string>) {
  const items = new Map(Object.entries(entries));
  vi.stubGlobal('localStorage', { getItem: (key: string) => items.get(key) ?? null });
}

describe('readChildSession', () => {
  it('reads the session as it is stored today', () => {
    storageHolding({
      [CHILD_CODE_KEY]: 'abcd2345',
      [CHILD_DATA_KEY]: JSON.stringify({ ...child, operatorVoice: 'server' }),
    });
    expect(readChildSession()).toEqual({
      inviteCode: 'ABCD2345',
      child: { ...child, operatorVoice: 'server' },
    });
  });

  it('keeps a child signed in whose session was stored before the keys became camelCase', () => {
    storageHolding({
      [CHILD_CODE_KEY]: 'ABCD2345',
      [CHILD_DATA_KEY]: JSON.stringify({
        id: 'c1',
        name: 'Mia',
        age: 9,
        countryCode: 'uk',
        adviceLineNumber: '0300 123 4567',
        operatorVoice: 'server',
      }),
    });
    expect(readChildSession()).toEqual({
      inviteCode: 'ABCD2345',
      child: {
        id: 'c1',
        name: 'Mia',
        age: 9,
        countryCode: 'uk',
        adviceLineNumber: '0300 123 4567',
        operatorVoice: 'server',
      },
    });
  });

  it('treats stored data it cannot read as signed out', () => {
    storageHolding({
      [CHILD_CODE_KEY]: 'ABCD2345',
      [CHILD_DATA_KEY]: JSON.stringify({ id: 'c1', name: 'Mia' }),
    });
    expect(readChildSession()).toBeNull();
    storageHolding({ [CHILD_CODE_KEY]: 'ABCD2345', [CHILD_DATA_KEY]: 'not json' });
    expect(readChildSession()).toBeNull();
  });
});
