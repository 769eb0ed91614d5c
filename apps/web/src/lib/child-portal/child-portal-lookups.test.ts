import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  childLookups,
  fetchChildProfile,
  isUnknownCodeError,
  refreshChildLookups,
} from './child-portal-lookups';

const lookUp = (code: string) => fetchChildProfile(code, new AbortController().signal);
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => vi.unstubAllGlobals());

describe('child look-ups', () => {
  it("are shared per code, and a saved result asks again for the child's answers on screen", async () => {
    expect(childLookups('ABCD2345')).toBe(childLookups('ABCD2345'));
    expect(childLookups('WXYZ2345')).not.toBe(childLookups('ABCD2345'));
    const fetch = vi.fn(async () => new Response(JSON.stringify({ records: [] }), { status: 200 }));
    vi.stubGlobal('fetch', fetch);
    const progress = childLookups('ABCD2345').progress;
    const stop = progress.subscribe(() => undefined);
    await vi.waitFor(() => expect(progress.getSnapshot().data).toEqual([]));
    expect(fetch).toHaveBeenCalledTimes(1);
    refreshChildLookups('ABCD2345');
    await flush();
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(fetch).toHaveBeenLastCalledWith('/api/child/ABCD2345/progress', expect.anything());
    stop();
  });

  it('take an answer the child login already has, without asking the server', () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const child = { id: 'c1', name: 'Ava', age: 9, countryCode: 'uk' as const };
    const profile = childLookups('EFGH2345').profile;
    profile.set(child);
    const stop = profile.subscribe(() => undefined);
    expect(profile.getSnapshot().data).toEqual(child);
    expect(fetch).not.toHaveBeenCalled();
    stop();
  });

  it('answer a code that could never have been issued as unknown, without asking the server', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const error = await lookUp('ANYCODE1').catch((caught: unknown) => caught);
    expect(isUnknownCodeError(error)).toBe(true);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('ask the server about a well-formed code', async () => {
    const child = { id: 'c1', name: 'Ava', age: 9, countryCode: 'uk' };
    const fetch = vi.fn(async () => new Response(JSON.stringify(child), { status: 200 }));
    vi.stubGlobal('fetch', fetch);
    await expect(lookUp('ABCD2345')).resolves.toEqual(child);
    expect(fetch).toHaveBeenCalledWith('/api/child/ABCD2345', expect.anything());
  });

  it('check the answer against its schema', async () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify({ id: 'c1' }), { status: 200 }));
    vi.stubGlobal('fetch', fetch);
    await expect(lookUp('ABCD2345')).rejects.toThrow();
  });

  it("report the server's refusal as the error", async () => {
    const fetch = vi.fn(
      async () => new Response(JSON.stringify({ error: 'No such code', code: 'NOT_FOUND' }), { status: 404 }),
    );
    vi.stubGlobal('fetch', fetch);
    const error = await lookUp('ABCD2345').catch((caught: unknown) => caught);
    expect(isUnknownCodeError(error)).toBe(true);
  });
});
