// What a child says in practice calls (ADR 041), on a phone and a laptop: the parent's setting is off
// by default and explained in plain words; with it on, a real call's words reach the per-call view in
// the reports, with what the call taught; with it off, nothing is sent or kept.
import type { Browser, Page, Request } from '@playwright/test';
import { test, expect, rememberCountry } from './fixtures';
import { createFamily, type Family } from './support/family';
import { expectNothingCutOff, expectNoSideways } from './support/layout';
import { answerWithModelAnswers, dial, enterChildCode } from './support/practice-call';

const SETTING = 'Keep what my child says in practice calls';

let family: Family | undefined;
test.afterEach(async () => {
  await family?.dispose();
  family = undefined;
});
test.beforeEach(async ({ page }) => rememberCountry(page));

/** The parent's own browser, signed in with the family's session. */
async function parentPage(browser: Browser, baseURL: string, viewport: { width: number; height: number }) {
  const context = await browser.newContext({
    baseURL,
    viewport,
    storageState: await family!.parentApi.storageState(),
  });
  const page = await context.newPage();
  await rememberCountry(page);
  return page;
}

/** The child's practice call on the page: a non-emergency call answered with the hints' model answers. */
async function childPractises(page: Page, code: string): Promise<Request> {
  await enterChildCode(page, code);
  await page.goto(`/child/${code}/scenario/111/fever-child/conversation`);
  await dial(page, '111');
  await answerWithModelAnswers(page);
  const save = page.waitForRequest(
    (request) => new URL(request.url()).pathname === '/api/child/progress' && request.method() === 'POST',
  );
  await page.getByRole('button', { name: 'Hang Up and See Results' }).click();
  await expect(page.getByText('Progress Saved! 🎉')).toBeVisible();
  return save;
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('the setting is off until the parent turns it on, and a kept call shows what was said', async ({
      page,
      browser,
      baseURL,
    }) => {
      test.setTimeout(180_000);
      family = await createFamily(baseURL!, { plan: 'free', child: { name: 'Leo', age: 11 } });
      const code = family.child.inviteCode;
      const parent = await parentPage(browser, baseURL!, viewport);

      await parent.goto(`/reports/${family.child.id}`);
      const setting = parent.getByRole('checkbox', { name: SETTING });
      await expect(setting).not.toBeChecked();
      await expect(parent.getByText(/It is off unless you turn it on\./)).toBeVisible();
      await expect(parent.getByText(/Kept words are in your data download/)).toBeVisible();
      await setting.click();
      await expect(parent.getByText("Leo's words will be kept from the next call.")).toBeVisible();
      await expect(setting).toBeChecked();
      await expectNoSideways(parent);

      // The child's call: the results page sends the words, because the parent keeps them.
      const save = await childPractises(page, code);
      const sent = save.postDataJSON() as { transcript?: { turns: { speaker: string; text: string }[] } };
      expect(sent.transcript?.turns.some((turn) => turn.speaker === 'child')).toBe(true);

      await parent.reload();
      await parent.getByRole('button', { name: 'What was said' }).click();
      const view = parent.getByRole('dialog', { name: /What was said: Child Fever/ });
      await expect(view.getByRole('heading', { name: 'What the call taught' })).toBeVisible();
      const lines = view.getByRole('list', { name: 'What was said' }).getByRole('listitem');
      await expect(lines.first()).toContainText('Operator');
      await expect(lines.filter({ hasText: 'Leo' }).first()).toBeVisible();
      expect(await lines.count()).toBe(sent.transcript?.turns.length);
      await expectNothingCutOff(parent);
      await parent.keyboard.press('Escape');

      // Turning it off asks first, then deletes what was kept.
      await setting.click();
      const confirm = parent.getByRole('alertdialog', { name: "Stop keeping Leo's words?" });
      await confirm.getByRole('button', { name: 'Stop and delete' }).click();
      await expect(parent.getByText("Leo's words were deleted.")).toBeVisible();
      await expect(parent.getByRole('button', { name: 'What was said' })).toHaveCount(0);
      await parent.context().close();
    });
  });
}

test('with the setting off, the results page sends no words and the reports offer none', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  family = await createFamily(baseURL!, { plan: 'free', child: { name: 'Ada', age: 12 } });
  const save = await childPractises(page, family.child.inviteCode);
  expect((save.postDataJSON() as Record<string, unknown>).transcript).toBeUndefined();

  const parent = await parentPage(browser, baseURL!, { width: 1280, height: 900 });
  await parent.goto(`/reports/${family.child.id}`);
  await expect(parent.getByRole('heading', { name: 'Completed scenarios' })).toBeVisible();
  await expect(parent.getByRole('article', { name: 'Child Fever' })).toBeVisible();
  await expect(parent.getByRole('button', { name: 'What was said' })).toHaveCount(0);
  await parent.context().close();
});
