import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { test, expect, rememberCountry } from './fixtures';
import { createFamily, type Family } from './support/family';
import { expectNoSideways } from './support/layout';
import { enterChildCode } from './support/practice-call';
import { SITE_PAGES } from './support/site-pages';

// Every route of the product, as a visitor, a signed-in parent and a child would open it: no page is
// wider than a 390 px phone, and axe finds no moderate, serious or critical problem at phone or laptop width.

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

    for (const path of publicRoutes) {
      test(`${path} fits the screen and passes axe`, async ({ page }) => {
        // axe on a long page takes a while on a busy machine.
        test.setTimeout(120_000);
        await checkRoute(page, path);
      });
    }

    test("the parent's pages fit the screen and pass axe", async ({ page, baseURL }) => {
      test.setTimeout(120_000);
      const { parentApi, child } = await sharedFamily(baseURL!);
      await page.context().addCookies((await parentApi.storageState()).cookies);
      for (const path of parentRoutes(child.id)) await checkRoute(page, path);
    });

    test("the child's pages fit the screen and pass axe", async ({ page, baseURL }) => {
      test.setTimeout(120_000);
      const { child } = await sharedFamily(baseURL!);
      await enterChildCode(page, child.invite_code);
      for (const path of childRoutes(child.invite_code)) await checkRoute(page, path);
    });
  });
}
