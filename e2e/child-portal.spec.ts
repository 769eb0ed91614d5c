import type { Page } from '@playwright/test';
import { test, expect, rememberCountry, seriousA11yViolations } from './fixtures';
import { createChild } from './support/children';
import { scriptedMicrophone, spokenWav } from './support/fake-audio';
import { signedInParent } from './support/parents';
import { enterChildCode } from './support/practice-call';

test.beforeEach(async ({ page }) => rememberCountry(page));

/** A parent adds a child; then the parent's cookies go, so this browser is the child's own device. */
async function childCode(page: Page, baseURL: string, name = 'Ava'): Promise<string> {
  await signedInParent(page, baseURL);
  const child = await createChild(page, baseURL, { name, age: 9 });
  await page.context().clearCookies();
  return child.inviteCode;
}

test('the code box keeps letters and digits in upper case and needs a code', async ({ page }) => {
  await page.goto('/child-login');
  const submit = page.getByRole('button', { name: 'Enter Training Portal' });
  await expect(submit).toBeDisabled();
  const code = page.getByLabel('Your invite code');
  await code.pressSequentially('ab-c 12');
  await expect(code).toHaveValue('ABC12');
  await expect(submit).toBeEnabled();
  await code.fill('  - ');
  await expect(code).toHaveValue('');
  await expect(submit).toBeDisabled();
  await expect(page.getByText(/Ask your parent or carer for your 8-letter code/)).toBeVisible();
  await page.getByRole('link', { name: 'Back to Login' }).click();
  await expect(page).toHaveURL('/login');
});

