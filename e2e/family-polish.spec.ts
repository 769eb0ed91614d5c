// What a family notices on a 390 px phone and a 1280 px laptop: the parent's preview ends on the
// dashboard and shows Learn my address first; Add Child speaks of the family's own country, the
// product's ages, a stored address, and comes back after paying for more places; and the rough edges
// of charts, calendars, dialogs, toasts, the pretend phone, the demo, staff's Subscribers and voice
// practice.
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { test, expect, rememberCountry } from './fixtures';
import { createChild } from './support/children';
import { createFamily, type Family } from './support/family';
import { expectFitsScreen } from './support/layout';
import { signedInParent } from './support/parents';
import { dial, enterChildCode } from './support/practice-call';
import { ADMIN_SETUP_KEY_FOR_TESTS } from './support/staff';

const SHOTS = process.env.E2E_SHOTS_DIR;
const HOME = { number: '5', street: 'Mill Lane', town: 'Leeds', postcode: 'LS6 2AB' };

let family: Family | undefined;
test.afterEach(async () => {
  await family?.dispose();
  family = undefined;
});
test.beforeEach(async ({ page }) => rememberCountry(page));

async function storeHome(api: APIRequestContext, baseURL: string, childId: string, phone = 'iphone') {
  const response = await api.patch(`/api/children/${childId}/home`, {
    data: { home: HOME, phone },
    headers: { origin: baseURL },
  });
  expect(response.ok()).toBe(true);
}

/** The family's parent, signed in on this page. */
async function signInAs(page: Page, signedIn: Family) {
  await page.context().addCookies((await signedIn.parentApi.storageState()).cookies);
}

/** Looked at by a person: kept when E2E_SHOTS_DIR names a folder. */
async function shot(page: Page, name: string, width: number) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: false });
}

