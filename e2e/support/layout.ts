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

/**
 * Nothing a person reads or presses reaches past the screen's edges, even where a parent's
 * overflow-hidden keeps the page itself from scrolling (a 408 px card on a 390 px phone is cut off,
 * not scrollable). Text inside a box that scrolls sideways on purpose (a wide table) is left alone,
 * and so is anything hidden or visually hidden.
 */
export async function expectNothingCutOff(page: Page) {
  const cutOff = await page.evaluate(() => {
    const width = window.innerWidth;
    const scrollsSideways = (element: Element) => {
      for (let node = element.parentElement; node; node = node.parentElement) {
        const { overflowX } = getComputedStyle(node);
        if ((overflowX === 'auto' || overflowX === 'scroll') && node !== document.documentElement)
          return true;
      }
      return false;
    };
    const readable = (element: Element) =>
      element.matches('button, a, input, select, textarea, [role="button"]') ||
      [...element.childNodes].some(
        (child) => child.nodeType === Node.TEXT_NODE && (child.textContent ?? '').trim() !== '',
      );
    const problems: string[] = [];
    for (const element of document.body.querySelectorAll('*')) {
      if (!readable(element) || element.closest('[aria-hidden="true"], .sr-only')) continue;
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      const style = getComputedStyle(element);
      if (style.visibility === 'hidden' || style.display === 'none') continue;
      if (box.left >= -1 && box.right <= width + 1) continue;
      if (scrollsSideways(element)) continue;
      const name = (element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
      problems.push(
        `<${element.tagName.toLowerCase()}> "${name}" spans ${Math.round(box.left)}–${Math.round(box.right)} px`,
      );
    }
    return problems;
  });
  expect(cutOff, `${page.url()} has something past the screen's edge`).toEqual([]);
}

/** Both checks: the page does not scroll sideways and nothing on it is cut off at the edges. */
export async function expectFitsScreen(page: Page) {
  await expectNoSideways(page);
  await expectNothingCutOff(page);
}