test.describe('with an unknown code', () => {
  test.use({ allowConsoleErrors: [/status of 404/] });

  test('the login explains, and the old error clears on typing', async ({ page }) => {
    await page.goto('/child-login');
    await page.getByLabel('Your invite code').fill('WRNG2345');
    await page.getByRole('button', { name: 'Enter Training Portal' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'Invalid invite code. Please check your code and try again.',
    );
    await page.getByLabel('Your invite code').press('End');
    await page.getByLabel('Your invite code').press('Backspace');
    await expect(page.getByLabel('Your invite code')).toHaveValue('WRNG234');
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  test('the dashboard says the code was not found', async ({ page }) => {
    await page.goto('/child/WRNG2345');
    await expect(page.getByRole('heading', { name: 'Oops! Code not found' })).toBeVisible();
    await expect(page.getByText('The invite code you entered is not valid.')).toBeVisible();
    await page.getByRole('link', { name: 'Go to Home' }).click();
    await expect(page).toHaveURL('/');
  });
});

test('a child enters a valid code, sees their dashboard and stays in the portal', async ({
  page,
  baseURL,
}) => {
  const code = await childCode(page, baseURL!);
  await page.goto('/child-login');
  await page.getByLabel('Your invite code').fill(code.toLowerCase());
  await page.getByRole('button', { name: 'Enter Training Portal' }).click();
  await expect(page).toHaveURL(`/child/${code}`);

  await expect(page.getByRole('heading', { name: 'Welcome, Ava!' })).toBeVisible();
  for (const badge of ['UK Training', 'Age 9', 'Basic Access'])
    await expect(page.getByText(badge, { exact: true })).toBeVisible();
  await expect(page.getByText('Calls completed', { exact: true })).toBeVisible();
  await expect(page.getByText('Your Recent Progress')).toBeVisible();
  await expect(page.getByRole('banner')).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toHaveCount(0);

  // On the free plan, emergency practice is locked; non-emergency practice is open.
  const locked = page.getByRole('group', { name: 'Emergency Practice (locked)' });
  await expect(locked).toContainText('Ask your grown-up to turn on emergency practice for you.');
  await expect(
    page.getByRole('link', { name: /Emergency Practice/ }).filter({ hasNotText: 'Non-Emergency' }),
  ).toHaveCount(0);
  await page.goto(`/child/${code}/scenarios/999`);
  await expect(page.getByText('Ask your grown-up to turn on emergency practice for you.')).toBeVisible();
  await expect(page.getByRole('link', { name: /Start Briefing/ })).toHaveCount(0);

  // Anywhere else on the site leads back to the dashboard; the guide and the rules stay open.
  await page.goto('/pricing');
  await expect(page).toHaveURL(`/child/${code}`);
  await page.goto('/emergency-safety');
  await expect(page.getByRole('heading', { level: 1, name: 'Emergency Safety' })).toBeVisible();
  await expect(page.getByRole('banner')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Make the Promise' })).toHaveCount(0);
  await expect(page.locator('a[href^="/auth"]')).toHaveCount(0);
  await page.getByRole('link', { name: 'Back to Dashboard' }).first().click();
  await expect(page).toHaveURL(`/child/${code}`);
});

test('the dashboard of the child’s own session asks for profile, progress and access at once', async ({
  page,
  baseURL,
}) => {
  const code = await childCode(page, baseURL!);
  await enterChildCode(page, code);
  await expect(page.getByRole('heading', { name: 'Welcome, Ava!' })).toBeVisible();

  // Hold the profile's answer: the progress and access look-ups must not wait for it.
  const asked = new Set<string>();
  let releaseProfile!: () => void;
  const profileHeld = new Promise<void>((resolve) => (releaseProfile = resolve));
  const bothAsked = new Promise<void>((resolve) => {
    const note = (which: string) => {
      asked.add(which);
      if (asked.has('progress') && asked.has('access')) resolve();
    };
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (path === `/api/child/${code}/progress`) note('progress');
      if (path === `/api/child/${code}/access`) note('access');
    });
  });
  await page.route(`**/api/child/${code}`, async (route) => {
    await profileHeld;
    await route.continue();
  });
  await page.reload();
  await bothAsked;
  releaseProfile();
  await expect(page.getByRole('heading', { name: 'Welcome, Ava!' })).toBeVisible();
  await expect(page.getByText('Calls completed', { exact: true })).toBeVisible();
});

test('the dashboard shows its loading state from its HTML, only until the page has rendered', async ({
  browser,
  page,
  baseURL,
}) => {
  const code = await childCode(page, baseURL!);
  // Before any script has run, the page's HTML alone shows what is coming.
  const withoutScripts = await browser.newContext({ javaScriptEnabled: false });
  const bare = await withoutScripts.newPage();
  await bare.goto(`${baseURL}/child/${code}`);
  await expect(bare.getByRole('status')).toHaveText('Loading your training…');
  await expect(bare.locator('#page-loading svg')).toBeVisible();
  await withoutScripts.close();

  await page.goto(`/child/${code}`);
  await expect(page.getByRole('heading', { name: 'Welcome, Ava!' })).toBeVisible();
  await expect(page.locator('#page-loading')).toBeHidden();
});

test('a briefing leads into the practice call', async ({ page, baseURL }) => {
  const code = await childCode(page, baseURL!, 'Leo');
  await enterChildCode(page, code);
  await page.getByRole('link', { name: /Non-Emergency Practice/ }).click();
  await expect(page).toHaveURL(`/child/${code}/scenarios/111`);
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('111 Non-Emergency');
  await page.getByRole('link', { name: /Start Briefing: Child Fever/ }).click();
  await expect(page).toHaveURL(`/child/${code}/scenario/111/fever-child`);
  // An advice call's briefing, for a 9-year-old in the UK: not an emergency, calm, spelt the British way.
  await expect(page.getByText('Practise calling the advice line.')).toBeVisible();
  await expect(page.getByText(/^This is not an emergency\./)).toBeVisible();
  await expect(page.getByText("Say what's wrong")).toBeVisible();
  await expect(page.getByText('Answer the questions', { exact: true })).toBeVisible();
  await expect(page.getByText("It's okay to say 'I don't know'")).toBeVisible();
  await expect(page.getByRole('link', { name: 'Start Emergency Call' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Start Advice Call' }).click();
  await expect(page).toHaveURL(`/child/${code}/scenario/111/fever-child/conversation`);

  // An unknown scenario goes back to the dashboard.
  await page.goto(`/child/${code}/scenario/111/no-such-scenario`);
  await expect(page).toHaveURL(`/child/${code}`);
});

test('voice practice moves on only after an exercise is practised', async ({ page, baseURL }) => {
  const microphone = await scriptedMicrophone(page);
  const code = await childCode(page, baseURL!, 'Mia');
  await enterChildCode(page, code);
  await page.getByRole('link', { name: /Voice Practice/ }).click();
  await expect(page).toHaveURL(`/child/${code}/voice-practice`);

  const previous = page.getByRole('button', { name: 'Previous' });
  const next = page.getByRole('button', { name: 'Next Exercise' });
  const progress = page.getByRole('progressbar');
  await expect(page.getByRole('heading', { name: 'Speaking Clearly' })).toBeVisible();
  await expect(previous).toBeDisabled();
  await expect(next).toBeDisabled();
  await expect(progress).toHaveAttribute('aria-valuenow', '0');

  // Recording is optional: it records (voice.spec.ts follows it to the tip) and never blocks moving on.
  if (spokenWav('Hello') !== null) {
    const lasts = microphone.willSay('Hello');
    await page.getByRole('button', { name: 'Start Recording' }).click();
    // As a child would, say the word before stopping: a recording stopped before the microphone gave
    // any sound is one the server cannot read.
    await expect(page.getByRole('meter', { name: 'Microphone level' })).toBeVisible();
    await page.waitForTimeout(lasts + 700);
    await page.getByRole('button', { name: 'Stop Recording' }).click();
    await expect(page.getByRole('button', { name: 'Play My Recording' })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('button', { name: 'Start Recording' })).toBeVisible();
  }

  const titles = [
    'Speaking Clearly',
    'Emergency Location',
    'Staying Calm',
    'Describing What You See',
    'Answering Questions',
    'Full Emergency Call',
  ];
  for (const [index, title] of titles.entries()) {
    await expect(page.getByRole('heading', { name: title })).toBeVisible();
    await page.getByRole('button', { name: 'Mark as practised' }).click();
    await expect(progress).toHaveAttribute('aria-valuenow', String(Math.round(((index + 1) / 6) * 100)));
    if (index < titles.length - 1) await next.click();
  }
  await expect(next).toHaveCount(0);
  await previous.click();
  await expect(page.getByRole('heading', { name: 'Answering Questions' })).toBeVisible();
  await next.click();
  await page.getByRole('button', { name: 'Finish Practice' }).click();
  await expect(page.getByRole('heading', { name: 'You finished Voice Practice!' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Square Breathing' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Belly Breathing' })).toBeVisible();
});

test('a visitor on the scenario pages is asked to log in or use a child code', async ({ page }) => {
  for (const path of ['/scenarios', '/scenarios/999', '/scenario/111/broken-arm', '/voice-practice']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: 'Access Required' })).toBeVisible();
    await expect(
      page.getByText('You need to be logged in or have a valid child code to access this page.'),
    ).toBeVisible();
  }
  await page.goto('/scenarios');
  // Without a configured trial, the words promise the free plan rather than a trial (ADR 016).
  await expect(page.getByText('Sign up free or use child code to access')).toBeVisible();
  const screen = page.getByRole('main');
  await expect(screen.getByRole('link', { name: 'Parent Login' })).toHaveAttribute('href', '/auth');
  await expect(screen.getByRole('link', { name: 'Sign Up Free' })).toHaveAttribute(
    'href',
    '/auth?tab=signup',
  );
  await screen.getByRole('link', { name: 'Enter Child Code' }).click();
  await expect(page).toHaveURL('/child-login');
});

test('the child portal pages have no serious or critical axe violations', async ({ page, baseURL }) => {
  // Ten full scans: allow for a busy machine rather than one page's worth.
  test.setTimeout(180_000);
  await page.goto('/scenarios');
  await expect(page.getByRole('heading', { name: 'Access Required' })).toBeVisible();
  expect(await seriousA11yViolations(page), '/scenarios (visitor)').toEqual([]);

  const code = await childCode(page, baseURL!, 'Zoe');
  await page.goto('/child-login');
  expect(await seriousA11yViolations(page), '/child-login').toEqual([]);
  await enterChildCode(page, code);
  for (const path of [
    `/child/${code}`,
    `/child/${code}/scenarios`,
    `/child/${code}/scenarios/999`,
    `/child/${code}/scenarios/111`,
    `/child/${code}/scenario/111/broken-arm`,
    `/child/${code}/voice-practice`,
    '/emergency-guide',
    '/emergency-safety',
  ]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await seriousA11yViolations(page), path).toEqual([]);
  }
});
