import { expect, test } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { statSync } from 'node:fs';
import path from 'node:path';
import { DEPLOY_DIR, WORKSPACE, storageStateOf } from '../support/paths';

/** Each remote that is redeployed alone: who opens it, where, and what its page shows. */
const REMOTES = [
  { name: 'partners', role: 'sys', page: '/bpg/index', shows: 'Business partner groups' },
  { name: 'operator', role: 'admin', page: '/operator/dashboard', shows: 'In progress' },
  {
    name: 'modeler',
    role: 'admin',
    page: '/mainModeler/modelerProcess',
    shows: 'Process management',
  },
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

      // Redeploy one remote: build it alone, with a new build label, into the folder the
      // running server serves it from.
      execFileSync(
        'npx',
        [
          'webpack',
          '--mode',
          'production',
          '--output-path',
          path.join(DEPLOY_DIR, 'remotes', remote.name),
        ],
        {
          cwd: path.join(WORKSPACE, `remote-${remote.name}`),
          env: { ...process.env, BUILD_LABEL: 'e2e-redeploy' },
          stdio: 'inherit',
          timeout: 200_000,
        },
      );

      await page.reload();
      await expect(versions).toContainText(`${remote.name} 0.1.0+e2e-redeploy`);
      await expect(page.getByText(remote.shows, { exact: true }).first()).toBeVisible();
      expect(statSync(hostEntry).mtimeMs).toBe(hostBuiltAt);
    });
  });
}
