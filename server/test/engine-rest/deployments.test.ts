import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { ACME, GLOBEX, startTestServer, type StartedServer } from '../harness';
import { engineApi, REST } from '../engine/api';
import { oneTask } from '../engine/bpmn';
import { camundaDate } from '../../src/modules/engine-rest/format';
import { camundaError, dtoFields } from './reference';

/** Deployments, topic names and the version, in the shapes of Camunda's reference. */
let server: StartedServer;
let acme: ReturnType<typeof engineApi>;
let globex: ReturnType<typeof engineApi>;
const deploymentIds: Record<string, string> = {};

before(async () => {
  server = await startTestServer();
  acme = engineApi(server, await server.login(ACME.admin.username, ACME.admin.password));
  globex = engineApi(server, await server.login(GLOBEX.admin.username, GLOBEX.admin.password));
  for (const [key, topic] of [
    ['invoices', 'invoice-work'],
    ['orders', 'order-work'],
  ]) {
    const answer = await acme.deployRaw(`${key}.bpmn`, oneTask(key, topic), {
      'deployment-source': key === 'orders' ? 'modeler' : '',
    });
    deploymentIds[key] = (answer.json() as { id: string }).id;
  }
  await globex.deploy('secret.bpmn', oneTask('secret', 'secret-work'));
});
after(() => server?.close());

type Json = Record<string, unknown>;
const keysOf = (row: Json) => Object.keys(row).sort();

describe('GET /deployment', () => {
  it("lists the tenant's deployments as DeploymentDto, with a count", async () => {
    const list = await acme.ok<Json[]>('GET', `${REST}/deployment`);
    assert.deepEqual(
      list.map((row) => row.name),
      ['invoices', 'orders'],
    );
    for (const row of list) assert.deepEqual(keysOf(row), dtoFields('DeploymentDto'));
    assert.equal(typeof list[0].deploymentTime, 'string');
    assert.match(
      list[0].deploymentTime as string,
      /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}[+-]\d{4}$/,
    );
    assert.deepEqual(await acme.ok('GET', `${REST}/deployment/count`), { count: 2 });
  });

  it('filters and sorts as Camunda does', async () => {
    const names = async (query: string) =>
      (await acme.ok<Json[]>('GET', `${REST}/deployment?${query}`)).map((row) => row.name);
    assert.deepEqual(await names('nameLike=voi'), ['invoices']);
    assert.deepEqual(await names('source=modeler'), ['orders']);
    assert.deepEqual(await names('sortBy=name&sortOrder=desc'), ['orders', 'invoices']);
    assert.deepEqual(
      await names(`after=${encodeURIComponent(camundaDate(new Date(Date.now() + 60_000))!)}`),
      [],
    );
    const badSort = await acme.call('GET', `${REST}/deployment?sortBy=size&sortOrder=asc`);
    assert.equal(badSort.statusCode, 400);
  });

  it("answers one deployment and its resources, and 404 for an unknown or another tenant's id", async () => {
    const id = deploymentIds.orders;
    const one = await acme.ok<Json>('GET', `${REST}/deployment/${id}`);
    assert.deepEqual(keysOf(one), dtoFields('DeploymentDto'));
    assert.equal(one.source, 'modeler');
    const resources = await acme.ok<Json[]>('GET', `${REST}/deployment/${id}/resources`);
    assert.equal(resources.length, 1);
    assert.deepEqual(keysOf(resources[0]), dtoFields('DeploymentResourceDto'));
    assert.deepEqual(
      { ...resources[0], id: undefined },
      { id: undefined, name: 'orders.bpmn', deploymentId: id },
    );
    for (const url of [`${REST}/deployment/nope`, `${REST}/deployment/nope/resources`]) {
      const expected = camundaError('GET /deployment/{id}', 'unknown id', { id: 'nope' });
      const answer = await acme.call('GET', url);
      assert.equal(answer.statusCode, expected.status);
      assert.equal(answer.json().type, expected.type);
      assert.equal(answer.json().message, expected.message);
    }
    const foreign = await globex.call('GET', `${REST}/deployment/${id}`);
    assert.equal(foreign.statusCode, 404);
    assert.deepEqual(await globex.ok('GET', `${REST}/deployment/count`), { count: 1 });
  });
});

describe('GET /external-task/topic-names', () => {
  it('names the topics that open tasks wait on, locked or not', async () => {
    await acme.start('invoices');
    await acme.start('orders');
    await globex.start('secret');
    const topics = (query = '') =>
      acme.ok<string[]>('GET', `${REST}/external-task/topic-names${query}`);
    assert.deepEqual(await topics(), ['invoice-work', 'order-work']);
    await acme.fetch('order-work');
    assert.deepEqual(await topics('?withLockedTasks=true'), ['order-work']);
    assert.deepEqual(await topics('?withUnlockedTasks=true'), ['invoice-work']);
    assert.deepEqual(await topics('?withRetriesLeft=true'), ['invoice-work', 'order-work']);
  });
});

describe('GET /version', () => {
  it('answers the Camunda version whose REST API this follows', async () => {
    assert.deepEqual(await acme.ok('GET', `${REST}/version`), { version: '7.24.0' });
  });
});
