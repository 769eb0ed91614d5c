// Live chat on /contact (ADR 042), on a phone and a laptop: offered only when a chat service is
// configured (the test server names a stand-in widget), loaded only after the visitor agrees, and
// admitted by the contact page's Content-Security-Policy alone. Without one, nothing claims support
// is online.
import type { Page } from '@playwright/test';
import { test, expect, rememberCountry } from './fixtures';
import { LIVE_CHAT_SCRIPT_URL_FOR_TESTS } from './support/live-chat';
import { expectNoSideways } from './support/layout';

const CHAT_ORIGIN = new URL(LIVE_CHAT_SCRIPT_URL_FOR_TESTS).origin;

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

test.beforeEach(async ({ page }) => rememberCountry(page));

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('the chat loads only after the visitor agrees, and only /contact admits it', async ({ page }) => {
      const fetched = await serveStandInWidget(page);
      const contact = await page.goto('/contact');
      expect(contact?.headers()['content-security-policy']).toContain(CHAT_ORIGIN);
      const card = page.locator('#live-chat');
      await expect(card.getByRole('heading', { name: 'Live Chat' })).toBeVisible();
      await expect(card).toContainText(new URL(CHAT_ORIGIN).host);
      await expect(page.getByText('Online now')).toHaveCount(0);
      expect(fetched).toEqual([]);

      await card.getByRole('button', { name: 'Start Live Chat' }).click();
      await expect(page.getByRole('dialog', { name: 'Support chat window' })).toBeVisible();
      expect(fetched).toEqual([LIVE_CHAT_SCRIPT_URL_FOR_TESTS]);
      await expectNoSideways(page);

      const about = await page.request.get('/about');
      expect(about.headers()['content-security-policy']).not.toContain(CHAT_ORIGIN);
    });
  });
}

test('arriving from another page, agreeing loads /contact afresh so its policy admits the chat', async ({
  page,
}) => {
  const fetched = await serveStandInWidget(page);
  await page.goto('/about');
  await page.getByRole('contentinfo').getByRole('link', { name: 'More ways to reach us' }).click();
  await expect(page).toHaveURL('/contact');
  await page.locator('#live-chat').getByRole('button', { name: 'Start Live Chat' }).click();
  await expect(page.getByRole('dialog', { name: 'Support chat window' })).toBeVisible();
  expect(fetched).toEqual([LIVE_CHAT_SCRIPT_URL_FOR_TESTS]);
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
