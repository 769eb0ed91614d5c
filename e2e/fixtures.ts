import { test as base, expect, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';

// Every browser test fails when the page logs an error it did not expect.
type Fixtures = { allowConsoleErrors: RegExp[] };

export const test = base.extend<Fixtures>({
  allowConsoleErrors: [[], { option: true }],
  page: async ({ page, allowConsoleErrors }, use) => {
    const problems: string[] = [];
    const expected = (text: string) => allowConsoleErrors.some((pattern) => pattern.test(text));
    page.on('console', (message) => {
      if (message.type() === 'error' && !expected(message.text()))
        problems.push(`console: ${message.text()}`);
    });
    page.on('pageerror', (error) => {
      if (!expected(error.message)) problems.push(`page error: ${error.message}`);
    });
    await use(page);
    expect(problems, 'the page logged unexpected errors').toEqual([]);
  },
});

export { expect };

/** Picks a country so the first-visit prompt does not cover the page. */
export async function chooseCountry(page: Page, name = 'United Kingdom') {
  await page.goto('/');
  const dialog = page.getByRole('dialog', { name: 'Choose Your Country' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: new RegExp(name) }).click();
  await expect(dialog).toBeHidden();
}

/** Serious and critical accessibility violations on the current page. */
export async function seriousA11yViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
    );
}

/** Stores a country before any page loads, as a returning visitor would have. */
export async function rememberCountry(page: Page, id = 'uk') {
  await page.addInitScript((country) => {
    // Only our own page: a sandboxed frame in it (the live chat's) has no storage to read.
    if (window !== window.top) return;
    if (!localStorage.getItem('callready.country')) localStorage.setItem('callready.country', country);
  }, id);
}

/** Waits until the page's ALTCHA security check has solved its proof of work. */
export async function captchaSolved(page: Page, scope = 'body', timeout = 30_000) {
  await page.waitForFunction(
    (selector) =>
      [...document.querySelectorAll(`${selector} altcha-widget`)].some(
        (widget) => (widget as HTMLElement & { getState?: () => string }).getState?.() === 'verified',
      ),
    scope,
    { timeout },
  );
}

/** Texts of the toasts currently shown. */
export async function toastTexts(page: Page) {
  return page.locator('[data-sonner-toast]').allTextContents();
}
