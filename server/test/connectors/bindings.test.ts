import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { and, eq } from 'drizzle-orm';
import { topicBindings } from '../../src/db/schema';
import { engineApi } from '../engine/api';
import { oneTask, parallel } from '../engine/bpmn';
import { ACME, GLOBEX, startTestServer, type StartedServer } from '../harness';
import { connectorApi, refusedWithoutChange, type ConnectorData } from './helpers';

let server: StartedServer;
let token: string;
let globex: string;
let api: ReturnType<typeof connectorApi>;
const ids = { mapping: 0, mapping2: 0, command: 0, globexMapping: 0 };

before(async () => {
  server = await startTestServer();
  token = await server.login(ACME.admin.username, ACME.admin.password);
  globex = await server.login(GLOBEX.admin.username, GLOBEX.admin.password);
  api = connectorApi(server, token);
  const engine = engineApi(server, token);
  await engine.deploy('order.bpmn', oneTask('order', 'enrich', 'Enrich order'));
  await engine.deploy('fork.bpmn', parallel('fork'));
  ids.mapping = (await api.mapping('Enrich', '{ "rich": true }')).id;
  ids.mapping2 = (await api.mapping('Enrich more', '{ "richer": true }')).id;
  ids.command = (await api.command('Call ERP', 'http://127.0.0.1:1/erp')).id;
  ids.globexMapping = (await connectorApi(server, globex).mapping('Globex map', '$')).id;
});
after(() => server?.close());

const refused = (
  options: Parameters<typeof server.call>[1],
  status: number,
  msg: string,
  who = token,
) => refusedWithoutChange(server, who, options, status, msg);
const bindBody = (kind: string, connectorId: number, topic = 'enrich', processId = 'order') => ({
  method: 'POST' as const,
  url: `/api/binding${kind}Connector`,
  payload: { processId, topic, connectorId },
});
const acmeBinding = async (processKey: string, topic: string) =>
  (
    await server.db
      .select()
      .from(topicBindings)
      .where(
        and(
          eq(topicBindings.tenantId, server.acme.tenantId),
          eq(topicBindings.processKey, processKey),
          eq(topicBindings.topic, topic),
        ),
      )
  )[0];

describe('POST /api/binding{Kind}Connector', () => {
  it('binds a connector to a topic of a process key and rebinding replaces it', async () => {
    const bound = await api.call<Record<string, unknown>>(bindBody('Mapping', ids.mapping));
    assert.deepEqual(
      { ...bound, id: 0 },
      {
        id: 0,
        processId: 'order',
        topic: 'enrich',
        connectorId: ids.mapping,
        connectorName: 'Enrich',
        connectorType: 'mapping',
        credentialId: null,
      },
    );
    const rebound = await api.call<{ id: number; connectorId: number }>(
      bindBody('Mapping', ids.mapping2),
    );
    assert.equal(rebound.id, bound.id);
    assert.equal((await acmeBinding('order', 'enrich')).connectorId, ids.mapping2);
  });

  it('binds a draft: the process need not be deployed yet', async () => {
    await api.call(bindBody('Command', ids.command, 'send', 'draft-process'));
    assert.equal((await acmeBinding('draft-process', 'send')).connectorId, ids.command);
  });

  it('refuses unknown connectors, another kind, another tenant, bad bodies and non-admins', async () => {
    await refused(bindBody('Mapping', 999999), 404, 'No mapping connector with id 999999');
    await refused(
      bindBody('Mapping', ids.command),
      404,
      `No mapping connector with id ${ids.command}`,
    );
    await refused(
      bindBody('Compose', ids.mapping),
      404,
      `No compose connector with id ${ids.mapping}`,
    );
    await refused(bindBody('Event', ids.mapping), 404, `No event connector with id ${ids.mapping}`);
    await refused(
      bindBody('Mapping', ids.mapping),
      404,
      `No mapping connector with id ${ids.mapping}`,
      globex,
    );
    await refused(
      bindBody('Mapping', ids.globexMapping),
      404,
      `No mapping connector with id ${ids.globexMapping}`,
    );
    await refused(
      {
        method: 'POST',
        url: '/api/bindingMappingConnector',
        payload: { processId: 'order', connectorId: ids.mapping },
      },
      400,
      'body.topic is required',
    );
    await refused(
      bindBody('Mapping', ids.mapping, ''),
      400,
      'body.topic must NOT have fewer than 1 characters',
    );
    const sys = await server.login(ACME.sys.username, ACME.sys.password);
    await refused(bindBody('Mapping', ids.mapping), 403, 'This action needs the role admin', sys);
  });

  it("keeps tenants apart: Globex binds the same key and topic without touching Acme's", async () => {
    await connectorApi(server, globex).bind('Mapping', 'order', 'enrich', ids.globexMapping);
    assert.equal((await acmeBinding('order', 'enrich')).connectorId, ids.mapping2);
    const seen = await api.call<{ connectorId: number }>({
      method: 'GET',
      url: '/api/getCommandByTopic/order/enrich',
    });
    assert.equal(seen.connectorId, ids.mapping2);
  });
});

