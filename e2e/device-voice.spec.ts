import type { Page } from '@playwright/test';
import { test, expect, rememberCountry } from './fixtures';
import { createFamily, type Family } from './support/family';
import { dial, enterChildCode } from './support/practice-call';

// The device's own voice (ADR 045). Headless Chromium lists no voices, so the page is given a
// stand-in speechSynthesis with the voices of a real device: a natural Australian voice on the
// device, or only an online one. What each says is recorded in the page.
type StubVoice = { name: string; lang: string; localService: boolean };
const KAREN: StubVoice = { name: 'Karen (Enhanced)', lang: 'en-AU', localService: true };
const ONLINE: StubVoice = { name: 'Google UK English Female', lang: 'en-GB', localService: false };

async function stubSpeechSynthesis(page: Page, voices: StubVoice[]) {
  await page.addInitScript((list) => {
    const spoken: { text: string; voice: string }[] = [];
    (window as unknown as { spokenLines: typeof spoken }).spokenLines = spoken;
    class Utterance {
      lang = '';
      rate = 1;
      voice: StubVoice | null = null;
      onstart: (() => void) | null = null;
      onend: (() => void) | null = null;
      onerror: ((event: { error: string }) => void) | null = null;
      constructor(readonly text: string) {}
    }
    const synth = {
      getVoices: () => list.map((voice) => ({ ...voice, default: false, voiceURI: voice.name })),
      speak(utterance: Utterance) {
        spoken.push({ text: utterance.text, voice: utterance.voice?.name ?? '' });
        setTimeout(() => utterance.onstart?.(), 0);
        setTimeout(() => utterance.onend?.(), 50);
      },
      cancel: () => undefined,
      pause: () => undefined,
      resume: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    };
    Object.defineProperty(window, 'speechSynthesis', { value: synth, configurable: true });
    Object.defineProperty(window, 'SpeechSynthesisUtterance', { value: Utterance, configurable: true });
  }, voices);
}

const spokenLines = (page: Page) =>
  page.evaluate(() => (window as unknown as { spokenLines: { text: string; voice: string }[] }).spokenLines);

function postedLines(page: Page) {
  const posted: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/speech/synthesize'))
      posted.push((request.postDataJSON() as { text: string }).text);
  });
  return posted;
}

let family: Family | undefined;
test.afterEach(async () => {
  await family?.dispose();
  family = undefined;
});

test('an Australian call is spoken by the device’s Australian voice, and the speaker menu says so', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(180_000);
  await rememberCountry(page, 'au');
  await stubSpeechSynthesis(page, [ONLINE, KAREN]);
  family = await createFamily(baseURL!, { plan: 'premium', child: { name: 'Isla', age: 10 } });
  const moved = await family.parentApi.patch(`/api/children/${family.child.id}`, {
    data: { countryCode: 'au' },
    headers: { origin: baseURL! },
  });
  expect(moved.ok()).toBe(true);
  const posted = postedLines(page);
  const code = family.child.inviteCode;
  await enterChildCode(page, code);
  await page.goto(`/child/${code}/scenario/999/house-fire/conversation`);
  await dial(page, '000');

  await expect.poll(async () => (await spokenLines(page)).length).toBeGreaterThan(0);
  expect((await spokenLines(page)).every((line) => line.voice === 'Karen (Enhanced)')).toBe(true);
  expect(posted).toEqual([]);

  await page.getByRole('button', { name: 'Speaker' }).click();
  await expect(page.getByRole('menuitemradio', { name: /This device's voice/ })).toContainText(
    'Australian English voice on this device',
  );
  await expect(page.getByRole('menuitemradio', { name: /This device's voice/ })).toHaveAttribute(
    'aria-checked',
    'true',
  );
  await page.getByRole('menuitemradio', { name: /Off/ }).click();
  expect(await page.evaluate(() => localStorage.getItem('callready.speaker'))).toBe('off');
});

test('with only an online browser voice, the child’s words are read back by the server’s voice', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(300_000);
  await rememberCountry(page);
  await stubSpeechSynthesis(page, [ONLINE]);
  family = await createFamily(baseURL!, { plan: 'free', child: { name: 'Ella', age: 12 } });
  const posted = postedLines(page);
  const code = family.child.inviteCode;
  await enterChildCode(page, code);
  await page.goto(`/child/${code}/scenario/111/fever-child/conversation`);
  await dial(page, '111');

  const say = async (text: string) => {
    await page.getByRole('textbox', { name: /answer/i }).fill(text);
    await page.getByRole('button', { name: 'Send Answer' }).click();
    await expect(page.getByRole('list', { name: 'How your answer did' })).toBeVisible();
    await page.getByRole('button', { name: 'Continue' }).click();
  };
  await say("It's not an emergency, I need some advice");
  await say('21 Elm Close');
  await expect(page.getByText("You're at 21 Elm Close. Is that right?", { exact: true }).first()).toBeVisible(
    {
      timeout: 30_000,
    },
  );
  // Only the child's words go to the server's private endpoint; no browser voice says any of it.
  await expect.poll(() => posted.includes('at 21 Elm Close')).toBe(true);
  expect((await spokenLines(page)).map((line) => line.text)).toEqual([]);
});

test('a parent chooses CallReady’s voice for a child, and it is kept', async ({ page, baseURL }) => {
  test.setTimeout(180_000);
  await rememberCountry(page);
  family = await createFamily(baseURL!, { plan: 'free', child: { name: 'Theo', age: 8 } });
  const state = await family.parentApi.storageState();
  await page.context().addCookies(state.cookies);
  await page.goto('/parent-dashboard');
  const deviceVoice = page.getByRole('radio', { name: /^This device's voice/ });
  const serverVoice = page.getByRole('radio', { name: /^CallReady's voice/ });
  await expect(deviceVoice).toBeChecked();
  // Headless Chromium has no voice of its own: the setting says the server's voice speaks here.
  await expect(page.getByText(/This device has no English voice of its own/)).toBeVisible();
  // The choice shows once the server has kept it.
  await serverVoice.click();
  await expect(serverVoice).toBeChecked();
  await page.reload();
  await expect(page.getByRole('radio', { name: /^CallReady's voice/ })).toBeChecked();
  const saved = await family.parentApi.get(`/api/children/${family.child.id}`);
  expect(((await saved.json()) as { child: { operatorVoice: string } }).child.operatorVoice).toBe('server');
});
