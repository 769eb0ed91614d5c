import { defineConfig, devices } from '@playwright/test';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { offlineChromiumArgs } from './support/chromium-args';
import { LIVE_CHAT_SCRIPT_URL_FOR_TESTS } from './support/live-chat';
import { ADMIN_SETUP_KEY_FOR_TESTS } from './support/staff';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const port = Number(process.env.E2E_PORT ?? 3210);
export const baseURL = `http://localhost:${port}`;

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  outputDir: path.join(root, 'test-results', String(port)),
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    // Debian's Chromium, never a downloaded browser.
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: offlineChromiumArgs,
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    command: 'node scripts/e2e-server.mjs',
    cwd: root,
    url: `${baseURL}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      E2E_DATA_DIR: path.join(root, `.data-e2e-${port}`),
      // The staff journey creates the first admin with the setup page.
      ADMIN_SETUP_KEY: ADMIN_SETUP_KEY_FOR_TESTS,
      // The contact page's live chat, answered by the browser tests themselves (contact-chat.spec.ts).
      LIVE_CHAT_SCRIPT_URL: LIVE_CHAT_SCRIPT_URL_FOR_TESTS,
    },
  },
});
