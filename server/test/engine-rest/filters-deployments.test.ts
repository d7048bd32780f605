import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { ACME, startTestServer, type StartedServer } from '../harness';
import { engineApi, REST } from '../engine/api';
import { oneTask } from '../engine/bpmn';
import { listedBy } from './filters-helpers';

/**
 * The deployment filters on deployments without a tenant (issue 9 §2): every deployment here
 * has one, so withoutTenantId finds none and including them adds none.
 */
let server: StartedServer;
let api: ReturnType<typeof engineApi>;
let all: string[] = [];

const URL = `${REST}/deployment`;

before(async () => {
  server = await startTestServer();
  api = engineApi(server, await server.login(ACME.admin.username, ACME.admin.password));
  await api.deploy('orders.bpmn', oneTask('orders', 'order-work'));
  await api.deploy('refunds.bpmn', oneTask('refunds', 'refund-work'));
  all = await listedBy(api, URL, '');
});
after(() => server?.close());

describe('GET /deployment filters', () => {
  it('finds no deployment without a tenant', async () => {
    assert.equal(all.length, 2);
    assert.deepEqual(await listedBy(api, URL, 'withoutTenantId=true'), []);
    assert.deepEqual(await listedBy(api, URL, 'withoutTenantId=false'), all);
    assert.deepEqual(await listedBy(api, URL, 'includeDeploymentsWithoutTenantId=true'), all);
  });
});
