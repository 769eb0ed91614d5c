import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { test, expect, rememberCountry, seriousA11yViolations } from './fixtures';
import { signedInParent } from './support/parents';

// Dates on screen and in the file are the browser's local time; pin the zone so the test can work them out.
const TIME_ZONE = 'Europe/London';
test.use({ timezoneId: TIME_ZONE });
test.beforeEach(async ({ page }) => rememberCountry(page));

interface SeededCall {
  scenarioId: 'fever-child' | 'broken-arm' | 'medicine-question';
  overallStars: number;
  scores: [number, number, number];
  timeTakenSeconds: number | null;
}

// Saved in this order, so the newest is the last one. A free child can only practise 111 calls.
const CALLS: SeededCall[] = [
  { scenarioId: 'fever-child', overallStars: 5, scores: [80, 90, 70], timeTakenSeconds: 125 },
  { scenarioId: 'broken-arm', overallStars: 3, scores: [60, 50, 40], timeTakenSeconds: null },
  { scenarioId: 'medicine-question', overallStars: 5, scores: [100, 95, 90], timeTakenSeconds: 95 },
  { scenarioId: 'fever-child', overallStars: 2, scores: [30, 40, 50], timeTakenSeconds: 200 },
];

async function addChild(page: Page, baseURL: string, name: string) {
  const response = await page.request.post('/api/children', {
    data: { name, age: 9, relationship: 'mum', countryCode: 'uk' },
    headers: { origin: baseURL },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { child: { id: string; inviteCode: string } }).child;
}

/** Saves the calls as the child's own device would: without the parent's session cookie. */
async function saveCalls(childDevice: APIRequestContext, baseURL: string, inviteCode: string) {
  for (const call of CALLS) {
    const response = await childDevice.post('/api/child/progress', {
      headers: { origin: baseURL },
      data: {
        callId: crypto.randomUUID(),
        inviteCode,
        scenarioType: '111',
        scenarioId: call.scenarioId,
        overallStars: call.overallStars,
        clarityScore: call.scores[0],
        calmnessScore: call.scores[1],
        accuracyScore: call.scores[2],
        serviceSelectionScore: 100,
        responseRatings: [],
        timeTakenSeconds: call.timeTakenSeconds,
      },
    });
    expect(response.status()).toBe(201);
  }
}

interface ListedReport {
  title: string;
  badge: string;
  completedAt: string;
  stars: string;
  time: string;
  clarity: string;
  calmness: string;
  accuracy: string;
}

async function listedReports(list: Locator): Promise<ListedReport[]> {
  const items = list.getByRole('article');
  const reports: ListedReport[] = [];
  for (const item of await items.all()) {
    const score = (name: string) =>
      item.locator('dt', { hasText: name }).locator('xpath=following-sibling::dd[1]').innerText();
    reports.push({
      title: await item.getByRole('heading').innerText(),
      badge: await item.locator('[data-slot=badge]').innerText(),
      completedAt: (await item.locator('time').getAttribute('datetime')) ?? '',
      stars: (await item.getByRole('img').getAttribute('aria-label')) ?? '',
      time: (await item.getByText(/^Time taken:/).innerText()).replace('Time taken: ', ''),
      clarity: await score('Clarity'),
      calmness: await score('Calmness'),
      accuracy: await score('Accuracy'),
    });
  }
  return reports;
}

const titles = async (list: Locator) => (await listedReports(list)).map((report) => report.title);

/** dd/MM/yyyy HH:mm in the browser's zone. */
function csvDate(iso: string) {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: TIME_ZONE,
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(iso));
  const part = (type: string) => parts.find((candidate) => candidate.type === type)?.value;
  return `${part('day')}/${part('month')}/${part('year')} ${part('hour')}:${part('minute')}`;
}

/** yyyy-MM-dd of today in the browser's zone. */
const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE }).format(new Date());

