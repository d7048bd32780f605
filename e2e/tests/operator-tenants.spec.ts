import { expect, test } from '@playwright/test';
import { signIn } from '../support/console';
import { engineClient, tokenOf } from '../support/engine';
import { storageStateOf } from '../support/paths';
import { newTenantAdmin } from '../support/tenants';

test("an administrator of another tenant sees none of this tenant's processes, instances or incidents", async ({
  browser,
}) => {
  // A long journey (deploy, start, fail, several pages): three times the usual time.
  test.slow();
  const stamp = Date.now().toString(36);
  const key = `own_${stamp}`;
  const topic = `own-${stamp}`;

  const ours = await browser.newContext({ storageState: storageStateOf('admin') });
  const ourPage = await ours.newPage();
  await ourPage.goto('/operator/processes/index');
  const engine = engineClient(ourPage.request, await tokenOf(ourPage));
  await engine.deployOneTask(key, topic);
  await engine.start(key);
  const instance = await engine.failOne(topic, `Secret failure ${stamp}`);

  const sys = await browser.newContext({ storageState: storageStateOf('sys') });
  const sysPage = await sys.newPage();
  await sysPage.goto('/bpg/index');
  const other = await newTenantAdmin(sysPage.request, await tokenOf(sysPage), stamp);

  const theirs = await browser.newContext();
  const page = await theirs.newPage();
  await signIn(page, other.username, other.password);
  await expect(page).toHaveURL(/\/operator\/dashboard$/);

  await page.goto(`/operator/processes/index?name=${key}`);
  await expect(page.getByText('No process matches the filter')).toBeVisible();
  await page.goto(`/operator/processes/detail?key=${key}`);
  await expect(page.getByText(`No process with the key ${key} is deployed`)).toBeVisible();
  await page.goto('/operator/processes/index?view=incidents');
  await expect(page.getByText('Incidents grouped by error and topic')).toBeVisible();
  await expect(page.getByText(`Secret failure ${stamp}`)).toHaveCount(0);
  await expect(page.getByText(topic)).toHaveCount(0);
  await page.goto(`/operator/opeHistory/operatorLogQuery?query=${stamp}`);
  await expect(page.getByText('no log results were found')).toBeVisible();
  // The instance itself, asked for by id, is not found for them.
  const lookup = await page.request.get(
    `/api/camunda/engine-rest/history/process-instance/${instance}`,
    {
      headers: { token: await tokenOf(page) },
    },
  );
  expect(lookup.status()).toBe(404);
  await Promise.all([ours.close(), sys.close(), theirs.close()]);
});
