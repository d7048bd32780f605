import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import { assertRefused, REST, type QueryServer } from './queries-server';
import { startScenarioServer, type Scenario } from './queries-scenario';

let server: QueryServer;
let scenario: Scenario;

before(async () => {
  ({ server, scenario } = await startScenarioServer());
});
after(() => server?.close());

const HISTORY = `${REST}/history/process-instance`;
const CONSOLE = '/api/camunda/history/process-instance';

describe('GET history/process-instance', () => {
  it('lists the tenant instances newest first in Camunda shape', async () => {
    assert.deepEqual(await server.ids(HISTORY, ''), [
      'a7',
      'a6',
      'a5',
      'a4',
      'a3',
      'a2',
      'a1',
      'a0',
    ]);
    const [, a6] = await server.json<Record<string, unknown>[]>(HISTORY);
    assert.deepEqual(a6, {
      id: 'a6',
      businessKey: 'inv_3',
      processDefinitionId: scenario.definitions.invoice.id,
      processDefinitionKey: 'invoice',
      processDefinitionName: 'Invoice',
      processDefinitionVersion: 1,
      startTime: '2024-03-01T09:00:00.000+0000',
      endTime: '2024-03-01T09:03:00.000+0000',
      removalTime: null,
      durationInMillis: 180_000,
      startUserId: null,
      startActivityId: 'start',
      deleteReason: null,
      rootProcessInstanceId: 'a6',
      superProcessInstanceId: null,
      superCaseInstanceId: null,
      caseInstanceId: null,
      tenantId: String(server.acme),
      state: 'COMPLETED',
    });
    const running = await server.json<{ endTime: unknown; durationInMillis: unknown }>(
      `${HISTORY}/a7`,
    );
    assert.equal(running.endTime, null);
    assert.equal(running.durationInMillis, null);
  });

  it('filters by state, finished, incidents, definition, ids, business key and dates', async () => {
    const cases: [string, string[]][] = [
      ['state=ACTIVE', ['a7', 'a3', 'a1']],
      ['state=SUSPENDED', ['a2']],
      ['state=EXTERNALLY_TERMINATED', ['a4']],
      ['finished=true', ['a6', 'a5', 'a4', 'a0']],
      ['unfinished=true', ['a7', 'a3', 'a2', 'a1']],
      ['unfinished=true&finished=true', []],
      ['state=COMPLETED&unfinished=true', []],
      ['withIncidents=true', ['a6', 'a3']],
      ['withRootIncidents=true', ['a6', 'a3']],
      ['incidentStatus=open', ['a3']],
      ['incidentStatus=resolved', ['a6']],
      ['processDefinitionKey=order', ['a7', 'a3', 'a2', 'a1', 'a0']],
      ['processDefinitionKeyIn=invoice,nothing', ['a6', 'a5', 'a4']],
      [`processDefinitionId=${scenario.definitions.orderV2.id}`, ['a3', 'a2', 'a1']],
      [`processDefinitionId=${scenario.definitions.orderV2.id}&state=ACTIVE`, ['a3', 'a1']],
      ['processInstanceIds=a1,a5,a3,g0', ['a5', 'a3', 'a1']],
      ['processInstanceId=a1', ['a1']],
      ['processInstanceId=a1&processInstanceIds=a2,a3', []],
      ['processInstanceBusinessKey=PO-2', ['a1']],
      ['businessKey=PO-2', ['a1']],
      ['businessKeyLike=PO', ['a3', 'a2', 'a1', 'a0']],
      ['processInstanceBusinessKeyLike=inv_', ['a6']],
      ['businessKeyLike=%25-1', ['a4', 'a0']],
      [
        'startedAfter=2024-03-01T08:30:00.000%2B0000&startedBefore=2024-03-01T09:00:00.000%2B0000',
        ['a6', 'a5', 'a4', 'a3'],
      ],
      ['startedAfter=2024-03-01T10:30:00.000%2B0200', ['a7', 'a6', 'a5', 'a4', 'a3']],
      // An unencoded + arrives as a space and is still read as the zone's sign.
      ['startedAfter=2024-03-01T10:30:00.000+0200', ['a7', 'a6', 'a5', 'a4', 'a3']],
      ['finishedBefore=2024-03-01T08:42:00Z', ['a4', 'a0']],
      ['finishedAfter=2024-03-01T08:42:00.000Z&unfinished=true', []],
    ];
    await server.expectIds(HISTORY, cases);
  });

  it('sorts by any of Camunda keys and pages, also across states', async () => {
    const cases: [string, string[]][] = [
      ['sortBy=startTime&sortOrder=asc', ['a0', 'a1', 'a2', 'a3', 'a4', 'a5', 'a6', 'a7']],
      ['sortBy=duration&sortOrder=asc&finished=true', ['a5', 'a4', 'a6', 'a0']],
      ['sortBy=endTime&sortOrder=desc&finished=true', ['a6', 'a5', 'a4', 'a0']],
      ['sortBy=businessKey&sortOrder=asc&state=ACTIVE', ['a1', 'a3', 'a7']],
      ['sortBy=instanceId&sortOrder=desc&processDefinitionKey=invoice', ['a6', 'a5', 'a4']],
      ['sortBy=definitionKey&sortOrder=asc&state=COMPLETED', ['a6', 'a0']],
      ['firstResult=2&maxResults=3', ['a5', 'a4', 'a3']],
      ['unfinished=true&firstResult=1&maxResults=2', ['a3', 'a2']],
      ['finished=true&sortBy=startTime&sortOrder=asc&maxResults=2', ['a0', 'a4']],
      ['finished=true&firstResult=3&maxResults=5', ['a0']],
      ['maxResults=0', []],
    ];
    await server.expectIds(HISTORY, cases);
  });

  it('counts from instance_count exactly as a count of the rows', async () => {
    const queries = [
      '',
      'state=ACTIVE',
      'finished=true',
      'unfinished=true',
      'processDefinitionKey=order',
      `processDefinitionId=${scenario.definitions.orderV1.id}&finished=true`,
    ];
    for (const query of queries) await server.listed(HISTORY, query);
    const result = await server.db.execute(sql`
      select (select count(*) from process_instance where tenant_id = ${server.acme}) as real,
             (select sum(count) from instance_count where tenant_id = ${server.acme}) as kept`);
    const [row] = (result as unknown as { rows: { real: string; kept: string }[] }).rows;
    assert.equal(Number(row.kept), Number(row.real));
  });

  it('answers Cockpit POST queries with a sorting list', async () => {
    const response = await server.post(`${HISTORY}?firstResult=0&maxResults=2`, {
      processDefinitionKey: 'order',
      unfinished: true,
      processInstanceIds: ['a1', 'a2', 'a3', 'a0'],
      sorting: [{ sortBy: 'businessKey', sortOrder: 'desc' }],
    });
    assert.equal(response.statusCode, 200, response.body);
    assert.deepEqual(
      (response.json() as { id: string }[]).map((row) => row.id),
      ['a3', 'a2'],
    );
    const count = await server.post(`${HISTORY}/count`, {
      processDefinitionKey: 'order',
      unfinished: true,
    });
    assert.deepEqual(count.json(), { count: 4 });
    const empty = await server.post(HISTORY, {});
    assert.equal((empty.json() as unknown[]).length, 8);
    const bodiless = await server.app.inject({
      method: 'POST',
      url: `${HISTORY}/count`,
      headers: { token: server.tokens.admin },
    });
    assert.deepEqual(bodiless.json(), { count: 8 });
    assertRefused(await server.post(HISTORY, { sorting: [{ sortBy: 'nope' }] }), 400, /sortBy/);
  });

  it('answers one instance by id, and 404 for unknown ids and other tenants', async () => {
    const a4 = await server.json<{ deleteReason: string; state: string }>(`${HISTORY}/a4`);
    assert.equal(a4.state, 'EXTERNALLY_TERMINATED');
    assert.equal(a4.deleteReason, 'stopped');
    assertRefused(await server.get(`${HISTORY}/nope`), 404, /nope/);
    assertRefused(await server.get(`${HISTORY}/g0`), 404);
    assert.equal((await server.get(`${HISTORY}/g0`, server.tokens.globex)).statusCode, 200);
  });

  it('keeps tenants apart', async () => {
    assert.deepEqual(await server.ids(HISTORY, '', server.tokens.globex), ['g1', 'g0']);
    assert.deepEqual(await server.ids(HISTORY, 'businessKey=PO-2', server.tokens.globex), ['g0']);
    assert.deepEqual(await server.ids(CONSOLE, 'state=Active', server.tokens.globex), ['g0']);
  });

  it('refuses bad parameters with 400 and other roles with 403', async () => {
    const bad: [string, RegExp][] = [
      ['sortBy=name&sortOrder=asc', /sortBy must be one of/],
      // Camunda's own answer (camunda-rest-reference.json): both or neither.
      [
        'sortBy=startTime',
        /^Only a single sorting parameter specified\. sortBy and sortOrder required$/,
      ],
      [
        'sortOrder=desc',
        /^Only a single sorting parameter specified\. sortBy and sortOrder required$/,
      ],
      ['sortBy=startTime&sortOrder=up', /sortOrder must be asc or desc/],
      ['firstResult=-1', /firstResult/],
      ['maxResults=1001', /maxResults/],
      ['maxResults=ten', /maxResults/],
      ['startedBefore=yesterday', /startedBefore must be a date/],
      ['finishedAfter=2024-02-30T00:00:00', /finishedAfter must be a date/],
      ['state=Active', /state must be one of ACTIVE/],
      ['incidentStatus=closed', /incidentStatus must be open or resolved/],
      ['finished=maybe', /finished/],
    ];
    for (const [query, message] of bad) {
      assertRefused(await server.get(`${HISTORY}?${query}`), 400, message);
      // Counts ignore sorting, as Camunda's do; the filters are checked the same way.
      if (!query.startsWith('sort')) {
        assertRefused(await server.get(`${HISTORY}/count?${query}`), 400, message);
      }
    }
    assertRefused(await server.get(HISTORY, server.tokens.sys), 403);
    assertRefused(await server.get(CONSOLE, server.tokens.sys), 403);
    assert.equal((await server.app.inject({ method: 'GET', url: HISTORY })).statusCode, 401);
  });
});

