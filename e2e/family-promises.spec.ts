import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect, rememberCountry } from './fixtures';
import { createChild } from './support/children';
import { createFamily, type Family } from './support/family';
import { signedInParent } from './support/parents';
import { dial, enterChildCode, modelAnswer } from './support/practice-call';

// What a family notices on a phone and on a laptop: sign-up says what is free before anyone signs up,
// a child's locked card speaks to the child, every score says what it measures on one scale, a
// cancellation shows its date on the dashboard, every page opens at its top, and the country picker and
// prices promise nothing untrue.

let family: Family | undefined;
test.afterEach(async () => {
  await family?.dispose();
  family = undefined;
});

/** Saves finished calls as a child's device does, with the code in the body. */
async function saveCalls(api: APIRequestContext, baseURL: string, inviteCode: string, stars: number[]) {
  for (const overallStars of stars) {
    const response = await api.post('/api/child/progress', {
      headers: { origin: baseURL },
      data: {
        callId: crypto.randomUUID(),
        inviteCode,
        scenarioType: '111',
        scenarioId: 'fever-child',
        overallStars,
        clarityScore: 67,
        calmnessScore: 100,
        accuracyScore: 33,
        serviceSelectionScore: 100,
        responseRatings: [],
        timeTakenSeconds: 60,
      },
    });
    expect(response.status()).toBe(201);
  }
}

const PLAN_WORDS = /£|GBP|Starter|Family Plan|Free plan|paid plan|upgrade|per month/i;

