import type { Browser, Page } from '@playwright/test';
import { test, expect, rememberCountry } from './fixtures';
import { createChild } from './support/children';
import { subscribeThroughSandbox } from './support/family';
import { signedInParent } from './support/parents';

test.beforeEach(async ({ page }) => rememberCountry(page));
// Whole journeys with several page loads and a second device: generous on a busy machine.
test.describe.configure({ timeout: 240_000 });

/** The child's own device: a separate browser context without the parent's session. */
async function childDevice(browser: Browser, baseURL: string, code: string): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await rememberCountry(page);
  await page.goto(`/child/${code}`);
  return page;
}

async function passPeriodEndInPortal(page: Page) {
  await page.goto('/billing');
  await page.getByRole('button', { name: 'Manage subscription' }).click();
  await expect(page).toHaveURL(/\/billing\/portal\//);
  await expect(page.getByText('Test billing portal — no card is charged')).toBeVisible();
  await page.getByRole('button', { name: 'Move past the period end' }).click();
  await expect(page.getByText('The sandbox clock moved past the end of the billing period.')).toBeVisible();
}

test('a free parent upgrades through the sandbox checkout, cancels, and the plan ends with the period', async ({
  page,
  browser,
  baseURL,
}) => {
  await signedInParent(page, baseURL!);
  const mia = await createChild(page, baseURL!, { name: 'Mia', age: 9 });

  await page.goto('/billing');
  await expect(page.getByText('Basic Access', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Upgrade to Family Plan' }).click();
  await expect(page).toHaveURL(/\/billing\/checkout\//);
  await expect(page.getByText('Test payment — no card is charged')).toBeVisible();
  await page.getByRole('button', { name: 'Pay £2.50 (test)' }).click();
  await expect(page).toHaveURL('/billing');
  await expect(page.getByRole('heading', { name: 'Your current plan' })).toBeVisible();
  await expect(page.getByText('Next billing date')).toBeVisible();
  await expect(page.getByText('Full Access', { exact: true })).toBeVisible();

  await createChild(page, baseURL!, { name: 'Leo', age: 7 });
  await createChild(page, baseURL!, { name: 'Isla', age: 11 });
  // The children were added behind the page's back; open /billing afresh as a parent coming back would.
  await page.goto('/billing');

  const child = await childDevice(browser, baseURL!, mia.inviteCode);
  await expect(child.getByText('Full Access', { exact: true })).toBeVisible();
  await expect(child.getByRole('link', { name: '999 Emergency Practice' })).toBeVisible();
  await expect(child.getByLabel('Emergency Practice (locked)')).toHaveCount(0);

  // Cancelling asks which child stays first, then goes through the portal's cancellation flow.
  const renewsOn = await page
    .getByText('Next billing date')
    .locator('xpath=following-sibling::dd')
    .innerText();
  await page.getByRole('button', { name: 'Cancel subscription' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Mia').check();
  await dialog.getByRole('button', { name: 'Continue to cancel' }).click();
  await expect(page).toHaveURL(/\/billing\/portal\/[^?]+\?flow=cancel$/);
  await expect(page.getByText('Test billing portal — no card is charged')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Cancel your subscription' })).toBeVisible();
  await page.getByRole('button', { name: 'Cancel subscription' }).click();
  await expect(page).toHaveURL('/billing');
  await expect(page.getByText('Subscription ends')).toBeVisible();
  await expect(page.getByText('Subscription ends').locator('xpath=following-sibling::dd')).toHaveText(
    renewsOn,
  );
  await expect(page.getByText('Full Access', { exact: true })).toBeVisible();
  await child.reload();
  await expect(child.getByText('Full Access', { exact: true })).toBeVisible();

  await passPeriodEndInPortal(page);
  await page.goto('/billing');
  await expect(page.getByText('Basic Access', { exact: true })).toBeVisible();
  await child.reload();
  await expect(child.getByText('Basic Access', { exact: true })).toBeVisible();
  await expect(child.getByLabel('Emergency Practice (locked)')).toBeVisible();
  await child.context().close();
});

test.describe('a Large Family downgrade', () => {
  test.use({ allowConsoleErrors: [/status of 404/] });

  test('keeps the chosen three children; the other two become inactive with their codes refused', async ({
    page,
    browser,
    baseURL,
  }) => {
    await signedInParent(page, baseURL!);
    await subscribeThroughSandbox(page.request, baseURL!, 'enterprise');
    const names = ['Ann', 'Ben', 'Cal', 'Dot', 'Eve'];
    const kids = [];
    for (const name of names) kids.push(await createChild(page, baseURL!, { name, age: 8 }));

    await page.goto('/billing');
    await page.getByRole('button', { name: 'Manage subscription' }).click();
    await page.getByRole('button', { name: 'Switch to Family Plan' }).click();
    const dialog = page.getByRole('dialog');
    for (const name of ['Ann', 'Cal', 'Eve']) await dialog.getByLabel(name).check();
    await dialog.getByLabel('Dot').click();
    await expect(dialog.getByRole('alert')).toHaveText('Selection limit reached');
    await expect(dialog.getByLabel('Dot')).not.toBeChecked();
    await dialog.getByRole('button', { name: 'Confirm change' }).click();
    await expect(page.getByText(/Scheduled change: moves to the Family Plan plan on/)).toBeVisible();

    await page.goto('/billing');
    await expect(page.getByText(/Moves to the Family Plan plan on/)).toBeVisible();
    await passPeriodEndInPortal(page);

    await page.goto('/parent-dashboard');
    await expect(page.getByText('Account Inactive')).toHaveCount(2);
    for (const index of [1, 3]) {
      const refused = await page.request.get(`/api/child/${kids[index]!.inviteCode}`);
      expect(refused.status()).toBe(404);
    }
    const kept = await page.request.get(`/api/child/${kids[0]!.inviteCode}`);
    expect(kept.status()).toBe(200);
    const child = await childDevice(browser, baseURL!, kids[1]!.inviteCode);
    await expect(child.getByText('Oops! Code not found')).toBeVisible();
    await child.context().close();
  });
});
