// The back office on a phone and a laptop: its own minimal frame (no country prompt, no marketing
// header or footer), role changes and deletions confirmed in a dialog that names the person's e-mail,
// dates written as the rest of the product writes them, and tables readable at 390 px.
import type { Browser, Page } from '@playwright/test';
import { test, expect, captchaSolved } from './fixtures';
import { expectNoSideways } from './support/layout';
import { signedInParent, type Parent } from './support/parents';
import { ADMIN_SETUP_KEY_FOR_TESTS } from './support/staff';
// The same authenticator-app codes the API tests use.
import { totpCode } from '../apps/server/src/test/totp';

const PHONE = { width: 390, height: 844 };
const LAPTOP = { width: 1280, height: 900 };
/** "26 Nov 2026 at 14:03", as the reports write dates. */
const PRODUCT_DATE_TIME = /^\d{1,2} [A-Z][a-z]{2} \d{4} at \d{2}:\d{2}$/;

async function account(browser: Browser, baseURL: string, name: string): Promise<Parent> {
  const context = await browser.newContext({ baseURL });
  const person = await signedInParent(await context.newPage(), baseURL, name);
  await context.close();
  return person;
}

async function signIn(page: Page, email: string, password: string) {
  await page.goto('/eclipse-login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await captchaSolved(page, 'body', 120_000);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(/\/eclipse$/, { timeout: 30_000 });
}

async function expectStaffFrameOnly(page: Page) {
  await expect(page.getByText('CallReady back office')).toBeVisible();
  await expect(page.getByRole('banner')).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

// Sign-ins solve a proof of work in the browser, which takes long on a busy machine.
test.describe.configure({ timeout: 300_000 });

test('the back office stands alone, asks before changing anyone, and reads well on a phone', async ({
  page,
  browser,
  baseURL,
}) => {
  const admin = await account(browser, baseURL!, 'Ada Frame-Admin');
  const family = await account(browser, baseURL!, 'Rowan Longsurname-Featherstonehaugh');

  // No country was ever chosen in this browser, yet no prompt and no marketing chrome appear.
  for (const viewport of [PHONE, LAPTOP]) {
    await page.setViewportSize(viewport);
    await page.goto('/eclipse-login');
    await expect(page.getByRole('heading', { name: 'Admin Sign In' })).toBeVisible();
    await expectStaffFrameOnly(page);
    await page.goto('/eclipse-setup');
    await expectStaffFrameOnly(page);
  }

  await page.getByLabel('Email').fill(admin.email);
  await page.getByLabel('Setup key').fill(ADMIN_SETUP_KEY_FOR_TESTS);
  await page.getByLabel(/Full Access/).check();
  await page.getByRole('button', { name: 'Assign role' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'is now admin (Full Access)' })).toBeVisible();

  await signIn(page, admin.email, admin.password);
  await page.getByRole('link', { name: 'Two-Factor Authentication' }).click();
  await expectStaffFrameOnly(page);
  await page.getByLabel('Your password').fill(admin.password);
  await page.getByRole('button', { name: 'Set up two-factor' }).click();
  const secret = (await page.getByTestId('totp-secret').textContent())?.trim() ?? '';
  await page.getByLabel('Verification code').fill(totpCode(secret));
  await page.getByRole('button', { name: 'Verify and turn on' }).click();
  const codesDialog = page.getByRole('dialog', { name: 'Save your backup codes' });
  await codesDialog.getByRole('button', { name: /I've saved them/ }).click({ timeout: 15_000 });
  await page.getByRole('link', { name: 'Back to Admin Dashboard' }).click();
  await expect(page.getByText(/Turn on two-factor authentication/)).toBeHidden();

  for (const viewport of [PHONE, LAPTOP]) {
    await page.setViewportSize(viewport);
    await page.reload();
    await expectStaffFrameOnly(page);
    await page.getByRole('searchbox').fill('featherstonehaugh');
    await page.getByRole('button', { name: 'Search' }).click();
    const users = page.getByRole('region', { name: 'Users' });
    await expect(users.getByText(family.email)).toBeVisible();

    // A role change waits for a confirmation naming the person; keeping the role changes nothing.
    await users.getByRole('combobox', { name: `Role of ${family.email}` }).click();
    await page.getByRole('option', { name: 'Admin' }).click();
    const roleConfirm = page.getByRole('alertdialog', { name: `Change the role of ${family.email}?` });
    await expect(roleConfirm).toContainText(`${family.email} goes from User to Admin.`);
    await roleConfirm.getByRole('button', { name: 'Keep the role' }).click();
    await expect(users.getByRole('combobox', { name: `Role of ${family.email}` })).toHaveText('User');

    // So does a deletion.
    await users.getByRole('button', { name: `Delete ${family.email}` }).click();
    const deleteConfirm = page.getByRole('alertdialog', { name: `Delete ${family.email}?` });
    await expect(deleteConfirm).toContainText('cannot be undone');
    await deleteConfirm.getByRole('button', { name: 'Keep' }).click();
    await expect(users.getByText(family.email)).toBeVisible();

    // The e-mail keeps to its line, and the table needs no sideways scrolling.
    const emailCell = users.getByRole('cell').filter({ hasText: family.email });
    const cellText = await emailCell.evaluate((cell) => {
      const range = document.createRange();
      range.selectNodeContents(cell);
      return { lines: range.getClientRects().length, width: cell.getBoundingClientRect().width };
    });
    expect(cellText.lines, `the e-mail wraps at ${viewport.width} px`).toBeLessThanOrEqual(2);
    expect(cellText.width).toBeGreaterThan(180);
    const region = await users.evaluate((box) => ({ scroll: box.scrollWidth, client: box.clientWidth }));
    if (viewport === PHONE) expect(region.scroll).toBeLessThanOrEqual(region.client);
    await expectNoSideways(page);

    // Dates as the product writes them, not the browser's US order.
    await page.getByRole('tab', { name: 'Audit Log' }).click();
    const audit = page.getByRole('region', { name: 'Audit log' });
    const firstWhen = audit.getByRole('row').nth(1).getByRole('cell').first();
    await expect(firstWhen).toHaveText(PRODUCT_DATE_TIME);
    await page.getByRole('tab', { name: 'Users' }).click();
  }
});
