import type { Page } from '@playwright/test';
import { test, expect, rememberCountry, toastTexts } from './fixtures';
import { offlineChromiumArgs } from './support/chromium-args';
import { fakeMicrophoneArgs, scriptedMicrophone, spokenWav } from './support/fake-audio';
import { createFamily, type Family } from './support/family';
import { listenToOperatorVoice, operatorCaptionLines } from './support/operator-voice';
import { dial, enterChildCode, modelAnswer } from './support/practice-call';

// The child answers aloud: Chromium's fake microphone plays a sentence spoken by espeak-ng.
const answerWav = spokenWav('I need the fire brigade');

test.use({
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: [...offlineChromiumArgs, ...(answerWav ? fakeMicrophoneArgs(answerWav) : [])],
  },
});

let family: Family | undefined;
test.afterEach(async () => {
  await family?.dispose();
  family = undefined;
});
test.beforeEach(async ({ page }) => rememberCountry(page));

async function startHouseFireCall(page: Page, baseURL: string) {
  family = await createFamily(baseURL, { plan: 'premium', child: { name: 'Mia', age: 12 } });
  const code = family.child.inviteCode;
  await enterChildCode(page, code);
  await page.goto(`/child/${code}/scenario/999/house-fire/conversation`);
  await dial(page, '999');
  await expect(page.getByRole('button', { name: 'Send Answer' })).toBeVisible();
}

const operatorLines = (page: Page) => page.locator('[aria-live="polite"][aria-atomic="true"]');

test('a child answers the operator by speaking, checks the words and sends them', async ({
  page,
  baseURL,
}) => {
  test.skip(
    answerWav === null,
    'espeak-ng is not installed, so there is no spoken answer for the fake microphone',
  );
  test.setTimeout(120_000);
  const voiceReplies: { status: number; type: string; text: string }[] = [];
  page.on('response', (response) => {
    if (response.url().includes('/api/speech/synthesize'))
      voiceReplies.push({
        status: response.status(),
        type: response.headers()['content-type'] ?? '',
        text: (response.request().postDataJSON() as { text: string }).text,
      });
  });
  const voice = listenToOperatorVoice(page);
  await startHouseFireCall(page, baseURL!);
  // The operator's question is spoken by the server's voice as well as shown.
  await expect.poll(() => voiceReplies.find((reply) => reply.status === 200)?.type).toMatch(/^audio\//);
  const firstQuestion = await operatorLines(page).textContent();

  await page.getByRole('button', { name: 'Record Answer' }).click();
  await expect(page.getByRole('meter', { name: 'Microphone level' })).toBeVisible();
  await page.waitForTimeout(3_000);
  await page.getByRole('button', { name: 'Stop Recording' }).click();

  // The fake microphone plays the sentence over and over, so the recording can end mid-sentence: the
  // recogniser is then sure of the words (they wait to be sent) or asks the child to check them.
  const answer = page.getByRole('textbox', { name: /answer/i });
  const check = page.getByRole('region', { name: /^Did you say:/ });
  await expect
    .poll(async () => (await check.isVisible()) || /fire/i.test(await answer.inputValue()), {
      timeout: 30_000,
    })
    .toBe(true);
  if (await check.isVisible()) {
    await expect(check).toContainText(/fire/i);
    await check.getByRole('button', { name: 'Yes, I said that' }).click();
  } else {
    await expect(page.getByText('Speech Recognized')).toBeVisible();
    await page.getByRole('button', { name: 'Send Answer' }).click();
  }
  await expect(page.getByRole('list', { name: 'How your answer did' })).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(operatorLines(page)).not.toHaveText(firstQuestion ?? '');
  // The operator's next line is spoken too, fetched ahead while the child answered.
  const [nextLine = ''] = await operatorCaptionLines(page);
  await expect.poll(() => voice.has(nextLine)).toBe(true);
  await expect(
    page
      .getByRole('button', { name: 'Send Answer' })
      .or(page.getByRole('button', { name: 'Yes' }))
      .first(),
  ).toBeVisible();
});

test('a child completes a whole call by voice while the operator speaks every line', async ({
  page,
  baseURL,
}) => {
  test.skip(answerWav === null, 'espeak-ng is not installed, so there are no spoken answers');
  test.setTimeout(240_000);
  const microphone = await scriptedMicrophone(page);
  const voice = listenToOperatorVoice(page);
  await startHouseFireCall(page, baseURL!);

  const hangUp = page.getByRole('button', { name: 'Hang Up and See Results' });
  const answerBox = page.getByRole('textbox', { name: /answer/i });
  const questionsHeard: string[] = [];
  for (let turn = 0; turn < 20 && !(await hangUp.isVisible()); turn += 1) {
    const send = page.getByRole('button', { name: 'Send Answer' });
    const next = page.getByRole('button', { name: 'Continue' });
    await expect(send.or(next).or(hangUp).first()).toBeVisible();
    if (await hangUp.isVisible()) break;
    if (await next.isVisible()) {
      await next.click();
      continue;
    }
    // The child listens: the question is spoken by the server's voice before the child answers.
    const question = (await operatorLines(page).textContent())?.trim() ?? '';
    questionsHeard.push(question);
    const [firstLine = ''] = await operatorCaptionLines(page);
    await expect.poll(() => voice.has(firstLine)).toBe(true);
    // The child says the hint's model answer, or agrees when the operator checks what was heard.
    const lasts = microphone.willSay(await modelAnswer(page));
    await page.getByRole('button', { name: 'Record Answer' }).click();
    await page.waitForTimeout(lasts + 700);
    await page.getByRole('button', { name: 'Stop Recording' }).click();
    await expect(answerBox).not.toHaveValue('', { timeout: 30_000 });
    await send.click();
    await expect(
      page.getByRole('list', { name: 'How your answer did' }).or(hangUp).or(send).first(),
    ).toBeVisible();
  }
  await expect(hangUp).toBeVisible();
  expect(questionsHeard.length).toBeGreaterThanOrEqual(4);

  await hangUp.click();
  await expect(page).toHaveURL(/\/results\/999\/house-fire$/);
  await expect(page.getByText('Progress Saved! 🎉')).toBeVisible();
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
  expect((await toastTexts(page)).join(' ')).toContain(
    'Please allow microphone access to use voice features.',
  );
  await expect(page.getByRole('button', { name: 'Record Answer' })).toBeVisible();

  // The speaker can be turned off from its menu; the choice is remembered and the captions stay.
  await page.getByRole('button', { name: 'Speaker', exact: true }).click();
  await page.getByRole('menuitemradio', { name: /Off/ }).click();
  expect(await page.evaluate(() => localStorage.getItem('callready.speaker'))).toBe('off');
  await expect(operatorLines(page)).not.toBeEmpty();

  await page.getByRole('textbox', { name: /answer/i }).fill('I need the fire brigade');
  await page.getByRole('button', { name: 'Send Answer' }).click();
  await expect(page.getByRole('list', { name: 'How your answer did' })).toBeVisible();
});
