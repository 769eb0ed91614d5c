// What the operator's voice has fetched: lines through the synthesis endpoint, and scripted lines
// fetched ahead from their immutable addresses while the child answers (ADR 027).
import { createHash } from 'node:crypto';
import type { Page } from '@playwright/test';

const ADDRESS = /\/api\/speech\/audio\/([0-9a-f]{64})$/;

/** A read-back's fixed words and the child's words, as core's readBackParts cuts them. */
function readBackParts(line: string): string[] | null {
  const quoted = /^You said “(.+)” — is that right\?$/su.exec(line)?.[1]?.trim();
  if (quoted) return ['You said', quoted, 'is that right?'];
  const place = /^You're (.+)\. Is that right\?$/su.exec(line)?.[1]?.trim();
  return place ? ["You're", place, 'Is that right?'] : null;
}

export function listenToOperatorVoice(page: Page, countryId = 'uk') {
  const posted: string[] = [];
  const fetched = new Set<string>();
  page.on('response', (response) => {
    if (response.status() !== 200) return;
    const url = response.url();
    if (url.includes('/api/speech/synthesize'))
      posted.push((response.request().postDataJSON() as { text: string }).text);
    const address = ADDRESS.exec(url)?.[1];
    if (address) fetched.add(address);
  });
  let voiceTag: Promise<string | undefined> | undefined;
  const addressOf = async (line: string) => {
    voiceTag ??= page.request
      .get('/api/speech/capabilities')
      .then(async (response) => ((await response.json()) as { voiceTag?: string }).voiceTag);
    const tag = await voiceTag;
    return (
      tag &&
      createHash('sha256')
        .update(JSON.stringify([tag, 'charlotte', countryId, line]))
        .digest('hex')
    );
  };
  return {
    /** Lines sent to the synthesis endpoint, in order. */
    posted,
    /**
     * Whether the voice has the audio of `line`, from either way of fetching it; a read-back is said
     * in parts (ADR 045), its fixed words from their addresses and the child's words posted.
     */
    async has(line: string): Promise<boolean> {
      const hasPart = async (part: string) => {
        if (posted.includes(part)) return true;
        const address = await addressOf(part);
        return address !== undefined && fetched.has(address);
      };
      if (await hasPart(line)) return true;
      const parts = readBackParts(line);
      if (!parts) return false;
      for (const part of parts) if (!(await hasPart(part))) return false;
      return true;
    },
  };
}

/** The operator's current lines, one per caption paragraph. */
export const operatorCaptionLines = async (page: Page) =>
  (await page.locator('[aria-live="polite"][aria-atomic="true"] p').allTextContents()).map((line) =>
    line.trim(),
  );
