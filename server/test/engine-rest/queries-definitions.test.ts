import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { seedDefinition, xmlOf } from './queries-fixtures';
import { startScenarioServer, type Scenario } from './queries-scenario';
import { assertRefused, REST, type QueryServer } from './queries-server';

let server: QueryServer;
let scenario: Scenario;
let audit: { id: string; deploymentId: string };

before(async () => {
  ({ server, scenario } = await startScenarioServer());
  audit = await seedDefinition(server.db, server.acme, {
    key: 'audit',
    version: 1,
    suspended: true,
  });
});
after(() => server?.close());

const DEFINITION = `${REST}/process-definition`;

describe('GET process-definition', () => {
  it('answers one definition by id and the latest by key in Camunda shape', async () => {
    const { orderV2 } = scenario.definitions;
    const expected = {
      id: orderV2.id,
      key: 'order',
      category: 'http://bpmn.io/schema/bpmn',
      description: null,
      name: 'Order',
      version: 2,
      resource: 'order.bpmn',
      deploymentId: orderV2.deploymentId,
      diagram: null,
      suspended: false,
      tenantId: String(server.acme),
      versionTag: 'v2',
      historyTimeToLive: null,
      startableInTasklist: true,
    };
    assert.deepEqual(await server.json(`${DEFINITION}/${orderV2.id}`), expected);
    assert.deepEqual(await server.json(`${DEFINITION}/key/order`), expected);
    assert.deepEqual(await server.json(`${DEFINITION}/${orderV2.id}/xml`), {
      id: orderV2.id,
      bpmn20Xml: xmlOf('order'),
    });
    assert.deepEqual(await server.json(`${DEFINITION}/key/order/xml`), {
      id: orderV2.id,
      bpmn20Xml: xmlOf('order'),
    });
    const globex = await server.json<{ id: string }>(
      `${DEFINITION}/key/order`,
      server.tokens.globex,
    );
    assert.equal(globex.id, scenario.definitions.globexOrder.id);
  });

  it('answers 404 for unknown ids and keys and for other tenants definitions', async () => {
    const { globexOrder } = scenario.definitions;
    // Camunda's messages and types (camunda-rest-reference.json): a key is a RestException.
    for (const url of [
      `${DEFINITION}/nope`,
      `${DEFINITION}/${globexOrder.id}`,
      `${DEFINITION}/${globexOrder.id}/xml`,
      `${DEFINITION}/${globexOrder.id}/statistics`,
    ]) {
      assertRefused(await server.get(url), 404, /^No matching definition with id /);
    }
    for (const url of [
      `${DEFINITION}/key/nope`,
      `${DEFINITION}/key/nope/xml`,
      `${DEFINITION}/key/nope/statistics`,
    ]) {
      assertRefused(
        await server.get(url),
        404,
        /^No matching process definition with key: nope and no tenant-id$/,
        'RestException',
      );
    }
    assertRefused(
      await server.get(`${DEFINITION}/audit:1:${server.acme}`, server.tokens.globex),
      404,
    );
  });

  it('filters, sorts, pages and counts the list', async () => {
    const { orderV1, orderV2, invoice } = scenario.definitions;
    const cases: [string, string[]][] = [
      ['', [audit.id, invoice.id, orderV1.id, orderV2.id]],
      ['key=order', [orderV1.id, orderV2.id]],
      ['keysIn=audit,invoice', [audit.id, invoice.id]],
      ['keyLike=rde', [orderV1.id, orderV2.id]],
      ['name=Invoice', [invoice.id]],
      ['nameLike=nv', [invoice.id]],
      ['version=2', [orderV2.id]],
      ['latestVersion=true', [audit.id, invoice.id, orderV2.id]],
      ['latestVersion=true&key=order', [orderV2.id]],
      ['suspended=true', [audit.id]],
      ['active=true', [invoice.id, orderV1.id, orderV2.id]],
      [`deploymentId=${orderV1.deploymentId}`, [orderV1.id]],
      ['versionTag=v2', [orderV2.id]],
      [`id=${orderV1.id}`, [orderV1.id]],
      [`processDefinitionId=${invoice.id}`, [invoice.id]],
      [`processDefinitionIdIn=${invoice.id},${orderV2.id}`, [invoice.id, orderV2.id]],
      ['sortBy=version&sortOrder=desc', [orderV2.id, orderV1.id, invoice.id, audit.id]],
      ['sortBy=name&sortOrder=asc', [invoice.id, orderV1.id, orderV2.id, audit.id]],
      ['sortBy=id&sortOrder=desc&key=order', [orderV2.id, orderV1.id]],
      ['firstResult=1&maxResults=2', [invoice.id, orderV1.id]],
    ];
    await server.expectIds(DEFINITION, cases);
    const globex = await server.json<{ id: string }[]>(DEFINITION, server.tokens.globex);
    assert.deepEqual(
      globex.map((row) => row.id),
      [scenario.definitions.globexOrder.id],
    );
    assertRefused(
      await server.get(`${DEFINITION}?sortBy=color&sortOrder=asc`),
      400,
      /sortBy must be one of id, key/,
    );
    assertRefused(await server.get(`${DEFINITION}?version=0`), 400, /version/);
    assertRefused(await server.get(`${DEFINITION}?firstResult=-5`), 400, /firstResult/);
  });
});

