import { test, expect, rememberCountry } from './fixtures';
import { createFamily, type Family } from './support/family';
import { answerWithModelAnswers, dial, enterChildCode, modelAnswer } from './support/practice-call';

// The page is the child's own device: the family is built through a separate API context.
let family: Family | undefined;
test.afterEach(async () => {
  await family?.dispose();
  family = undefined;
});
test.beforeEach(async ({ page }) => rememberCountry(page));

test('a paid child completes a 999 house-fire call by typing and sees the saved result', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  family = await createFamily(baseURL!, { plan: 'premium', child: { name: 'Mia', age: 12 } });
  const code = family.child.inviteCode;
  await enterChildCode(page, code);
  // Once signed in, the call's own requests rely on the session cookie and never carry the code.
  const childBodies: unknown[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (['/api/child/calls', '/api/child/progress'].includes(pathname))
      childBodies.push(request.postDataJSON());
  });

  await page.goto(`/child/${code}/scenario/999/house-fire`);
  await page
    .getByRole('link', { name: 'Start Emergency Call' })
    .or(page.getByRole('button', { name: 'Start Emergency Call' }))
    .first()
    .click();
  await expect(page).toHaveURL(`/child/${code}/scenario/999/house-fire/conversation`);

  // A wrong number gets a gentle hint; the right one connects.
  await dial(page, '911');
  await expect(page.getByText(/999/).first()).toBeVisible();
  await page.getByRole('button', { name: 'Delete last number' }).click();
  await page.getByRole('button', { name: 'Delete last number' }).click();
  await page.getByRole('button', { name: 'Delete last number' }).click();
  await dial(page, '999');

  await answerWithModelAnswers(page);
  await page.getByRole('button', { name: 'Hang Up and See Results' }).click();
  await expect(page).toHaveURL(`/child/${code}/results/999/house-fire`);
  await expect(page.getByText('Emergency Expert').first()).toBeVisible();
  await expect(page.getByText('Progress Saved! 🎉')).toBeVisible();
  await expect(page.getByText("Amazing work! You're brilliant at emergency calls!")).toBeVisible();
  const next = page.getByRole('region', { name: 'Two things to practise next' });
  await expect(next.getByRole('listitem')).toHaveCount(2);
  expect(childBodies).toHaveLength(2);
  for (const body of childBodies) expect(body).not.toHaveProperty('inviteCode');

  // The saved record is on the child's dashboard and in the parent's data.
  await page.getByRole('link', { name: 'Back to Dashboard' }).click();
  await expect(page).toHaveURL(`/child/${code}`);
  await expect(page.getByText('Your Recent Progress')).toBeVisible();
  await expect(page.getByText('House Fire').first()).toBeVisible();
  const overview = (await (await family.parentApi.get('/api/children')).json()) as {
    stats: { totalScenarios: number };
  };
  expect(overview.stats.totalScenarios).toBe(1);
});

test('a free child completes a 111 call; restart and leave dialogs behave', async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  family = await createFamily(baseURL!, { plan: 'free', child: { name: 'Leo', age: 11 } });
  const code = family.child.inviteCode;
  await enterChildCode(page, code);

  await page.goto(`/child/${code}/scenario/111/fever-child/conversation`);
  await dial(page, '111');
  await expect(page.getByRole('button', { name: 'Send Answer' })).toBeVisible();

  // Restart asks first, and keeping going changes nothing.
  await page.getByRole('button', { name: 'Restart' }).click();
  await expect(page.getByRole('alertdialog', { name: 'Restart Scenario?' })).toBeVisible();
  await page.getByRole('button', { name: 'Keep Going' }).click();
  await expect(page.getByRole('alertdialog')).toHaveCount(0);

  // Leaving mid-call asks; staying keeps the call.
  await page.getByRole('button', { name: 'End Call' }).click();
  const leave = page.getByRole('alertdialog', { name: 'Are you sure you want to leave?' });
  await expect(leave).toBeVisible();
  await leave.getByRole('button', { name: 'Stay and Continue' }).click();
  await expect(page).toHaveURL(`/child/${code}/scenario/111/fever-child/conversation`);

  // The first answer's feedback praises first, gives one tip, and never speaks of an emergency.
  await page.getByRole('textbox', { name: /answer/i }).fill(await modelAnswer(page));
  await page.getByRole('button', { name: 'Send Answer' }).click();
  const feedback = page.locator('section[aria-labelledby="answer-feedback-title"]');
  await expect(feedback.getByText('Try this next time')).toBeVisible();
  await expect(feedback).not.toContainText(/real emergency|emergency services|operator/i);

  await answerWithModelAnswers(page);
  await page.getByRole('button', { name: 'Hang Up and See Results' }).click();
  await expect(page.getByText('Progress Saved! 🎉')).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Two things to practise next' }).getByRole('listitem'),
  ).toHaveCount(2);
  const progress = (await (await page.request.get(`/api/child/${code}/progress`)).json()) as {
    records: { scenarioId: string }[];
  };
  expect(progress.records.map((record) => record.scenarioId)).toEqual(['fever-child']);
});

test.describe('without full access', () => {
  test.use({ allowConsoleErrors: [/status of 403/] });

  test('a free child cannot start an emergency call', async ({ page, baseURL }) => {
    family = await createFamily(baseURL!, { plan: 'free', child: { name: 'Ava', age: 8 } });
    const code = family.child.inviteCode;
    await enterChildCode(page, code);
    await page.goto(`/child/${code}/scenario/999/house-fire/conversation`);
    await expect(
      page.getByText('Ask your grown-up to turn on emergency practice for you.').first(),
    ).toBeVisible();
  });
});
