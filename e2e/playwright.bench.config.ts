import { defineConfig } from '@playwright/test';
import base from './playwright.config';

// Benchmarks that need a real browser (`npm run bench` runs them after the build). They print
// figures and never fail on a number: budgets are tests, speed targets are benchmarks.
export default defineConfig({
  ...base,
  testDir: './benchmarks',
  testMatch: '**/*.ts',
  timeout: 180_000,
});
