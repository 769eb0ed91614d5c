import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const capabilities = vi.hoisted(() => ({ synthesis: true, transcription: false, browserRecognition: false }));
const browser = vi.hoisted(() => ({
  canSpeak: true,
  spoken: [] as string[],
  /** The voice each spoken line was given ('' for the browser's pick). */
  voices: [] as string[],
  works: true,
  list: [] as { name: string; lang: string; localService: boolean }[],
}));
const toasts = vi.hoisted(() => [] as string[]);

vi.mock('./capabilities', () => ({ speechCapabilities: () => Promise.resolve(capabilities) }));
vi.mock('./play-audio', () => ({
  playAudio: (_audio: Blob, _signal: AbortSignal, onPlaying?: () => void) => {
    onPlaying?.();
    return Promise.resolve(true);
  },
}));
vi.mock('./browser-voice', () => ({
  browserCanSpeak: () => browser.canSpeak,
  browserVoices: () => Promise.resolve(browser.list),
  speakWithBrowser: (
    line: string,
    _locale: string,
    _signal: AbortSignal,
    _onPlaying: unknown,
    voice?: { name: string },
  ) => {
    browser.spoken.push(line);
    browser.voices.push(voice?.name ?? '');
    return Promise.resolve(browser.works);
  },
}));
vi.mock('sonner', () => ({ toast: { error: (title: string) => toasts.push(title) } }));

const { createSpeaker } = await import('./speaker');

/** The server answers each request with the next status; every request is recorded. */
function serverAnswers(...statuses: number[]) {
  const requests: { url: string; body: Record<string, unknown> }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init: RequestInit) => {
      requests.push({ url, body: JSON.parse(String(init.body)) as Record<string, unknown> });
      const status = statuses.shift() ?? 200;
      return Promise.resolve(new Response(status === 200 ? 'audio' : '{}', { status }));
    }),
  );
  return requests;
}

const uk = { countryId: 'uk' as const, inviteCode: 'ABCD2345' };
const signal = () => new AbortController().signal;

beforeEach(() => {
  capabilities.synthesis = true;
  browser.canSpeak = true;
  browser.works = true;
  browser.spoken.length = 0;
  browser.voices.length = 0;
  browser.list = [];
  toasts.length = 0;
});
afterEach(() => vi.unstubAllGlobals());

describe('createSpeaker', () => {
  it("speaks the operator's lines with the server's voice, with the child's code", async () => {
    const requests = serverAnswers(200, 200);
    expect(await createSpeaker('operator').speak(['One.', 'Two.'], uk, signal())).toBe('spoken');
    expect(requests).toEqual([
      {
        url: '/api/speech/synthesize',
        body: { text: 'One.', voice: 'charlotte', countryId: 'uk', inviteCode: 'ABCD2345' },
      },
      {
        url: '/api/speech/synthesize',
        body: { text: 'Two.', voice: 'charlotte', countryId: 'uk', inviteCode: 'ABCD2345' },
      },
    ]);
    expect(browser.spoken).toEqual([]);
  });

  it('asks the public demo endpoint for the home page, without any code', async () => {
    const requests = serverAnswers(200);
    await createSpeaker('demo').speak(['Hello.'], { countryId: 'au' }, signal());
    expect(requests).toEqual([{ url: '/api/speech/demo', body: { text: 'Hello.', countryId: 'au' } }]);
  });

  it('switches to the browser voice for good once the server says it has none', async () => {
    const requests = serverAnswers(503);
    const speaker = createSpeaker('operator');
    expect(await speaker.speak(['One.', 'Two.'], uk, signal())).toBe('spoken');
    expect(await speaker.speak(['Three.'], uk, signal())).toBe('spoken');
    expect(requests).toHaveLength(1);
    expect(browser.spoken).toEqual(['One.', 'Two.', 'Three.']);
    expect(toasts).toEqual([]);
  });

  it('never asks a server that says up front it has no voice', async () => {
    capabilities.synthesis = false;
    const requests = serverAnswers();
    expect(await createSpeaker('demo').speak(['Hello.'], uk, signal())).toBe('spoken');
    expect(requests).toEqual([]);
    expect(browser.spoken).toEqual(['Hello.']);
  });

  it('reads one line with the browser when the server is busy, and asks the server again next time', async () => {
    const requests = serverAnswers(429, 200);
    const speaker = createSpeaker('demo');
    await speaker.speak(['Busy.'], uk, signal());
    await speaker.speak(['Free.'], uk, signal());
    expect(requests.map((request) => request.body.text)).toEqual(['Busy.', 'Free.']);
    expect(browser.spoken).toEqual(['Busy.']);
  });

  it("says 'Speech Generation Error' when the server's voice fails, and stops there", async () => {
    serverAnswers(502);
    expect(await createSpeaker('operator').speak(['One.', 'Two.'], uk, signal())).toBe('failed');
    await vi.waitFor(() => expect(toasts).toEqual(['Speech Generation Error']));
    expect(browser.spoken).toEqual([]);
  });

  it("says 'Audio Playback Error' when the browser voice fails", async () => {
    capabilities.synthesis = false;
    browser.works = false;
    expect(await createSpeaker('operator').speak(['One.'], uk, signal())).toBe('failed');
    await vi.waitFor(() => expect(toasts).toEqual(['Audio Playback Error']));
  });

  it('reports no voice when neither the server nor the browser can speak', async () => {
    capabilities.synthesis = false;
    browser.canSpeak = false;
    expect(await createSpeaker('demo').speak(['Hello.'], uk, signal())).toBe('no-voice');
    expect(toasts).toEqual([]);
  });

  it('stops at once when the line is no longer wanted', async () => {
    const requests = serverAnswers();
    const controller = new AbortController();
    controller.abort();
    expect(await createSpeaker('operator').speak(['One.'], uk, controller.signal)).toBe('stopped');
    expect(requests).toEqual([]);
  });
});

