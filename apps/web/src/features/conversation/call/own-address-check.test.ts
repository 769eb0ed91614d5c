import { afterEach, describe, expect, it, vi } from 'vitest';
import { checkAgainstHome } from '../call-api';

afterEach(() => vi.unstubAllGlobals());

const REPLY = {
  parts: [
    { part: 'number', status: 'right', heard: '5', expected: '5' },
    { part: 'street', status: 'right', heard: 'Mill Lane', expected: 'Mill Lane' },
    { part: 'town', status: 'missing', heard: null, expected: 'Leeds' },
  ],
  allRight: false,
  skill: 'partly',
  feedback: 'You said 5 Mill Lane. Great! Now add the town: Leeds.',
  learning: null,
};

describe('checkAgainstHome (ADR 043)', () => {
  it('asks the server to check the answer against the home, as a call check, and keeps only what the engine needs', async () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify(REPLY), { status: 200 }));
    vi.stubGlobal('fetch', fetch);
    expect(await checkAgainstHome('5 Mill Lane')).toEqual({
      skill: 'partly',
      feedback: 'You said 5 Mill Lane. Great! Now add the town: Leeds.',
      parts: [
        { part: 'number', status: 'right' },
        { part: 'street', status: 'right' },
        { part: 'town', status: 'missing' },
      ],
    });
    const [path, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(path).toBe('/api/child/address/check');
    expect(JSON.parse(String(init.body))).toEqual({ slot: 'home', answer: '5 Mill Lane', purpose: 'call' });
  });

  it('answers nothing when the check fails, so the call goes on unchecked', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('offline');
      }),
    );
    expect(await checkAgainstHome('5 Mill Lane')).toBeUndefined();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{"error":"No address"}', { status: 404 })),
    );
    expect(await checkAgainstHome('5 Mill Lane')).toBeUndefined();
  });
});