async function scrollToBottom(page: Page) {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });
    test.describe.configure({ timeout: 180_000 });

    test('every way to sign up says what the free plan includes before sign-up', async ({ page }) => {
      await rememberCountry(page, 'uk');
      const promise = /non-emergency practice calls.*Emergency \(999\) practice calls need a paid plan/;

      await page.goto('/');
      const hero = page.locator('section[aria-labelledby="hero-heading"]');
      await expect(hero.getByTestId('free-plan-note')).toHaveText(promise);
      await hero.getByRole('link', { name: /Start Free/ }).click();
      await expect(page).toHaveURL('/auth?tab=signup');
      const form = page.getByRole('form', { name: 'Create a parent account' });
      await expect(form.getByTestId('free-plan-note')).toHaveText(promise);

      await page.goto('/login');
      await expect(page.getByRole('link', { name: /I'm a Parent/ }).getByTestId('free-plan-note')).toHaveText(
        promise,
      );
      await page.goto('/about');
      await expect(page.getByTestId('free-plan-note').last()).toHaveText(promise);
    });

    test("a free child's locked emergency card speaks to the child, never of plans or prices", async ({
      page,
      baseURL,
    }) => {
      await rememberCountry(page);
      family = await createFamily(baseURL!, { plan: 'free', child: { name: 'Ava', age: 7 } });
      await enterChildCode(page, family.child.inviteCode);
      const locked = page.getByRole('group', { name: 'Emergency Practice (locked)' });
      await expect(locked).toContainText('Ask your grown-up to turn on emergency practice for you.');
      expect(await locked.innerText()).not.toMatch(PLAN_WORDS);
      await page.goto(`/child/${family.child.inviteCode}/scenarios/999`);
      await expect(page.getByText('Ask your grown-up to turn on emergency practice for you.')).toBeVisible();
      expect(await page.locator('main').innerText()).not.toMatch(PLAN_WORDS);
    });

    test("a parent's preview shows the child's locked card, without plan text", async ({ page, baseURL }) => {
      await rememberCountry(page);
      await signedInParent(page, baseURL!);
      await createChild(page, baseURL!, { name: 'Ben', age: 8 });
      await page.goto('/parent-dashboard');
      await page.getByRole('button', { name: 'Preview as child' }).click();
      const locked = page.getByRole('group', { name: 'Emergency Practice (locked)' });
      await expect(locked).toContainText('Ask your grown-up');
      expect(await locked.innerText()).not.toMatch(PLAN_WORDS);
    });

    test('the same calls show the same average stars on both dashboards and in the reports', async ({
      page,
      browser,
      playwright,
      baseURL,
    }) => {
      await rememberCountry(page);
      await signedInParent(page, baseURL!);
      const child = await createChild(page, baseURL!, { name: 'Cara', age: 10 });
      // The child's own device saves the calls: a parent's session may not.
      const childDevice = await playwright.request.newContext({ baseURL });
      await saveCalls(childDevice, baseURL!, child.inviteCode, [5, 3, 3]);
      await childDevice.dispose();

      // (5 + 3 + 3) / 3 = 3.7 stars out of 5, named "Average stars" everywhere.
      await page.goto('/parent-dashboard');
      const overview = page.locator('section[aria-labelledby="overview-heading"]');
      await expect(overview.locator('div', { hasText: 'Average stars' }).first()).toContainText('3.7 of 5');
      await expect(page.getByText('3 calls completed · average stars 3.7 of 5')).toBeVisible();

      await page.goto(`/reports/${child.id}`);
      const averageCard = page.locator('dl[aria-label=Summary] > div', { hasText: 'Average stars' });
      await expect(averageCard.locator('dd').first()).toHaveText('3.7 of 5');
      await expect(averageCard).toContainText('The average of the calls’ stars, out of 5');
      const firstCall = page.getByRole('list', { name: 'Reports' }).getByRole('article').first();
      await expect(firstCall).toContainText('Clarity');
      await expect(firstCall).toContainText('67%');

      const childPage = await (await browser.newContext({ baseURL, viewport })).newPage();
      await rememberCountry(childPage);
      await enterChildCode(childPage, child.inviteCode);
      const scores = childPage.getByRole('list', { name: 'Your scores' });
      await expect(scores.locator('[data-figure=averageStars]')).toContainText('Average stars');
      await expect(scores.locator('[data-figure=averageStars]')).toContainText('3.7 of 5');
      await expect(scores).not.toContainText('%');
      await childPage.context().close();
    });

    test('the results page lists every answer of the call and says what each score measures', async ({
      page,
      baseURL,
    }) => {
      await rememberCountry(page);
      family = await createFamily(baseURL!, { plan: 'free', child: { name: 'Dev', age: 12 } });
      const code = family.child.inviteCode;
      await enterChildCode(page, code);
      await page.goto(`/child/${code}/scenario/111/fever-child/conversation`);
      await dial(page, '111');

      const send = page.getByRole('button', { name: 'Send Answer' });
      const next = page.getByRole('button', { name: 'Continue' });
      const hangUp = page.getByRole('button', { name: 'Hang Up and See Results' });
      let answers = 0;
      for (let turn = 0; turn < 30; turn += 1) {
        await expect(send.or(next).or(hangUp).first()).toBeVisible();
        if (await hangUp.isVisible()) break;
        if (await next.isVisible()) {
          await next.click();
          continue;
        }
        await page.getByRole('textbox', { name: /answer/i }).fill(await modelAnswer(page));
        await send.click();
        answers += 1;
        await expect(send.or(next).or(hangUp).first()).toBeVisible();
      }
      await hangUp.click();
      await expect(page).toHaveURL(`/child/${code}/results/111/fever-child`);

      const list = page.getByRole('list', { name: 'Every answer in this call' });
      await expect(list.getByRole('listitem')).toHaveCount(answers);
      await expect(list.getByText(`Answer ${answers}`, { exact: true })).toBeVisible();
      await expect(page.getByText(`All ${answers} answers you gave.`)).toBeVisible();
      const scores = page.locator('section[aria-labelledby="score-list-title"]');
      for (const line of [
        'How clear the spoken answers were',
        'How calm the words of the spoken answers were',
        'How much of what the operator asked for the answers gave',
      ])
        await expect(scores).toContainText(line);
    });

    test('after a cancellation the dashboard shows the end date and which children stop then', async ({
      page,
      baseURL,
    }) => {
      await rememberCountry(page);
      await signedInParent(page, baseURL!);
      await createChild(page, baseURL!, { name: 'Mia', age: 9 });
      await page.goto('/billing');
      await page.getByRole('button', { name: 'Upgrade to Family Plan' }).click();
      await page.getByRole('button', { name: 'Pay £2.50 (test)' }).click();
      await expect(page).toHaveURL('/billing');
      await createChild(page, baseURL!, { name: 'Leo', age: 7 });
      await page.goto('/billing');
      const renewsOn = await page
        .getByText('Next billing date')
        .locator('xpath=following-sibling::dd')
        .innerText();

      // The keep-children dialog names the date.
      await page.getByRole('button', { name: 'Cancel subscription' }).click();
      const dialog = page.getByRole('dialog');
      await expect(dialog).toContainText(`the others become inactive on ${renewsOn}`);
      await dialog.getByLabel('Mia').check();
      await dialog.getByRole('button', { name: 'Continue to cancel' }).click();
      await page.getByRole('button', { name: 'Cancel subscription' }).click();
      await expect(page).toHaveURL('/billing');
      await expect(page.getByText('Subscription ends')).toBeVisible();

      await page.goto('/parent-dashboard');
      const notice = page.locator('section[aria-labelledby="plan-ending-heading"]');
      await expect(notice.getByRole('heading')).toHaveText(`Your Family Plan ends on ${renewsOn}`);
      await expect(notice).toContainText(
        `Mia keeps practising non-emergency calls on the free plan from ${renewsOn}.`,
      );
      await expect(notice).toContainText(`Leo stops practising on ${renewsOn}`);
    });

    test('every page change starts at the top, and checkout opens with Pay on screen', async ({
      page,
      baseURL,
    }) => {
      await rememberCountry(page);
      await signedInParent(page, baseURL!);
      await page.goto('/billing');
      await expect(page.getByRole('heading', { name: 'Our plans' })).toBeVisible();
      await scrollToBottom(page);
      await page.getByRole('button', { name: 'Upgrade to Family Plan' }).click();
      await expect(page).toHaveURL(/\/billing\/checkout\//);
      const pay = page.getByRole('button', { name: 'Pay £2.50 (test)' });
      await expect(pay).toBeVisible();
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      await expect(pay).toBeInViewport();

      // A link in the footer of a long page opens the next page at its top; Back returns to the place.
      await page.goto('/about');
      await scrollToBottom(page);
      const left = await page.evaluate(() => window.scrollY);
      await page.getByRole('contentinfo').getByRole('link', { name: 'Pricing' }).click();
      await expect(page).toHaveURL('/pricing');
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
      await page.goBack();
      await expect(page).toHaveURL('/about');
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(left - 50);
    });

    test('the country picker names only the accent really heard, and prices and hours say their currency and clock', async ({
      page,
      request,
    }) => {
      const capabilities = (await (await request.get('/api/speech/capabilities')).json()) as {
        synthesis: boolean;
        voiceAccents?: Record<string, string>;
      };
      await page.goto('/');
      const dialog = page.getByRole('dialog', { name: 'Choose Your Country' });
      await expect(dialog).toBeVisible();
      const australia = dialog.getByRole('button', { name: /Australia/ });
      if (capabilities.synthesis && capabilities.voiceAccents) {
        // The offline voice speaks British English for Australia; the card says so.
        await expect(australia).toContainText(`${capabilities.voiceAccents.au} voice`);
        await expect(dialog.getByRole('button', { name: /United States/ })).toContainText(
          `${capabilities.voiceAccents.us} voice`,
        );
      }
      await expect(dialog).not.toContainText('Australian accent');
      await expect(dialog).not.toContainText(/accents?\b/);
      await australia.click();

      await page.goto('/pricing');
      const family = page.getByRole('article').filter({ hasText: 'Family Plan' }).first();
      await expect(family).toContainText('£2.50');
      await expect(family).toContainText('GBP/month');
      await expect(page.getByRole('contentinfo')).toContainText('Mon-Fri 9am-6pm UK time (GMT/BST)');
    });
  });
}
