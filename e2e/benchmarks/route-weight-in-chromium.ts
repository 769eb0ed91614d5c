// Route weight as a visitor's browser sees it: the JavaScript bytes Chromium actually transfers for a
// page's first view (compressed as served, brotli where the browser asks for it), after the page is
// idle, next to the goals of the performance work. The build-manifest figure in
// scripts/route-weight.mjs is the budget the tests enforce; this one checks it against a real load,
// where lazy code a first view pulls in anyway would show up.
import type { Page } from '@playwright/test';
import { test } from '../fixtures';
import { createFamily } from '../support/family';

const GOALS_KB: Record<string, number> = { '/': 110, '/child-login': 110, '/child/:inviteCode': 130 };

async function scriptsTransferred(page: Page, path: string) {
  const scripts: { url: string; bytes: number; encoding: string }[] = [];
  const pending: Promise<void>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    pending.push(
      response
        .request()
        .sizes()
        .then(async (sizes) => {
          const encoding = (await response.headerValue('content-encoding')) ?? 'identity';
          scripts.push({ url: response.url(), bytes: sizes.responseBodySize, encoding });
        }),
    );
  });
  await page.goto(path, { waitUntil: 'networkidle' });
  await Promise.all(pending);
  return scripts;
}

function report(label: string, scripts: { url: string; bytes: number; encoding: string }[]) {
  const kb = scripts.reduce((sum, script) => sum + script.bytes, 0) / 1000;
  const encodings = [...new Set(scripts.map((script) => script.encoding))].join('+');
  const goal = GOALS_KB[label];
  console.log(
    `${label.padEnd(20)} ${kb.toFixed(1).padStart(6)} KB JS transferred (${encodings}) in ${scripts.length} files` +
      (goal ? `, goal ${goal} KB, ratio ${(kb / goal).toFixed(2)}×` : ''),
  );
  if (process.env.BENCH_VERBOSE)
    for (const script of [...scripts].sort((a, b) => b.bytes - a.bytes))
      console.log(
        `  ${(script.bytes / 1000).toFixed(1).padStart(6)} KB ${script.encoding.padEnd(8)} ${script.url}`,
      );
}

test('JavaScript transferred for the first view of the public and child pages', async ({
  browser,
  baseURL,
}) => {
  for (const path of ['/', '/child-login', '/pricing']) {
    const context = await browser.newContext();
    report(path, await scriptsTransferred(await context.newPage(), path));
    await context.close();
  }
  const family = await createFamily(baseURL!, { plan: 'premium' });
  try {
    const context = await browser.newContext();
    const page = await context.newPage();
    report('/child/:inviteCode', await scriptsTransferred(page, `/child/${family.child.inviteCode}`));
    await context.close();
  } finally {
    await family.dispose();
  }
});
