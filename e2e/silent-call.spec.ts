import { test, expect, rememberCountry } from './fixtures';
import { createFamily, type Family } from './support/family';
import { dial, enterChildCode } from './support/practice-call';
import type { Page } from '@playwright/test';

// "Hiding and can't talk" (ADR 044): a child practises calling when speaking is not safe, in their
// country's real way: the UK's Silent Solution (silence, then 5 5 when the message asks), elsewhere
// staying on the line, never 55.
let family: Family | undefined;
test.afterEach(async () => {
  await family?.dispose();
  family = undefined;
});
test.beforeEach(async ({ page }) => rememberCountry(page));

const SCENARIO = '999/hiding-cant-talk';

/** Presses one key on the call's keypad (opening it the first time). */
async function press(page: Page, key: string) {
  const keypad = page.getByRole('group', { name: 'Keypad' });
  if (!(await keypad.isVisible())) await page.getByRole('button', { name: 'Keypad', exact: true }).click();
  await keypad.getByRole('button', { name: key, exact: true }).click();
}

/** After a rated moment: the feedback card, then Continue. */
async function next(page: Page) {
  await expect(page.getByRole('list', { name: 'How your answer did' })).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Continue' }).click();
}

async function staySilent(page: Page) {
  await page.getByRole('button', { name: 'Stay silent' }).click();
}

test('a 10-year-old in the UK completes the Silent Solution with 5 5 and key presses only, on a phone', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 390, height: 844 });
  family = await createFamily(baseURL!, { plan: 'premium', child: { name: 'Sam', age: 10 } });
  const code = family.child.inviteCode;
  await enterChildCode(page, code);

  await page.goto(`/child/${code}/scenario/${SCENARIO}`);
  await expect(page.getByRole('heading', { name: "Hiding and can't talk", level: 1 })).toBeVisible();
  await expect(page.getByText('Press 5 5 when the recorded message asks you to')).toBeVisible();
  await page.goto(`/child/${code}/scenario/${SCENARIO}/conversation`);
  await dial(page, '999');

  const caption = page.getByRole('region', { name: 'Practice call' });
  await expect(caption).toContainText('Emergency, which service do you need', { timeout: 30_000 });
  await staySilent(page);
  await next(page);

  await expect(caption).toContainText('cough or tap the phone');
  await press(page, '1');
  await next(page);

  await expect(caption).toContainText('If you need the police, press 5 5.');
  await press(page, '5');
  await press(page, '5');
  await next(page);

  await expect(caption).toContainText('If you are still in the house, press any key.');
  await press(page, '1');
  await next(page);
  await expect(caption).toContainText('If the person who broke in is still downstairs, press any key.');
  await press(page, '2');
  await next(page);

  // The address by the safest means: here it is not safe even to whisper.
  await expect(caption).toContainText('whisper it to me');
  await staySilent(page);
  await next(page);
  await page.getByRole('button', { name: 'Hang Up and See Results' }).click();

  await expect(page).toHaveURL(`/child/${code}/results/${SCENARIO}`);
  await expect(page.getByText(/Hiding and can't talk · Call complete/)).toBeVisible();
  const options = page.getByRole('region', { name: "If you can't talk on an emergency call" });
  await expect(options).toContainText('Silent Solution');
  await expect(options).toContainText('Only on a 999 call from a mobile, and only when you are prompted.');
  // Everything the child did was right or nearly: no spoken answer, so nothing to correct.
  await expect(page.getByText("If it isn't safe to talk, you don't have to.")).toHaveCount(0);
  // The whole page fits the phone: nothing wider than the screen.
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await expect(page.getByText('Progress Saved! 🎉')).toBeVisible();
});

test('an Australian child is taught to stay on the line, and is never offered 55', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(240_000);
  family = await createFamily(baseURL!, { plan: 'premium', child: { name: 'Sam', age: 10 } });
  const created = await family.parentApi.post('/api/children', {
    data: { name: 'Kylie', age: 12, relationship: 'mum', countryCode: 'au' },
    headers: { origin: baseURL! },
  });
  expect(created.ok()).toBe(true);
  const { child } = (await created.json()) as { child: { inviteCode: string } };
  const code = child.inviteCode;
  await enterChildCode(page, code);

  await page.goto(`/child/${code}/scenario/${SCENARIO}`);
  await expect(page.getByText("Stay on the line and don't hang up").first()).toBeVisible();
  await expect(page.getByText(/\b5 ?5\b/)).toHaveCount(0);

  await page.goto(`/child/${code}/scenario/${SCENARIO}/conversation`);
  await dial(page, '000');
  const caption = page.getByRole('region', { name: 'Practice call' });
  await expect(caption).toContainText('police, fire or ambulance', { timeout: 30_000 });
  // A shout is gently corrected.
  await page.getByRole('button', { name: 'Talk instead' }).click();
  await page.getByRole('textbox', { name: /answer/i }).fill('POLICE! HELP!');
  await page.getByRole('button', { name: 'Send Answer' }).click();
  await expect(page.getByText(/If it isn't safe to talk, you don't have to\./).first()).toBeVisible({
    timeout: 30_000,
  });
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(caption).toContainText("stay on the line and don't hang up");
  await press(page, '1');
  await next(page);
  await expect(caption).toContainText('If you need the police, press any key.');
  await press(page, '1');
  await next(page);
  await press(page, '1');
  await next(page);
  await press(page, '1');
  await next(page);
  await page.getByRole('textbox', { name: /answer/i }).fill('22 Elm Close, Perth');
  await page.getByRole('button', { name: 'Send Answer' }).click();
  await next(page);
  await expect(caption).toContainText('on their way');
  // Nothing the operator said, in the whole call, offered 55.
  const transcript = page.getByRole('region', { name: 'The call so far' });
  await expect(transcript).toContainText('Stay on the line');
  await expect(transcript.getByText(/\b5 ?5\b/)).toHaveCount(0);
  await page.getByRole('button', { name: 'Hang Up and See Results' }).click();

  await expect(page).toHaveURL(`/child/${code}/results/${SCENARIO}`);
  const options = page.getByRole('region', { name: "If you can't talk on an emergency call" });
  await expect(options).toContainText('Call 000 and stay on the line.');
  await expect(options).toContainText('106');
  await expect(options.getByText(/\b5 ?5\b/)).toHaveCount(0);
});

test('a 7-year-old sees the scenario locked, with a note for the parent', async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  family = await createFamily(baseURL!, { plan: 'premium', child: { name: 'Ivy', age: 7 } });
  const code = family.child.inviteCode;
  await enterChildCode(page, code);
  await page.goto(`/child/${code}/scenarios/999`);
  await expect(page.getByText(/This practice opens at age 8\. Grown-ups:/)).toBeVisible();
  await expect(page.getByRole('link', { name: "Start Briefing: Hiding and can't talk" })).toHaveCount(0);
  await page.goto(`/child/${code}/scenario/${SCENARIO}/conversation`);
  await expect(page).toHaveURL(`/child/${code}/scenario/${SCENARIO}`);
  await expect(page.getByText(/This practice opens at age 8/)).toBeVisible();
});
