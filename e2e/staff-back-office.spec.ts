// The staff back office in Chromium: the first admin made with the setup key, two-factor turned on
// with a code computed from the secret on the page, the two-step sign-in, search, a role change, a
// deletion, support's limited view, and the audit log of it all.
import type { Browser, Page } from '@playwright/test';
import { test, expect, captchaSolved, rememberCountry } from './fixtures';
import { signedInParent, type Parent } from './support/parents';
import { ADMIN_SETUP_KEY_FOR_TESTS } from './support/staff';
// The same authenticator-app codes the API tests use, so both check against one independent copy.
import { totpCode } from '../apps/server/src/test/totp';

/** A verified account signed in through a separate browser context, so the test's page stays signed out. */
async function account(
  browser: Browser,
  baseURL: string,
  name: string,
): Promise<Parent & { inviteCode?: string }> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  const person = await signedInParent(page, baseURL, name);
  const added = await page.request.post('/api/children', {
    data: { name: 'Mila', age: 7, relationship: 'mum', countryCode: 'uk' },
    headers: { origin: baseURL },
  });
  expect(added.status()).toBe(201);
  const { child } = (await added.json()) as { child: { inviteCode?: string } };
  await context.close();
  return { ...person, inviteCode: child.inviteCode };
}

async function fillCredentials(page: Page, email: string, password: string) {
  await page.goto('/eclipse-login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  // Proof of work in the browser: slow when the machine is busy.
  await captchaSolved(page, 'body', 120_000);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

// Sign-ins solve a proof of work in the browser, which takes long on a busy machine.
test.describe.configure({ timeout: 300_000 });

test.beforeEach(async ({ page }) => rememberCountry(page));

test('an admin sets up the back office and manages accounts; support only looks', async ({
  page,
  browser,
  baseURL,
}) => {
  const origin = baseURL ?? '';
  const admin = await account(browser, origin, 'Alex Admin');
  const family = await account(browser, origin, 'Priya Thornbury');
  const helper = await account(browser, origin, 'Sam Helper');

  // The first admin, with the setup key.
  await page.goto('/eclipse-setup');
  await page.getByRole('button', { name: 'Assign role' }).click();
  await expect(page.getByText('Missing Information')).toBeVisible();
  await page.getByLabel('Email').fill(admin.email);
  await page.getByLabel('Setup key').fill(ADMIN_SETUP_KEY_FOR_TESTS);
  await page.getByLabel(/Full Access/).check();
  await page.getByRole('button', { name: 'Assign role' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'is now admin (Full Access)' })).toBeVisible();

  // Signed in without two-factor: changes are locked, with the reason.
  await fillCredentials(page, admin.email, admin.password);
  await expect(page).toHaveURL(/\/eclipse$/, { timeout: 30_000 });
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
  await expect(page.getByText(/Turn on two-factor authentication/)).toBeVisible();
  await expect(page.getByRole('button', { name: `Delete ${family.email}` })).toBeDisabled();

  // Two-factor on, with a code computed from the key shown on the page.
  await page.getByRole('link', { name: 'Two-Factor Authentication' }).click();
  await expect(page).toHaveURL(/\/eclipse-2fa-setup$/);
  await page.getByLabel('Your password').fill(admin.password);
  await page.getByRole('button', { name: 'Set up two-factor' }).click();
  await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  const qrSource = await page
    .getByRole('img', { name: 'QR code for your authenticator app' })
    .getAttribute('src');
  expect(qrSource).toMatch(/^data:image\/png;base64,/);
  const secret = (await page.getByTestId('totp-secret').textContent())?.trim() ?? '';
  const setupCode = totpCode(secret);
  await page.getByLabel('Verification code').fill(setupCode);
  await page.getByRole('button', { name: 'Verify and turn on' }).click();
  const codesDialog = page.getByRole('dialog', { name: 'Save your backup codes' });
  await expect(codesDialog).toBeVisible();
  await expect(codesDialog.getByRole('listitem')).toHaveCount(10);
  const saved = codesDialog.getByRole('button', { name: /I've saved them/ });
  await expect(saved).toBeDisabled();
  await page.keyboard.press('Escape');
  await expect(codesDialog).toBeVisible();
  await expect(saved).toBeEnabled({ timeout: 8_000 });
  await saved.click();
  await expect(codesDialog).toBeHidden();
  await expect(page.getByText('Two-factor authentication is on')).toBeVisible();
  await page.getByRole('link', { name: 'Back to Admin Dashboard' }).click();

  // Sign out, then in again with the second step.
  await page.getByRole('button', { name: 'Sign Out', exact: true }).click();
  await expect(page).toHaveURL(/\/eclipse-login$/, { timeout: 30_000 });
  await fillCredentials(page, admin.email, admin.password);
  const codeField = page.getByLabel('Authenticator code');
  await expect(codeField).toBeVisible();
  await codeField.fill('12ab3');
  await expect(codeField).toHaveValue('123');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('Invalid Code')).toBeVisible();
  const nextCode =
    [1, 0, -1].map((offset) => totpCode(secret, offset)).find((code) => code !== setupCode) ?? '';
  await codeField.fill(nextCode);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/eclipse$/, { timeout: 30_000 });
  await expect(page.getByText(/Turn on two-factor authentication/)).toBeHidden();

  // Search a parent by part of their name, whatever the case.
  await page.getByRole('searchbox').fill('THORNB');
  await page.getByRole('button', { name: 'Search' }).click();
  const users = page.getByRole('region', { name: 'Users' });
  await expect(users.getByRole('row')).toHaveCount(2);
  await expect(users.getByText(family.email)).toBeVisible();

  // Make the helper support staff.
  await page.getByRole('searchbox').fill('helper');
  await page.getByRole('button', { name: 'Search' }).click();
  await users.getByRole('combobox', { name: `Role of ${helper.email}` }).click();
  await page.getByRole('option', { name: 'Support' }).click();
  const roleConfirm = page.getByRole('alertdialog', { name: `Change the role of ${helper.email}?` });
  await expect(roleConfirm).toContainText(`${helper.email} goes from User to Support.`);
  await roleConfirm.getByRole('button', { name: 'Make Support' }).click();
  await expect(page.getByText(`${helper.email} is now Support.`)).toBeVisible();
  await page.getByRole('tab', { name: 'Roles' }).click();
  await expect(page.getByRole('region', { name: 'Staff roles' }).getByText(helper.email)).toBeVisible();

  // Delete the family, after confirming.
  await page.getByRole('tab', { name: 'Users' }).click();
  await page.getByRole('searchbox').fill('thornbury');
  await page.getByRole('button', { name: 'Search' }).click();
  await users.getByRole('button', { name: `Delete ${family.email}` }).click();
  const confirm = page.getByRole('alertdialog', { name: `Delete ${family.email}?` });
  await expect(confirm).toContainText('cannot be undone');
  await confirm.getByRole('button', { name: 'Delete user' }).click();
  await expect(page.getByText(`${family.email} and their children's data were deleted.`)).toBeVisible();
  await expect(page.getByText('No users match “thornbury”.')).toBeVisible();
  const childLookup = await page.request.get(`/api/child/${family.inviteCode ?? 'NOCODE'}`);
  expect(childLookup.status()).toBe(404);

  // The audit log shows each action, who did it and to whom.
  await page.getByRole('tab', { name: 'Audit Log' }).click();
  const audit = page.getByRole('region', { name: 'Audit log' });
  for (const action of [
    'Role given with setup key',
    'Signed in',
    'Turned on two-factor',
    'Changed role',
    'Deleted user',
  ]) {
    await expect(audit.getByRole('cell', { name: action, exact: true }).first()).toBeVisible();
  }
  await expect(
    audit.getByRole('row').filter({ hasText: 'Deleted user' }).filter({ hasText: family.email }),
  ).toHaveCount(1);

  // Support sees and searches, is offered no changes, and the server refuses them anyway.
  await page.getByRole('button', { name: 'Sign Out', exact: true }).click();
  // Until the sign-out is done, the staff sign-in page would send the admin straight back in.
  await expect(page).toHaveURL(/\/eclipse-login$/, { timeout: 30_000 });
  await fillCredentials(page, helper.email, helper.password);
  await expect(page).toHaveURL(/\/eclipse$/, { timeout: 30_000 });
  await expect(page.getByText(/Limited Access: you can view and search/)).toBeVisible();
  await page.getByRole('searchbox').fill('alex');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(users.getByText(admin.email)).toBeVisible();
  await expect(users.getByRole('button', { name: /Delete/ })).toHaveCount(0);
  await expect(users.getByRole('combobox')).toHaveCount(0);
  await expect(users.getByRole('columnheader', { name: 'Actions' })).toHaveCount(0);
  const statusAnswer = await page.request.get('/api/admin/users?search=alex');
  const adminId = ((await statusAnswer.json()) as { items: { id: string }[] }).items[0]?.id ?? '';
  const refused = await page.request.delete(`/api/admin/users/${adminId}`, { headers: { origin } });
  expect(refused.status()).toBe(403);
  expect(await refused.json()).toMatchObject({ code: 'ADMIN_ONLY' });
  const roleRefused = await page.request.post(`/api/admin/users/${adminId}/role`, {
    data: { role: 'user' },
    headers: { origin },
  });
  expect(roleRefused.status()).toBe(403);
});

test.describe('refused sign-ins', () => {
  // The browser reports the refused request itself.
  test.use({ allowConsoleErrors: [/the server responded with a status of 401/] });

  test('a parent who tries the staff sign-in is signed out with Access Denied', async ({
    page,
    browser,
    baseURL,
  }) => {
    const parent = await account(browser, baseURL ?? '', 'Pat Parent');
    await fillCredentials(page, parent.email, parent.password);
    await expect(page.getByText('Access Denied')).toBeVisible();
    await expect(page.getByText("You don't have admin access.")).toBeVisible();
    await expect(page).toHaveURL(/\/eclipse-login$/, { timeout: 30_000 });
    expect((await page.request.get('/api/me')).status()).toBe(401);
    await page.goto('/eclipse');
    await expect(page).toHaveURL(/\/eclipse-login$/, { timeout: 30_000 });
  });

  test('a wrong password is refused with the spec message', async ({ page }) => {
    await fillCredentials(page, 'nobody@example.com', 'Wrong#Password1');
    await expect(page.getByText('Login Failed')).toBeVisible();
    await expect(page.getByText('Invalid email or password.')).toBeVisible();
  });
});
