import type { Locator, Page } from '@playwright/test';
import { test, expect, rememberCountry } from './fixtures';
import { offlineChromiumArgs } from './support/chromium-args';
import { fakeMicrophoneArgs, scriptedMicrophone, spokenWav } from './support/fake-audio';
import { createFamily, type Family } from './support/family';
import { enterChildCode, modelAnswer } from './support/practice-call';
import { expectNoSideways } from './support/layout';

// A 7-year-old completes whole calls with only taps and Record Answer, on a phone and on a laptop,
// and never scrolls to find what to press next.
const warmUpWav = spokenWav('hello');

test.use({
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: [...offlineChromiumArgs, ...(warmUpWav ? fakeMicrophoneArgs(warmUpWav) : [])],
  },
});

let family: Family | undefined;
test.afterEach(async () => {
  await family?.dispose();
  family = undefined;
});
test.beforeEach(async ({ page }) => rememberCountry(page));

const operatorLines = (page: Page) => page.locator('[aria-live="polite"][aria-atomic="true"]');

/** Fully on screen now, without the child scrolling. */
async function expectOnScreen(control: Locator) {
  await expect(control).toBeVisible();
  await expect(control).toBeInViewport({ ratio: 1 });
}

async function tapKeypad(page: Page, number: string) {
  for (const digit of number) await page.getByRole('button', { name: digit, exact: true }).tap();
  const call = page.getByRole('button', { name: 'Call', exact: true });
  await expectOnScreen(call);
  await call.tap();
}

/** Answers every question by tapping Yes on read-backs and pictures or by Record, until the call ends. */
async function answerByTapsAndVoice(page: Page, microphone: Awaited<ReturnType<typeof scriptedMicrophone>>) {
  const record = page.getByRole('button', { name: 'Record Answer' });
  const next = page.getByRole('button', { name: 'Continue' });
  const hangUp = page.getByRole('button', { name: 'Hang Up and See Results' });
  const yes = page.getByRole('group', { name: 'Is that right?' }).getByRole('button', { name: /^Yes/ });
  const pictures = page.getByRole('group', { name: 'Tap a picture to answer' }).getByRole('button');
  let pictureAnswers = 0;
  let spokenAnswers = 0;
  for (let turn = 0; turn < 24; turn += 1) {
    await expect(record.or(next).or(hangUp).first()).toBeVisible({ timeout: 30_000 });
    if (await hangUp.isVisible()) {
      await expectOnScreen(hangUp);
      return { pictureAnswers, spokenAnswers };
    }
    if (await next.isVisible()) {
      await expectOnScreen(next);
      await next.tap();
      continue;
    }
    // While answering, the operator's question and the main control are both on screen.
    await expectOnScreen(operatorLines(page));
    await expectOnScreen(record);
    await expect(page.getByRole('textbox', { name: /answer/i })).toHaveCount(0);

    if (await yes.isVisible()) {
      await expectOnScreen(yes);
      await yes.tap();
      pictureAnswers += 1;
    } else if (spokenAnswers > 0 && (await pictures.count()) > 0 && pictureAnswers === 0) {
      // A picture goes at once; Undo takes it back, and a second tap sends it for real. The tap and
      // the Undo happen inside the page, so a busy test machine cannot miss the short Undo window.
      await expectOnScreen(pictures.first());
      const undone = await pictures.first().evaluate(async (picture) => {
        (picture as HTMLButtonElement).click();
        for (let frame = 0; frame < 100; frame += 1) {
          await new Promise((resolve) => requestAnimationFrame(resolve));
          const undo = [...document.querySelectorAll('button')].find(
            (button) => button.textContent === 'Undo',
          );
          if (undo) {
            const shown = document.body.textContent?.includes('Sending your answer…') ?? false;
            undo.click();
            return shown;
          }
        }
        return false;
      });
      expect(undone).toBe(true);
      await expectOnScreen(record);
      await pictures.first().tap();
      pictureAnswers += 1;
    } else {
      const lasts = microphone.willSay(await modelAnswer(page));
      await record.tap();
      await page.waitForTimeout(lasts + 700);
      await page.getByRole('button', { name: 'Stop Recording' }).tap();
      spokenAnswers += 1;
    }
    // No Send press: the answer goes by itself after the Undo window.
    await expect(
      page.getByRole('list', { name: 'How your answer did' }).or(hangUp).or(record).first(),
    ).toBeVisible({ timeout: 30_000 });
  }
  throw new Error('the call did not end within 24 turns');
}

const viewports = [
  { name: 'phone', viewport: { width: 390, height: 844 }, isMobile: true },
  { name: 'laptop', viewport: { width: 1280, height: 800 }, isMobile: false },
] as const;

const calls = [
  { type: '999', scenario: 'house-fire', number: '999' },
  { type: '111', scenario: 'fever-child', number: '111' },
] as const;

for (const device of viewports) {
  test.describe(`on a ${device.name}`, () => {
    test.use({ viewport: device.viewport, hasTouch: true, isMobile: device.isMobile });

    for (const call of calls) {
      test(`a 7-year-old completes a ${call.type} call with taps and Record alone`, async ({
        page,
        baseURL,
      }) => {
        test.skip(warmUpWav === null, 'espeak-ng is not installed, so there are no spoken answers');
        test.setTimeout(420_000);
        const microphone = await scriptedMicrophone(page);
        family = await createFamily(baseURL!, { plan: 'premium', child: { name: 'Ruby', age: 7 } });
        const code = family.child.inviteCode;
        await enterChildCode(page, code);
        await page.goto(`/child/${code}/scenario/${call.type}/${call.scenario}/conversation`);
        await expectNoSideways(page);
        await tapKeypad(page, call.number);
        await expectNoSideways(page);

        const answered = await answerByTapsAndVoice(page, microphone);
        expect(answered.spokenAnswers).toBeGreaterThanOrEqual(2);
        expect(answered.pictureAnswers).toBeGreaterThanOrEqual(1);
        await expectNoSideways(page);

        await page.getByRole('button', { name: 'Hang Up and See Results' }).tap();
        await expect(page).toHaveURL(`/child/${code}/results/${call.type}/${call.scenario}`);
        await expect(page.getByText('Progress Saved! 🎉')).toBeVisible({ timeout: 20_000 });
        // The end-of-call screen and its buttons fit the screen's width.
        await expectNoSideways(page);
        for (const name of ['Try This Scenario Again', 'Try More Scenarios', 'Back to Dashboard']) {
          const box = await page.getByRole('link', { name }).boundingBox();
          expect(box, name).not.toBeNull();
          expect(box!.x).toBeGreaterThanOrEqual(0);
          expect(box!.x + box!.width).toBeLessThanOrEqual(device.viewport.width);
        }
      });
    }
  });
}
