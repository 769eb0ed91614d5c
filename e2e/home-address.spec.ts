// The family's own address and phone (ADR 037, ADR 038): the parent adds them, the child finds the
// emergency button on the pretend lock screen before dialling, and a young child builds the address
// from tiles.
import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect, rememberCountry, seriousA11yViolations } from './fixtures';
import { createFamily, type Family } from './support/family';
import { expectFitsScreen } from './support/layout';
import { signedInParent } from './support/parents';
import { answerWithModelAnswers, dial, enterChildCode, modelAnswer } from './support/practice-call';

const HOME = { number: '5', street: 'Mill Lane', town: 'Leeds', postcode: 'LS6 2AB' };

let family: Family | undefined;
test.afterEach(async () => {
  await family?.dispose();
  family = undefined;
});
test.beforeEach(async ({ page }) => rememberCountry(page));

async function storeHome(api: APIRequestContext, baseURL: string, childId: string, phone: string) {
  const response = await api.patch(`/api/children/${childId}/home`, {
    data: { home: HOME, phone },
    headers: { origin: baseURL },
  });
  expect(response.ok()).toBe(true);
}

/** Types an answer on the call screen (a young child opens the typed box first) and sends it. */
async function typeAnswer(page: Page, text: string) {
  const send = page.getByRole('button', { name: 'Send Answer' });
  const typeInstead = page.getByRole('button', { name: 'Type instead' });
  await expect(send.or(typeInstead).first()).toBeVisible();
  if (await typeInstead.isVisible()) await typeInstead.click();
  await page.getByRole('textbox', { name: /answer/i }).fill(text);
  await send.click();
}

/** Answers the rest of the call with the hint's model answers, typed as a young child types them. */
async function finishWithTypedModelAnswers(page: Page) {
  const hangUp = page.getByRole('button', { name: 'Hang Up and See Results' });
  const next = page.getByRole('button', { name: 'Continue' });
  const send = page.getByRole('button', { name: 'Send Answer' });
  const typeInstead = page.getByRole('button', { name: 'Type instead' });
  for (let turn = 0; turn < 20; turn += 1) {
    await expect(send.or(typeInstead).or(next).or(hangUp).first()).toBeVisible();
    if (await hangUp.isVisible()) return;
    if (await next.isVisible()) {
      await next.click();
      continue;
    }
    await typeAnswer(page, await modelAnswer(page));
    await expect(
      page.getByRole('list', { name: 'How your answer did' }).or(hangUp).or(send).or(typeInstead).first(),
    ).toBeVisible();
  }
  throw new Error('the call did not end within 20 turns');
}

