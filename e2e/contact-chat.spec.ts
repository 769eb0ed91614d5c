// Live chat on /contact (ADR 042, ADR 053), on a phone and a laptop: offered only when a chat service is
// configured (the test server names a stand-in widget), loaded only after the visitor agrees, and run
// in a sandboxed frame whose own page alone admits the widget; the contact page's policy does not.
// Without one, nothing claims support is online. What the widget can reach: live-chat-frame.spec.ts.
import type { Page } from '@playwright/test';
import { test, expect, rememberCountry } from './fixtures';
import { LIVE_CHAT_SCRIPT_URL_FOR_TESTS } from './support/live-chat';
import { expectNoSideways } from './support/layout';

const CHAT_ORIGIN = new URL(LIVE_CHAT_SCRIPT_URL_FOR_TESTS).origin;
const FRAME_PATH = '/live-chat/frame';

/** The stand-in widget: it opens a small chat window, as a real widget's script would. */
async function serveStandInWidget(page: Page) {
  const fetched: string[] = [];
  await page.route(`${CHAT_ORIGIN}/**`, async (route) => {
    fetched.push(route.request().url());
    await route.fulfill({
      contentType: 'text/javascript',
      body: `document.body.insertAdjacentHTML('beforeend', '<div role="dialog" aria-label="Support chat window">Hello! How can we help?</div>');`,
    });
  });
  return fetched;
}

/** The stand-in's window, inside the chat's frame. */
const chatWindow = (page: Page) =>
  page.frameLocator(`iframe[src="${FRAME_PATH}"]`).getByRole('dialog', { name: 'Support chat window' });

test.beforeEach(async ({ page }) => rememberCountry(page));

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('the chat loads only after the visitor agrees, in its own frame', async ({ page }) => {
      const fetched = await serveStandInWidget(page);
      const contact = await page.goto('/contact');
      expect(contact?.headers()['content-security-policy']).not.toContain(CHAT_ORIGIN);
      const card = page.locator('#live-chat');
      await expect(card.getByRole('heading', { name: 'Live Chat' })).toBeVisible();
      await expect(card).toContainText(new URL(CHAT_ORIGIN).host);
      await expect(page.getByText('Online now')).toHaveCount(0);
      expect(fetched).toEqual([]);

      await card.getByRole('button', { name: 'Start Live Chat' }).click();
      await expect(chatWindow(page)).toBeVisible();
      await expect(card.getByRole('status')).toHaveCount(0);
      await expect(page.getByRole('dialog', { name: 'Support chat window' })).toHaveCount(0);
      expect(fetched).toEqual([LIVE_CHAT_SCRIPT_URL_FOR_TESTS]);
      await expectNoSideways(page);

      const frame = await page.request.get(FRAME_PATH);
      expect(frame.headers()['content-security-policy']).toContain(`script-src ${CHAT_ORIGIN}`);
    });
  });
}

test('arriving from another page, the chat starts in place, and again on coming back', async ({ page }) => {
  const fetched = await serveStandInWidget(page);
  await page.goto('/about');
  await page.getByRole('contentinfo').getByRole('link', { name: 'More ways to reach us' }).click();
  await expect(page).toHaveURL('/contact');
  const documentOfTheApp = await page.evaluate(() => performance.timeOrigin);
  await page.locator('#live-chat').getByRole('button', { name: 'Start Live Chat' }).click();
  await expect(chatWindow(page)).toBeVisible();
  expect(await page.evaluate(() => performance.timeOrigin)).toBe(documentOfTheApp);

  // Agreed in this tab: back on the page, the chat opens without asking again.
  await page.getByRole('banner').getByRole('link', { name: 'About' }).first().click();
  await expect(page).toHaveURL('/about');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Contact Us' }).click();
  await expect(chatWindow(page)).toBeVisible();
  expect(fetched).toEqual([LIVE_CHAT_SCRIPT_URL_FOR_TESTS, LIVE_CHAT_SCRIPT_URL_FOR_TESTS]);
});

test('without a chat service there is no live chat and no claim that anyone is online', async ({ page }) => {
  await page.route('/api/live-chat/config', (route) => route.fulfill({ json: { scriptUrl: null } }));
  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1280, height: 900 },
  ]) {
    await page.setViewportSize(viewport);
    await page.goto('/contact');
    await expect(page.getByRole('heading', { name: 'Get in Touch' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Phone' })).toBeVisible();
    await expect(page.getByText(/live chat/i)).toHaveCount(0);
    await expect(page.getByText('Online now')).toHaveCount(0);
    await expect(page.getByRole('button', { name: /Live Chat/i })).toHaveCount(0);
  }
});
