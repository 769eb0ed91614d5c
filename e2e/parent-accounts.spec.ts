import { test, expect, rememberCountry, captchaSolved } from './fixtures';
import { latestMail, signedInParent, uniqueEmail } from './support/parents';

const PASSWORD = 'Sunny#day7';
const NEW_PASSWORD = 'Harbour#Light9';

test.beforeEach(async ({ page }) => rememberCountry(page));
// Refused sign-ins and resets are part of these journeys; the browser logs each refused request.
test.use({ allowConsoleErrors: [/the server responded with a status of (400|401|403)/] });

test('a new parent signs up, confirms the e-mail, signs in and out, and resets the password', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const email = uniqueEmail('journey');

  await page.goto('/login');
  await page.getByRole('link', { name: /I'm a Parent/ }).click();
  await expect(page).toHaveURL('/auth');
  await page.getByRole('tab', { name: 'Sign Up' }).click();

  await page.getByLabel('Full name').fill('Sam Parent');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Birth year').fill(String(new Date().getFullYear() - 10));
  await expect(page.getByText('Must be 18+ to create a parent account')).toBeVisible();
  await page.getByLabel('Birth year').fill('1985');
  await expect(page.getByText(/Age verified: \d+ years old/)).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill('Sunny#day8');
  await expect(page.getByText('Passwords do not match')).toBeVisible();
  await page.getByLabel('Confirm password').fill(PASSWORD);
  const create = page.getByRole('button', { name: 'Create Account' });
  await expect(create).toBeDisabled();
  await page.getByRole('checkbox', { name: /I agree/ }).check();
  await captchaSolved(page);
  await expect(create).toBeEnabled();
  await create.click();
  await expect(page.getByRole('dialog', { name: 'Account Created Successfully!' })).toBeVisible();

  // An unverified parent cannot sign in yet, and is told why.
  await page.getByRole('dialog').getByRole('button').first().click();
  await page.goto('/auth');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await captchaSolved(page);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByText('Your e-mail address is not confirmed yet')).toBeVisible();

  // The link from the development mailbox verifies the address and signs in.
  await page.goto('/dev/mailbox');
  const verify = page.getByRole('link', { name: /Confirm e-mail address/ }).first();
  await expect(verify).toBeVisible();
  await page.goto((await verify.getAttribute('href'))!);
  await expect(page).toHaveURL(/\/parent-dashboard/);

  // A signed-in parent who opens /auth goes to the dashboard; signing out returns home.
  await page.goto('/auth');
  await expect(page).toHaveURL(/\/parent-dashboard/);
  await page.getByRole('banner').getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('banner').getByRole('link', { name: /log ?in/i })).toBeVisible();

  // Forgot password: always the neutral reply.
  await page.goto('/auth');
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Email').fill(email);
  await captchaSolved(page, '[role=dialog]');
  await dialog.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByText('Reset Link Sent')).toBeVisible();
  await expect(
    page.getByText("If an account exists with this email, you'll receive password reset instructions."),
  ).toBeVisible();

  const resetMail = await latestMail(page.request, email, /password/i);
  const resetLink = resetMail.links.find((href) => href.includes('reset-password'));
  expect(resetLink).toBeTruthy();
  await page.goto(resetLink!);
  await expect(page).toHaveURL(/\/password-reset/);

  const newPassword = page.getByLabel('New password', { exact: true });
  const confirm = page.getByLabel('Confirm new password');
  const update = page.getByRole('button', { name: 'Update Password' });
  await newPassword.fill('harbour');
  await confirm.fill('harbour2');
  await expect(page.getByText('Passwords do not match')).toBeVisible();
  await update.click();
  await expect(page.getByText('Password Mismatch')).toBeVisible();
  await confirm.fill('harbour');
  await expect(page.getByText('Passwords match')).toBeVisible();
  await update.click();
  await expect(page.getByText('Password Requirements')).toBeVisible();

  await newPassword.fill(PASSWORD);
  await confirm.fill(PASSWORD);
  await update.click();
  await expect(
    page
      .getByText('Your new password must be different from your current password. Please try again.')
      .first(),
  ).toBeVisible();
  await expect(newPassword).toHaveValue('');

  await newPassword.fill(NEW_PASSWORD);
  await confirm.fill(NEW_PASSWORD);
  await update.click();
  await expect(page).toHaveURL(/\/auth/);

  // The used link does not work twice.
  await page.goto(resetLink!);
  await newPassword.fill('Another#Pass5');
  await confirm.fill('Another#Pass5');
  await update.click();
  await expect(
    page
      .getByText('This reset session has expired. Please open the password reset link from your email again.')
      .first(),
  ).toBeVisible();

  await page.goto('/auth');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(NEW_PASSWORD);
  await captchaSolved(page);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(/\/parent-dashboard/);
});

test('a wrong password gets a readable sign-in failure', async ({ page }) => {
  await page.goto('/auth');
  await page.getByLabel('Email').fill(uniqueEmail('nobody'));
  await page.getByLabel('Password', { exact: true }).fill('Wrong#pass1');
  await captchaSolved(page);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByText('Sign in failed')).toBeVisible();
});

test('the sign-up form links to the terms and privacy policy and back to the login choice', async ({
  page,
}) => {
  await page.goto('/auth');
  await expect(page.getByRole('link', { name: /Terms/ }).first()).toHaveAttribute('href', '/terms');
  await expect(page.getByRole('link', { name: /Privacy/ }).first()).toHaveAttribute('href', '/privacy');
  await page.getByRole('link', { name: /back/i }).first().click();
  await expect(page).toHaveURL('/login');
});

test.describe('signing out', () => {
  // Unlike the journeys above, nothing here may be refused: once the session ends, no page may ask
  // for the parent's data again (the dashboard used to, and the browser logged a 401).
  test.use({ allowConsoleErrors: [] });

  test('signing out from the header makes no refused request', async ({ page, baseURL }) => {
    await signedInParent(page, baseURL!);
    const refused: string[] = [];
    page.on('response', (response) => {
      if (response.url().includes('/api/') && response.status() >= 400)
        refused.push(`${response.status()} ${response.url()}`);
    });
    await page.goto('/parent-dashboard');
    await expect(page.getByRole('heading', { name: 'Welcome, Sam Parent!' })).toBeVisible();
    await page.getByRole('banner').getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('banner').getByRole('link', { name: /log ?in/i })).toBeVisible();
    await expect(page.getByText('Signed out', { exact: true })).toBeVisible();
    expect(refused).toEqual([]);
  });
});