describe('GET /api/getCommandByTopic/{processId}/{topic}', () => {
  it('answers the binding with the complete connector, or null for an unbound topic', async () => {
    const data = await api.call<{ connector: ConnectorData; connectorId: number }>({
      method: 'GET',
      url: '/api/getCommandByTopic/order/enrich',
    });
    assert.equal(data.connectorId, ids.mapping2);
    assert.deepEqual(data.connector.parameters, { expression: '{ "richer": true }' });
    assert.equal(data.connector.timeout, 30000);
    assert.equal(
      await api.call({ method: 'GET', url: '/api/getCommandByTopic/order/nothing' }),
      null,
    );
  });
});

describe('GET /api/processBindings', () => {
  it('lists every bound topic of a process key, a draft’s too, and only the caller’s', async () => {
    const order = await api.call<{ topic: string; connectorId: number; connectorType: string }[]>({
      method: 'GET',
      url: '/api/processBindings?processId=order',
    });
    assert.deepEqual(
      order.map((b) => [b.topic, b.connectorId, b.connectorType]),
      [['enrich', ids.mapping2, 'mapping']],
    );
    const draft = await api.call<{ topic: string }[]>({
      method: 'GET',
      url: '/api/processBindings?processId=draft-process',
    });
    assert.deepEqual(
      draft.map((b) => b.topic),
      ['send'],
    );
    const none = await api.call({ method: 'GET', url: '/api/processBindings?processId=nothing' });
    assert.deepEqual(none, []);
    const globexView = await server.call(globex, {
      method: 'GET',
      url: '/api/processBindings?processId=draft-process',
    });
    assert.ok(!globexView.json().data.some((b: { topic: string }) => b.topic === 'send'));
    const noKey = await server.call(token, { method: 'GET', url: '/api/processBindings' });
    assert.equal(noKey.statusCode, 400);
    const sys = await server.login(ACME.sys.username, ACME.sys.password);
    const bySys = await server.call(sys, {
      method: 'GET',
      url: '/api/processBindings?processId=order',
    });
    assert.equal(bySys.statusCode, 403);
  });
});

