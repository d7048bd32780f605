import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { startScenarioServer, type Scenario } from './queries-scenario';
import { assertRefused, REST, type QueryServer } from './queries-server';
import { seedBatch, seedTask } from './queries-task-fixtures';

let server: QueryServer;
let scenario: Scenario;

before(async () => {
  ({ server, scenario } = await startScenarioServer());
  const { a1, a3 } = scenario.instances;
  await seedTask(server.db, a1, { id: 't1', topic: 'work', created: 11 });
  await seedTask(server.db, a3, {
    id: 't2',
    topic: 'work',
    errorDetails: 'stack trace',
    created: 31,
  });
  await seedBatch(server.db, server.acme, { id: 'b1', start: 100, total: 10 });
});
after(() => server?.close());

describe('every read route', () => {
  it('is the administrator role only (403 for sys, 401 without a token)', async () => {
    const { orderV2 } = scenario.definitions;
    const urls = [
      `${REST}/process-definition`,
      `${REST}/process-definition/count`,
      `${REST}/process-definition/${orderV2.id}`,
      `${REST}/process-definition/key/order`,
      `${REST}/process-definition/${orderV2.id}/xml`,
      `${REST}/process-definition/key/order/xml`,
      `${REST}/process-definition/statistics`,
      `${REST}/process-definition/${orderV2.id}/statistics`,
      `${REST}/process-instance`,
      `${REST}/process-instance/count`,
      `${REST}/process-instance/a1`,
      `${REST}/process-instance/a1/activity-instances`,
      `${REST}/process-instance/a1/variables`,
      `${REST}/process-instance/a1/variables/amount`,
      `${REST}/history/process-instance`,
      `${REST}/history/process-instance/count`,
      `${REST}/history/process-instance/a1`,
      `${REST}/history/activity-instance`,
      `${REST}/history/variable-instance`,
      `${REST}/history/external-task-log`,
      `${REST}/external-task`,
      `${REST}/external-task/t1`,
      `${REST}/external-task/t2/errorDetails`,
      `${REST}/incident`,
      `${REST}/history/incident`,
      `${REST}/batch`,
      `${REST}/batch/statistics`,
      `${REST}/batch/b1`,
      `${REST}/history/batch`,
      '/api/camunda/history/process-instance',
      '/api/camunda/namespace',
      '/api/camunda/process-definition-by-key?key=order',
      '/api/camunda/all-process-definition-by-key',
      '/api/camunda/statistics',
      '/api/camunda/operation/query',
    ];
    for (const url of urls) {
      assert.equal((await server.get(url)).statusCode, 200, url);
      assertRefused(await server.get(url, server.tokens.sys), 403);
      assert.equal((await server.app.inject({ method: 'GET', url })).statusCode, 401, url);
    }
  });
});
