import { DEMO_PROMPT } from '@callready/contract';
import { buildScript, COUNTRY_IDS, getCountry, SCENARIOS } from '@callready/core';
import { describe, expect, it } from 'vitest';
import type { SynthesisRequest } from '../../providers/speech';
import { openingLines, warmSpeechCache, warmUpRequests } from './warm-speech-cache';

describe('warmSpeechCache', () => {
  it('includes the first operator line of every scenario for UK callers', () => {
    const lines = openingLines();
    for (const scenario of SCENARIOS) {
      const first = buildScript(scenario, getCountry('uk')).questions[0];
      expect(lines).toContain(first?.text['7-10']);
    }
  });

  it('includes the home page demo prompt in every country’s accent', () => {
    const demo = warmUpRequests().filter((request) => request.text === DEMO_PROMPT);
    expect(demo.map((request) => request.countryId)).toEqual([...COUNTRY_IDS]);
  });

  it('synthesizes each line in charlotte’s voice and carries on past failures', async () => {
    const requests: SynthesisRequest[] = [];
    const failures: unknown[] = [];
    const warmed = await warmSpeechCache(
      {
        transcribe: undefined,
        async synthesize(request) {
          requests.push(request);
          if (requests.length === 1) throw new Error('engine busy');
          return { audio: Buffer.from('audio'), contentType: 'audio/ogg' };
        },
      },
      (error) => failures.push(error),
    );
    expect(requests).toEqual(warmUpRequests());
    expect(requests.every((request) => request.voice === 'charlotte')).toBe(true);
    expect(
      requests
        .filter((request) => openingLines().includes(request.text))
        .every((request) => request.countryId === 'uk'),
    ).toBe(true);
    expect(failures).toHaveLength(1);
    expect(warmed).toBe(requests.length - 1);
  });

  it('does nothing on a server without a voice', async () => {
    expect(await warmSpeechCache({ synthesize: undefined, transcribe: undefined }, () => undefined)).toBe(0);
  });
});
