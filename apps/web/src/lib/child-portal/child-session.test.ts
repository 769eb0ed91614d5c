import { CHILD_SESSION_PATH, INVITE_CODE_REQUIRED_MESSAGE } from '@callready/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api-client';
import { sendAsChild } from './child-session';

const child = { id: 'c1', name: 'Mia', age: 9, country_code: 'uk', advice_line_number: null };
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
