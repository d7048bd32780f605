import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { InjectOptions } from 'fastify';
import { connectors, credentials, packageCommands } from '../../src/db/schema';
import { connectorApi } from '../connectors/helpers';
import { ACME, GLOBEX, startTestServer, type StartedServer } from '../harness';

/** Every connectivity call: admin only, and each tenant sees and changes only its own. */
let server: StartedServer;
let acme: ReturnType<typeof connectorApi>;
const tokens = { sys: '', globex: '' };
const ids = { command: 0, compose: 0, event: 0, credential: 0 };

const V12 = { version: '1.2' };
const restBody = {
  name: 'Acme REST',
  timeout: 1000,
  packageId: 'http',
  commandId: 'request',
  parameters: { url: 'http://127.0.0.1:9/' },
};
const step = {
  packageCommandInfo: { packageId: 'transform', connectorId: 'xml-to-json' },
  commandConnector: { parameters: { sourceVariable: 'a', targetVariable: 'b' } },
};
const ownCommand = {
  packageId: 'acme-own',
  id: 'one',
  name: 'One',
  script: 'return [one: 1]',
  paramsMeta: [],
};

before(async () => {
  server = await startTestServer();
  acme = connectorApi(server, await server.login(ACME.admin.username, ACME.admin.password));
  tokens.sys = await server.login(ACME.sys.username, ACME.sys.password);
  tokens.globex = await server.login(GLOBEX.admin.username, GLOBEX.admin.password);
  ids.command = (
    await acme.call<{ id: number }>({
      method: 'POST',
      url: '/api/connector',
      headers: V12,
      payload: restBody,
    })
  ).id;
  ids.compose = (
    await acme.call<{ id: number }>({
      method: 'POST',
      url: '/api/composeConnector',
      payload: { name: 'Acme compose', timeout: 1000, steps: [step] },
    })
  ).id;
  ids.event = (
    await acme.call<{ id: number }>({
      method: 'POST',
      url: '/api/eventConnector',
      payload: { name: 'Acme event', parameters: { script: 'return [a: 1]' } },
    })
  ).id;
  ids.credential = (
    await acme.call<{ id: number }>({
      method: 'POST',
      url: '/api/credential',
      payload: {
        name: 'Acme token',
        template: { id: 'bearer-token' },
        parameters: { token: 'acme-secret' },
      },
    })
  ).id;
  await acme.call({ method: 'POST', url: '/api/packageCommand', payload: ownCommand });
});
after(() => server?.close());

/** Calls on Acme's things, as another caller would make them. */
const callsOnAcme = (): InjectOptions[] => [
  {
    method: 'PUT',
    url: '/api/connector',
    payload: { id: ids.command, ...restBody, name: 'Taken over' },
  },
  { method: 'GET', url: `/api/completeCommandConnector?connectorId=${ids.command}` },
  { method: 'POST', url: `/api/duplicateConnector?connectorId=${ids.command}` },
  { method: 'GET', url: `/api/connectorBindings?connectorId=${ids.command}` },
  { method: 'DELETE', url: `/api/connector/connector?id=${ids.command}&connectorType=command` },
  {
    method: 'PUT',
    url: '/api/composeConnector',
    payload: { id: ids.compose, name: 'Taken over', timeout: 1000, steps: [step] },
  },
  { method: 'DELETE', url: `/api/composeConnector?connectorId=${ids.compose}` },
  {
    method: 'PUT',
    url: '/api/eventConnector',
    payload: { id: ids.event, name: 'Taken over', parameters: { script: 'return [:]' } },
  },
  {
    method: 'POST',
    url: '/api/eventConnector/transform',
    payload: { connectorId: ids.event, sample: {} },
  },
  { method: 'POST', url: '/api/script/dryRun', payload: { connectorId: ids.command } },
  {
    method: 'POST',
    url: '/api/script/dryRun',
    payload: { script: 'return credential', credentialId: ids.credential },
  },
  {
    method: 'PUT',
    url: '/api/credential',
    payload: {
      id: ids.credential,
      name: 'Taken over',
      template: { id: 'bearer-token' },
      parameters: {},
    },
  },
  { method: 'DELETE', url: `/api/credential?credentialId=${ids.credential}` },
  { method: 'GET', url: '/api/connectorList?packageId=acme-own' },
  { method: 'GET', url: '/api/connector/connectorScript?packageId=acme-own&connectorId=one' },
  { method: 'GET', url: '/api/packageCommandVersions?packageId=acme-own&id=one' },
  {
    method: 'PUT',
    url: '/api/packageCommand',
    payload: { ...ownCommand, script: 'return [two: 2]' },
  },
  { method: 'DELETE', url: '/api/packageCommand?packageId=acme-own&id=one' },
];

const everyCall = (): InjectOptions[] => [
  ...callsOnAcme(),
  ...[
    'commandPackages',
    'composeCommandPackages',
    'allConnectors',
    'composeConnectorDBList',
    'eventConnectorList',
    'mappingConnectorList',
    'credentialList',
    'credentialTemplateList',
  ].map((name): InjectOptions => ({ method: 'GET', url: `/api/${name}` })),
  { method: 'POST', url: '/api/connector', headers: V12, payload: restBody },
  { method: 'POST', url: '/api/packageCommand', payload: ownCommand },
  { method: 'POST', url: '/api/paramsMeta', payload: { paramsMeta: [] } },
  {
    method: 'POST',
    url: '/api/mappingConnector/preview',
    payload: { expression: '1', sample: {} },
  },
  { method: 'POST', url: '/api/script/check', payload: { script: 'return 1' } },
  { method: 'POST', url: '/api/script/upgrade', payload: { script: 'return 1' } },
];

const state = async () => ({
  connectors: await server.db.select().from(connectors),
  credentials: await server.db.select().from(credentials),
  commands: await server.db.select().from(packageCommands),
});

describe('connectivity calls, by role and tenant (issue 13 §6)', () => {
  it('refuses a sys user (403) and a caller without a token (401) on every call', async () => {
    const before = await state();
    for (const [token, status] of [
      [tokens.sys, 403],
      [null, 401],
    ] as const) {
      for (const options of everyCall()) {
        const response = await server.call(token, options);
        assert.equal(response.statusCode, status, `${options.method} ${options.url}`);
      }
    }
    assert.deepEqual(await state(), before);
  });

  it("answers another tenant's admin 404 on Acme's things, and changes nothing", async () => {
    const before = await state();
    for (const options of callsOnAcme()) {
      const response = await server.call(tokens.globex, options);
      assert.equal(response.statusCode, 404, `${options.method} ${options.url}: ${response.body}`);
      assert.ok(!response.body.includes('acme-secret'));
    }
    assert.deepEqual(await state(), before);
    for (const name of [
      'allConnectors',
      'credentialList',
      'composeConnectorDBList',
      'eventConnectorList',
    ]) {
      const list = await server.call(tokens.globex, { method: 'GET', url: `/api/${name}` });
      assert.deepEqual(list.json().data, [], name);
    }
    const packages = await server.call(tokens.globex, {
      method: 'GET',
      url: '/api/commandPackages',
    });
    assert.ok(!JSON.stringify(packages.json().data).includes('acme-own'));
  });
});
