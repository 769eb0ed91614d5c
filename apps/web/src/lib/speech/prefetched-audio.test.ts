import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { audioAddressOf, forgetPrefetchedAudio, prefetchedAudio, prefetchLines } from './prefetched-audio';

const TAG = '0123456789abcdef';
const LINE = 'Is anyone hurt?';

/** The server's address of LINE: sha256 hex of the JSON of tag, voice, country and text. */
const LINE_ADDRESS = 'cceebc7520e48e8871aaf77af0d0448cb37aadac695aa3e17cfad77e04875da3';

/** The server answers 200 for the given addresses and 404 for any other. */
function serverHas(...known: string[]) {
  const urls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string) => {
      urls.push(url);
      const found = known.some((address) => url.endsWith(address));
      return Promise.resolve(new Response(found ? 'audio' : '{}', { status: found ? 200 : 404 }));
    }),
  );
  return urls;
}

beforeEach(() => forgetPrefetchedAudio());
afterEach(() => vi.unstubAllGlobals());

describe('prefetched audio', () => {
  it('works out the same address as the server', async () => {
    expect(await audioAddressOf(TAG, 'uk', LINE)).toBe(LINE_ADDRESS);
  });

  it('fetches each line once from its immutable address and keeps the audio', async () => {
    const urls = serverHas(LINE_ADDRESS);
    prefetchLines([LINE], 'uk', TAG);
    prefetchLines([LINE], 'uk', TAG);
    expect(await (await prefetchedAudio('uk', LINE))?.text()).toBe('audio');
    expect(urls).toEqual([`/api/speech/audio/${LINE_ADDRESS}`]);
    expect(prefetchedAudio('us', LINE)).toBeUndefined();
  });

  it('keeps nothing for a line the server has no address for, so it is synthesized when said', async () => {
    serverHas();
    prefetchLines(['Your own doctor is on 0123'], 'uk', TAG);
    expect(await prefetchedAudio('uk', 'Your own doctor is on 0123')).toBeNull();
  });
});
