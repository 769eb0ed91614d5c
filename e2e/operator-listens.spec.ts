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
  const code = family.child.inviteCode;
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
  await operatorSays(page, "You're near the school. Is that right?");
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
  const code = family.child.inviteCode;
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

// One picture of the call (ADR 035): what a child says is kept whatever was asked, and a red flag takes
// over the moment it is heard.
test('999: the address read-back answered with "he isn\'t breathing" gets CPR and keeps the address', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(300_000);
  family = await createFamily(baseURL!, { plan: 'premium', child: { name: 'Leo', age: 13 } });
  const code = family.child.inviteCode;
  await enterChildCode(page, code);
  await page.goto(`/child/${code}/scenario/999/heart-attack/conversation`);
  await dial(page, '999');

  await say(page, 'Ambulance please', { rated: true });
  await say(page, '5 Mill Lane', { rated: true });
  await operatorSays(page, "You're at 5 Mill Lane. Is that right?");
  await say(page, "he isn't breathing", { rated: false });
  await operatorSays(
    page,
    'Put the heel of one hand in the middle of their chest, and your other hand on top.',
  );
  // The place was neither confirmed nor lost: the operator comes back to it once.
  await operatorSays(page, "You're at 5 Mill Lane. Is that right?");
  await expect(page.getByRole('group', { name: 'Is that right?' })).toBeVisible();
  await say(page, 'yes', { rated: false });

  await operatorSays(page, 'Well done. Keep pushing hard and fast in the middle of their chest.');
  for (const contradiction of [/where does it hurt/i, /is he awake/i, /sitting down and resting/i])
    await expect(page.getByText(contradiction)).toHaveCount(0);
  await page.getByRole('button', { name: 'Hang Up and See Results' }).click();
  await expect(page).toHaveURL(`/child/${code}/results/999/heart-attack`);
  await expect(page.getByRole('heading', { name: 'You spotted danger signs' })).toBeVisible();
  await expect(page.getByText("The operator didn't find out where you are")).toHaveCount(0);
  await expect(page.getByText('Progress Saved! 🎉')).toBeVisible();
});

test('999: a 6-year-old who says everything in the first answer is not asked it again', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(300_000);
  family = await createFamily(baseURL!, { plan: 'premium', child: { name: 'Ava', age: 6 } });
  const code = family.child.inviteCode;
  await enterChildCode(page, code);
  await page.goto(`/child/${code}/scenario/999/house-fire/conversation`);
  await dial(page, '999');

  // The youngest answer with pictures and their voice; the typed box is one tap away.
  await page.getByRole('button', { name: 'Type instead' }).click();
  await say(page, 'fire!! at 12 Oak Road and my brother is still upstairs', { rated: true });
  await operatorSays(page, 'Listen carefully. Do not go back inside, not even to help them.');
  await operatorSays(page, "You're at 12 Oak Road. Is that right?");
  await page.getByRole('group', { name: 'Is that right?' }).getByRole('button', { name: /^Yes/ }).click();
  // One thing at a time for her age (ADR 057): her answer says where and how big, so that is all.
  await operatorSays(page, 'What can you see?');
  const typeInstead = page.getByRole('button', { name: 'Type instead' });
  if (await typeInstead.isVisible()) await typeInstead.click();
  await say(page, 'a big fire in the kitchen', { rated: true });

  await operatorSays(page, "The firefighters know your brother is upstairs. Don't go back in for him.");
  // Neither the place nor who is inside is asked again cold.
  for (const cold of [/Where are you\?/, /still inside your house\?/])
    await expect(page.getByText(cold)).toHaveCount(0);
  await page.getByRole('button', { name: 'Hang Up and See Results' }).click();
  await expect(page).toHaveURL(`/child/${code}/results/999/house-fire`);
  await expect(page.getByText('You told the helper someone was still inside.')).toBeVisible();
});
