import { readFileSync } from 'node:fs';
import { strFromU8, unzipSync } from 'fflate';
import { test, expect, rememberCountry, toastTexts } from './fixtures';
import { createFamily, saveCall, type Family } from './support/family';
import { latestMail, PARENT_PASSWORD } from './support/parents';

// A parent takes away or erases their family's data from the dashboard, on a phone.
// The wrong password and the deleted child's code are refused by the server, as the browser logs.
test.use({ viewport: { width: 390, height: 844 }, allowConsoleErrors: [/status of 40[134]/] });

let families: Family[] = [];
test.afterEach(async () => {
  await Promise.all(families.map((family) => family.dispose()));
  families = [];
});

test("a parent downloads the family's data, deletes a child's history, then deletes the account", async ({
  page,
  baseURL,
}) => {
  test.setTimeout(180_000);
  await rememberCountry(page);
  const family = await createFamily(baseURL!, { child: { name: 'Ruby', age: 7 } });
  const other = await createFamily(baseURL!, { child: { name: 'Zed', age: 9 } });
  families = [family, other];
  const ours = [
    await saveCall(baseURL!, family.child.inviteCode, {
      scenarioType: '111',
      scenarioId: 'fever-child',
      overallStars: 4,
    }),
    await saveCall(baseURL!, family.child.inviteCode, {
      scenarioType: '111',
      scenarioId: 'fever-child',
      overallStars: 5,
    }),
  ];
  const theirs = await saveCall(baseURL!, other.child.inviteCode, {
    scenarioType: '111',
    scenarioId: 'fever-child',
    overallStars: 3,
  });
  await page.context().addCookies((await family.parentApi.storageState()).cookies);

  // Download: one zip with every saved call of this family and nothing of the other.
  await page.goto('/parent-dashboard');
  const yourData = page.getByRole('region', { name: 'Your data' });
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    yourData.getByRole('link', { name: 'Download my data' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^callready-data-\d{4}-\d{2}-\d{2}\.zip$/);
  const files = unzipSync(new Uint8Array(readFileSync(await download.path())));
  const data = JSON.parse(strFromU8(files['callready-data.json']!)) as {
    account: { email: string };
    children: { name: string }[];
    calls: { id: string }[];
    emailsSent: { subject: string }[];
  };
  expect(data.account.email).toBe(family.email);
  expect(data.children.map((child) => child.name)).toEqual(['Ruby']);
  expect(data.calls.map((call) => call.id).sort()).toEqual([...ours].sort());
  expect(data.emailsSent.length).toBeGreaterThanOrEqual(1);
  expect(strFromU8(files['calls.csv']!).trim().split('\r\n')).toHaveLength(3);
  const everything = Object.values(files)
    .map((file) => strFromU8(file))
    .join('\n');
  expect(everything).not.toContain(theirs);
  expect(everything).not.toContain(other.email);

  // One child's history goes; the child stays.
  await page.getByRole('button', { name: "Delete Ruby's practice history" }).click();
  const erase = page.getByRole('alertdialog', { name: "Delete Ruby's practice history?" });
  await erase.getByRole('button', { name: 'Delete History' }).click();
  await expect(page.getByText('Practice history deleted')).toBeVisible();
  const overview = (await (await family.parentApi.get('/api/children')).json()) as {
    children: { name: string }[];
    stats: { totalScenarios: number };
  };
  expect(overview.children.map((child) => child.name)).toEqual(['Ruby']);
  expect(overview.stats.totalScenarios).toBe(0);

  // Deleting the account asks for the password; a wrong one changes nothing.
  await yourData.getByRole('button', { name: 'Delete account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await expect(dialog).toContainText('30 days');
  await dialog.getByLabel('Your password').fill('not-my-password');
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(dialog.getByText('That password is not right. Please try again.')).toBeVisible();
  expect((await family.parentApi.get('/api/me')).status()).toBe(200);

  await dialog.getByLabel('Your password').fill(PARENT_PASSWORD);
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(page).toHaveURL('/');
  expect((await toastTexts(page)).join(' ')).toContain('Your account has been deleted');
  // Every device is signed out, the child's code finds nobody, and a confirmation e-mail was sent.
  expect((await page.request.get('/api/me')).status()).toBe(401);
  expect((await family.parentApi.get('/api/me')).status()).toBe(401);
  await page.goto('/child-login');
  await page.getByLabel('Your invite code').fill(family.child.inviteCode);
  await page.getByRole('button', { name: 'Enter Training Portal' }).click();
  await expect(page).toHaveURL('/child-login');
  const confirmation = await latestMail(page.request, family.email, /deleted/i);
  expect(confirmation.subject).toBe('Your CallReady account has been deleted');

  // The other family is untouched.
  const otherOverview = (await (await other.parentApi.get('/api/children')).json()) as {
    stats: { totalScenarios: number };
  };
  expect(otherOverview.stats.totalScenarios).toBe(1);
});
