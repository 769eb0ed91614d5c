import { afterEach, describe, expect, it, vi } from 'vitest';
import { childProfileQuery, childQueryKeys, isUnknownCodeError } from './child-portal-queries';

type ProfileQueryFn = (context: { signal: AbortSignal }) => Promise<unknown>;
const lookUp = (code: string) =>
  (childProfileQuery(code).queryFn as ProfileQueryFn)({ signal: new AbortController().signal });

afterEach(() => vi.unstubAllGlobals());

describe('child look-ups', () => {
  it("are kept under the child's code, so a saved result refreshes all of them", () => {
    expect(childProfileQuery('ABCD2345').queryKey).toEqual(['child', 'ABCD2345', 'profile']);
    expect(childQueryKeys.progress('ABCD2345').slice(0, 2)).toEqual(childQueryKeys.all('ABCD2345'));
    expect(childQueryKeys.access('ABCD2345').slice(0, 2)).toEqual(childQueryKeys.all('ABCD2345'));
  });

  it('answer a code that could never have been issued as unknown, without asking the server', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const error = await lookUp('ANYCODE1').catch((caught: unknown) => caught);
    expect(isUnknownCodeError(error)).toBe(true);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('ask the server about a well-formed code', async () => {
    const child = { id: 'c1', name: 'Ava', age: 9, country_code: 'uk' };
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
