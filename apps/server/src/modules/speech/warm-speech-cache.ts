// Every call opens with the same operator line, and the home page demo with the same prompt, so
// they are synthesized once at start and the first call or visitor of the day does not wait.
import { DEFAULT_OPERATOR_VOICE, DEMO_PROMPT } from '@callready/contract';
import { buildScript, COUNTRY_IDS, getCountry, hasScript, SCENARIOS } from '@callready/core';
import type { SynthesisRequest } from '../../providers/speech';
import type { SpeechService } from './speech-service';

/** The first operator line of every scenario, in each wording band, for UK callers. */
export function openingLines(): string[] {
  const country = getCountry('uk');
  const lines = new Set<string>();
  for (const scenario of SCENARIOS) {
    if (!hasScript(scenario.id)) continue;
    const first = buildScript(scenario, country).questions[0];
    if (!first) continue;
    for (const line of Object.values(first.text)) lines.add(line);
  }
  return [...lines];
}

/** What is synthesized at start: the UK opening lines, then the demo prompt in every country's accent. */
export function warmUpRequests(): SynthesisRequest[] {
  const voice = DEFAULT_OPERATOR_VOICE;
  return [
    ...openingLines().map((text): SynthesisRequest => ({ text, voice, countryId: 'uk' })),
    ...COUNTRY_IDS.map((countryId): SynthesisRequest => ({ text: DEMO_PROMPT, voice, countryId })),
  ];
}

/** Synthesizes the warm-up lines one after another; a failure is reported and never thrown. */
export async function warmSpeechCache(
  service: SpeechService,
  onError: (error: unknown) => void,
): Promise<number> {
  const { synthesize } = service;
  if (!synthesize) return 0;
  let warmed = 0;
  for (const request of warmUpRequests()) {
    try {
      await synthesize(request);
      warmed += 1;
    } catch (error) {
      onError(error);
    }
  }
  return warmed;
}
