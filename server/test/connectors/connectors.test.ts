import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { connectors } from '../../src/db/schema';
import { ACME, GLOBEX, startTestServer, type StartedServer } from '../harness';
import { connectorApi, refusedWithoutChange, type ConnectorData } from './helpers';

let server: StartedServer;
let token: string;
let globex: string;
let api: ReturnType<typeof connectorApi>;

before(async () => {
  server = await startTestServer();
  token = await server.login(ACME.admin.username, ACME.admin.password);
  globex = await server.login(GLOBEX.admin.username, GLOBEX.admin.password);
  api = connectorApi(server, token);
});
after(() => server?.close());

const FULL_KEYS = [
  'bp',
  'category',
  'commandId',
  'connectorType',
  'description',
  'id',
  'modifyTime',
  'name',
  'packageId',
  'parameters',
  'timeout',
  'type',
];
const refused = (options: Parameters<typeof server.call>[1], status: number, msg: string) =>
  refusedWithoutChange(server, token, options, status, msg);

describe('POST /api/mappingConnector', () => {
  it('creates a mapping connector of the tenant, trimmed, with the default timeout', async () => {
    const response = await server.call(token, {
      method: 'POST',
      url: '/api/mappingConnector',
      payload: {
        name: ' Totals ',
        description: ' Adds a total ',
        parameters: { expression: '{ "total": price * quantity }' },
      },
    });
    assert.equal(response.statusCode, 200, response.body);
    const data = response.json().data as ConnectorData;
    assert.deepEqual(Object.keys(data).sort(), FULL_KEYS);
    assert.equal(data.name, 'Totals');
    assert.equal(data.description, 'Adds a total');
    assert.equal(data.type, 'mapping');
    assert.equal(data.timeout, 30000);
    assert.deepEqual(data.parameters, { expression: '{ "total": price * quantity }' });
    const [row] = await server.db.select().from(connectors).where(eq(connectors.id, data.id));
    assert.equal(row.tenantId, server.acme.tenantId);
    assert.equal(data.modifyTime, row.modifyTime.toISOString());
  });

  it('refuses an expression that does not compile, a missing one, a taken name and a zero timeout', async () => {
    const cases: [payload: object, status: number, msg: string][] = [
      [
        { name: 'Broken', parameters: { expression: '{ "a": ' } },
        400,
        'The JSONata expression does not compile: Expected "}" before end of expression at position 7',
      ],
      [{ name: 'Empty', parameters: {} }, 400, 'body.parameters.expression is required'],
      [
        { name: 'Totals', parameters: { expression: '$' } },
        409,
        'A connector named "Totals" already exists',
      ],
      [
        { name: 'Fast', timeout: 0, parameters: { expression: '$' } },
        400,
        'body.timeout must be >= 1',
      ],
    ];
    for (const [payload, status, msg] of cases) {
      await refused({ method: 'POST', url: '/api/mappingConnector', payload }, status, msg);
    }
  });

  it('is for admins only', async () => {
    const sys = await server.login(ACME.sys.username, ACME.sys.password);
    const payload = { name: 'Sys', parameters: { expression: '$' } };
    await refusedWithoutChange(
      server,
      sys,
      { method: 'POST', url: '/api/mappingConnector', payload },
      403,
      'This action needs the role admin',
    );
    await refusedWithoutChange(
      server,
      '',
      { method: 'POST', url: '/api/mappingConnector', payload },
      401,
      'Please sign in',
    );
  });
});

describe('POST /api/commandConnector', () => {
  it('creates a command connector with its url, method, headers and timeout in ms', async () => {
    const data = await api.call<ConnectorData>({
      method: 'POST',
      url: '/api/commandConnector',
      payload: {
        name: 'Notify',
        timeout: 1500,
        parameters: { url: 'https://erp.example/hook', method: 'PUT', headers: { 'x-key': 'k1' } },
      },
    });
    assert.deepEqual(Object.keys(data).sort(), FULL_KEYS);
    assert.equal(data.type, 'command');
    assert.equal(data.timeout, 1500);
    assert.equal(data.description, '');
    assert.deepEqual(data.parameters, {
      url: 'https://erp.example/hook',
      method: 'PUT',
      headers: { 'x-key': 'k1' },
    });
  });

  it('refuses a url that is not http(s), a bad method, a bad header and a timeout below 1 ms', async () => {
    const get = (url: string, headers?: object) => ({ url, method: 'GET', headers });
    const cases: [payload: object, msg: string][] = [
      [{ parameters: get('ftp://files.example/x') }, 'The url must be an http or https URL'],
      [{ parameters: get('not a url') }, 'The url must be an http or https URL'],
      [
        { parameters: { url: 'http://a.example', method: 'PATCH' } },
        'body.parameters.method must be equal to one of the allowed values',
      ],
      [
        { parameters: get('http://a.example', { 'bad header': 'x' }) },
        'The headers must be valid HTTP header names and values',
      ],
      [{ parameters: get('http://a.example'), timeout: 0 }, 'body.timeout must be >= 1'],
      [{ parameters: get('http://a.example'), timeout: undefined }, 'body.timeout is required'],
    ];
    for (const [fields, msg] of cases) {
      const payload = { name: 'Bad', timeout: 100, ...fields };
      await refused({ method: 'POST', url: '/api/commandConnector', payload }, 400, msg);
    }
  });
});

