import { buildScript, getCountry, SCENARIOS } from '@callready/core';
import { describe, expect, it } from 'vitest';
import type { SynthesisRequest } from '../../providers/speech';
import { openingLines, warmSpeechCache } from './warm-speech-cache';

describe('warmSpeechCache', () => {
  it('includes the first operator line of every scenario for UK callers', () => {
    const lines = openingLines();
    for (const scenario of SCENARIOS) {
      const first = buildScript(scenario, getCountry('uk')).questions[0];
      expect(lines).toContain(first?.text['7-10']);
    }
  });

  it('synthesizes each opening line in charlotte’s voice and carries on past failures', async () => {
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
    expect(requests.map((request) => request.text)).toEqual(openingLines());
    expect(requests.every((request) => request.voice === 'charlotte' && request.countryId === 'uk')).toBe(
      true,
    );
    expect(failures).toHaveLength(1);
    expect(warmed).toBe(requests.length - 1);
  });

  it('does nothing on a server without a voice', async () => {
    expect(await warmSpeechCache({ synthesize: undefined, transcribe: undefined }, () => undefined)).toBe(0);
  });
});
