// Layout checks shared by browser tests.
import { expect, type Page } from '@playwright/test';

/** The page is no wider than the viewport: nothing sticks out sideways to scroll to. */
export async function expectNoSideways(page: Page) {
  const { scrollWidth, viewportWidth } = await page.evaluate(() => ({
    scrollWidth: Math.max(document.documentElement.scrollWidth, document.body.scrollWidth),
    viewportWidth: window.innerWidth,
  }));
  expect(scrollWidth, `${page.url()} is wider than the viewport`).toBeLessThanOrEqual(viewportWidth);
}
