import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { startScenarioServer, type Scenario } from './queries-scenario';
import { assertRefused, REST, type QueryServer } from './queries-server';
import { seedBatch, seedIncident } from './queries-task-fixtures';

let server: QueryServer;
let scenario: Scenario;

before(async () => {
  ({ server, scenario } = await startScenarioServer());
  const { db } = server;
  const { a1, a4, a7, g0 } = scenario.instances;
  await seedIncident(db, a1, { id: 'i-a1', at: 12, type: 'custom' });
  await seedIncident(db, a7, { id: 'i-a7', at: 72, activityId: 'wait', taskId: 't3' });
  await seedIncident(db, a4, { id: 'i-a4', at: 41, state: 'deleted' });
  await seedIncident(db, g0, { id: 'i-g0', at: 17 });

  await seedBatch(db, server.acme, {
    id: 'b1',
    start: 100,
    total: 10,
    created: 6,
    completed: 4,
    failed: 1,
  });
  await seedBatch(db, server.acme, {
    id: 'b2',
    start: 50,
    total: 3,
    created: 3,
    completed: 3,
    ended: true,
  });
  await seedBatch(db, server.acme, { id: 'b3', start: 120, total: 5 });
  await seedBatch(db, server.globex, { id: 'gb', start: 110, total: 1 });
});
after(() => server?.close());

describe('GET incident and history/incident', () => {
  const INCIDENT = `${REST}/incident`;
  const HISTORY = `${REST}/history/incident`;
  it('lists open incidents newest first in Camunda shape', async () => {
    await server.expectIds(INCIDENT, [
      ['', ['i-a7', 'i-a3', 'i-a1']],
      ['incidentType=custom', ['i-a1']],
      ['processInstanceId=a3', ['i-a3']],
      ['activityId=wait', ['i-a7']],
      ['configuration=t3', ['i-a7']],
      ['incidentId=i-a6', []],
      [`processDefinitionId=${scenario.definitions.orderV2.id}`, ['i-a3', 'i-a1']],
      ['sortBy=incidentTimestamp&sortOrder=asc', ['i-a1', 'i-a3', 'i-a7']],
      ['maxResults=1&firstResult=1', ['i-a3']],
    ]);
    assert.deepEqual(await server.json(`${INCIDENT}/i-a3`), {
      id: 'i-a3',
      processDefinitionId: scenario.definitions.orderV2.id,
      processInstanceId: 'a3',
      executionId: (await server.json<{ executionId: string }[]>(`${INCIDENT}?incidentId=i-a3`))[0]
        .executionId,
      incidentTimestamp: '2024-03-01T08:31:00.000+0000',
      incidentType: 'failedExternalTask',
      activityId: 'task',
      failedActivityId: 'task',
      causeIncidentId: 'i-a3',
      rootCauseIncidentId: 'i-a3',
      configuration: null,
      tenantId: String(server.acme),
      incidentMessage: 'failure of i-a3',
      jobDefinitionId: null,
      annotation: null,
    });
    assertRefused(await server.get(`${INCIDENT}/i-a6`), 404, /i-a6/);
    assertRefused(await server.get(`${INCIDENT}/i-g0`), 404);
    assert.deepEqual(await server.ids(INCIDENT, '', server.tokens.globex), ['i-g0']);
  });

  it('lists all incidents in the history with open, resolved and deleted', async () => {
    await server.expectIds(HISTORY, [
      ['', ['i-a7', 'i-a6', 'i-a4', 'i-a3', 'i-a1']],
      ['open=true', ['i-a7', 'i-a3', 'i-a1']],
      ['resolved=true', ['i-a6']],
      ['deleted=true', ['i-a4']],
      ['open=true&resolved=true', []],
      ['processInstanceId=a6', ['i-a6']],
    ]);
    const [resolved] = await server.json<Record<string, unknown>[]>(`${HISTORY}?resolved=true`);
    assert.equal(resolved.createTime, '2024-03-01T09:01:00.000+0000');
    assert.equal(resolved.endTime, '2024-03-01T09:02:00.000+0000');
    assert.deepEqual([resolved.open, resolved.resolved, resolved.deleted], [false, true, false]);
    assert.equal(resolved.processDefinitionKey, 'invoice');
    assert.equal(resolved.rootProcessInstanceId, 'a6');
    assertRefused(await server.get(`${HISTORY}?sortBy=x`), 400, /sortBy/);
  });
});