describe('PUT /api/bindingCredentialToTask and /api/unbindingCredential', () => {
  const body = (url: string, credentialId: number, topic = 'enrich') => ({
    method: 'PUT' as const,
    url,
    payload: { processId: 'order', topic, credentialId },
  });

  const credential = async (name: string, templateId = 'bearer-token', who = api) =>
    (
      await who.call<{ id: number }>({
        method: 'POST',
        url: '/api/credential',
        payload: {
          name,
          template: { id: templateId },
          parameters: templateId === 'bearer-token' ? { token: 't' } : { host: 'h', username: 'u' },
        },
      })
    ).id;
  let rest: { id: number };
  const namesOf = async () =>
    Object.fromEntries(
      (
        await api.call<{ topic: string; credentialId: number | null; credentialName: string }[]>({
          method: 'GET',
          url: '/api/processBindings?processId=order',
        })
      ).map((b) => [b.topic, [b.credentialId, b.credentialName]]),
    );

  it('stores the credential id on the binding, and removes only the bound one', async () => {
    // An HTTP package command: it takes the HTTP kinds of credential.
    rest = await api.call<{ id: number }>({
      method: 'POST',
      url: '/api/connector',
      headers: { version: '1.2' },
      payload: {
        name: 'REST call',
        timeout: 2000,
        packageId: 'http',
        commandId: 'request',
        parameters: { method: 'GET', url: 'http://127.0.0.1:1/x' },
      },
    });
    await api.call(bindBody('Command', rest.id));
    const first = await credential('binding first');
    const second = await credential('binding second');
    const bound = await api.call<{ credentialId: number }>(
      body('/api/bindingCredentialToTask', first),
    );
    assert.equal(bound.credentialId, first);
    // The binding page reads the credential's name, never its token.
    assert.deepEqual((await namesOf()).enrich, [first, 'binding first']);
    const listed = await server.call(token, {
      method: 'GET',
      url: '/api/processBindings?processId=order',
    });
    assert.ok(!listed.body.includes('"t"') && !listed.body.includes('token'), listed.body);
    await refused(
      body('/api/unbindingCredential', second),
      404,
      `Credential ${second} is not bound to topic "enrich" of process "order"`,
    );
    await refused(
      body('/api/bindingCredentialToTask', second, 'nothing'),
      404,
      'No connector is bound to topic "nothing" of process "order"',
    );
    // A credential id that is not the tenant's is unknown, and nothing changes.
    await refused(
      body('/api/bindingCredentialToTask', 999_999),
      404,
      'No credential with id 999999',
    );
    const globexOwn = await credential('globex own', 'bearer-token', connectorApi(server, globex));
    await refused(
      body('/api/bindingCredentialToTask', globexOwn),
      404,
      `No credential with id ${globexOwn}`,
    );
    await refused(
      body('/api/unbindingCredential', first),
      404,
      `Credential ${first} is not bound to topic "enrich" of process "order"`,
      globex,
    );
    // Rebinding the topic to another connector keeps its credential.
    await api.call(bindBody('Mapping', ids.mapping));
    assert.equal((await acmeBinding('order', 'enrich')).credentialId, first);
    const unbound = await api.call<{ credentialId: number | null }>(
      body('/api/unbindingCredential', first),
    );
    assert.equal(unbound.credentialId, null);
    assert.deepEqual((await namesOf()).enrich, [null, null]);
  });

  it('refuses a credential the connector would not use, and bad bodies', async () => {
    const sftp = await credential('an sftp login', 'sftp');
    await api.call(bindBody('Command', rest.id));
    await refused(
      body('/api/bindingCredentialToTask', sftp),
      400,
      'The credential "an sftp login" (SFTP password or key) does not fit the connector ' +
        '"REST call": it takes HTTP basic, Bearer token, API key header',
    );
    await api.call(bindBody('Mapping', ids.mapping));
    // The topic is bound to a mapping now: a mapping runs without any credential.
    await refused(
      body('/api/bindingCredentialToTask', sftp),
      400,
      'The connector "Enrich" uses no credential',
    );
    await api.call(bindBody('Command', ids.command));
    await refused(
      body('/api/bindingCredentialToTask', sftp),
      400,
      'The connector "Call ERP" uses no credential',
    );
    await refused(
      { method: 'PUT', url: '/api/bindingCredentialToTask', payload: { processId: 'order' } },
      400,
      'body.topic is required',
    );
    await refused(
      {
        method: 'PUT',
        url: '/api/unbindingCredential',
        payload: { processId: 'order', topic: 'enrich', credentialId: 'first' },
      },
      400,
      'body.credentialId must be integer',
    );
    await api.call(bindBody('Mapping', ids.mapping));
  });
});

describe('POST /api/unbind{Kind}Connector', () => {
  const body = (kind: string, connectorId: number) => ({
    method: 'POST' as const,
    url: `/api/unbind${kind}Connector`,
    payload: { processId: 'order', topic: 'enrich', connectorId },
  });

  it('refuses another connector, another kind and another tenant, then unbinds', async () => {
    const notBound = (kind: string, id: number) =>
      `Topic "enrich" of process "order" is not bound to ${kind} connector ${id}`;
    await refused(body('Mapping', ids.mapping2), 404, notBound('mapping', ids.mapping2));
    await refused(body('Command', ids.mapping), 404, notBound('command', ids.mapping));
    await refused(body('Mapping', ids.mapping), 404, notBound('mapping', ids.mapping), globex);
    const response = await server.call(token, body('Mapping', ids.mapping));
    assert.deepEqual(response.json(), { code: 200, msg: 'The connector was unbound', data: null });
    assert.equal(await acmeBinding('order', 'enrich'), undefined);
    await refused(body('Mapping', ids.mapping), 404, notBound('mapping', ids.mapping));
  });
});

