// A parent who has not confirmed the e-mail address and tries to sign in is told so on the screen, and
// is sent a new link only on asking ("Send the link again"), which the server limits; the screen says
// when it was sent. Also on /auth: how long practice takes, as every page says it.
import { test, expect, rememberCountry, captchaSolved } from './fixtures';
import { mailCount, unconfirmedParent } from './support/parents';

test.beforeEach(async ({ page }) => rememberCountry(page));
// The refused sign-ins (403) and the refused sixth link of the hour (429) are logged by the browser.
test.use({ allowConsoleErrors: [/the server responded with a status of (403|429)/] });

for (const width of [390, 1280]) {
  test(`at ${width} px an unconfirmed parent is told on the sign-in screen and sends the link again on request`, async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width, height: width < 600 ? 844 : 800 });
    const parent = await unconfirmedParent(page, baseURL!);
    expect(await mailCount(page.request, parent.email)).toBe(1);

    await page.goto('/auth');
    // The practice time every page gives (packages/core/src/conversation/practice-time.ts), not "15 minutes".
    await expect(
      page.getByText(/Each scenario takes \d+ to \d+ minutes of practice: the briefing, a pretend call/),
    ).toBeVisible();
    const notice = page.getByRole('status').filter({ hasText: 'Your e-mail address is not confirmed yet' });
    for (let attempt = 0; attempt < 2; attempt++) {
      await page.getByLabel('Email').fill(parent.email);
      await page.getByLabel('Password', { exact: true }).fill(parent.password);
      await captchaSolved(page);
      await page.getByRole('button', { name: 'Sign In', exact: true }).click();
      await expect(notice).toBeVisible();
      await expect(notice).toContainText(parent.email);
    }
    await page.screenshot({ path: test.info().outputPath(`unconfirmed-${width}.png`), fullPage: true });
    // Signing in sent nothing.
    expect(await mailCount(page.request, parent.email)).toBe(1);

    const sendAgain = notice.getByRole('button', { name: 'Send the link again' });
    await sendAgain.click();
    await expect(notice.getByText(/^We sent a new link at \d{1,2}:\d{2}/)).toBeVisible();
    expect(await mailCount(page.request, parent.email)).toBe(2);
    await page.screenshot({ path: test.info().outputPath(`link-sent-${width}.png`), fullPage: true });

    // The server allows a few links an hour for one address, then says how long to wait.
    for (let sent = 2; sent < 6; sent++) {
      await sendAgain.click();
      await expect.poll(() => mailCount(page.request, parent.email)).toBe(sent + 1);
    }
    await sendAgain.click();
    await expect(notice.getByRole('alert')).toContainText(/Too many attempts\. Please wait \d+ minutes?/);
    expect(await mailCount(page.request, parent.email)).toBe(6);
  });
}
