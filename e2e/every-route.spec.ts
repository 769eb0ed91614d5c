import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { test, expect, rememberCountry } from './fixtures';
import { createFamily, type Family } from './support/family';
import { expectFitsScreen, expectNoSideways } from './support/layout';
import { dial, enterChildCode, modelAnswer } from './support/practice-call';
import { SITE_PAGES } from './support/site-pages';

// Every route of the product, as a visitor, a signed-in parent and a child would open it: no page is
// wider than a 390 px phone, and axe finds no moderate, serious or critical problem at phone or laptop width.
// A practice call changes what its one route shows, so every stage of a call is checked too.

const publicRoutes = [
  ...SITE_PAGES,
  '/auth',
  '/password-reset',
  '/child-login',
  '/voice-practice',
  '/scenarios',
  '/scenarios/999',
  '/scenarios/111',
  '/scenario/999/house-fire',
  '/scenario/111/fever-child',
  '/eclipse-login',
  '/eclipse-setup',
  '/dev/mailbox',
  '/nowhere',
];

const childRoutes = (code: string) => [
  `/child/${code}`,
  `/child/${code}/voice-practice`,
  `/child/${code}/scenarios`,
  `/child/${code}/scenarios/111`,
  `/child/${code}/scenario/111/fever-child`,
  `/child/${code}/scenario/111/fever-child/conversation`,
  `/child/${code}/results/111/fever-child`,
];

const parentRoutes = (childId: string) => ['/parent-dashboard', '/billing', `/reports/${childId}`];

/** Moderate, serious and critical axe findings on the page as it is now. */
async function axeProblems(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => ['moderate', 'serious', 'critical'].includes(violation.impact ?? ''))
    .map(
      (violation) =>
        `${violation.impact} ${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
}

/** Opens the route: it fits the viewport's width, and axe finds nothing moderate or worse. */
async function checkRoute(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('h1').first()).toBeVisible({ timeout: 30_000 });
  await expectNoSideways(page);
  expect(await axeProblems(page), path).toEqual([]);
}

// One family shared by the signed-in routes, built once through the API.
let family: Family | undefined;
test.afterAll(async () => {
  await family?.dispose();
  family = undefined;
});
async function sharedFamily(baseURL: string) {
  family ??= await createFamily(baseURL, { child: { name: 'Ruby', age: 7 } });
  return family;
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test.describe(`at ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport });
    test.beforeEach(({ page }) => rememberCountry(page));

    for (const path of publicRoutes.filter((route) => route !== '/nowhere')) {
      test(`${path} fits the screen and passes axe`, async ({ page }) => {
        // axe on a long page takes a while on a busy machine.
        test.setTimeout(120_000);
        await checkRoute(page, path);
      });
    }

    test.describe('an unknown path', () => {
      // It is served with HTTP 404, which the browser reports in its console.
      test.use({ allowConsoleErrors: [/status of 404/] });
      test('/nowhere fits the screen and passes axe', async ({ page }) => {
        test.setTimeout(120_000);
        await checkRoute(page, '/nowhere');
      });
    });

    test("the parent's pages fit the screen and pass axe", async ({ page, baseURL }) => {
      test.setTimeout(120_000);
      const { parentApi, child } = await sharedFamily(baseURL!);
      await page.context().addCookies((await parentApi.storageState()).cookies);
      for (const path of parentRoutes(child.id)) await checkRoute(page, path);
    });

    test('every stage of a call fits the screen: keypad, question, feedback, closing and results', async ({
      page,
      baseURL,
    }) => {
      test.setTimeout(180_000);
      const { child } = await sharedFamily(baseURL!);
      const code = child.inviteCode;
      await enterChildCode(page, code);
      await page.goto(`/child/${code}/scenario/111/fever-child/conversation`);
      await expect(page.getByRole('button', { name: 'Call', exact: true })).toBeVisible();
      await expectFitsScreen(page);
      await dial(page, '111');

      const send = page.getByRole('button', { name: 'Send Answer' });
      // A 7-year-old answers with pictures or the microphone first; typing is one tap away.
      const typeInstead = page.getByRole('button', { name: 'Type instead' });
      const next = page.getByRole('button', { name: 'Continue' });
      const hangUp = page.getByRole('button', { name: 'Hang Up and See Results' });
      const stages = new Set<string>();
      for (let turn = 0; turn < 24 && !(await hangUp.isVisible()); turn += 1) {
        await expect(send.or(typeInstead).or(next).or(hangUp).first()).toBeVisible();
        if (await hangUp.isVisible()) break;
        if (await next.isVisible()) {
          stages.add('feedback');
          await expectFitsScreen(page);
          await next.click();
          continue;
        }
        stages.add('question');
        await expectFitsScreen(page);
        if (await typeInstead.isVisible()) {
          await typeInstead.click();
          await expectFitsScreen(page);
        }
        await page.getByRole('textbox', { name: /answer/i }).fill(await modelAnswer(page));
        await send.click();
        await expect(send.or(typeInstead).or(next).or(hangUp).first()).toBeVisible();
      }
      await expect(hangUp).toBeVisible();
      stages.add('closing');
      await expectFitsScreen(page);
      expect([...stages]).toEqual(['question', 'feedback', 'closing']);

      await hangUp.click();
      await expect(page).toHaveURL(`/child/${code}/results/111/fever-child`);
      await expect(page.getByRole('heading', { name: 'Your answers' })).toBeVisible();
      await expectFitsScreen(page);
    });

    test("the child's pages fit the screen and pass axe", async ({ page, baseURL }) => {
      test.setTimeout(120_000);
      const { child } = await sharedFamily(baseURL!);
      await enterChildCode(page, child.inviteCode);
      for (const path of childRoutes(child.inviteCode)) await checkRoute(page, path);
    });
  });
}
