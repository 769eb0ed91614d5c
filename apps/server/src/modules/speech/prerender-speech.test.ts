import { DEMO_PROMPT } from '@callready/contract';
import { COUNTRY_IDS, getCountry, READ_BACK_FIXED_PARTS, scriptedOperatorLines } from '@callready/core';
import { describe, expect, it } from 'vitest';
import type { SynthesisRequest } from '../../providers/speech';
import { scriptedRequests } from './audio-address';
import { prerenderSpeech, prerenderSpeechWithLog } from './prerender-speech';
import type { SpeechService } from './speech-service';

const keyOf = ({ voice, countryId, text }: SynthesisRequest) => `${voice}|${countryId}|${text}`;

/** A voice whose cache starts with `cached` and which records what it was asked to make. */
function fakeService(cached: readonly SynthesisRequest[] = [], load: () => number = () => 0) {
  const made: SynthesisRequest[] = [];
  const store = new Set(cached.map(keyOf));
  const service: SpeechService = {
    transcribe: undefined,
    async synthesize(request) {
      made.push(request);
      if (request.text.includes('firefighters')) throw new Error('engine crashed');
      store.add(keyOf(request));
      return { audio: Buffer.from('audio'), contentType: 'audio/ogg' };
    },
    isCached: async (request) => store.has(keyOf(request)),
    synthesisLoad: load,
  };
  return { service, made };
}

const quiet = { onProgress: () => undefined, onError: () => undefined };

describe('prerenderSpeech', () => {
  it('makes every scripted line of every country in the operator’s voice, and the demo prompt', async () => {
    const { service, made } = fakeService();
    await prerenderSpeech(service, quiet);
    for (const countryId of COUNTRY_IDS) {
      const forCountry = made.filter((request) => request.countryId === countryId).map(({ text }) => text);
      expect(new Set(forCountry)).toEqual(
        new Set([...scriptedOperatorLines(getCountry(countryId)), ...READ_BACK_FIXED_PARTS, DEMO_PROMPT]),
      );
    }
    expect(made.every((request) => request.voice === 'charlotte')).toBe(true);
  });

  it('passes over lines already cached, reports failures without throwing, and counts both', async () => {
    const all = scriptedRequests();
    const cached = all.slice(0, 100);
    const failures: SynthesisRequest[] = [];
    const { service, made } = fakeService(cached);
    const report = await prerenderSpeech(service, {
      ...quiet,
      onError: (_, request) => failures.push(request),
    });
    expect(made.map(keyOf)).toEqual(all.slice(100).map(keyOf));
    expect(failures.length).toBeGreaterThan(0);
    expect(failures.every((request) => request.text.includes('firefighters'))).toBe(true);
    expect(report).toMatchObject({
      total: all.length,
      alreadyCached: 100,
      failed: failures.length,
      rendered: all.length - 100 - failures.length,
    });
    // A second run finds the made lines cached and makes only the ones that failed.
    made.length = 0;
    await prerenderSpeech(service, quiet);
    expect(made.map(keyOf)).toEqual(failures.map(keyOf));
  });

  it('waits while live lines are being made', async () => {
    let live = 2;
    const { service, made } = fakeService([], () => live);
    const madeWhileBusy: number[] = [];
    const requests = scriptedRequests().slice(0, 3);
    const report = await prerenderSpeech(service, {
      ...quiet,
      requests,
      idleCheck: async () => {
        madeWhileBusy.push(made.length);
        live -= 1;
      },
    });
    expect(madeWhileBusy).toEqual([0, 0]);
    expect(report.rendered).toBe(3);
  });

  it('reports progress every tenth of the way, ending with the whole count', async () => {
    const progress: Array<[number, number]> = [];
    const { service } = fakeService();
    const requests = scriptedRequests().slice(0, 25);
    await prerenderSpeech(service, {
      ...quiet,
      requests,
      onProgress: (done, total) => progress.push([done, total]),
    });
    expect(progress.map(([done]) => done)).toEqual([3, 5, 8, 10, 13, 15, 18, 20, 23, 25]);
    expect(progress.every(([, total]) => total === 25)).toBe(true);
  });

  it('does nothing on a server without a voice', async () => {
    const report = await prerenderSpeech({ synthesize: undefined, transcribe: undefined }, quiet);
    expect(report).toMatchObject({ total: 0, rendered: 0 });
  });
});

describe('prerenderSpeechWithLog', () => {
  it('logs progress in tenths, each failure, and the final counts', async () => {
    const lines: Array<{ level: string; message: string; details: Record<string, unknown> }> = [];
    const log = {
      info: (details: object, message: string) =>
        lines.push({ level: 'info', message, details: details as Record<string, unknown> }),
      warn: (details: object, message: string) =>
        lines.push({ level: 'warn', message, details: details as Record<string, unknown> }),
    };
    await prerenderSpeechWithLog(fakeService().service, log);
    const progress = lines.filter((line) => line.message === 'pre-rendering operator lines');
    expect(progress.map((line) => line.details.percent)).toEqual([10, 20, 30, 40, 50, 60, 70, 80, 90, 100]);
    const failures = lines.filter((line) => line.level === 'warn');
    expect(failures.length).toBeGreaterThan(0);
    // The log names the country of a failed line, never the words of it.
    expect(JSON.stringify(failures.map((line) => line.details))).not.toContain('firefighters');
    expect(lines.at(-1)).toMatchObject({
      message: 'operator lines pre-rendered',
      details: { total: scriptedRequests().length, failed: failures.length },
    });
  });
});
