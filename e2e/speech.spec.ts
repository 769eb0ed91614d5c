import type { Page } from '@playwright/test';
import { test, expect, rememberCountry, toastTexts } from './fixtures';
import { baseChromiumArgs, fakeMicrophoneArgs, spokenWav } from './support/fake-audio';
import { createFamily, type Family } from './support/family';

// The child answers aloud: Chromium's fake microphone plays a sentence spoken by espeak-ng.
const answerWav = spokenWav('I need the fire brigade');

test.use({
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: [...baseChromiumArgs, ...(answerWav ? fakeMicrophoneArgs(answerWav) : [])],
  },
});

let family: Family | undefined;
test.afterEach(async () => {
  await family?.dispose();
  family = undefined;
});
test.beforeEach(async ({ page }) => rememberCountry(page));

async function startHouseFireCall(page: Page, baseURL: string) {
  family = await createFamily(baseURL, { plan: 'premium', child: { name: 'Mia', age: 9 } });
  const code = family.child.invite_code;
  await page.goto('/child-login');
  await page.getByRole('textbox').fill(code);
  await page.getByRole('button', { name: 'Enter Training Portal' }).click();
  await expect(page).toHaveURL(`/child/${code}`);
  await page.goto(`/child/${code}/scenario/999/house-fire/conversation`);
  for (const digit of '999') await page.getByRole('button', { name: digit, exact: true }).click();
  await page.getByRole('button', { name: 'Call', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Send Answer' })).toBeVisible();
}

const operatorLines = (page: Page) => page.locator('[aria-live="polite"][aria-atomic="true"]');

test('a child answers the operator by speaking, checks the words and sends them', async ({ page, baseURL }) => {
  test.skip(answerWav === null, 'espeak-ng is not installed, so there is no spoken answer for the fake microphone');
  test.setTimeout(120_000);
  const voiceReplies: { status: number; type: string }[] = [];
  page.on('response', (response) => {
    if (response.url().includes('/api/speech/synthesize'))
      voiceReplies.push({ status: response.status(), type: response.headers()['content-type'] ?? '' });
  });
  await startHouseFireCall(page, baseURL!);
  // The operator's question is spoken by the server's voice as well as shown.
  await expect.poll(() => voiceReplies.find((reply) => reply.status === 200)?.type).toMatch(/^audio\//);
  const firstQuestion = await operatorLines(page).textContent();

  await page.getByRole('button', { name: 'Record Answer' }).click();
  await expect(page.getByRole('meter', { name: 'Microphone level' })).toBeVisible();
  await page.waitForTimeout(3_000);
  await page.getByRole('button', { name: 'Stop Recording' }).click();

  const answer = page.getByRole('textbox', { name: /answer/i });
  await expect(answer).toHaveValue(/fire/i, { timeout: 30_000 });
  await expect(page.getByText('Speech Recognized')).toBeVisible();

  await page.getByRole('button', { name: 'Send Answer' }).click();
  await expect(page.getByRole('list', { name: 'How your answer did' })).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(operatorLines(page)).not.toHaveText(firstQuestion ?? '');
  await expect(page.getByRole('button', { name: 'Send Answer' }).or(page.getByRole('button', { name: 'Yes' })).first()).toBeVisible();
});

test('a refused microphone explains itself and the typed answer still works', async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  await page.addInitScript(() => {
    navigator.mediaDevices.getUserMedia = () =>
      Promise.reject(new DOMException('Permission denied', 'NotAllowedError'));
  });
  await startHouseFireCall(page, baseURL!);

  await page.getByRole('button', { name: 'Record Answer' }).click();
  await expect(page.getByText('Microphone Access Denied')).toBeVisible();
  expect((await toastTexts(page)).join(' ')).toContain('Please allow microphone access to use voice features.');
  await expect(page.getByRole('button', { name: 'Record Answer' })).toBeVisible();

  // The speaker can be turned off; the choice is remembered and the captions stay.
  const speaker = page.getByRole('button', { name: 'Speaker', exact: true });
  await expect(speaker).toHaveAttribute('aria-pressed', 'true');
  await speaker.click();
  await expect(speaker).toHaveAttribute('aria-pressed', 'false');
  expect(await page.evaluate(() => localStorage.getItem('callready.speaker'))).toBe('off');
  await expect(operatorLines(page)).not.toBeEmpty();

  await page.getByRole('textbox', { name: /answer/i }).fill('I need the fire brigade');
  await page.getByRole('button', { name: 'Send Answer' }).click();
  await expect(page.getByRole('list', { name: 'How your answer did' })).toBeVisible();
});
