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
    // No traces unless asked (E2E_TRACE=retain-on-failure): recording one for every journey, to
    // keep it only when one fails, cost a third of the suite's CPU here (four specs: 249 core-s
    // against 161), and CI prints only the log. A failure still leaves its screenshot.
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
