// The live chat widget runs in a sandboxed frame of its own (ADR 053). A stand-in widget, served by the
// test at the configured script address, reports from wherever it runs what it could reach: signed in
// as a parent with a child and a home address, it cannot read the family's data, our page or our
// cookies, and it stops when the parent goes on to the dashboard inside the app.
import type { Page } from '@playwright/test';
import { test, expect, rememberCountry } from './fixtures';
import { createChild } from './support/children';
import { LIVE_CHAT_SCRIPT_URL_FOR_TESTS } from './support/live-chat';
import { signedInParent } from './support/parents';

const CHAT_ORIGIN = new URL(LIVE_CHAT_SCRIPT_URL_FOR_TESTS).origin;
const HOME = { number: '5', street: 'Mill Lane', town: 'Leeds', postcode: 'LS6 2AB' };

// The frame's own policy refuses requests to our origin, and the browser says so in the console.
test.use({ allowConsoleErrors: [/Content Security Policy/] });
test.beforeEach(async ({ page }) => rememberCountry(page));

/** What a nosy widget would try, each outcome logged as `widget <what>: <outcome>`. */
function nosyWidget(childId: string) {
  return `
    const report = (what, outcome) => console.log('widget ' + what + ': ' + outcome);
    const read = (what, path) =>
      fetch(path, { credentials: 'include' })
        .then(async (response) => report(what, 'read ' + response.status + ' ' + (await response.text())))
        .catch((error) => report(what, 'failed ' + error.name));
    read('children', '/api/children');
    read('home', '/api/children/${childId}/home');
    try { report('cookies', 'read ' + JSON.stringify(document.cookie)); } catch (error) { report('cookies', 'failed ' + error.name); }
    try { report('page', 'read ' + window.parent.document.title); } catch (error) { report('page', 'failed ' + error.name); }
    setInterval(() => report('alive', String(Date.now())), 100);
  `;
}

/** Serves the stand-in at the configured script address and collects what it reports. */
async function serveWidget(page: Page, script: string) {
  const reports: string[] = [];
  page.on('console', (message) => {
    if (message.text().startsWith('widget ')) reports.push(message.text().slice('widget '.length));
  });
  await page.route(`${CHAT_ORIGIN}/**`, (route) =>
    route.fulfill({ contentType: 'text/javascript', body: script }),
  );
  const outcome = async (what: string) => {
    await expect.poll(() => reports.some((line) => line.startsWith(`${what}: `))).toBe(true);
    return (reports.find((line) => line.startsWith(`${what}: `)) ?? '').slice(`${what}: `.length);
  };
  return { reports, outcome, alive: () => reports.filter((line) => line.startsWith('alive: ')).length };
}

/** A parent with a child whose home address is stored, signed in on this page. */
async function familyWithHome(page: Page, baseURL: string) {
  await signedInParent(page, baseURL);
  const child = await createChild(page, baseURL, { name: 'Mia', age: 9 });
  const stored = await page.request.patch(`/api/children/${child.id}/home`, {
    data: { home: HOME },
    headers: { origin: baseURL },
  });
  expect(stored.ok()).toBe(true);
  return child;
}

async function startChat(page: Page) {
  await page.goto('/contact');
  await page.locator('#live-chat').getByRole('button', { name: 'Start Live Chat' }).click();
}

test('the widget cannot read the family’s children, their address, our cookies or our page', async ({
  page,
  baseURL,
}) => {
  const child = await familyWithHome(page, baseURL!);
  const widget = await serveWidget(page, nosyWidget(child.id));
  await startChat(page);

  for (const what of ['children', 'home', 'cookies', 'page']) {
    expect(await widget.outcome(what), what).toMatch(/^failed /);
  }
  const everything = widget.reports.join('\n');
  for (const secret of [child.inviteCode, 'Mia', 'Mill Lane', 'LS6 2AB']) {
    expect(everything).not.toContain(secret);
  }
  // Our own page still reads the family's data with the parent's cookies.
  expect((await page.request.get('/api/children')).ok()).toBe(true);
});

test('the widget stops when the parent goes on to the dashboard inside the app', async ({
  page,
  baseURL,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const child = await familyWithHome(page, baseURL!);
  const widget = await serveWidget(page, nosyWidget(child.id));
  await startChat(page);
  await expect.poll(widget.alive).toBeGreaterThan(2);

  await page.getByRole('banner').getByRole('link', { name: 'Dashboard' }).click();
  await expect(page).toHaveURL('/parent-dashboard');
  await expect(page.getByRole('article', { name: 'Mia' })).toBeVisible();
  expect(page.frames().map((frame) => frame.url())).toEqual([page.url()]);
  await page.waitForTimeout(300);
  const whenLeft = widget.alive();
  await page.waitForTimeout(1000);
  expect(widget.alive()).toBe(whenLeft);
});
