import type { Page } from '@playwright/test';
import { test, expect, rememberCountry } from './fixtures';
import { createFamily, type Family } from './support/family';
import { answerWithModelAnswers, dial, enterChildCode } from './support/practice-call';

// The operator behaves like a real call-handler: it asks until it knows where the child is, and a
// red flag on the advice line sends the child to the emergency number.
let family: Family | undefined;
test.afterEach(async () => {
  await family?.dispose();
  family = undefined;
});
test.beforeEach(async ({ page }) => rememberCountry(page));

const operatorSays = (page: Page, line: string) =>
  expect(page.getByText(line, { exact: true }).first()).toBeVisible({ timeout: 30_000 });

/** Types an answer and sends it; presses Continue when the answer is rated. */
async function say(page: Page, text: string, { rated }: { rated: boolean }) {
  await page.getByRole('textbox', { name: /answer/i }).fill(text);
  await page.getByRole('button', { name: 'Send Answer' }).click();
  if (rated) {
    await expect(page.getByRole('list', { name: 'How your answer did' })).toBeVisible();
    await page.getByRole('button', { name: 'Continue' }).click();
  }
}

test('999: "I don\'t know" to the address gets follow-ups, and a landmark is read back', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(300_000);
  family = await createFamily(baseURL!, { plan: 'premium', child: { name: 'Noah', age: 12 } });
  const code = family.child.invite_code;
  await enterChildCode(page, code);
  await page.goto(`/child/${code}/scenario/999/house-fire/conversation`);
  await dial(page, '999');

  await say(page, 'I need the fire service please, my house is on fire', { rated: true });
  await say(page, "I don't know", { rated: true });
  await operatorSays(page, "Okay. What's the name of the road or street you're on?");
  await say(page, "I don't know", { rated: false });
  await operatorSays(
    page,
    'What can you see around you: a shop, a school, a park, a bus stop? Or is there a grown-up nearby who knows the address?',
  );
  await say(page, 'I can see the school', { rated: false });
  await operatorSays(page, "You're at the school. Is that right?");
  await expect(page.getByRole('group', { name: 'Is that right?' })).toBeVisible();
  await say(page, "Yes, that's right.", { rated: false });

  await answerWithModelAnswers(page);
  await page.getByRole('button', { name: 'Hang Up and See Results' }).click();
  await expect(page).toHaveURL(`/child/${code}/results/999/house-fire`);
  await expect(page.getByText('Progress Saved! 🎉')).toBeVisible();
  await expect(page.getByText("The operator didn't find out where you are")).toHaveCount(0);
});

test('111: a red flag on a fever call ends with "hang up and call 999", and the results praise it', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(300_000);
  family = await createFamily(baseURL!, { plan: 'free', child: { name: 'Ella', age: 12 } });
  const code = family.child.invite_code;
  await enterChildCode(page, code);
  await page.goto(`/child/${code}/scenario/111/fever-child/conversation`);
  await dial(page, '111');

  await say(page, "It's not an emergency, I need some advice", { rated: true });
  await say(page, '21 Elm Close', { rated: true });
  await operatorSays(page, "You're at 21 Elm Close. Is that right?");
  await say(page, "Yes, that's right.", { rated: false });
  await say(page, "She is floppy and she won't wake up", { rated: true });

  await operatorSays(page, 'This is an emergency.');
  await operatorSays(page, 'Hang up now and call 999 straight away, and tell them what you told me.');
  await page.getByRole('button', { name: 'Hang Up and See Results' }).click();
  await expect(page).toHaveURL(`/child/${code}/results/111/fever-child`);
  await expect(page.getByRole('heading', { name: 'You spotted an emergency!' })).toBeVisible();
  await expect(page.getByText('Progress Saved! 🎉')).toBeVisible();
});