describe('GET process-definition/statistics', () => {
  it('counts running instances per definition, with incidents on request', async () => {
    const { orderV1, orderV2 } = scenario.definitions;
    const all = await server.json<Record<string, unknown>[]>(`${DEFINITION}/statistics`);
    // Every definition is listed, as in Camunda; those without running instances count 0.
    const definitions = await server.json<{ id: string }[]>(
      `${DEFINITION}?sortBy=key&sortOrder=asc`,
    );
    assert.deepEqual(
      all.map((row) => row.id),
      definitions.map((row) => row.id),
    );
    const idle = all.filter((row) => row.id !== orderV1.id && row.id !== orderV2.id);
    assert.ok(idle.length > 0 && idle.every((row) => row.instances === 0));
    const stats = all.filter((row) => row.id === orderV1.id || row.id === orderV2.id);
    assert.deepEqual(stats, [
      {
        '@class': 'org.camunda.bpm.engine.rest.dto.repository.ProcessDefinitionStatisticsResultDto',
        id: orderV1.id,
        instances: 1,
        failedJobs: 0,
        incidents: [],
        definition: await server.json(`${DEFINITION}/${orderV1.id}`),
      },
      {
        '@class': 'org.camunda.bpm.engine.rest.dto.repository.ProcessDefinitionStatisticsResultDto',
        id: orderV2.id,
        instances: 3,
        failedJobs: 0,
        incidents: [],
        definition: await server.json(`${DEFINITION}/${orderV2.id}`),
      },
    ]);
    const incidentsOf = async (query: string) =>
      (
        await server.json<{ id: string; incidents: unknown[] }[]>(
          `${DEFINITION}/statistics?${query}`,
        )
      )
        .filter((row) => row.id === orderV1.id || row.id === orderV2.id)
        .map((row) => [row.id, row.incidents]);
    const failed = [{ incidentType: 'failedExternalTask', incidentCount: 1 }];
    for (const query of [
      'incidents=true',
      'rootIncidents=true',
      'incidentsForType=failedExternalTask',
    ]) {
      assert.deepEqual(await incidentsOf(query), [
        [orderV1.id, []],
        [orderV2.id, failed],
      ]);
    }
    assert.deepEqual(await incidentsOf('incidentsForType=other'), [
      [orderV1.id, []],
      [orderV2.id, []],
    ]);
    assertRefused(
      await server.get(`${DEFINITION}/statistics?incidents=true&rootIncidents=true`),
      400,
      /Only one/,
    );
    const globex = await server.json<{ id: string; instances: number }[]>(
      `${DEFINITION}/statistics`,
      server.tokens.globex,
    );
    assert.deepEqual(
      globex.map((row) => [row.id, row.instances]),
      [[scenario.definitions.globexOrder.id, 1]],
    );
  });

  it('counts open activity instances and incidents per activity', async () => {
    const { orderV1, orderV2 } = scenario.definitions;
    const task = (incidents: unknown[]) => ({
      '@class': 'org.camunda.bpm.engine.rest.dto.repository.ActivityStatisticsResultDto',
      id: 'task',
      instances: 2,
      failedJobs: 0,
      incidents,
    });
    assert.deepEqual(await server.json(`${DEFINITION}/${orderV2.id}/statistics`), [task([])]);
    assert.deepEqual(await server.json(`${DEFINITION}/key/order/statistics?incidents=true`), [
      task([{ incidentType: 'failedExternalTask', incidentCount: 1 }]),
    ]);
    const v1 = await server.json<{ id: string; instances: number }[]>(
      `${DEFINITION}/${orderV1.id}/statistics`,
    );
    assert.deepEqual(
      v1.map((row) => [row.id, row.instances]),
      [['wait', 1]],
    );
    assert.deepEqual(
      await server.json(`${DEFINITION}/${scenario.definitions.invoice.id}/statistics`),
      [],
    );
  });
});

