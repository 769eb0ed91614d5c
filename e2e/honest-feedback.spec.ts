import { test, expect, rememberCountry } from './fixtures';
import { createFamily, type Family } from './support/family';
import { answerWithModelAnswers, dial, enterChildCode } from './support/practice-call';

// Feedback rates what was observed, in the child's words (ADR 036): a tapped or typed answer is not
// rated for how clearly or calmly it was said, and a 6-year-old reads a star line written for them.
let family: Family | undefined;
test.afterEach(async () => {
  await family?.dispose();
  family = undefined;
});
test.beforeEach(async ({ page }) => rememberCountry(page));

test('a 6-year-old taps a picture: Clear and Calm are not rated, and the star line is in her words', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 390, height: 844 });
  family = await createFamily(baseURL!, { plan: 'premium', child: { name: 'Ada', age: 6 } });
  const code = family.child.inviteCode;
  await enterChildCode(page, code);
  await page.goto(`/child/${code}/scenario/999/house-fire/conversation`);
  await dial(page, '999');

  const pictures = page.getByRole('group', { name: 'Tap a picture to answer' });
  await pictures.getByRole('button').first().click();
  const card = page.getByRole('list', { name: 'How your answer did' });
  await expect(card).toBeVisible({ timeout: 30_000 });
  await expect(card).toContainText(/Clear\s*Not rated/);
  await expect(card).toContainText(/Calm\s*Not rated/);
  // In her reading band's words (ADR 058).
  await expect(
    page.getByText('You tapped this. Say it out loud next time for Clear and Calm stars.'),
  ).toBeVisible();
  await expect(page.getByText(/emergency services|That response/)).toHaveCount(0);
});

test('a call answered only by typing shows clarity and calmness as not rated on the results', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(300_000);
  family = await createFamily(baseURL!, { plan: 'premium', child: { name: 'Noah', age: 12 } });
  const code = family.child.inviteCode;
  await enterChildCode(page, code);
  await page.goto(`/child/${code}/scenario/999/house-fire/conversation`);
  await dial(page, '999');
  await answerWithModelAnswers(page);
  await page.getByRole('button', { name: 'Hang Up and See Results' }).click();
  await expect(page).toHaveURL(`/child/${code}/results/999/house-fire`);
  const scores = page.getByRole('region', { name: 'Your scores' });
  await expect(scores.getByText('Not rated')).toHaveCount(2);
  await expect(
    scores.getByText(/Only spoken answers heard clearly are rated for this/).first(),
  ).toBeVisible();
  await expect(page.getByText('Progress Saved! 🎉')).toBeVisible();
});