async function toastsGone(page: Page) {
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 15_000 });
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('a parent adds the home address and an iPhone, and the reports show the address practice', async ({
      page,
      baseURL,
    }) => {
      test.setTimeout(120_000);
      await signedInParent(page, baseURL!, 'Sam Parent');
      const created = await page.request.post('/api/children', {
        data: { name: 'Mia', age: 7, relationship: 'mum', countryCode: 'uk' },
        headers: { origin: baseURL! },
      });
      const { child } = (await created.json()) as { child: { id: string } };

      await page.goto('/parent-dashboard');
      await page.getByRole('button', { name: 'Address and phone for Mia' }).click();
      const dialog = page.getByRole('dialog', { name: 'Address and phone for Mia' });
      await expect(dialog.getByText("Only you and Mia's own practice", { exact: false })).toBeVisible();
      await expect(
        dialog.getByText(/deleted when you remove it, remove Mia or delete your account/),
      ).toBeVisible();
      await expectFitsScreen(page);

      // A postcode that is not British is refused before anything is sent.
      await dialog.getByLabel('House number or name (optional)').fill(HOME.number);
      await dialog.getByLabel('Street', { exact: true }).fill(HOME.street);
      await dialog.getByLabel('Town', { exact: true }).fill(HOME.town);
      await dialog.getByLabel('Postcode (optional)').fill('90210');
      await dialog.getByRole('button', { name: 'Save' }).click();
      await expect(dialog.getByText('Postcode must look like LS6 2AB')).toBeVisible();

      await dialog.getByLabel('Postcode (optional)').fill('ls62ab');
      await dialog.getByRole('radio', { name: 'iPhone' }).check();
      await dialog.getByRole('button', { name: 'Save' }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByText('Address and phone saved')).toBeVisible();

      // Opened again, it shows what was stored, the postcode written the British way.
      await page.getByRole('button', { name: 'Address and phone for Mia' }).click();
      await expect(dialog.getByLabel('Postcode (optional)')).toHaveValue('LS6 2AB');
      await expect(dialog.getByRole('radio', { name: 'iPhone' })).toBeChecked();
      await expect(dialog.getByTestId('learning-summary')).toHaveText(
        'Learn my address: 0 of 4 parts learned',
      );
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await toastsGone(page);
      expect(await seriousA11yViolations(page)).toEqual([]);

      await page.goto(`/reports/${child.id}`);
      const card = page.getByTestId('address-learning-card');
      await expect(card.getByRole('heading', { name: 'Learn my address' })).toBeVisible();
      await expect(card).toContainText('0 of 4 parts learned');
      await expect(card).toContainText('Lock-screen practice uses: iPhone');
      await expectFitsScreen(page);
    });

    test('a 7-year-old finds Emergency on the pretend iPhone lock screen, dials, says her address part by part, and the reports show both skills', async ({
      page,
      baseURL,
    }) => {
      test.setTimeout(240_000);
      family = await createFamily(baseURL!, { plan: 'premium', child: { name: 'Ava', age: 7 } });
      await storeHome(family.parentApi, baseURL!, family.child.id, 'iphone');
      const code = family.child.inviteCode;
      await enterChildCode(page, code);
      await expect(page.getByText('You have a new address to learn')).toBeVisible();

      // The briefing says the call happens at home (ADR 043).
      await page.goto(`/child/${code}/scenario/999/house-fire`);
      await expect(
        page.getByText(
          'This time it happens at your home. When the operator asks where you are, say your address.',
        ),
      ).toBeVisible();
      await page.goto(`/child/${code}/scenario/999/house-fire/conversation`);
      const phone = page.getByTestId('practice-phone');
      await expect(phone.getByText('Practice phone')).toBeVisible();
      await expect(page.getByText('A pretend phone for practice: it never calls anyone.')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Call', exact: true })).toHaveCount(0);
      await expectFitsScreen(page);

      await phone.getByRole('button', { name: /Swipe up to open/ }).click();
      await expect(phone.getByText('Enter Passcode')).toBeVisible();
      // Two wrong taps, then the hint in words for a 7-year-old.
      await phone.getByRole('button', { name: '1', exact: true }).click();
      await phone.getByRole('button', { name: 'Cancel' }).click();
      await expect(page.getByText('Look at the bottom. Tap the word "Emergency".')).toBeVisible();
      expect(await page.evaluate(() => document.querySelectorAll('a[href^="tel:"]').length)).toBe(0);

      await phone.getByRole('button', { name: 'Emergency', exact: true }).click();
      await expect(page.getByRole('heading', { name: 'Make the call' })).toBeVisible();
      await dial(page, '999');
      await expect(page.getByText('Calling…')).toBeVisible();
      await expectFitsScreen(page);

      // In the call, the address answer is checked against the stored one, part by part.
      await typeAnswer(page, 'Fire please, my house is on fire');
      await page.getByRole('button', { name: 'Continue' }).click();
      await typeAnswer(page, '5 Mill Lane');
      await expect(
        page.getByText('You got your number and street right. Great! Now add your town.'),
      ).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Good answer!' })).toBeVisible();
      await expectFitsScreen(page);
      await page.getByRole('button', { name: 'Continue' }).click();
      // Corrected at the read-back, the whole address counts.
      await typeAnswer(page, "No, it's 5 Mill Lane, Leeds, LS6 2AB");
      await finishWithTypedModelAnswers(page);
      await page.getByRole('button', { name: 'Hang Up and See Results' }).click();
      await expect(page.getByRole('heading', { name: 'You said your own address' })).toBeVisible();
      await expect(page.getByText('You said your whole address. Brilliant!')).toBeVisible();
      await expect(page.getByText('Progress Saved! 🎉')).toBeVisible();

      // The parent's reports show both skills for the call, and the skills over time.
      await page.context().addCookies((await family.parentApi.storageState()).cookies);
      await page.goto(`/reports/${family.child.id}`);
      await expect(page.getByTestId('call-skills')).toContainText('Found the emergency button: Partly');
      await expect(page.getByTestId('call-skills')).toContainText('Said own address: Yes');
      await expect(page.getByRole('heading', { name: 'Skills over time' })).toBeVisible();
      await expectFitsScreen(page);
    });
  });
}

