import { test, expect, chooseCountry, seriousA11yViolations } from './fixtures';

test.describe('first visit', () => {
  test('shows the country prompt, which stays closed after a choice and a reload', async ({ page }) => {
    await page.goto('/');
    const dialog = page.getByRole('dialog', { name: 'Choose Your Country' });
    await expect(dialog).toBeVisible();
    await expect(
      dialog.getByText('Select your country for the right emergency numbers and service names'),
    ).toBeVisible();
    await expect(dialog.getByRole('button')).toHaveCount(6);

    await dialog.getByRole('button', { name: /United States/ }).click();
    await expect(dialog).toBeHidden();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Choose Your Country' })).toHaveCount(0);
    await expect(page.getByText('911').first()).toBeVisible();
  });

  for (const path of ['/child-login', '/child-login/', '/child/ANYCODE1']) {
    test(`no prompt and no site header on ${path}`, async ({ page }) => {
      await page.goto(path);
      await expect(page.locator('main')).toBeVisible();
      await expect(page.getByRole('dialog', { name: 'Choose Your Country' })).toHaveCount(0);
      await expect(page.getByRole('banner')).toHaveCount(0);
      await expect(page.getByRole('contentinfo')).toHaveCount(0);
    });
  }
});

test.describe('navigation', () => {
  test.beforeEach(async ({ page }) => chooseCountry(page));

  const headerLinks: [string, string, RegExp][] = [
    ['About', '/about', /about/i],
    ['How it Works', '/how-it-works', /how/i],
    ['Pricing', '/pricing', /plan|pricing/i],
  ];
  for (const [name, path, heading] of headerLinks) {
    test(`header link ${name} reaches ${path}`, async ({ page }) => {
      await page.getByRole('banner').getByRole('link', { name, exact: true }).click();
      await expect(page).toHaveURL(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    });
  }

  test('the Resources menu reaches each resource', async ({ page }) => {
    const targets: [string, string][] = [
      ['Emergency Safety', '/emergency-safety'],
      ['Emergency Guide', '/emergency-guide'],
      ['Voice Practice', '/voice-practice'],
      ['Practice Scenarios', '/scenarios'],
    ];
    for (const [name, path] of targets) {
      await page
        .getByRole('banner')
        .getByRole('button', { name: /Resources/ })
        .click();
      await page.getByRole('menuitem', { name }).click();
      await expect(page).toHaveURL(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    }
  });

  test('the login control leads to the parent and child choice', async ({ page }) => {
    await page
      .getByRole('banner')
      .getByRole('link', { name: /log ?in/i })
      .click();
    await expect(page).toHaveURL('/login');
    await expect(page.getByRole('link', { name: /I'm a Parent/ })).toHaveAttribute('href', '/auth');
    await expect(page.getByText('Parent Login / Sign Up Free')).toBeVisible();
    await expect(page.getByRole('link', { name: /I'm a Child/ })).toHaveAttribute('href', '/child-login');
  });

  test('every sign-up button on the home page opens the Sign Up tab, promising no trial the server lacks', async ({
    page,
  }) => {
    const main = page.getByRole('main');
    const buttons = [
      main.getByRole('link', { name: 'Start Free' }).first(),
      page.getByRole('region', { name: 'You stay in control' }).getByRole('link', { name: 'Start Free' }),
      page.getByRole('contentinfo').getByRole('link', { name: 'Start Free' }),
    ];
    for (const button of buttons) {
      await page.goto('/');
      await button.click();
      await expect(page).toHaveURL('/auth?tab=signup');
      await expect(page.getByRole('tab', { name: /sign up/i })).toHaveAttribute('aria-selected', 'true');
    }
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText(/free trial/i)).toHaveCount(0);
  });

  test('with a trial configured, the button says Start Free Trial and still opens Sign Up', async ({
    page,
  }) => {
    await page.route('**/api/billing/config', (route) =>
      route.fulfill({ json: { provider: 'sandbox', trialDays: 14 } }),
    );
    await page.goto('/');
    await page.getByRole('main').getByRole('link', { name: 'Start Free Trial' }).first().click();
    await expect(page).toHaveURL('/auth?tab=signup');
    await expect(page.getByRole('tab', { name: /sign up/i })).toHaveAttribute('aria-selected', 'true');
  });

  test('the pricing page shows the three plans', async ({ page }) => {
    await page.goto('/pricing');
    await expect(page.getByText('Most Popular')).toBeVisible();
    await expect(page.getByText('£2.50').first()).toBeVisible();
    await expect(page.getByText('£3.75').first()).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Family Plan', exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Large Family Plan', exact: true })).toBeVisible();
  });

  test.describe('an unknown path', () => {
    // It is served with HTTP 404, which the browser reports in its console.
    test.use({ allowConsoleErrors: [/status of 404/] });
    test('shows Page Not Found with status 404, and both buttons work', async ({ page }) => {
      const response = await page.goto('/no-such-page/at-all');
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
      await page.getByRole('link', { name: 'Start a Scenario' }).click();
      await expect(page).toHaveURL('/scenarios');
      await page.goto('/still-not-here');
      await page.getByRole('link', { name: 'Return Home' }).click();
      await expect(page).toHaveURL('/');
    });
  });

  test('the emergency guide and contact page carry their content', async ({ page }) => {
    await page.goto('/emergency-guide');
    for (const section of ['What to Do', 'What to Say', "Don't Do"]) {
      await expect(page.getByText(section, { exact: true }).first()).toBeVisible();
    }
    await page.goto('/contact');
    await expect(page.getByText(/Mon-Fri 9am-6pm UK time \(GMT\/BST\)/).first()).toBeVisible();
  });
});

test.describe('phone-sized screen', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the mobile menu opens and navigates', async ({ page }) => {
    await chooseCountry(page);
    await page.getByRole('button', { name: /menu/i }).click();
    const menu = page.getByRole('dialog');
    await expect(menu.getByRole('link', { name: 'Learn' })).toBeVisible();
    await menu.getByRole('link', { name: 'Pricing' }).click();
    await expect(page).toHaveURL('/pricing');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});

// Every public page is scanned by axe at phone and laptop width in every-route.spec.ts; here only the
// country prompt, which that walk chooses away before scanning.
test.describe('accessibility', () => {
  test('the country prompt itself is accessible', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('dialog', { name: 'Choose Your Country' })).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);
  });
});

test.describe('before any JavaScript runs', () => {
  test.use({ javaScriptEnabled: false });

  test('the home page and child login arrive as HTML with their headings, buttons waiting for the code', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Ready to call for help when it really matters' }),
    ).toBeVisible();
    await expect(page).toHaveTitle('CallReady · Emergency call practice for children');
    // A press before the page's code runs would be lost, so its buttons wait; its links already work.
    const demo = page.getByRole('region', { name: "Hear the operator's voice" });
    await expect(demo.getByRole('button', { name: 'Play' })).toBeDisabled();
    await expect(page.getByRole('link', { name: 'Pricing' }).first()).toHaveAttribute('href', '/pricing');
    await page.goto('/child-login');
    await expect(page.getByRole('heading', { level: 1, name: 'Hi there! Ready to practise?' })).toBeVisible();
    await expect(page).toHaveTitle('Child Login · CallReady');
  });
});