/** No line of the heading's words reaches under the button. */
async function expectTextClear(heading: Locator, button: Locator) {
  const lines = await heading.evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    return [...range.getClientRects()].map(({ x, y, width, height }) => ({ x, y, width, height }));
  });
  const b = (await button.boundingBox())!;
  expect(lines.length).toBeGreaterThan(0);
  for (const a of lines) {
    const overlap =
      a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
    expect(overlap, 'the title runs under the ✕').toBe(false);
  }
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('the preview shows Learn my address first, saves none of its tries, and ends on "Back to Parent Dashboard"', async ({
      page,
      baseURL,
    }) => {
      family = await createFamily(baseURL!, { child: { name: 'Poppy', age: 9 } });
      await storeHome(family.parentApi, baseURL!, family.child.id);
      await signInAs(page, family);

      await page.goto('/parent-dashboard');
      const card = page.getByRole('article', { name: 'Poppy' });
      // The card says an address is stored, and never shows it (ADR 051).
      await expect(card.getByTestId('address-status')).toHaveText(
        'Home address stored for Learn my address and practice calls.',
      );
      await expect(card).not.toContainText('Mill Lane');
      await card.getByRole('button', { name: 'Preview as child' }).click();

      const banner = page.getByRole('region', { name: 'Preview mode' });
      await expect(banner).toContainText('Preview mode: you are seeing CallReady as Poppy sees it');
      await expect(page.getByRole('heading', { name: 'Learn my address' })).toBeVisible();
      await expect(page.getByText('You have a new address to learn')).toBeVisible();
      await expectFitsScreen(page);
      await shot(page, 'preview-dashboard', viewport.width);

      await page.getByRole('link', { name: 'Start' }).click();
      await expect(page).toHaveURL(`/child/${family.child.inviteCode}/learn-address`);
      await expect(page.getByText("works on your child's own device")).toHaveCount(0);

      // A try in the preview is checked as the child's would be, and saved nowhere.
      const tried = await page.request.post('/api/child/address/check', {
        data: { slot: 'home', answer: '5 Mill Lane Leeds LS6 2AB', purpose: 'learn' },
        headers: { origin: baseURL! },
      });
      expect(tried.status()).toBe(200);
      expect(((await tried.json()) as { allRight: boolean }).allRight).toBe(true);
      const home = (await (await family.parentApi.get(`/api/children/${family.child.id}/home`)).json()) as {
        learning: { home: { attempts: number; learnedCount: number } };
      };
      expect(home.learning.home).toMatchObject({ attempts: 0, learnedCount: 0 });

      await page.goto(`/child/${family.child.inviteCode}`);
      await page.getByRole('link', { name: 'Back to Parent Dashboard' }).click();
      await expect(page).toHaveURL('/parent-dashboard');
      await expect(page.getByRole('heading', { name: /Welcome, Alex Parent!/ })).toBeVisible();
      await expect(banner).toHaveCount(0);
      await page.reload();
      await expect(page.getByRole('heading', { name: /Welcome, Alex Parent!/ })).toBeVisible();
      await expect(banner).toHaveCount(0);
      expect(await page.evaluate(() => localStorage.getItem('callready.childInviteCode'))).toBeNull();
      await shot(page, 'preview-ended', viewport.width);
    });

    test("Add Child speaks of the family's country and the product's ages, then offers the address and phone", async ({
      page,
      baseURL,
    }) => {
      await signedInParent(page, baseURL!, 'Sam Parent');
      await page.goto('/parent-dashboard');
      await page.getByRole('button', { name: 'Add Child' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add a Child' });
      await expect(dialog.getByLabel('Age')).toHaveAttribute('placeholder', '5–16');
      const adviceLine = dialog.getByLabel('Family doctor or nurse line (optional)');
      await expect(adviceLine).toHaveAttribute('placeholder', 'e.g. 01632 960123');
      const hint = dialog.getByText(/for health advice/);
      await expect(hint).toHaveText(
        "Your child practises calling NHS 111 for health advice. Add your own doctor's or nurse line's number to practise calling that instead.",
      );
      await expectFitsScreen(page);
      await shot(page, 'add-child-uk', viewport.width);

      // Another country, another hint.
      await dialog.getByRole('combobox', { name: 'Country' }).click();
      await page.getByRole('option', { name: 'United States' }).click();
      await expect(hint).toContainText('In the United States there is no national advice line');
      await expect(adviceLine).toHaveAttribute('placeholder', 'e.g. (202) 555-0147');
      await dialog.getByRole('combobox', { name: 'Country' }).click();
      await page.getByRole('option', { name: 'United Kingdom' }).click();

      await dialog.getByLabel("Child's name").fill('Mia');
      await dialog.getByLabel('Age').fill('7');
      await dialog.getByRole('combobox', { name: 'Your relationship' }).click();
      await page.getByRole('option', { name: 'Mum', exact: true }).click();
      await dialog.getByRole('button', { name: 'Add Child' }).click();

      const added = page.getByRole('dialog', { name: 'Mia is added' });
      await expect(added).toContainText("add Mia's home address and your phone");
      await expectFitsScreen(page);
      await shot(page, 'child-added', viewport.width);
      await added.getByRole('button', { name: 'Add address and phone' }).click();

      const details = page.getByRole('dialog', { name: 'Address and phone for Mia' });
      await details.getByLabel('House number or name (optional)').fill(HOME.number);
      await details.getByLabel('Street', { exact: true }).fill(HOME.street);
      await details.getByLabel('Town', { exact: true }).fill(HOME.town);
      await details.getByLabel('Postcode (optional)').fill(HOME.postcode);
      await details.getByRole('radio', { name: 'iPhone' }).check();
      await details.getByRole('button', { name: 'Save' }).click();
      await expect(details).toBeHidden();
      await expect(page.getByRole('article', { name: 'Mia' }).getByTestId('address-status')).toHaveText(
        'Home address stored for Learn my address and practice calls.',
      );
    });

    test('after paying for a bigger plan from the plan-limit prompt, the parent is back in Add Child', async ({
      page,
      baseURL,
    }) => {
      family = await createFamily(baseURL!, { child: { name: 'Mia', age: 9 } });
      await signInAs(page, family);
      await page.goto('/parent-dashboard');
      await page.getByRole('button', { name: 'Add Child (plan limit: 1)' }).click();
      const limit = page.getByRole('dialog', { name: 'Plan limit reached' });
      await limit.getByRole('link', { name: 'See plans and upgrade' }).click();
      await expect(page).toHaveURL(/\/billing\?returnTo=/);
      await page.getByRole('button', { name: 'Upgrade to Family Plan' }).click();
      await expect(page).toHaveURL(/\/billing\/checkout\//);
      await page.getByRole('button', { name: /\(test\)$/ }).click();

      await expect(page).toHaveURL('/parent-dashboard');
      const dialog = page.getByRole('dialog', { name: 'Add a Child' });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByLabel("Child's name")).toBeVisible();
      await expectFitsScreen(page);
      await shot(page, 'back-in-add-child', viewport.width);
    });

    test('the reports chart reads "100%" whole and shows both skills at one point, "What was said" keeps its title clear of ✕, and the calendar fills a phone', async ({
      page,
      baseURL,
    }) => {
      family = await createFamily(baseURL!, { plan: 'premium', child: { name: 'Noor', age: 10 } });
      const keep = await family.parentApi.patch(`/api/children/${family.child.id}`, {
        data: { keepCallTranscripts: true },
        headers: { origin: baseURL! },
      });
      expect(keep.ok()).toBe(true);
      const childDevice = page.context().request;
      for (const skills of [{ foundEmergencyButton: 'yes', saidOwnAddress: 'yes' }]) {
        const saved = await childDevice.post('/api/child/progress', {
          data: {
            inviteCode: family.child.inviteCode,
            scenarioType: '999',
            scenarioId: 'house-fire',
            overallStars: 5,
            clarityScore: 90,
            calmnessScore: 90,
            accuracyScore: 90,
            serviceSelectionScore: 100,
            responseRatings: [],
            timeTakenSeconds: 80,
            transcript: {
              turns: [
                { speaker: 'operator', text: 'Emergency, which service do you need?' },
                { speaker: 'child', text: 'Fire, please.' },
              ],
            },
            ...skills,
          },
          headers: { origin: baseURL! },
        });
        expect(saved.ok()).toBe(true);
      }
      await signInAs(page, family);
      await page.goto(`/reports/${family.child.id}`);
      const chart = page.getByRole('region', { name: 'Skills over time' });
      await chart.scrollIntoViewIfNeeded();
      const top = chart.locator('.recharts-yAxis-tick-labels text').filter({ hasText: '100%' });
      await expect(top).toHaveCount(1);
      const [label, box] = [await top.boundingBox(), await chart.boundingBox()];
      // The whole label is inside the card, not cut at its edge.
      expect(label!.x).toBeGreaterThanOrEqual(box!.x);
      // Both lines' points at 100 % can be seen: a dot inside a larger ring.
      const points = chart.locator('.recharts-line-dots circle');
      await expect(points).toHaveCount(2);
      const sizes = await points.evaluateAll((circles) =>
        circles.map((circle) => circle.getBoundingClientRect().width),
      );
      expect(Math.max(...sizes)).toBeGreaterThan(Math.min(...sizes) + 4);
      await expectFitsScreen(page);
      await shot(page, 'skills-chart', viewport.width);

      await page.getByRole('button', { name: 'What was said' }).click();
      const words = page.getByRole('dialog', { name: /What was said: House Fire/ });
      await expect(words.getByText('Fire, please.')).toBeVisible();
      await shot(page, 'what-was-said', viewport.width);
      await expectTextClear(
        words.getByRole('heading', { name: /What was said/ }),
        words.getByRole('button', { name: 'Close' }),
      );
      await page.keyboard.press('Escape');

      await page.getByRole('button', { name: /^Date range:/ }).click();
      const picker = page.locator('.report-range-picker');
      await expect(picker).toBeVisible();
      const grid = await picker.locator('.rdp-month_grid').first().boundingBox();
      if (viewport.width < 640) expect(grid!.width).toBeGreaterThan(viewport.width * 0.85);
      await expectFitsScreen(page);
      await shot(page, 'calendar', viewport.width);
    });

    test("a dialog's title stays clear of its ✕, and a page's toast goes when a dialog opens", async ({
      page,
      baseURL,
    }) => {
      family = await createFamily(baseURL!, { plan: 'premium', child: { name: 'Mia', age: 9 } });
      await signInAs(page, family);
      await createChild(page, baseURL!, { name: 'Leo', age: 7 });
      await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);

      await page.goto('/parent-dashboard');
      await page.getByRole('article', { name: 'Mia' }).getByRole('button', { name: 'Copy invite' }).click();
      await expect(page.getByText('Invite copied')).toBeVisible();
      await page.getByRole('button', { name: 'Address and phone for Mia' }).click();
      const details = page.getByRole('dialog', { name: 'Address and phone for Mia' });
      await expect(details).toBeVisible();
      await expect(page.getByText('Invite copied')).toHaveCount(0);
      await shot(page, 'address-dialog', viewport.width);
      await details.getByRole('button', { name: 'Cancel' }).click();

      await page.goto('/billing');
      await page.getByRole('button', { name: 'Cancel subscription' }).click();
      const cancel = page.getByRole('dialog', { name: 'Cancel your subscription?' });
      await expect(cancel).toBeVisible();
      await shot(page, 'cancel-dialog', viewport.width);
      await expectTextClear(
        cancel.getByRole('heading', { name: 'Cancel your subscription?' }),
        cancel.getByRole('button', { name: 'Close' }),
      );
    });

    test('the pretend UK phone shows a 24-hour clock, and a right swipe leaves no "Not that one"', async ({
      page,
      baseURL,
    }) => {
      family = await createFamily(baseURL!, { plan: 'premium', child: { name: 'Ava', age: 9 } });
      await storeHome(family.parentApi, baseURL!, family.child.id, 'iphone');
      await enterChildCode(page, family.child.inviteCode);
      await page.goto(`/child/${family.child.inviteCode}/scenario/999/house-fire/conversation`);
      const phone = page.getByTestId('practice-phone');
      const clock = phone.getByRole('button', { name: /^Clock, / });
      await expect(clock).toHaveText(/^\d{2}:\d{2}$/);
      await expect(clock).not.toContainText(/AM|PM/i);

      await phone.getByRole('button', { name: 'Torch' }).click();
      await expect(page.getByText('Not that one. Try again!')).toBeVisible();
      // A swipe up across the clock, as a finger does it.
      const box = (await clock.boundingBox())!;
      await page.mouse.move(box.x + box.width / 2, box.y + box.height - 4);
      await page.mouse.down();
      await page.mouse.move(box.x + box.width / 2, box.y - 80, { steps: 6 });
      await page.mouse.up();
      await expect(phone.getByText('Enter Passcode')).toBeVisible();
      await expect(page.getByText('Not that one. Try again!')).toHaveCount(0);
      await expectFitsScreen(page);
      await shot(page, 'passcode', viewport.width);
    });

    test('during a call the answer box is in view beside or under the operator, however long the line', async ({
      page,
      baseURL,
    }) => {
      family = await createFamily(baseURL!, { plan: 'premium', child: { name: 'Ava', age: 10 } });
      await enterChildCode(page, family.child.inviteCode);
      await page.goto(`/child/${family.child.inviteCode}/scenario/999/house-fire/conversation`);
      await dial(page, '999');
      const typeInstead = page.getByRole('button', { name: 'Type instead' });
      await typeInstead.click();
      await page.getByRole('textbox', { name: /answer/i }).fill('Fire please, my house is on fire');
      await page.getByRole('button', { name: 'Send Answer' }).click();
      await page.getByRole('button', { name: 'Continue' }).click();
      // The operator's longest kind of line: the address question with its fallback.
      await expect(page.getByText(/What is the address\?/).first()).toBeVisible();
      await typeInstead.click();
      const send = page.getByRole('button', { name: 'Send Answer' });
      await expect(send).toBeVisible();
      if (viewport.width >= 1024) {
        // Beside the operator's words, on a laptop screen without scrolling.
        const box = (await send.boundingBox())!;
        expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);
        const caption = (await page.getByRole('region', { name: 'Practice call' }).boundingBox())!;
        expect(caption.y).toBeGreaterThanOrEqual(0);
      }
      await expectFitsScreen(page);
      await shot(page, 'call-answer', viewport.width);
    });

    test('the voice demo says where the country picker is on this screen, and voice practice names no one', async ({
      page,
      baseURL,
    }) => {
      await page.goto('/');
      const where =
        viewport.width < 768
          ? 'You can change the country in the ☰ menu at the top of the page.'
          : 'You can change the country with the flag at the top of the page.';
      await expect(page.getByText(where)).toBeVisible();
      await page.getByText(where).scrollIntoViewIfNeeded();
      await shot(page, 'voice-demo', viewport.width);

      family = await createFamily(baseURL!, { child: { name: 'Ava', age: 9 } });
      await enterChildCode(page, family.child.inviteCode);
      await page.goto('/voice-practice');
      await expect(page.getByText('Hello, I need some help, please. Can you hear me?')).toBeVisible();
      await expect(page.getByText(/My name is Sam/)).toHaveCount(0);
    });

    test('staff see a cancelled British plan as "Cancelled – paid until …"', async ({ page, baseURL }) => {
      family = await createFamily(baseURL!, { plan: 'premium', child: { name: 'Mia', age: 9 } });
      const cancelled = await family.parentApi.post('/api/billing/cancel-subscription', {
        data: {},
        headers: { origin: baseURL! },
      });
      expect(cancelled.ok()).toBe(true);

      const staff = await signedInParent(page, baseURL!, 'Sky Support');
      const made = await page.request.post('/api/admin/setup', {
        data: { email: staff.email, adminKey: ADMIN_SETUP_KEY_FOR_TESTS, role: 'support' },
        headers: { origin: baseURL! },
      });
      expect(made.ok()).toBe(true);
      await page.goto('/eclipse');
      await page.getByRole('tab', { name: 'Subscribers' }).click();
      const row = page.getByRole('row').filter({ hasText: family.email });
      await expect(row).toContainText(/Cancelled – paid until \d{1,2} [A-Z][a-z]+/);
      await expect(row).not.toContainText('Canceled');
      await expectFitsScreen(page);
      await shot(page, 'subscribers', viewport.width);
    });
  });
}