describe('POST /api/batchBindingConnector', () => {
  const batch = (context: object[], processId = 'fork') => ({
    method: 'POST' as const,
    url: '/api/batchBindingConnector',
    payload: { processId, context },
  });

  it('refuses the whole batch when one task is wrong, binding nothing', async () => {
    const good = { taskId: 'a', topic: 'left', connectorId: ids.mapping };
    // Each batch is the good task and one wrong one.
    const cases: [wrong: object, status: number, msg: string][] = [
      [{ taskId: 'a', topic: 'right', connectorId: ids.command }, 400, 'Task id is not unique: a'],
      [{ taskId: 'b', topic: 'right' }, 400, 'Task "b" (topic right) has no bound connector'],
      [{ taskId: 'b', topic: ' ', connectorId: ids.command }, 400, 'Task "b" has no topic name'],
      [{ topic: 'right', connectorId: null }, 400, 'Task 2 (topic right) has no bound connector'],
      [
        { taskId: 'b', topic: 'left', connectorId: ids.command },
        400,
        'Topic left is given two connectors',
      ],
      [
        { taskId: 'b', topic: 'right', connectorId: ids.globexMapping },
        404,
        `No connector with id ${ids.globexMapping}`,
      ],
    ];
    for (const [wrong, status, msg] of cases) await refused(batch([good, wrong]), status, msg);
    await refused(
      { method: 'POST', url: '/api/batchBindingConnector', payload: { processId: 'fork' } },
      400,
      'body.context is required',
    );
  });

  it('binds every task of the context, of any kind', async () => {
    const bound = await api.call<{ topic: string; connectorType: string }[]>(
      batch([
        { taskId: 'a', topic: 'left', connectorId: ids.mapping },
        { taskId: 'b', topic: 'right', connectorId: ids.command },
      ]),
    );
    assert.deepEqual(bound.map((b) => [b.topic, b.connectorType]).sort(), [
      ['left', 'mapping'],
      ['right', 'command'],
    ]);
    assert.deepEqual(await api.call(batch([])), []);
  });
});

describe('GET /api/getAllTask', () => {
  it("lists the latest version's external tasks with their bindings and volume", async () => {
    const tasks = await api.call<object[]>({
      method: 'GET',
      url: '/api/getAllTask?processId=fork',
    });
    assert.deepEqual(tasks, [
      {
        taskId: 'a',
        taskName: null,
        topicName: 'left',
        connectorId: ids.mapping,
        connectorName: 'Enrich',
        connectorType: 'mapping',
        credentialId: null,
        volume: 0,
      },
      {
        taskId: 'b',
        taskName: null,
        topicName: 'right',
        connectorId: ids.command,
        connectorName: 'Call ERP',
        connectorType: 'command',
        credentialId: null,
        volume: 0,
      },
    ]);
    const unbound = await api.call<{ connectorId: number | null }[]>({
      method: 'GET',
      url: '/api/getAllTask?processId=order',
    });
    assert.deepEqual(
      unbound.map((t) => t.connectorId),
      [null],
    );
  });

  it('answers 404 for an unknown key or another tenant, and 400 without a processId', async () => {
    await refused(
      { method: 'GET', url: '/api/getAllTask?processId=nope' },
      404,
      'No deployed process with id "nope"',
    );
    await refused(
      { method: 'GET', url: '/api/getAllTask?processId=fork' },
      404,
      'No deployed process with id "fork"',
      globex,
    );
    await refused(
      { method: 'GET', url: '/api/getAllTask' },
      400,
      'querystring.processId is required',
    );
  });
});

describe('deleting a bound connector', () => {
  it('removes its bindings', async () => {
    await api.call({
      method: 'DELETE',
      url: `/api/connector/connector?id=${ids.command}&connectorType=command`,
    });
    assert.equal(await acmeBinding('fork', 'right'), undefined);
    assert.equal(await acmeBinding('draft-process', 'send'), undefined);
    assert.equal((await acmeBinding('fork', 'left')).connectorId, ids.mapping);
  });
});
