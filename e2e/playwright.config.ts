import { defineConfig } from '@playwright/test';
import path from 'node:path';
import { BASE_URL, CHROMIUM, E2E_PORT, WORKSPACE } from './support/paths';

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
    trace: 'retain-on-failure',
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
