import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { ACME, type StartedServer } from '../harness';
import { engineApi } from '../engine/api';
import { type FlowApi, startFlowServer } from '../flows/api';
import { bpmnXml } from '../flows/fixtures';

/**
 * Issue 24 §2: a rule's topic picker offers the deployed topics (GET
 * /api/incidentNoticeProcesses, with each key's saved name), and a rule can be edited (PUT).
 */
let server: StartedServer;
let acme: FlowApi;
let token = '';
let globexToken = '';

type Rule = { id: number; name: string; processKeys?: string[]; topics?: string[] };

async function call<T>(who: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) {
  const response = await server.call(who, { method, url, payload });
  return {
    status: response.statusCode,
    body: response.json() as { code: number; msg: string; data: T },
  };
}
async function ok<T>(who: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) {
  const answer = await call<T>(who, method, url, payload);
  assert.equal(answer.status, 200, `${method} ${url}: ${JSON.stringify(answer.body)}`);
  return answer.body.data;
}

let contactId = 0;
let globexContactId = 0;

before(async () => {
  ({ server, token, acme, globexToken } = await startFlowServer());
  // Over REST, the deployment's name is the saved name (no draft, no binding needed).
  const deployed = await engineApi(server, token).deployRaw(
    'orders.bpmn',
    bpmnXml({
      key: 'orders',
      tasks: [
        { id: 'map', topic: 'edi.map' },
        { id: 'send', topic: 'as2.send' },
        { id: 'again', topic: 'edi.map' },
      ],
    }),
    { 'deployment-name': 'Purchase orders' },
  );
  assert.equal(deployed.statusCode, 200, deployed.body);
  const idle = await acme.createDraft('Idle', bpmnXml({ key: 'idle', tasks: [] }));
  await acme.deploy(idle.id, 'Idle deployment');
  contactId = (
    await ok<{ id: number }>(token, 'POST', '/api/incidentUser', {
      name: 'Ops',
      email: 'ops@acme.test',
    })
  ).id;
  globexContactId = (
    await ok<{ id: number }>(globexToken, 'POST', '/api/incidentUser', {
      name: 'Theirs',
      email: 'ops@globex.test',
    })
  ).id;
});
after(() => server?.close());

describe('GET /api/incidentNoticeProcesses', () => {
  it("lists the deployed keys with their saved names and their tasks' topics", async () => {
    assert.deepEqual(await ok(token, 'GET', '/api/incidentNoticeProcesses'), [
      { key: 'idle', name: 'Idle', topics: [] },
      { key: 'orders', name: 'Purchase orders', topics: ['as2.send', 'edi.map'] },
    ]);
  });

  it("shows another tenant none of Acme's, and is the admin's", async () => {
    assert.deepEqual(await ok(globexToken, 'GET', '/api/incidentNoticeProcesses'), []);
    const sys = await server.login(ACME.sys.username, ACME.sys.password);
    assert.equal((await call(sys, 'GET', '/api/incidentNoticeProcesses')).status, 403);
  });
});

describe('PUT /api/{task|event}IncidentNotice', () => {
  const rule = (name: string) => ({
    name,
    processKeys: ['orders'],
    topics: ['edi.map'],
    contactIds: [contactId],
  });

  it('changes every field of a rule, keeping its id', async () => {
    const made = await ok<Rule>(token, 'POST', '/api/taskIncidentNotice', rule('Maps'));
    const edited = await ok<Rule & { windowSeconds: number }>(
      token,
      'PUT',
      '/api/taskIncidentNotice',
      {
        id: made.id,
        ...rule('Maps and sends'),
        topics: ['edi.map', 'as2.send'],
        windowSeconds: 60,
      },
    );
    assert.equal(edited.id, made.id);
    assert.equal(edited.name, 'Maps and sends');
    assert.deepEqual(edited.topics, ['edi.map', 'as2.send']);
    assert.equal(edited.windowSeconds, 60);
    const listed = await ok<Rule[]>(token, 'GET', '/api/taskIncidentNotice');
    assert.deepEqual(
      listed.map((row) => [row.id, row.name]),
      [[made.id, 'Maps and sends']],
    );
    // Saving a rule under its own name again is no conflict.
    await ok(token, 'PUT', '/api/taskIncidentNotice', { id: made.id, ...rule('Maps and sends') });
  });

  it("refuses bad input, a taken name, another tenant's rule or contacts, and the other kind", async () => {
    const first = await ok<Rule>(token, 'POST', '/api/taskIncidentNotice', rule('First'));
    const second = await ok<Rule>(token, 'POST', '/api/taskIncidentNotice', rule('Second'));
    const refused = async (
      who: string,
      url: string,
      payload: object,
      status: number,
      msg: RegExp,
    ) => {
      const answer = await call(who, 'PUT', url, payload);
      assert.equal(answer.status, status, JSON.stringify(answer.body));
      assert.match(answer.body.msg, msg);
    };
    const task = '/api/taskIncidentNotice';
    await refused(
      token,
      task,
      { id: second.id, ...rule('First') },
      409,
      /named "First" already exists/,
    );
    await refused(token, task, { ...rule('No id') }, 400, /id/);
    await refused(token, task, { id: second.id, ...rule(' ') }, 400, /name/);
    await refused(token, task, { id: second.id, ...rule('x'), contactIds: [] }, 400, /contactIds/);
    await refused(
      token,
      task,
      { id: second.id, ...rule('x'), contactIds: [globexContactId] },
      400,
      new RegExp(`No contact with id ${globexContactId}`),
    );
    // Globex cannot reach Acme's rule, even with a contact of its own.
    await refused(
      globexToken,
      task,
      { id: first.id, ...rule('Taken over'), contactIds: [globexContactId] },
      404,
      new RegExp(`No task rule with id ${first.id}`),
    );
    // A task rule is not an event rule.
    await refused(
      token,
      '/api/eventIncidentNotice',
      { id: first.id, name: 'Events', contactIds: [contactId] },
      404,
      /No event rule/,
    );
    const names = (await ok<Rule[]>(token, 'GET', task)).map((row) => row.name);
    assert.ok(names.includes('First') && names.includes('Second'));
    assert.ok(!names.includes('Taken over'));
  });
});
