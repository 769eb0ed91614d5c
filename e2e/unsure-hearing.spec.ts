import type { Page } from '@playwright/test';
import { test, expect, rememberCountry, toastTexts } from './fixtures';
import { createFamily, type Family } from './support/family';
import { dial, enterChildCode } from './support/practice-call';

// What the recogniser made of a spoken answer decides what the child sees (ADR 054): words heard flow as
// before; words it was unsure of are asked about ("Did you say…?"); nothing heard is said kindly and
// nothing is shown, rated or passed to the operator. The microphone is a tone from Web Audio, and the
// transcribe endpoint's reply is chosen by each test; everything else is the real server.

type Reply = { text: string; hearing: 'heard' | 'check' | 'not-heard'; confidence: number };

const NOT_HEARD: Reply = { text: '', hearing: 'not-heard', confidence: 0.12 };
const UNSURE: Reply = { text: 'fire at 12 Oak Road', hearing: 'check', confidence: 0.58 };
const HEARD: Reply = {
  text: 'I need the fire brigade, my house is on fire',
  hearing: 'heard',
  confidence: 0.94,
};

let family: Family | undefined;
test.afterEach(async () => {
  await family?.dispose();
  family = undefined;
});
test.beforeEach(async ({ page }) => rememberCountry(page));

/** A microphone that hums, a server that says it listens, and a recogniser whose replies the test gives. */
async function listeningCall(page: Page, baseURL: string, age: number) {
  await page.addInitScript(() => {
    navigator.mediaDevices.getUserMedia = async () => {
      const context = new AudioContext();
      await context.resume();
      const tone = context.createOscillator();
      const destination = context.createMediaStreamDestination();
      tone.connect(destination);
      tone.start();
      return destination.stream;
    };
  });
  await page.route('**/api/speech/capabilities', async (route) => {
    const real = (await (await route.fetch()).json()) as Record<string, unknown>;
    await route.fulfill({ json: { ...real, transcription: true } });
  });
  const replies: Reply[] = [];
  let transcribed = 0;
  await page.route('**/api/speech/transcribe**', async (route) => {
    transcribed += 1;
    await route.fulfill({ json: replies.shift() ?? NOT_HEARD });
  });

  family = await createFamily(baseURL, { plan: 'premium', child: { name: 'Ada', age } });
  const code = family.child.inviteCode;
  await enterChildCode(page, code);
  await page.goto(`/child/${code}/scenario/999/house-fire/conversation`);
  await dial(page, '999');
  const record = page.getByRole('button', { name: 'Record Answer' });
  await expect(record).toBeVisible({ timeout: 30_000 });

  return {
    /** The child records an answer, and the recogniser replies `reply`. */
    async say(reply: Reply) {
      replies.push(reply);
      const before = transcribed;
      await record.click();
      await page.getByRole('button', { name: 'Stop Recording' }).click();
      await expect.poll(() => transcribed).toBe(before + 1);
      await expect(record.or(page.getByRole('heading', { name: /^Did you say/ })).first()).toBeVisible();
    },
  };
}

const childWords = (page: Page) =>
  page.getByRole('region', { name: 'The call so far' }).locator('li', { hasText: 'Ada:' });

test('a garbled answer is not heard: the child is told kindly, and nothing is shown, rated or sent', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const call = await listeningCall(page, baseURL!, 6);

  await call.say(NOT_HEARD);
  await expect(page.getByRole('status').filter({ hasText: "I didn't quite hear that." })).toHaveText(
    "I didn't quite hear that. Try again, or tap a picture.",
  );
  await expect(page.getByRole('list', { name: 'How your answer did' })).toHaveCount(0);
  await expect(page.getByRole('img', { name: /stars?/i })).toHaveCount(0);
  await expect(childWords(page)).toHaveCount(0);
  expect((await toastTexts(page)).join(' ')).not.toContain('Speech Recognized');

  // The pictures are still there: a tap answers as before.
  await page.getByRole('group', { name: 'Tap a picture to answer' }).getByRole('button').first().click();
  await expect(page.getByRole('list', { name: 'How your answer did' })).toBeVisible({ timeout: 30_000 });
  await expect(childWords(page)).toHaveCount(1);
});

test('an unsure answer asks "Did you say…?"; No lets the child try again, Yes sends it unrated for Clear and Calm', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const call = await listeningCall(page, baseURL!, 6);

  await call.say(UNSURE);
  const question = page.getByRole('heading', { name: 'Did you say: “fire at 12 Oak Road”?' });
  await expect(question).toBeVisible();
  await expect(childWords(page)).toHaveCount(0);
  expect((await toastTexts(page)).join(' ')).not.toContain('Speech Recognized');

  await page.getByRole('button', { name: "No, I didn't say that" }).click();
  await expect(question).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: 'OK!' })).toHaveText(
    'OK! Say it again, or tap a picture.',
  );
  await expect(page.getByRole('button', { name: 'Type instead' })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Tap a picture to answer' })).toBeVisible();
  await expect(childWords(page)).toHaveCount(0);

  // Said again, still unsure; this time the child says Yes with the keyboard.
  await call.say(UNSURE);
  await expect(question).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Yes, I said that' })).toBeFocused();
  await page.keyboard.press('Enter');

  const card = page.getByRole('list', { name: 'How your answer did' });
  await expect(card).toBeVisible({ timeout: 30_000 });
  await expect(card).toContainText(/Clear\s*Not rated/);
  await expect(card).toContainText(/Calm\s*Not rated/);
  await expect(page.getByText(/^We checked your words with you\./)).toBeVisible();
  await expect(childWords(page)).toHaveText(/fire at 12 Oak Road/);
});

test('a heard answer flows as before: Speech Recognized, the words to send, and all three rated', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const call = await listeningCall(page, baseURL!, 12);

  await call.say(HEARD);
  await expect(page.getByRole('textbox', { name: /answer/i })).toHaveValue(HEARD.text);
  await expect(page.getByText('Speech Recognized')).toBeVisible();
  await page.getByRole('button', { name: 'Send Answer' }).click();

  const card = page.getByRole('list', { name: 'How your answer did' });
  await expect(card).toBeVisible({ timeout: 30_000 });
  await expect(card).not.toContainText('Not rated');
  await expect(childWords(page)).toHaveText(new RegExp(HEARD.text));
});
