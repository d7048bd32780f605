import assert from 'node:assert/strict';
import { setTimeout as sleep } from 'node:timers/promises';
import { after, before, describe, it } from 'node:test';
import { ACME, startTestServer, type StartedServer } from '../harness';
import { engineApi, REST } from '../engine/api';
import { oneTask } from '../engine/bpmn';
import { dateParam, listedBy, refusesBadDate } from './filters-helpers';

/**
 * The incident filters of /incident and /history/incident (issue 9 §2): definition keys,
 * creation and end times, cause and root cause, configuration, tenants and job definitions.
 * Three incidents: `stock` and `bank` stay open, `late` is resolved by new retries.
 */
let server: StartedServer;
let api: ReturnType<typeof engineApi>;
type Incident = { id: string; createTime: string; tenantId: string };
const ids: Record<string, string> = {};
let rows: Record<string, Incident> = {};

const RUNTIME = `${REST}/incident`;
const HISTORY = `${REST}/history/incident`;

before(async () => {
  server = await startTestServer();
  api = engineApi(server, await server.login(ACME.admin.username, ACME.admin.password));
  await api.deploy('orders.bpmn', oneTask('orders', 'order-work'));
  await api.deploy('refunds.bpmn', oneTask('refunds', 'refund-work'));
  await api.start('orders');
  await api.start('orders');
  await api.start('refunds');
  const [stock, late] = await api.fetch('order-work', 'w');
  const [bank] = await api.fetch('refund-work', 'w');
  const fail = async (taskId: string, errorMessage: string) => {
    await api.ok('POST', `${REST}/external-task/${taskId}/failure`, {
      workerId: 'w',
      errorMessage,
      retries: 0,
    });
    // Distinct incident times, to tell them apart by date.
    await sleep(20);
  };
  await fail(stock.id, 'Stock service down');
  await fail(bank.id, 'Bank offline');
  await fail(late.id, 'Stock timeout');
  await api.ok('PUT', `${REST}/external-task/${late.id}/retries`, { retries: 1 });
  const all = await api.ok<(Incident & { incidentMessage: string })[]>('GET', HISTORY);
  const named = { stock: 'Stock service down', bank: 'Bank offline', late: 'Stock timeout' };
  for (const [name, message] of Object.entries(named)) {
    ids[name] = all.find((row) => row.incidentMessage === message)!.id;
  }
  rows = Object.fromEntries(all.map((row) => [row.id, row]));
});
after(() => server?.close());

const named = (found: string[]) =>
  found.map((id) => Object.keys(ids).find((name) => ids[name] === id)).sort();
const runtime = async (query: string) => named(await listedBy(api, RUNTIME, query));
const history = async (query: string) => named(await listedBy(api, HISTORY, query));

describe('GET /incident filters', () => {
  it('answers the open incidents, narrowed by definition keys', async () => {
    assert.deepEqual(await runtime(''), ['bank', 'stock']);
    assert.deepEqual(await runtime('processDefinitionKeyIn=orders'), ['stock']);
    assert.deepEqual(await runtime('processDefinitionKeyIn=orders,refunds'), ['bank', 'stock']);
    assert.deepEqual(await runtime('processDefinitionKeyIn=nothing'), []);
  });

  it('narrows by incident time (the history answers it as createTime)', async () => {
    const bankTime = dateParam(rows[ids.bank].createTime);
    const stockTime = dateParam(rows[ids.stock].createTime);
    assert.deepEqual(await runtime(`incidentTimestampAfter=${bankTime}`), ['bank']);
    assert.deepEqual(await runtime(`incidentTimestampBefore=${stockTime}`), ['stock']);
    await refusesBadDate(api, RUNTIME, 'incidentTimestampBefore');
    await refusesBadDate(api, RUNTIME, 'incidentTimestampAfter');
  });

  it('each incident is its own cause and root; tenants and job definitions', async () => {
    assert.deepEqual(await runtime(`causeIncidentId=${ids.stock}`), ['stock']);
    assert.deepEqual(await runtime(`rootCauseIncidentId=${ids.bank}`), ['bank']);
    const tenant = rows[ids.stock].tenantId;
    assert.deepEqual(await runtime(`tenantIdIn=${tenant},other`), ['bank', 'stock']);
    assert.deepEqual(await runtime('tenantIdIn=other'), []);
    assert.deepEqual(await runtime('jobDefinitionIdIn=some-job'), []);
  });
});

describe('GET /history/incident filters', () => {
  it('narrows by definition keys, creation and end times', async () => {
    assert.deepEqual(await history('processDefinitionKeyIn=orders'), ['late', 'stock']);
    const bankTime = dateParam(rows[ids.bank].createTime);
    assert.deepEqual(await history(`createTimeAfter=${bankTime}`), ['bank', 'late']);
    assert.deepEqual(await history(`createTimeBefore=${bankTime}`), ['bank', 'stock']);
    // Open incidents have no end time: only the resolved one ended.
    assert.deepEqual(await history(`endTimeAfter=${bankTime}`), ['late']);
    assert.deepEqual(await history('endTimeBefore=2999-01-01T00:00:00.000%2B0000'), ['late']);
    assert.deepEqual(await history('endTimeBefore=2000-01-01T00:00:00.000%2B0000'), []);
    for (const param of ['createTimeBefore', 'createTimeAfter', 'endTimeBefore', 'endTimeAfter']) {
      await refusesBadDate(api, HISTORY, param);
    }
  });

  it('narrows by cause, configuration, tenants and job definitions', async () => {
    assert.deepEqual(await history(`causeIncidentId=${ids.late}`), ['late']);
    assert.deepEqual(await history(`rootCauseIncidentId=${ids.late}`), ['late']);
    const [late] = await api.ok<{ historyConfiguration: string }[]>(
      'GET',
      `${HISTORY}?incidentId=${ids.late}`,
    );
    const configuration = encodeURIComponent(late.historyConfiguration);
    assert.deepEqual(await history(`historyConfiguration=${configuration}`), ['late']);
    assert.deepEqual(await history(`tenantIdIn=${rows[ids.late].tenantId}`), [
      'bank',
      'late',
      'stock',
    ]);
    assert.deepEqual(await history('tenantIdIn=other'), []);
    assert.deepEqual(await history('withoutTenantId=true'), []);
    assert.deepEqual(await history('withoutTenantId=false'), ['bank', 'late', 'stock']);
    assert.deepEqual(await history('jobDefinitionIdIn=some-job'), []);
  });
});