describe('GET batch, batch statistics, history/batch and operation/query', () => {
  it('lists running batches newest first with their statistics', async () => {
    const BATCH = `${REST}/batch`;
    assert.deepEqual(await server.ids(BATCH, ''), ['b3', 'b1']);
    assert.deepEqual(await server.json(`${BATCH}/b1`), {
      id: 'b1',
      type: 'instance-deletion',
      totalJobs: 10,
      jobsCreated: 6,
      batchJobsPerSeed: 100,
      invocationsPerBatchJob: 1,
      seedJobDefinitionId: null,
      monitorJobDefinitionId: null,
      batchJobDefinitionId: null,
      suspended: false,
      tenantId: String(server.acme),
      createUserId: 'acme-admin',
      startTime: '2024-03-01T09:40:00.000+0000',
      executionStartTime: '2024-03-01T09:40:00.000+0000',
    });
    const stats = await server.json<Record<string, unknown>[]>(`${BATCH}/statistics`);
    const figures = stats.map((row) => [
      row.id,
      row.remainingJobs,
      row.completedJobs,
      row.failedJobs,
      row.waitingExecutionJobs,
    ]);
    assert.deepEqual(figures, [
      ['b3', 5, 0, 0, 5],
      ['b1', 5, 4, 1, 4],
    ]);
    assert.deepEqual(await server.json(`${BATCH}/statistics/count`), { count: 2 });
    assertRefused(await server.get(`${BATCH}/b2`), 404, /b2/);
    assertRefused(await server.get(`${BATCH}/gb`), 404);
    assert.deepEqual(await server.ids(BATCH, '', server.tokens.globex), ['gb']);
  });

  it('keeps finished batches in the history', async () => {
    const HISTORY = `${REST}/history/batch`;
    await server.expectIds(HISTORY, [
      ['', ['b3', 'b1', 'b2']],
      ['completed=true', ['b2']],
      ['completed=false', ['b3', 'b1']],
      ['sortBy=startTime&sortOrder=asc', ['b2', 'b1', 'b3']],
    ]);
    const b2 = await server.json<Record<string, unknown>>(`${HISTORY}/b2`);
    assert.equal(b2.endTime, '2024-03-01T08:55:00.000+0000');
    assert.equal(b2.removalTime, null);
    assertRefused(await server.get(`${HISTORY}/gb`), 404);
  });

  it('answers the console operations: deletion batches newest first with progress', async () => {
    const all = await server.json<Record<string, unknown>[]>('/api/camunda/operation/query');
    assert.deepEqual(
      all.map((row) => [row.id, row.finished, row.remainingJobs]),
      [
        ['b3', false, 5],
        ['b1', false, 5],
        ['b2', true, 0],
      ],
    );
    const running = await server.json<{ id: string }[]>(
      '/api/camunda/operation/query?running=true&maxResults=1',
    );
    assert.deepEqual(
      running.map((row) => row.id),
      ['b3'],
    );
    const one = await server.json<Record<string, unknown>[]>(
      '/api/camunda/operation/query?batchId=b2',
    );
    assert.deepEqual(
      one.map((row) => [row.id, row.finished, row.completedJobs]),
      [['b2', true, 3]],
    );
    assert.deepEqual(
      await server.json('/api/camunda/operation/query?batchId=gb'),
      [],
      "another tenant's batch is not found",
    );
  });
});