describe('PUT /api/mappingConnector and /api/commandConnector', () => {
  it('changes a connector and its modify time', async () => {
    const created = await api.mapping('Rename me', '$');
    const updated = await api.call<ConnectorData>({
      method: 'PUT',
      url: '/api/mappingConnector',
      payload: { id: created.id, name: 'Renamed', timeout: 50, parameters: { expression: 'a' } },
    });
    assert.equal(updated.name, 'Renamed');
    assert.equal(updated.timeout, 50);
    assert.deepEqual(updated.parameters, { expression: 'a' });
    assert.ok(updated.modifyTime > created.modifyTime);
    const command = await api.command('Ping', 'http://127.0.0.1:1/ping');
    const changed = await api.call<ConnectorData>({
      method: 'PUT',
      url: '/api/commandConnector',
      payload: {
        id: command.id,
        name: 'Ping',
        timeout: 10,
        parameters: { url: 'http://127.0.0.1:2/ping', method: 'GET' },
      },
    });
    assert.deepEqual(changed.parameters, {
      url: 'http://127.0.0.1:2/ping',
      method: 'GET',
      headers: {},
    });
  });

  it('refuses unknown ids, ids of the other kind or tenant, a taken name and a bad expression', async () => {
    const mapping = await api.mapping('Kept', '$');
    const command = await api.command('Kept command', 'http://127.0.0.1:1/');
    const put = (id: number, expression = '$', name = 'Whatever') => ({
      method: 'PUT' as const,
      url: '/api/mappingConnector',
      payload: { id, name, parameters: { expression } },
    });
    await refused(put(999999), 404, 'No mapping connector with id 999999');
    await refused(put(command.id), 404, `No mapping connector with id ${command.id}`);
    await refused(put(mapping.id, '$', 'Totals'), 409, 'A connector named "Totals" already exists');
    await refused(
      put(mapping.id, '$sum('),
      400,
      'The JSONata expression does not compile: Expected ")" before end of expression at position 5',
    );
    await refusedWithoutChange(
      server,
      globex,
      put(mapping.id),
      404,
      `No mapping connector with id ${mapping.id}`,
    );
    await refused(
      {
        method: 'PUT',
        url: '/api/commandConnector',
        payload: {
          id: mapping.id,
          name: 'X',
          timeout: 5,
          parameters: { url: 'http://a.example', method: 'GET' },
        },
      },
      404,
      `No command connector with id ${mapping.id}`,
    );
  });
});

describe('GET connector lists and details', () => {
  it('lists the brief connectors of the tenant by name, and nothing of another tenant', async () => {
    const list = await api.call<{ name: string; type: string }[]>({
      method: 'GET',
      url: '/api/allBriefConnectors',
    });
    const names = list.map((c) => c.name);
    assert.deepEqual(names, [...names].sort());
    assert.ok(names.includes('Totals') && names.includes('Notify'));
    assert.deepEqual(Object.keys(list[0]).sort(), [
      'credentialTemplates',
      'description',
      'id',
      'modifyTime',
      'name',
      'type',
    ]);
    const other = await server.call(globex, { method: 'GET', url: '/api/allBriefConnectors' });
    assert.deepEqual(other.json().data, []);
  });

  it('lists the available mapping and command connectors, each of its kind only', async () => {
    for (const [kind, type] of [
      ['Mapping', 'mapping'],
      ['Command', 'command'],
    ]) {
      const list = await api.call<ConnectorData[]>({
        method: 'GET',
        url: `/api/available${kind}Connectors`,
      });
      assert.ok(list.length >= 2);
      assert.ok(list.every((c) => c.type === type));
      assert.deepEqual(Object.keys(list[0]).sort(), FULL_KEYS);
      const other = await server.call(globex, {
        method: 'GET',
        url: `/api/available${kind}Connectors`,
      });
      assert.deepEqual(other.json().data, []);
    }
  });

  it('answers a complete connector of the asked kind, and 404 for another kind or tenant', async () => {
    const [notify] = await server.db.select().from(connectors).where(eq(connectors.name, 'Notify'));
    const data = await api.call<ConnectorData>({
      method: 'GET',
      url: `/api/completeCommandConnector?connectorId=${notify.id}`,
    });
    assert.equal(data.name, 'Notify');
    assert.equal(data.timeout, 1500);
    for (const [who, url, msg] of [
      [
        token,
        `/api/completeMappingConnector?connectorId=${notify.id}`,
        `No mapping connector with id ${notify.id}`,
      ],
      [
        globex,
        `/api/completeCommandConnector?connectorId=${notify.id}`,
        `No command connector with id ${notify.id}`,
      ],
      [token, '/api/completeCommandConnector', 'querystring.connectorId is required'],
    ]) {
      const response = await server.call(who, { method: 'GET', url });
      assert.equal(response.json().msg, msg);
    }
  });
});

describe('DELETE /api/connector/connector', () => {
  it('refuses another kind, another tenant and an unknown kind, then deletes', async () => {
    const doomed = await api.mapping('Doomed', '$');
    const del = (connectorType: string, id = doomed.id) => ({
      method: 'DELETE' as const,
      url: `/api/connector/connector?id=${id}&connectorType=${connectorType}`,
    });
    await refused(del('command'), 404, `No command connector with id ${doomed.id}`);
    await refused(
      del('script'),
      400,
      'querystring.connectorType must be equal to one of the allowed values',
    );
    await refusedWithoutChange(
      server,
      globex,
      del('mapping'),
      404,
      `No mapping connector with id ${doomed.id}`,
    );
    const response = await server.call(token, del('mapping'));
    assert.deepEqual(response.json(), { code: 200, msg: 'The connector was deleted', data: null });
    assert.deepEqual(
      await server.db.select().from(connectors).where(eq(connectors.id, doomed.id)),
      [],
    );
    await refused(del('mapping'), 404, `No mapping connector with id ${doomed.id}`);
  });
});
