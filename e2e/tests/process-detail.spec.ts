import { expect, test } from '@playwright/test';
import { clickUntilClosed, toast } from '../support/console';
import { engineClient, tokenOf } from '../support/engine';
import { storageStateOf } from '../support/paths';

test.use({ storageState: storageStateOf('admin') });

test('opens a process, sees its diagram with counts, resolves an incident and stops two instances as a batch', async ({
  page,
}) => {
  // A long journey (deploy, start, fail, several pages): three times the usual time.
  test.slow();
  const key = `detail_${Date.now().toString(36)}`;
  const topic = `${key}-work`;
  await page.goto('/operator/processes/index');
  const engine = engineClient(page.request, await tokenOf(page));
  await engine.deployOneTask(key, topic);
  for (const businessKey of ['PO-1', 'PO-2', 'PO-3']) await engine.start(key, businessKey);
  const failed = await engine.failOne(topic, `Stock service down for ${key}`);

  // Find the definition in the list and open it.
  await page.getByRole('button', { name: 'Refresh' }).click();
  await page.getByRole('link', { name: key, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/operator/processes/detail\\?key=${key}$`));
  const diagram = page.getByTestId('bpmn-diagram');
  await expect(diagram).toHaveAttribute('data-drawn', 'true');
  await expect(diagram.getByTestId('badge-running-task')).toHaveText('2');
  await expect(diagram.getByTestId('badge-incident-task')).toHaveText('1');

  // Clicking the activity lists the instances waiting in it.
  await diagram.locator('[data-element-id="task"]').first().click();
  await expect(page).toHaveURL(/activityId=task/);
  const rows = page.locator('.ant-table-tbody tr.ant-table-row');
  await expect(rows).toHaveCount(3);
  await expect(page.getByRole('row', { name: new RegExp(failed) })).toContainText('Incident');

  // The failed instance: its incident and message, resolved with one retry.
  await page.getByRole('link', { name: failed }).click();
  const drawer = page.locator('.ant-drawer').filter({ hasText: `Instance ${failed}` });
  await expect(drawer.getByRole('cell', { name: `Stock service down for ${key}` })).toBeVisible();
  await drawer.getByRole('button', { name: 'Resolve' }).click();
  await clickUntilClosed(
    page.locator('.ant-modal').filter({ hasText: 'Resolve this incident?' }),
    'Resolve',
  );
  await expect(toast(page, 'Incident resolved')).toBeVisible();
  await expect(drawer.getByText('No open incident')).toBeVisible();
  await drawer.getByRole('button', { name: 'Close' }).click();
  await expect(page).not.toHaveURL(/instance=/);
  await page.reload();
  await expect(page.getByRole('row', { name: new RegExp(failed) })).toContainText('Active');
  await expect(page.getByTestId('badge-incident-task')).toHaveCount(0);

  // Two instances stopped as one batch, its progress shown until it ends.
  for (const businessKey of ['PO-1', 'PO-2']) {
    await page
      .getByRole('row', { name: new RegExp(businessKey) })
      .getByRole('checkbox')
      .check();
  }
  await page.getByRole('button', { name: 'Stop selected (2)' }).click();
  await clickUntilClosed(
    page.locator('.ant-modal').filter({ hasText: 'Stop 2 instances?' }),
    'Stop',
  );
  const progress = page.locator('.ant-modal').filter({ hasText: 'Stopping instances' });
  await expect(progress.getByText('2 instances stopped')).toBeVisible({ timeout: 20_000 });
  await expect(progress.getByTestId('batch-completedJobs')).toHaveText('2');
  await expect(progress.getByTestId('batch-remainingJobs')).toHaveText('0');
  await progress.locator('.ant-modal-footer').getByRole('button', { name: 'Close' }).click();
  await expect(rows).toHaveCount(1);

  // The stopped ones are among the finished instances, cancelled.
  await page.getByRole('tab', { name: 'Finished instances' }).click();
  await expect(page).toHaveURL(/tab=finished/);
  for (const businessKey of ['PO-1', 'PO-2']) {
    await expect(page.getByRole('row', { name: new RegExp(businessKey) })).toContainText(
      'Cancelled',
    );
  }

  // History: the top menu's History, then the instances that passed the task, cancelled ones too.
  await page
    .getByRole('menu', { name: 'Top menu' })
    .getByRole('menuitem', { name: 'History' })
    .click();
  await expect(page).toHaveURL(/\/operator\/opeHistory\/opeProcessLogs\/opeBusinessProcess\/index/);
  await page.goto(
    `/operator/opeHistory/opeProcessLogs/opeBusinessProcess/opeTaskList/opeBusinessKeys?id=${key}&task=task`,
  );
  for (const businessKey of ['PO-1', 'PO-2']) {
    await expect(page.getByRole('row', { name: new RegExp(businessKey) })).toContainText(
      'Cancelled',
    );
  }
  // PO-3 still waits in the task: it has not passed it (Camunda's executedActivityIdIn).
  await expect(page.getByRole('row', { name: /PO-3/ })).toHaveCount(0);

  // The log query finds the task's error message.
  // The History pages' own navigation (the top menu's History submenu holds the same four).
  await page.locator('.ant-segmented').getByText('Log query', { exact: true }).click();
  await expect(page).toHaveURL(/operatorLogQuery/);
  await page.getByRole('textbox', { name: 'Text' }).fill(key);
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(
    page.getByRole('row', {
      name: new RegExp(`Incident opened for task ${topic}: Stock service down for ${key}`),
    }),
  ).toBeVisible();
});

test('groups incidents of one cause across processes and retries the group as a batch', async ({
  page,
}) => {
  // A long journey (deploy, start, fail, several pages): three times the usual time.
  test.slow();
  const stamp = Date.now().toString(36);
  const topic = `grp-${stamp}`;
  await page.goto('/operator/processes/index');
  const engine = engineClient(page.request, await tokenOf(page));
  for (const key of [`ga_${stamp}`, `gb_${stamp}`]) {
    await engine.deployOneTask(key, topic);
    await engine.start(key);
  }
  await engine.failOne(topic, `Partner ${stamp} refused order 101 at 2026-11-20T09:00:00Z`);
  await engine.failOne(topic, `Partner ${stamp} refused order 202 at 2026-11-21T10:00:00Z`);

  await page.getByText('Incidents', { exact: true }).click();
  await expect(page).toHaveURL(/view=incidents/);
  const group = page.getByRole('row', { name: new RegExp(topic) });
  await expect(group).toContainText(`Partner ${stamp} refused order <n> at <time>`);
  await expect(group.locator('td').nth(2)).toHaveText('2');
  await expect(group).toContainText(`ga_${stamp}`);
  await expect(group).toContainText(`gb_${stamp}`);

  await group.getByRole('button', { name: 'Retry the group' }).click();
  await clickUntilClosed(
    page.locator('.ant-modal').filter({ hasText: 'Retry 2 incidents of this group?' }),
    'Retry',
  );
  const progress = page.locator('.ant-modal').filter({ hasText: 'Retrying incidents' });
  await expect(progress.getByText('2 tasks will be tried again')).toBeVisible({ timeout: 20_000 });
  await progress.locator('.ant-modal-footer').getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('row', { name: new RegExp(topic) })).toHaveCount(0);
});

test('a "stop all matching" batch leaves no stale row or count once it ends', async ({ page }) => {
  const key = `stale_${Date.now().toString(36)}`;
  const topic = `${key}-work`;
  await page.goto('/operator/processes/index');
  const engine = engineClient(page.request, await tokenOf(page));
  await engine.deployOneTask(key, topic);
  for (const businessKey of ['ST-1', 'ST-2']) await engine.start(key, businessKey);
  await engine.failOne(topic, `Stock service down for ${key}`);

  await page.goto(`/operator/processes/detail?key=${key}`);
  const diagram = page.getByTestId('bpmn-diagram');
  await expect(diagram.getByTestId('badge-incident-task')).toHaveText('1');
  const rows = page.locator('.ant-table-tbody tr.ant-table-row');
  await expect(rows.filter({ hasText: 'Incident' })).toHaveCount(1);
  await page.getByRole('button', { name: 'Stop all matching (2)' }).click();
  await clickUntilClosed(
    page.locator('.ant-modal').filter({ hasText: 'Stop 2 instances?' }),
    'Stop',
  );
  const progress = page.locator('.ant-modal').filter({ hasText: 'Stopping instances' });
  await expect(progress.getByText('2 instances stopped')).toBeVisible({ timeout: 20_000 });
  // Read again as the batch ended: no page reload, the dialog not even closed.
  await expect(rows).toHaveCount(0);
  await expect(diagram.getByTestId('badge-incident-task')).toHaveCount(0);
  await expect(diagram.getByTestId('badge-running-task')).toHaveCount(0);
});
