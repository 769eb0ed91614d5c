// What a family notices (ADR 057): the results agree with the call, a 6-year-old is asked one thing at
// a time, and the home page promises the scores the reports show. At a phone's and a laptop's width.
import type { Page } from '@playwright/test';
import { SCORE_COVERAGE } from '@callready/core';
import { test, expect, rememberCountry } from './fixtures';
import { createFamily, type Family } from './support/family';
import { signedInParent } from './support/parents';
import { expectNoSideways } from './support/layout';
import { answerWithModelAnswers, dial, enterChildCode } from './support/practice-call';

const WIDTHS = [390, 1280] as const;

let family: Family | undefined;
test.afterEach(async () => {
  await family?.dispose();
  family = undefined;
});
test.beforeEach(async ({ page }) => rememberCountry(page));

/** What the screen shows, for a person to look at (kept with the test's output). */
async function shot(page: Page, name: string) {
  await page.screenshot({ path: test.info().outputPath(`${name}.png`) });
}

/** Types one answer, opening the typing box where the youngest see pictures first. */
async function typeAnswer(page: Page, text: string) {
  const typeInstead = page.getByRole('button', { name: 'Type instead' });
  if (await typeInstead.isVisible()) await typeInstead.click();
  await page.getByRole('textbox', { name: /answer/i }).fill(text);
  await page.getByRole('button', { name: 'Send Answer' }).click();
}

/** The operator's lines in the transcript so far, without the screen reader's "Operator: ". */
async function operatorLines(page: Page): Promise<string[]> {
  const lines = await page
    .getByLabel('Call transcript')
    .getByRole('listitem')
    .filter({ has: page.locator('.bg-slate-100') })
    .allTextContents();
  return lines.map((line) => line.replace(/^Operator:\s*/, '').trim());
}