test('a 12-year-old on a Pixel finds "Emergency call", and the saved call records both skills for the reports', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(150_000);
  family = await createFamily(baseURL!, { plan: 'premium', child: { name: 'Noor', age: 12 } });
  await storeHome(family.parentApi, baseURL!, family.child.id, 'pixel');
  const code = family.child.inviteCode;
  await enterChildCode(page, code);
  await page.goto(`/child/${code}/scenario/999/house-fire/conversation`);
  const phone = page.getByTestId('practice-phone');
  await phone.getByRole('button', { name: /Swipe up to unlock/ }).click();
  await expect(phone.getByText('Enter PIN')).toBeVisible();
  await phone.getByRole('button', { name: 'Emergency call' }).click();
  await dial(page, '999');
  await answerWithModelAnswers(page);
  await page.getByRole('button', { name: 'Hang Up and See Results' }).click();
  await expect(page.getByText('Progress Saved! 🎉')).toBeVisible();

  const reports = await family.parentApi.get(`/api/children/${family.child.id}/reports`);
  const { records } = (await reports.json()) as {
    records: { foundEmergencyButton: string | null; saidOwnAddress: string | null }[];
  };
  expect(records.map((record) => record.foundEmergencyButton)).toEqual(['yes']);
  // The hint's made-up address is not the family's: the call records that it was not said (ADR 043).
  expect(records.map((record) => record.saidOwnAddress)).toEqual(['no']);
});

test.describe('on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a 6-year-old builds the address from tiles, says it, and sees the progress', async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    family = await createFamily(baseURL!, { plan: 'free', child: { name: 'Leo', age: 6 } });
    await storeHome(family.parentApi, baseURL!, family.child.id, 'landline');
    await page.route('**/api/speech/capabilities', (route) =>
      route.fulfill({ json: { synthesis: true, transcription: false, browserRecognition: false } }),
    );
    const code = family.child.inviteCode;
    await enterChildCode(page, code);
    await expect(page.getByText('You have a new address to learn')).toBeVisible();
    await page.getByRole('link', { name: 'Start' }).click();
    await expect(page).toHaveURL(`/child/${code}/learn-address`);
    await expect(page.getByRole('heading', { name: 'Learn my address' })).toBeVisible();

    const tray = page.getByRole('group', { name: 'Tiles' });
    const row = page.getByRole('group', { name: 'Your address so far' });
    // A first try with the street only: the feedback names the parts that were right and the one to add,
    // never a stored value; the tray holds decoys beside the address's words.
    await tray.getByRole('button', { name: 'Mill', exact: true }).click();
    await tray.getByRole('button', { name: 'Lane', exact: true }).click();
    await page.getByRole('button', { name: 'Check my address' }).click();
    await expect(page.getByTestId('address-feedback')).toHaveText(
      'You got your street right. Great! Now add your number.',
    );
    await expectFitsScreen(page);

    await page.getByRole('button', { name: 'Start again' }).click();
    await expect(row.getByRole('button')).toHaveCount(0);
    for (const text of ['5', 'Mill', 'Lane', 'Leeds', 'LS6', '2AB']) {
      await tray.getByRole('button', { name: text, exact: true }).click();
    }
    await page.getByRole('button', { name: 'Check my address' }).click();
    await expect(page.getByTestId('address-feedback')).toHaveText('You said your whole address. Brilliant!');
    await expect(page.getByText('Now say it out loud!')).toBeVisible();
    await expect(page.getByTestId('built-address')).toHaveText('5 Mill Lane Leeds LS6 2AB');
    // This device cannot listen here (read-aloud.spec.ts follows a device that can): the button says
    // the child said it to their grown-up, with no microphone on it.
    const saidIt = page.getByRole('button', { name: 'I said it!' });
    await expect(saidIt).toBeVisible();
    expect(await saidIt.locator('svg.lucide-mic').count()).toBe(0);
    await saidIt.click();
    await expect(page.getByText('Brilliant! That is your address.')).toBeVisible();
    await expect(page.getByRole('heading', { name: '0 of 4 parts learned' })).toBeVisible();
    await expectFitsScreen(page);
    expect(await seriousA11yViolations(page)).toEqual([]);

    // Back on the dashboard the address is no longer new, and the progress shows.
    await page.getByRole('link', { name: 'Back to Dashboard' }).click();
    await expect(page.getByTestId('address-progress')).toContainText('0 of 4 parts learned');
    await expect(page.getByText('You have a new address to learn')).toHaveCount(0);
  });
});
