// The smaller things a family notices, on a phone and a laptop: the child dashboard passes every axe
// rule, an unknown page is a real 404, the password meter gives one verdict, the plan's child limit is
// said before the add-child form, a pasted invite code keeps all eight characters, and the breathing
// count is spoken.
import AxeBuilder from '@axe-core/playwright';
import { test, expect, rememberCountry } from './fixtures';
import { createFamily, saveCall, type Family } from './support/family';
import { listenToOperatorVoice } from './support/operator-voice';
import { signedInParent } from './support/parents';
import { enterChildCode } from './support/practice-call';

let family: Family | undefined;
test.afterEach(async () => {
  await family?.dispose();
  family = undefined;
});
test.beforeEach(async ({ page }) => rememberCountry(page));

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('the child dashboard passes every axe rule, colour contrast included', async ({ page, baseURL }) => {
      family = await createFamily(baseURL!, { plan: 'free', child: { name: 'Zoe', age: 7 } });
      const code = family.child.inviteCode;
      await saveCall(baseURL!, code, { scenarioType: '111', scenarioId: 'fever-child', overallStars: 4 });
      await enterChildCode(page, code);
      await expect(page.getByRole('heading', { level: 1 })).toContainText('Zoe');
      await expect(page.getByText('Child Fever').first()).toBeVisible();
      const { violations } = await new AxeBuilder({ page }).analyze();
      expect(
        violations.map(
          (violation) =>
            `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
        ),
      ).toEqual([]);
    });

    test.describe('an unknown page', () => {
      // Chromium reports the 404 document itself as a console error.
      test.use({ allowConsoleErrors: [/status of 404/] });

      test('answers HTTP 404 with the not-found page', async ({ page }) => {
        const response = await page.goto('/no-such-page-here');
        expect(response?.status()).toBe(404);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(page.getByText(/not found|can't find|couldn't find/i).first()).toBeVisible();
        expect((await page.goto('/about'))?.status()).toBe(200);
      });
    });

    test('the password meter gives one verdict beside its suggestions', async ({ page }) => {
      await page.goto('/auth');
      await page.getByRole('tab', { name: 'Sign Up' }).click();
      await page.getByLabel('Password', { exact: true }).fill('Abcdefghijk12345');
      const meter = page.getByRole('meter', { name: 'Password strength' });
      await expect(meter).toHaveAttribute('aria-valuetext', 'Strong');
      await expect(page.getByText('Very Strong')).toHaveCount(0);
      await expect(page.getByText('To make it even stronger:')).toBeVisible();
      await expect(page.getByText('Add a special character')).toBeVisible();
      await page.getByLabel('Password', { exact: true }).fill('Abcdefghij12!x');
      await expect(meter).toHaveAttribute('aria-valuetext', 'Very Strong');
      await expect(page.getByText('Add a special character')).toHaveCount(0);
    });

    test('at the plan’s child limit the parent is told before any field, with the way to upgrade', async ({
      page,
      baseURL,
    }) => {
      await signedInParent(page, baseURL!, 'Limit Parent');
      const added = await page.request.post('/api/children', {
        data: { name: 'Only', age: 8, relationship: 'dad', countryCode: 'uk' },
        headers: { origin: baseURL! },
      });
      expect(added.status()).toBe(201);
      await page.goto('/parent-dashboard');
      await page.getByRole('button', { name: /Add Child \(plan limit: 1\)/ }).click();
      const dialog = page.getByRole('dialog', { name: 'Plan limit reached' });
      await expect(dialog).toContainText('Your Free plan allows up to 1 child');
      await expect(dialog.getByLabel("Child's name")).toHaveCount(0);
      await dialog.getByRole('link', { name: 'See plans and upgrade' }).click();
      // With the way back to Add Child once a bigger plan is paid for.
      await expect(page).toHaveURL(
        `/billing?returnTo=${encodeURIComponent('/parent-dashboard?add-child=1')}`,
      );
    });

    test('a pasted invite code with a space keeps all eight characters', async ({ page }) => {
      await page.goto('/child-login');
      const field = page.getByLabel('Your invite code');
      await field.focus();
      await page.keyboard.insertText('395G X32G');
      await expect(field).toHaveValue('395GX32G');
    });
  });
}

test('the breathing count is spoken in the operator’s voice', async ({ page, baseURL }) => {
  family = await createFamily(baseURL!, { plan: 'free', child: { name: 'Ivy', age: 8 } });
  const code = family.child.inviteCode;
  await enterChildCode(page, code);
  const voice = listenToOperatorVoice(page);
  await page.goto(`/child/${code}/voice-practice`);
  const square = page.getByRole('article', { name: 'Square Breathing' });
  await expect(square.getByRole('checkbox', { name: 'Count out loud' })).toBeChecked();
  await square.getByRole('button', { name: 'Start Square Breathing' }).click();
  await expect.poll(() => voice.has('Breathe in'), { timeout: 20_000 }).toBe(true);
  await expect.poll(() => voice.has('2'), { timeout: 20_000 }).toBe(true);
  await square.getByRole('button', { name: 'Stop Square Breathing' }).click();
});
