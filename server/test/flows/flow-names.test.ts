import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { ACME, type StartedServer } from '../harness';
import { engineApi } from '../engine/api';
import { oneTask } from '../engine/bpmn';
import { type FlowApi, startFlowServer } from './api';
import { bpmnXml, dataOf } from './fixtures';

/** GET /api/camunda/flow-names: the name each key was saved under, for the operator's lists. */
let server: StartedServer;
let acme: FlowApi;
let token = '';
let globexToken = '';

before(async () => {
  ({ server, token, acme, globexToken } = await startFlowServer());
  const first = await acme.createDraft(
    'Purchase orders',
    bpmnXml({ key: 'named_po', name: 'po process', tasks: [] }),
  );
  await acme.deploy(first.id, 'PO deployment');
  // The key's latest version comes from another draft: its name is the one shown.
  const second = await acme.createDraft(
    'Purchase orders (v2)',
    bpmnXml({ key: 'named_po', name: 'po process', tasks: [] }),
  );
  await acme.deploy(second.id, 'PO deployment 2');
  const response = await engineApi(server, token).deployRaw(
    'rest.bpmn',
    oneTask('named_rest', 'rest-work'),
    { 'deployment-name': 'Deployed over REST' },
  );
  assert.equal(response.statusCode, 200, response.body);
});
after(() => server?.close());

const flowNames = async (who = token) => {
  const response = await server.call(who, { method: 'GET', url: '/api/camunda/flow-names' });
  return { status: response.statusCode, body: response.json() as unknown };
};

describe('GET /api/camunda/flow-names', () => {
  it("names each key by its latest version's draft, else by its deployment, in key order", async () => {
    const { status, body } = await flowNames();
    assert.equal(status, 200);
    assert.deepEqual(body, [
      { key: 'named_po', name: 'Purchase orders (v2)' },
      { key: 'named_rest', name: 'Deployed over REST' },
    ]);
  });

  it('follows a rename of the draft', async () => {
    const [latest] = await acme.deployedFlows();
    const renamed = await server.call(token, {
      method: 'PUT',
      url: '/api/flow/detail',
      payload: { id: latest.id, name: 'Purchase orders, renamed' },
    });
    dataOf(renamed);
    const { body } = await flowNames();
    assert.deepEqual((body as { name: string }[])[0], {
      key: 'named_po',
      name: 'Purchase orders, renamed',
    });
  });

  it('shows another tenant none of the keys and refuses a user without the admin role', async () => {
    assert.deepEqual((await flowNames(globexToken)).body, []);
    const sys = await server.login(ACME.sys.username, ACME.sys.password);
    assert.equal((await flowNames(sys)).status, 403);
    assert.equal((await flowNames('not-a-token')).status, 401);
  });
});