for (const width of WIDTHS) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width === 390 ? 844 : 900 } });

    test('a five-star call does not set what it did well as things to practise', async ({
      page,
      baseURL,
    }) => {
      test.setTimeout(240_000);
      family = await createFamily(baseURL!, { plan: 'premium', child: { name: 'Mia', age: 13 } });
      const code = family.child.inviteCode;
      await enterChildCode(page, code);
      await page.goto(`/child/${code}/scenario/999/heart-attack/conversation`);
      await dial(page, '999');
      // The hint's model answers: the first names the ambulance, the address is given in full.
      await answerWithModelAnswers(page);
      const lines = await operatorLines(page);
      expect(lines.join(' ')).toMatch(/ambulance/i);
      await page.getByRole('button', { name: 'Hang Up and See Results' }).click();
      await expect(page).toHaveURL(`/child/${code}/results/999/heart-attack`);
      await expect(page.getByRole('heading', { name: 'Emergency Expert' })).toBeVisible();

      const next = page.getByRole('region', { name: 'Two things to practise next' });
      await expect(next.getByRole('listitem')).toHaveCount(2);
      await expect(next).not.toContainText('Naming the service you need');
      await expect(next).not.toContainText('Giving your full address');
      await expectNoSideways(page);
      await next.scrollIntoViewIfNeeded();
      await shot(page, `five-star-results-${width}`);
    });

    test('an advice call is an advice-call expert, never an emergency expert', async ({ page, baseURL }) => {
      test.setTimeout(240_000);
      family = await createFamily(baseURL!, { plan: 'premium', child: { name: 'Leo', age: 11 } });
      const code = family.child.inviteCode;
      await enterChildCode(page, code);
      await page.goto(`/child/${code}/scenario/111/fever-child/conversation`);
      await dial(page, '111');
      await answerWithModelAnswers(page);
      await page.getByRole('button', { name: 'Hang Up and See Results' }).click();
      await expect(page).toHaveURL(`/child/${code}/results/111/fever-child`);

      await expect(page.getByRole('heading', { name: 'Advice Call Expert' })).toBeVisible();
      await expect(page.getByText('Expert Advice Caller').first()).toBeVisible();
      await expect(page.getByText("Amazing work! You're brilliant at advice calls!")).toBeVisible();
      await expect(
        page.getByText(/Emergency Expert|Expert Emergency Caller|brilliant at emergency/),
      ).toHaveCount(0);
      await expectNoSideways(page);
      await shot(page, `advice-results-${width}`);
      await page.getByText('Certificate of Achievement').first().scrollIntoViewIfNeeded();
      await shot(page, `advice-certificate-${width}`);
    });

    test('a 6-year-old is asked one thing at a time, and an answer to either part counts', async ({
      page,
      baseURL,
    }) => {
      test.setTimeout(240_000);
      family = await createFamily(baseURL!, { plan: 'premium', child: { name: 'Ada', age: 6 } });
      const code = family.child.inviteCode;
      await enterChildCode(page, code);
      await page.goto(`/child/${code}/scenario/111/fever-child/conversation`);
      await dial(page, '111');

      const hangUp = page.getByRole('button', { name: 'Hang Up and See Results' });
      const card = page.getByRole('list', { name: 'How your answer did' });
      let sawAgeFirst = false;
      for (let turn = 0; turn < 20 && !(await hangUp.isVisible()); turn += 1) {
        const send = page
          .getByRole('button', { name: 'Send Answer' })
          .or(page.getByRole('button', { name: 'Type instead' }));
        const next = page.getByRole('button', { name: 'Continue' });
        await expect(send.or(next).or(hangUp).first()).toBeVisible();
        if (await hangUp.isVisible()) break;
        if (await next.isVisible()) {
          await next.click();
          continue;
        }
        const asked = (await operatorLines(page)).at(-1) ?? '';
        // One thing a turn: never two questions in one line.
        expect(asked.split('?').length - 1, asked).toBeLessThanOrEqual(1);
        if (/What do you need help with/.test(asked))
          await typeAnswer(page, 'My sister has a fever and I need advice.');
        else if (/Where are you/.test(asked)) await typeAnswer(page, 'We are at 21 Elm Close.');
        else if (/Is that right/.test(asked)) await typeAnswer(page, 'yes');
        else if (/^Is a grown-up with you\?$/.test(asked) && !sawAgeFirst) {
          // The age, said to the grown-up question, is credited: never "Keep trying!".
          sawAgeFirst = true;
          await typeAnswer(page, 'she is 3');
          await expect(card).toBeVisible();
          await expect(card).not.toContainText('Keep trying');
          await shot(page, `one-thing-credited-${width}`);
        } else if (/grown-up/.test(asked)) await typeAnswer(page, 'yes my dad is here');
        else await typeAnswer(page, 'she is very hot and her head hurts');
      }
      const lines = await operatorLines(page);
      expect(sawAgeFirst).toBe(true);
      expect(lines).toContain('How is your sister feeling?');
      expect(lines).toContain('Is a grown-up with you?');
      // Only the part left is asked again, not both questions.
      expect(lines).toContain('Thank you. Is a grown-up with you?');
      expect(lines.filter((line) => /How old is your sister/.test(line))).toHaveLength(0);
      for (const line of lines) expect(line.split('?').length - 1, line).toBeLessThanOrEqual(1);
      await expectNoSideways(page);
      await page.getByLabel('Call transcript').scrollIntoViewIfNeeded();
      await shot(page, `one-thing-call-${width}`);
    });

    test('the home page and a report say the same true thing about scores', async ({ page, baseURL }) => {
      test.setTimeout(120_000);
      await page.goto('/');
      await expect(page.getByText(SCORE_COVERAGE).first()).toBeVisible();
      await expect(page.getByText(/clarity, calmness and accuracy scores for every call/i)).toHaveCount(0);
      await page.getByText(SCORE_COVERAGE).first().scrollIntoViewIfNeeded();
      await shot(page, `home-scores-${width}`);

      await signedInParent(page, baseURL!);
      const created = await page.request.post('/api/children', {
        data: { name: 'Zoë', age: 9, relationship: 'mum', countryCode: 'uk' },
        headers: { origin: baseURL! },
      });
      expect(created.status()).toBe(201);
      const child = ((await created.json()) as { child: { id: string; inviteCode: string } }).child;
      // A call answered by typing, saved as the child's device saves it: no clarity or calmness.
      const childDevice = await page.context().browser()!.newContext({ baseURL: baseURL! });
      try {
        const saved = await childDevice.request.post('/api/child/progress', {
          headers: { origin: baseURL! },
          data: {
            callId: crypto.randomUUID(),
            inviteCode: child.inviteCode,
            // A free plan practises advice calls.
            scenarioType: '111',
            scenarioId: 'fever-child',
            overallStars: 4,
            clarityScore: null,
            calmnessScore: null,
            accuracyScore: 90,
            serviceSelectionScore: 100,
            responseRatings: [],
            timeTakenSeconds: 80,
          },
        });
        expect(saved.status()).toBe(201);
      } finally {
        await childDevice.close();
      }

      await page.goto(`/reports/${child.id}`);
      const report = page.getByRole('list', { name: 'Reports' }).getByRole('article').first();
      await expect(report).toBeVisible();
      await expect(page.getByText(SCORE_COVERAGE)).toBeVisible();
      // What the sentence says is what the report shows: accuracy scored, clarity and calmness not.
      await expect(report.getByText('Not rated')).toHaveCount(2);
      await expect(report.getByText('90%')).toBeVisible();
      await expectNoSideways(page);
      await page.getByText(SCORE_COVERAGE).scrollIntoViewIfNeeded();
      await shot(page, `report-scores-${width}`);
    });
  });
}
