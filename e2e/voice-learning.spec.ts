// A child's voice learnt from voice practice (ADR 056): the child reads the example twice with a
// microphone that speaks it, and the parent's card for the child counts the sentences towards six;
// the parent can forget the voice. Needs espeak-ng for the microphone and sphinxtrain on the server.
import { existsSync } from 'node:fs';
import { test, expect, toastTexts } from './fixtures';
import { scriptedMicrophone, spokenWav } from './support/fake-audio';
import { createFamily, type Family } from './support/family';
import { enterChildCode } from './support/practice-call';

let family: Family | undefined;
test.afterEach(async () => {
  await family?.dispose();
  family = undefined;
});

// Debian's sphinxtrain keeps its tools here (apps/server/src/providers/speech/voice-adaptation.ts).
const learnsVoices = existsSync('/usr/lib/sphinxtrain/bw') && existsSync('/usr/bin/sphinx_fe');

test('a parent sees CallReady learning their child’s voice from practice sentences, and can forget it', async ({
  page,
  browser,
  baseURL,
}) => {
  test.skip(spokenWav('Hello') === null, 'espeak-ng is not installed, so the microphone has nothing to say');
  test.skip(!learnsVoices, 'sphinxtrain is not installed, so this server learns no voices');
  test.setTimeout(120_000);
  family = await createFamily(baseURL!, { plan: 'free', child: { name: 'Poppy', age: 8 } });
  const microphone = await scriptedMicrophone(page);
  await enterChildCode(page, family.child.inviteCode);
  await page.goto('/voice-practice');

  for (let take = 0; take < 2; take += 1) {
    const lasts = microphone.willSay('Hello, I need some help, please. Can you hear me?');
    await page.getByRole('button', { name: 'Start Recording' }).click();
    await expect(page.getByRole('meter', { name: 'Microphone level' })).toBeVisible();
    await page.waitForTimeout(lasts + 700);
    await page.getByRole('button', { name: 'Stop Recording' }).click();
    await expect(page.getByRole('region', { name: 'Your recording' }).getByText('Your tip')).toBeVisible({
      timeout: 30_000,
    });
  }
  expect(await toastTexts(page)).toEqual([]);

  const parent = await browser.newPage({ storageState: await family.parentApi.storageState() });
  try {
    await parent.goto('/dashboard');
    const card = parent.getByRole('article', { name: 'Poppy' });
    await expect(card.getByTestId('voice-learning')).toHaveText(
      "CallReady is learning Poppy's voice: 2 of 6 sentences.",
    );
    await card.getByRole('button', { name: "Forget Poppy's voice" }).click();
    const confirm = parent.getByRole('alertdialog', { name: "Forget Poppy's voice?" });
    await confirm.getByRole('button', { name: 'Forget voice' }).click();
    await expect(confirm).toBeHidden();
    await expect(card.getByTestId('voice-learning')).toHaveText(
      "CallReady learns Poppy's voice from 6 sentences read in Voice Practice.",
    );
    await expect(card.getByRole('button', { name: "Forget Poppy's voice" })).toHaveCount(0);
  } finally {
    await parent.close();
  }
});
