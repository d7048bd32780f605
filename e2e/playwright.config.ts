import { defineConfig, type PlaywrightTestConfig } from '@playwright/test';
import path from 'node:path';
import { BASE_URL, CHROMIUM, E2E_PORT, WORKSPACE } from './support/paths';

type TraceMode = NonNullable<PlaywrightTestConfig['use']>['trace'];

export default defineConfig({
  testDir: './tests',
  // One server and one database for the suite; journeys run one after another.
  workers: 1,
  fullyParallel: false,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  retries: 0,
  reporter: [['list'], ['json', { outputFile: path.join(WORKSPACE, '.test-reports/e2e.json') }]],
  use: {
    baseURL: BASE_URL,
    headless: true,
    launchOptions: CHROMIUM,
    viewport: { width: 1400, height: 900 },
    locale: 'en-US',
    timezoneId: 'UTC',
    // The console as for a user who asked the system for reduced motion: antd's animations off
    // (host/src/app/reduced-motion.ts). A click no longer races a list or a dialog that is still
    // opening. With no trace either, five specs took 59 s and 83 s of CPU here, against 89 s and
    // 148 s with both. E2E_MOTION=no-preference plays the animations; reduced-motion.spec.ts
    // checks both.
    reducedMotion: (process.env.E2E_MOTION ?? 'reduce') as 'reduce' | 'no-preference',
    // No trace by default: recording took a third of the journeys' CPU, and CI keeps none.
    // E2E_TRACE=retain-on-failure records one per journey and keeps it when it fails.
    trace: (process.env.E2E_TRACE ?? 'off') as TraceMode,
    screenshot: 'only-on-failure',
  },
  projects: [
    { name: 'setup', testMatch: /.*\.setup\.ts/ },
    { name: 'console', testMatch: /.*\.spec\.ts/, dependencies: ['setup'] },
  ],
  webServer: {
    command: 'npx tsx scripts/start-server.ts',
    url: `${BASE_URL}/remotes.json`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
    env: { E2E_PORT: String(E2E_PORT) },
  },
});