describe('a prefetched operator line', () => {
  it('plays without asking the server again', async () => {
    const { forgetPrefetchedAudio, prefetchLines } = await import('./prefetched-audio');
    forgetPrefetchedAudio();
    const fetched: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn((url: string) => {
        fetched.push(url);
        return Promise.resolve(new Response('audio'));
      }),
    );
    prefetchLines(['Which service?'], 'uk', 'tag');
    expect(await createSpeaker('operator').speak(['Which service?'], uk, signal())).toBe('spoken');
    expect(fetched).toHaveLength(1);
    expect(fetched[0]).toMatch(/^\/api\/speech\/audio\/[0-9a-f]{64}$/);
  });
});

const KAREN = { name: 'Karen (Enhanced)', lang: 'en-AU', localService: true };
const GOOGLE_UK = { name: 'Google UK English Female', lang: 'en-GB', localService: false };
const READ_BACK = 'You said “my nan fell over” — is that right?';
const isPrivateLine = (line: string) => line === READ_BACK;
const auCall = {
  countryId: 'au' as const,
  inviteCode: 'ABCD2345',
  voiceSource: 'device' as const,
  isPrivateLine,
};

describe('the device’s own voice (ADR 045)', () => {
  it('says an Australian call in the device’s Australian voice, asking the server nothing', async () => {
    browser.list = [GOOGLE_UK, KAREN];
    const requests = serverAnswers();
    expect(await createSpeaker('operator').speak(['Where are you?', READ_BACK], auCall, signal())).toBe(
      'spoken',
    );
    expect(browser.spoken).toEqual(['Where are you?', READ_BACK]);
    expect(browser.voices).toEqual(['Karen (Enhanced)', 'Karen (Enhanced)']);
    expect(requests).toEqual([]);
  });

  it('uses the server’s voice when the parent chose it, even with a device voice', async () => {
    browser.list = [KAREN];
    const requests = serverAnswers(200);
    await createSpeaker('operator').speak(['Where are you?'], { ...auCall, voiceSource: 'server' }, signal());
    expect(requests.map((request) => request.body.text)).toEqual(['Where are you?']);
    expect(browser.spoken).toEqual([]);
  });

  it('with only an online browser voice, reads the child’s words with the server’s voice', async () => {
    browser.list = [GOOGLE_UK];
    const requests = serverAnswers();
    await createSpeaker('operator').speak([READ_BACK], auCall, signal());
    // The fixed words and the child's words, asked for at once; the words only on the private endpoint.
    expect(requests.map((request) => request.body.text).sort()).toEqual([
      'You said',
      'is that right?',
      'my nan fell over',
    ]);
    expect(requests.every((request) => request.url === '/api/speech/synthesize')).toBe(true);
    expect(browser.spoken).toEqual([]);
  });

  it('never gives the child’s words to an online browser voice, even without a server voice', async () => {
    capabilities.synthesis = false;
    browser.list = [GOOGLE_UK];
    expect(await createSpeaker('operator').speak(['Where are you?', READ_BACK], auCall, signal())).toBe(
      'spoken',
    );
    expect(browser.spoken).toEqual(['Where are you?']);
  });

  it('nor when the server is busy: the device’s voice says it, or nothing does', async () => {
    browser.list = [GOOGLE_UK];
    serverAnswers(429, 429, 429);
    await createSpeaker('operator').speak([READ_BACK], { ...auCall, voiceSource: 'server' }, signal());
    expect(browser.spoken).toEqual([]);
    browser.list = [GOOGLE_UK, KAREN];
    serverAnswers(429, 429, 429);
    await createSpeaker('operator').speak([READ_BACK], { ...auCall, voiceSource: 'server' }, signal());
    expect(browser.voices).toEqual(['Karen (Enhanced)']);
  });
});
