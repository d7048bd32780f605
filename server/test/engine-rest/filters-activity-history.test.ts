import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { ACME, startTestServer, type StartedServer } from '../harness';
import { engineApi, REST } from '../engine/api';
import { oneTask } from '../engine/bpmn';
import { listedBy, postedBy } from './filters-helpers';

/**
 * The historic activity filters on tenants and assignees (issue 9 §2), GET and POST: every
 * row is the caller's tenant, and no activity here has an assignee.
 */
let server: StartedServer;
let api: ReturnType<typeof engineApi>;
let tenant = '';
let all: string[] = [];

const URL = `${REST}/history/activity-instance`;

before(async () => {
  server = await startTestServer();
  api = engineApi(server, await server.login(ACME.admin.username, ACME.admin.password));
  await api.deploy('orders.bpmn', oneTask('orders', 'order-work'));
  await api.start('orders');
  const rows = await api.ok<{ id: string; tenantId: string }[]>('GET', URL);
  tenant = rows[0].tenantId;
  all = rows.map((row) => row.id).sort();
});
after(() => server?.close());

describe('GET /history/activity-instance filters', () => {
  it('narrows by tenant, and finds no assignee', async () => {
    assert.equal(all.length, 2);
    assert.deepEqual(await listedBy(api, URL, `tenantIdIn=${tenant},other`), all);
    assert.deepEqual(await listedBy(api, URL, 'tenantIdIn=other'), []);
    assert.deepEqual(await listedBy(api, URL, 'withoutTenantId=true'), []);
    assert.deepEqual(await listedBy(api, URL, 'withoutTenantId=false'), all);
    assert.deepEqual(await listedBy(api, URL, 'taskAssignee=demo'), []);
  });
});

describe('POST /history/activity-instance filters', () => {
  it('reads the same filters from the body', async () => {
    assert.deepEqual(await postedBy(api, URL, { tenantIdIn: [tenant] }), all);
    assert.deepEqual(await postedBy(api, URL, { tenantIdIn: ['other'] }), []);
    assert.deepEqual(await postedBy(api, URL, { withoutTenantId: true }), []);
    assert.deepEqual(await postedBy(api, URL, { taskAssignee: 'demo' }), []);
  });
});
