import assert from 'node:assert/strict';
import { setTimeout as sleep } from 'node:timers/promises';
import { after, before, describe, it } from 'node:test';
import { ACME, startTestServer, type StartedServer } from '../harness';
import { engineApi, REST } from '../engine/api';
import { oneTask } from '../engine/bpmn';
import { dateParam, listedBy, refusesBadDate } from './filters-helpers';

/**
 * The process definition filters past keys, names and versions (issue 9 §2): deployment
 * time, category, resource, incidents, tenants, version tags and the tasklist flags. Three
 * definitions, deployed apart: orders:1, refunds:1 (version tag 1.2.0), orders:2 (an incident).
 */
let server: StartedServer;
let api: ReturnType<typeof engineApi>;
type Definition = { id: string; key: string; version: number; deploymentId: string };
/** definition id → `key:version` */
const labels: Record<string, string> = {};
const deployedAt: Record<string, string> = {};
let tenant = '';
let incidentId = '';

const URL = `${REST}/process-definition`;
const ALL = ['orders:1', 'orders:2', 'refunds:1'];

const tagged = (xml: string, tag: string) =>
  xml.replace('isExecutable="true"', `isExecutable="true" camunda:versionTag="${tag}"`);

before(async () => {
  server = await startTestServer();
  api = engineApi(server, await server.login(ACME.admin.username, ACME.admin.password));
  await api.deploy('orders.bpmn', oneTask('orders', 'order-work'));
  // Deployment times apart, to tell the deployments apart by date.
  await sleep(20);
  await api.deploy('refunds.bpmn', tagged(oneTask('refunds', 'refund-work'), '1.2.0'));
  await sleep(20);
  await api.deploy('orders.bpmn', oneTask('orders', 'order-work', 'Check order'));
  const definitions = await api.ok<Definition[]>('GET', URL);
  const deployments = await api.ok<{ id: string; deploymentTime: string; tenantId: string }[]>(
    'GET',
    `${REST}/deployment`,
  );
  for (const row of definitions) {
    const label = `${row.key}:${row.version}`;
    labels[row.id] = label;
    deployedAt[label] = deployments.find((d) => d.id === row.deploymentId)!.deploymentTime;
  }
  tenant = deployments[0].tenantId;
  await api.start('orders');
  const [task] = await api.fetch('order-work', 'w');
  await api.ok('POST', `${REST}/external-task/${task.id}/failure`, {
    workerId: 'w',
    errorMessage: 'Stock service down',
    retries: 0,
  });
  [{ id: incidentId }] = await api.ok<{ id: string }[]>('GET', `${REST}/incident`);
});
after(() => server?.close());

const listed = async (query: string) =>
  (await listedBy(api, URL, query)).map((id) => labels[id]).sort();

describe('GET /process-definition filters', () => {
  it('narrows by deployment time', async () => {
    assert.deepEqual(await listed(''), ALL);
    const first = dateParam(deployedAt['orders:1']);
    assert.deepEqual(await listed(`deployedAfter=${first}`), ['orders:2', 'refunds:1']);
    assert.deepEqual(await listed(`deployedAt=${dateParam(deployedAt['refunds:1'])}`), [
      'refunds:1',
    ]);
    await refusesBadDate(api, URL, 'deployedAfter');
    await refusesBadDate(api, URL, 'deployedAt');
  });

  it('narrows by category and resource', async () => {
    const category = encodeURIComponent('http://bpmn.io/schema/bpmn');
    assert.deepEqual(await listed(`category=${category}`), ALL);
    assert.deepEqual(await listed('category=invoices'), []);
    assert.deepEqual(await listed('categoryLike=bpmn.io'), ALL);
    assert.deepEqual(await listed('categoryLike=cmmn'), []);
    assert.deepEqual(await listed('resourceName=refunds.bpmn'), ['refunds:1']);
    assert.deepEqual(await listed('resourceNameLike=orders'), ['orders:1', 'orders:2']);
  });

  it('narrows to definitions with an open incident that fits', async () => {
    const [incident] = await api.ok<{ incidentType: string }[]>('GET', `${REST}/incident`);
    assert.deepEqual(await listed(`incidentId=${incidentId}`), ['orders:2']);
    assert.deepEqual(await listed(`incidentType=${incident.incidentType}`), ['orders:2']);
    assert.deepEqual(await listed('incidentType=failedJob'), []);
    assert.deepEqual(await listed('incidentMessage=Stock%20service%20down'), ['orders:2']);
    assert.deepEqual(await listed('incidentMessageLike=Stock'), ['orders:2']);
    assert.deepEqual(await listed('incidentMessageLike=Bank'), []);
  });

  it('narrows by tenants and version tags', async () => {
    assert.deepEqual(await listed(`tenantIdIn=${tenant}`), ALL);
    assert.deepEqual(await listed('tenantIdIn=other'), []);
    assert.deepEqual(await listed('withoutTenantId=true'), []);
    assert.deepEqual(await listed('includeProcessDefinitionsWithoutTenantId=true'), ALL);
    assert.deepEqual(await listed('versionTagLike=1.2'), ['refunds:1']);
    assert.deepEqual(await listed('withoutVersionTag=true'), ['orders:1', 'orders:2']);
  });

  it('answers who may start: every definition is startable, by no user in particular', async () => {
    assert.deepEqual(await listed('startableInTasklist=true'), ALL);
    assert.deepEqual(await listed('notStartableInTasklist=true'), []);
    assert.deepEqual(await listed('startablePermissionCheck=true'), ALL);
    assert.deepEqual(await listed('startableBy=demo'), []);
  });
});
