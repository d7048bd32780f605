import { expect, test } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { statSync } from 'node:fs';
import path from 'node:path';
import { DEPLOY_DIR, WORKSPACE, storageStateOf } from '../support/paths';

test.use({ storageState: storageStateOf('sys') });

test('shows a rebuilt remote-partners in the running host without rebuilding the host', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await page.goto('/bpg/index');
  const versions = page.getByTestId('console-versions');
  // The versions appear in the order the remotes loaded; partners has no build label yet.
  await expect(versions).toContainText(/partners 0\.1\.0( ·|$)/);
  const hostEntry = path.join(DEPLOY_DIR, 'host/main.js');
  const hostBuiltAt = statSync(hostEntry).mtimeMs;

  // Redeploy one remote: build remote-partners alone, with a new build label, into the
  // folder the running server serves it from.
  execFileSync(
    'npx',
    ['webpack', '--mode', 'production', '--output-path', path.join(DEPLOY_DIR, 'remotes/partners')],
    {
      cwd: path.join(WORKSPACE, 'remote-partners'),
      env: { ...process.env, BUILD_LABEL: 'e2e-redeploy' },
      stdio: 'inherit',
      timeout: 200_000,
    },
  );

  await page.reload();
  await expect(versions).toContainText('partners 0.1.0+e2e-redeploy');
  await expect(page.getByText('Business partner groups')).toBeVisible();
  expect(statSync(hostEntry).mtimeMs).toBe(hostBuiltAt);
});