test.describe('progress reports', () => {
  // The browser logs the 404 of a child that is not the parent's.
  test.use({ allowConsoleErrors: [/the server responded with a status of 404/] });

  test('a parent reads, filters, sorts and exports a child’s reports', async ({
    page,
    baseURL,
    playwright,
  }) => {
    test.setTimeout(120_000);
    await signedInParent(page, baseURL!);
    const child = await addChild(page, baseURL!, 'Zoë');
    const childDevice = await playwright.request.newContext({ baseURL });
    await saveCalls(childDevice, baseURL!, child.inviteCode);
    await childDevice.dispose();

    await page.goto(`/reports/${child.id}`);
    await expect(page.getByRole('heading', { level: 1, name: "Zoë's Progress Reports" })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute(
      'href',
      '/parent-dashboard',
    );

    // Summary over the four calls: (5 + 3 + 5 + 2) / 4 = 3.75; times (125 + 95 + 200) / 3 = 140 s.
    const card = (label: string) => page.locator('dl[aria-label=Summary] > div', { hasText: label });
    await expect(card('Calls completed').locator('dd').first()).toHaveText('4');
    await expect(card('Average stars').locator('dd').first()).toHaveText('3.8 of 5');
    await expect(card('Average Time').locator('dd').first()).toHaveText('2m 20s');
    await expect(card('Perfect calls').locator('dd').first()).toHaveText('2');

    const list = page.getByRole('list', { name: 'Reports' });
    await expect(list.getByRole('article')).toHaveCount(4);
    expect(await titles(list)).toEqual(['Child Fever', 'Medicine Question', 'Broken Arm', 'Child Fever']);
    const [newest] = await listedReports(list);
    expect(newest).toMatchObject({
      badge: 'Non-Emergency',
      stars: '2 out of 5 stars',
      time: '3m 20s',
      clarity: '30%',
      calmness: '40%',
      accuracy: '50%',
    });
    await expect(list.getByText('Time taken: N/A')).toHaveCount(1);
    await expect(page.getByRole('heading', { name: 'Stars over time' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Scores by scenario' })).toBeVisible();
    // The charts' text alternatives: the same figures as tables.
    const scoresTable = page.getByRole('table', { name: 'Average scores by scenario' });
    await expect(scoresTable).toBeAttached();
    expect(await scoresTable.getByRole('columnheader').allTextContents()).toEqual([
      'Scenario',
      'Calls',
      'Clarity',
      'Calmness',
      'Accuracy',
    ]);
    const feverRow = scoresTable
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: 'Child Fever' }) });
    expect(await feverRow.getByRole('cell').allTextContents()).toEqual(['2', '55%', '65%', '60%']);
    const starsTable = page.getByRole('table', { name: 'Average stars by day' });
    expect(await starsTable.getByRole('columnheader').allTextContents()).toEqual([
      'Day',
      'Average stars out of 5',
      'Calls',
    ]);
    expect(await starsTable.getByRole('row').last().getByRole('cell').allTextContents()).toEqual([
      '3.8',
      '4',
    ]);
    expect(await seriousA11yViolations(page)).toEqual([]);

    // Every call was saved this month: last month is empty, this month shows them again.
    await page.getByRole('button', { name: 'Last Month' }).click();
    await expect(page.getByText('No reports found for the selected criteria.')).toBeVisible();
    await expect(page).toHaveURL(/from=\d{4}-\d{2}-01&to=\d{4}-\d{2}-\d{2}/);
    await expect(card('Calls completed').locator('dd').first()).toHaveText('0');
    await expect(card('Average Time').locator('dd').first()).toHaveText('N/A');

    await page.getByRole('button', { name: 'Export Reports' }).click();
    await expect(page.getByText('No data to export')).toBeVisible();
    await expect(page.getByText('There are no reports available for the selected filters.')).toBeVisible();

    await page.getByRole('button', { name: 'This Month' }).click();
    await expect(list.getByRole('article')).toHaveCount(4);

    // Unticking the only type that has calls leaves nothing; ticking it again brings them back.
    await page.getByRole('checkbox', { name: 'Non-Emergency (111)' }).click();
    await expect(page.getByText('No reports found for the selected criteria.')).toBeVisible();
    await expect(page).toHaveURL(/types=999/);
    await page.getByRole('checkbox', { name: 'Non-Emergency (111)' }).click();
    await expect(list.getByRole('article')).toHaveCount(4);

    // One scenario only.
    await page.getByRole('checkbox', { name: 'Child Fever' }).click();
    await expect(list.getByRole('article')).toHaveCount(2);
    await page.getByRole('checkbox', { name: 'Child Fever' }).click();
    await expect(list.getByRole('article')).toHaveCount(4);

    // Highest score first; equal stars keep the newer call first.
    await page.getByRole('combobox', { name: 'Sort' }).click();
    await page.getByRole('option', { name: 'Highest Score' }).click();
    await expect(page).toHaveURL(/sort=highest/);
    await expect
      .poll(async () => (await listedReports(list)).map((report) => `${report.title} ${report.stars}`))
      .toEqual([
        'Medicine Question 5 out of 5 stars',
        'Child Fever 5 out of 5 stars',
        'Broken Arm 3 out of 5 stars',
        'Child Fever 2 out of 5 stars',
      ]);

    // The view lives in the URL: reloading (or opening a bookmark) shows the same report.
    await page.reload();
    await expect(page.getByRole('combobox', { name: 'Sort' })).toHaveText('Highest Score');
    await expect(list.getByRole('article')).toHaveCount(4);
    const shown = await listedReports(list);
    expect(shown.map((report) => report.title)).toEqual([
      'Medicine Question',
      'Child Fever',
      'Broken Arm',
      'Child Fever',
    ]);

    // The CSV holds what the list shows, in the same order.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export Reports' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`Zoë_progress_report_${today()}.csv`);
    const csv = await readFile((await download.path())!, 'utf8');
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    const lines = csv.slice(1).trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      '"Date","Scenario Type","Scenario","Overall Stars","Clarity Score","Calmness Score","Accuracy Score","Service Selection Score","Time Taken","Found Emergency Button","Said Own Address"',
    );
    const secondsOf = (time: string) => {
      const match = /^(\d+)m (\d+)s$/.exec(time);
      return match ? String(Number(match[1]) * 60 + Number(match[2])) : time;
    };
    expect(lines.slice(1)).toEqual(
      shown.map((report) =>
        [
          csvDate(report.completedAt),
          report.badge,
          report.title,
          report.stars.split(' ')[0],
          report.clarity.replace('%', ''),
          report.calmness.replace('%', ''),
          report.accuracy.replace('%', ''),
          '100',
          secondsOf(report.time),
          'N/A',
          'N/A',
        ]
          .map((value) => `"${value}"`)
          .join(','),
      ),
    );
    await expect(page.getByText('Report exported')).toBeVisible();
    await expect(page.getByText("Zoë's progress report has been downloaded as CSV.")).toBeVisible();
  });

  test("another parent's child goes back to the dashboard", async ({ page, baseURL, browser }) => {
    const otherFamily = await browser.newContext({ baseURL });
    const otherPage = await otherFamily.newPage();
    await signedInParent(otherPage, baseURL!, 'Other Parent');
    const theirChild = await addChild(otherPage, baseURL!, 'Noah');
    await otherFamily.close();

    await signedInParent(page, baseURL!);
    await page.goto(`/reports/${theirChild.id}`);
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByText('Failed to load child information.')).toBeVisible();
    await expect(page.getByText('Noah')).toHaveCount(0);
  });

  test('a signed-out visitor is sent to sign in', async ({ page }) => {
    await page.goto('/reports/00000000-0000-4000-8000-000000000000');
    await expect(page).toHaveURL(/\/auth$/);
  });
});
