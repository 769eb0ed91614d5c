import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiRequest } from './api-client';
import { sendEarly } from './early-requests';

const answer = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('early GET answers', () => {
  it('are taken once by the first apiRequest of the same path; later ones ask again', async () => {
    const fetch = vi.fn(async () => answer({ n: fetch.mock.calls.length }));
    vi.stubGlobal('fetch', fetch);
    sendEarly('/api/child/ABCD2345');
    sendEarly('/api/child/ABCD2345');
    expect(fetch).toHaveBeenCalledTimes(1);

    await expect(apiRequest('/api/child/ABCD2345')).resolves.toEqual({ n: 1 });
    expect(fetch).toHaveBeenCalledTimes(1);
    await expect(apiRequest('/api/child/ABCD2345')).resolves.toEqual({ n: 2 });
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('are not used for other methods, and expire when nobody takes them', async () => {
    vi.useFakeTimers();
    const fetch = vi.fn(async () => answer({}));
    vi.stubGlobal('fetch', fetch);
    sendEarly('/api/child/ABCD2345/access');
    await apiRequest('/api/child/ABCD2345/access', { method: 'POST', body: {} });
    expect(fetch).toHaveBeenCalledTimes(2);

    vi.advanceTimersByTime(10_000);
    await apiRequest('/api/child/ABCD2345/access');
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  it('that failed to arrive are reported as no answer, like any request', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    sendEarly('/api/child/ABCD2345/progress');
    await expect(apiRequest('/api/child/ABCD2345/progress')).rejects.toMatchObject({ status: 0 });
  });
});
