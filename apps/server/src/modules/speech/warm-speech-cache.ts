// Every call opens with the same operator line, so it is synthesized once at start and the first
// call of the day does not wait for it.
import { buildScript, getCountry, hasScript, SCENARIOS } from '@callready/core';
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

/** Synthesizes the opening lines one after another; a failure is reported and never thrown. */
export async function warmSpeechCache(
  service: SpeechService,
  onError: (error: unknown) => void,
): Promise<number> {
  const { synthesize } = service;
  if (!synthesize) return 0;
  let warmed = 0;
  for (const text of openingLines()) {
    try {
      await synthesize({ text, voice: 'charlotte', countryId: 'uk' });
      warmed += 1;
    } catch (error) {
      onError(error);
    }
  }
  return warmed;
}