describe('the console definition helpers', () => {
  it('groups the keys (namespace)', async () => {
    const { invoice, orderV2 } = scenario.definitions;
    assert.deepEqual(await server.json('/api/camunda/namespace'), [
      { key: 'audit', name: null, latestId: audit.id, versions: 1 },
      { key: 'invoice', name: 'Invoice', latestId: invoice.id, versions: 1 },
      { key: 'order', name: 'Order', latestId: orderV2.id, versions: 2 },
    ]);
    assert.deepEqual(await server.json('/api/camunda/namespace', server.tokens.globex), [
      {
        key: 'order',
        name: 'Globex order',
        latestId: scenario.definitions.globexOrder.id,
        versions: 1,
      },
    ]);
  });

  it('lists the versions of a key newest first with versionMax, status and countOfInstance', async () => {
    const { orderV1, orderV2 } = scenario.definitions;
    const list = await server.json<Record<string, unknown>[]>(
      '/api/camunda/process-definition-by-key?key=order',
    );
    const camunda = (id: string) => server.json<Record<string, unknown>>(`${DEFINITION}/${id}`);
    assert.deepEqual(list, [
      { ...(await camunda(orderV2.id)), versionMax: 2, status: true, countOfInstance: 3 },
      { ...(await camunda(orderV1.id)), versionMax: 2, status: false, countOfInstance: 2 },
    ]);
    assertRefused(await server.get('/api/camunda/process-definition-by-key?key=nope'), 404, /nope/);
    assertRefused(await server.get('/api/camunda/process-definition-by-key'), 400, /key/);
    const globex = await server.json<{ id: string }[]>(
      '/api/camunda/process-definition-by-key?key=order',
      server.tokens.globex,
    );
    assert.deepEqual(
      globex.map((row) => row.id),
      [scenario.definitions.globexOrder.id],
    );
  });

  it('lists the latest version of every key', async () => {
    const { invoice, orderV2 } = scenario.definitions;
    const list = await server.json<
      { id: string; versionMax: number; status: boolean; countOfInstance: number }[]
    >('/api/camunda/all-process-definition-by-key');
    assert.deepEqual(
      list.map((row) => [row.id, row.versionMax, row.status, row.countOfInstance]),
      [
        [audit.id, 1, true, 0],
        [invoice.id, 1, true, 3],
        [orderV2.id, 2, true, 3],
      ],
    );
  });
});
