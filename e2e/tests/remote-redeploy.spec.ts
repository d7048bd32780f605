import { expect, test } from '@playwright/test';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DEPLOY_DIR, storageStateOf } from '../support/paths';
import { buildRemote, release } from '../support/releases';

/**
 * A remote that is redeployed alone: who opens it, where, and what its page shows. Partners is
 * rebuilt, rolled out and rolled back by releases.spec.ts; every remote is built by the same
 * configuration (shared/build/webpack-common.ts), so one more of them here is the sample, not
 * all four (each rebuild costs CI 15–20 s).
 */
const REMOTES = [
  {
    name: 'files',
    role: 'admin',
    page: '/operator/resultFileDownload?path=mounted/',
    shows: 'File store',
  },
] as const;

for (const remote of REMOTES) {
  test.describe(`remote-${remote.name}`, () => {
    test.use({ storageState: storageStateOf(remote.role) });

    test(`shows a rebuilt remote-${remote.name} in the running host without rebuilding the host`, async ({
      page,
    }) => {
      test.setTimeout(240_000);
      await page.goto(remote.page);
      const versions = page.getByTestId('console-versions');
      // The versions appear in the order the remotes loaded; this one has no build label yet.
      await expect(versions).toContainText(new RegExp(`${remote.name} 0\\.1\\.0( ·|$)`));
      const hostEntry = path.join(DEPLOY_DIR, 'host/main.js');
      const hostBuiltAt = statSync(hostEntry).mtimeMs;

      // Redeploy one remote: build it alone, with a new build label, deploy it beside the
      // running version and make it current (README: Releasing an area).
      const build = mkdtempSync(path.join(os.tmpdir(), `remote-${remote.name}-`));
      const version = buildRemote(remote.name, 'e2e-redeploy', build);
      release('deploy', remote.name, '--from', build);
      rmSync(build, { recursive: true, force: true });
      release(remote.name, version);

      await page.reload();
      await expect(versions).toContainText(`${remote.name} 0.1.0+e2e-redeploy`);
      await expect(page.getByText(remote.shows, { exact: true }).first()).toBeVisible();
      expect(statSync(hostEntry).mtimeMs).toBe(hostBuiltAt);
      release('rollback', remote.name);
    });
  });
}