describe('GET /api/camunda/history/process-instance (the console)', () => {
  it('takes the console states and adds the open incident count', async () => {
    const cases: [string, string[]][] = [
      ['state=Active', ['a7', 'a2', 'a1']],
      ['state=Incident', ['a3']],
      ['state=Completed', ['a6', 'a0']],
      ['state=Cancelled', ['a5', 'a4']],
      ['state=Cancelled&maxResults=1&firstResult=1', ['a4']],
      [
        'state=Active&processDefinitionKey=order&sortBy=businessKey&sortOrder=asc',
        ['a1', 'a2', 'a7'],
      ],
      ['state=SUSPENDED', ['a2']],
      ['', ['a7', 'a6', 'a5', 'a4', 'a3', 'a2', 'a1', 'a0']],
    ];
    await server.expectIds(CONSOLE, cases);
    const [a3] = await server.json<{ id: string; incidents: number; state: string }[]>(
      `${CONSOLE}?state=Incident`,
    );
    assert.equal(a3.incidents, 1);
    assert.equal(a3.state, 'ACTIVE');
    assertRefused(
      await server.get(`${CONSOLE}?state=Running`),
      400,
      /Active, Incident, Completed, Cancelled/,
    );
  });
});

describe('GET /api/camunda/statistics', () => {
  it('counts the dashboard states from instance_count, with running counts per definition', async () => {
    const stats = await server.json<Record<string, unknown>>('/api/camunda/statistics');
    const { orderV1, orderV2 } = scenario.definitions;
    assert.deepEqual(stats, {
      running: 4,
      active: 3,
      incident: 1,
      completed: 2,
      cancelled: 2,
      total: 8,
      definitions: [
        { id: orderV2.id, key: 'order', name: 'Order', version: 2, running: 3, incident: 1 },
        { id: orderV1.id, key: 'order', name: 'Order', version: 1, running: 1, incident: 0 },
      ],
    });
    const globex = await server.json<{ running: number; total: number }>(
      '/api/camunda/statistics',
      server.tokens.globex,
    );
    assert.equal(globex.running, 1);
    assert.equal(globex.total, 2);
    assertRefused(await server.get('/api/camunda/statistics', server.tokens.sys), 403);
  });
});
