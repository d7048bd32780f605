import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { connectorRuns, connectors } from '../../src/db/schema';
import { connectorApi } from '../connectors/helpers';
import { ACME, GLOBEX, startTestServer, type StartedServer } from '../harness';

let server: StartedServer;
let api: ReturnType<typeof connectorApi>;
let globex: string;

before(async () => {
  server = await startTestServer();
  api = connectorApi(server, await server.login(ACME.admin.username, ACME.admin.password));
  globex = await server.login(GLOBEX.admin.username, GLOBEX.admin.password);
});
after(() => server?.close());

const V12 = { version: '1.2' };
const restConnector = (
  name: string,
  parameters: Record<string, unknown> = { url: 'http://127.0.0.1:9/x' },
) => ({
  name,
  timeout: 5000,
  packageId: 'http',
  commandId: 'request',
  parameters,
});
const refused = async (
  token: string,
  options: Parameters<StartedServer['call']>[1],
  status: number,
  message: RegExp,
) => {
  const response = await server.call(token, options);
  assert.equal(response.statusCode, status, response.body);
  assert.match(response.json().msg, message);
};

describe('command packages (issue 13 §2)', () => {
  it('lists the platform packages and their commands with paramsMeta and scripts', async () => {
    const packages = await api.call<{ id: string; builtIn: boolean }[]>({
      method: 'GET',
      url: '/api/commandPackages',
    });
    assert.deepEqual(
      packages.map((p) => p.id),
      ['http', 'sftp', 'sql', 'mail', 'files', 'transform'],
    );
    const commands = await api.call<{ id: string; paramsMeta: { name: string; type: string }[] }[]>(
      {
        method: 'GET',
        url: '/api/connectorList?packageId=http',
      },
    );
    assert.deepEqual(
      commands.map((c) => c.id),
      ['request', 'soap'],
    );
    assert.equal(commands[0].paramsMeta.find((p) => p.name === 'method')?.type, 'SelectItems');
    assert.ok(!('script' in commands[0]), 'the list carries no scripts');
    const script = await api.call<{ script: string }>({
      method: 'GET',
      url: '/api/connector/connectorScript?packageId=http&connectorId=request',
    });
    assert.match(script.script, /http\.request/);
    await refused(
      api.token,
      { method: 'GET', url: '/api/connector/connectorScript?packageId=http&connectorId=nope' },
      404,
      /^No available Command or Script information$/,
    );
  });

  it("adds a tenant's own command, checking its script and paramsMeta, for that tenant only", async () => {
    const body = {
      packageId: 'acme-tools',
      id: 'double',
      name: 'Double',
      script: 'def n = params.times ?: 2\nreturn [value: input.value * n]',
      paramsMeta: [{ name: 'times', label: 'Times', type: 'Int', min: 1 }],
    };
    await api.call({ method: 'POST', url: '/api/packageCommand', payload: body });
    await refused(
      api.token,
      { method: 'POST', url: '/api/packageCommand', payload: body },
      409,
      /has a command "double" already/,
    );
    await refused(
      api.token,
      {
        method: 'POST',
        url: '/api/packageCommand',
        payload: { ...body, id: 'bad', script: 'def x = (1' },
      },
      400,
      /line 1, column/,
    );
    await refused(
      api.token,
      {
        method: 'POST',
        url: '/api/packageCommand',
        payload: { ...body, packageId: 'http', id: 'mine' },
      },
      400,
      /the platform's own/,
    );
    const select = { name: 's', label: 'S', type: 'SelectItems' };
    await refused(
      api.token,
      { method: 'POST', url: '/api/paramsMeta', payload: { paramsMeta: [select] } },
      400,
      /needs items/,
    );
    await refused(
      api.token,
      {
        method: 'POST',
        url: '/api/paramsMeta',
        payload: {
          paramsMeta: [
            { ...select, items: [{ label: 'A', value: 'a' }] },
            { ...select, type: 'Text' },
          ],
        },
      },
      400,
      /described twice/,
    );
    const packages = await api.call<{ id: string; commandCount: number }[]>({
      method: 'GET',
      url: '/api/commandPackages',
    });
    assert.equal(packages.find((p) => p.id === 'acme-tools')?.commandCount, 1);
    const other = await server.call(globex, {
      method: 'GET',
      url: '/api/connectorList?packageId=acme-tools',
    });
    assert.equal(other.statusCode, 404);
    const dry = await api.call<{ output: unknown }>({
      method: 'POST',
      url: '/api/script/dryRun',
      payload: {
        packageId: 'acme-tools',
        commandId: 'double',
        parameters: { times: 3 },
        input: { value: 7 },
      },
    });
    assert.deepEqual(dry.output, { value: 21 });
    // A command a connector is made from is not deleted; once unused, it is.
    const made = await api.call<{ id: number }>({
      method: 'POST',
      url: '/api/connector',
      headers: V12,
      payload: {
        name: 'Doubler',
        timeout: 1000,
        packageId: 'acme-tools',
        commandId: 'double',
        parameters: {},
      },
    });
    const remove = {
      method: 'DELETE' as const,
      url: '/api/packageCommand?packageId=acme-tools&id=double',
    };
    await refused(api.token, remove, 409, /The command is used by: Doubler/);
    await api.call({
      method: 'DELETE',
      url: `/api/connector/connector?id=${made.id}&connectorType=command`,
    });
    await api.call(remove);
    await refused(api.token, remove, 404, /No available Command or Script information/);
  });
});

describe('command connectors of a package (POST /api/connector, version 1.2)', () => {
  it('needs the version header, checks the values against paramsMeta, and changes nothing when refused', async () => {
    const before = await server.db.select().from(connectors);
    await refused(
      api.token,
      { method: 'POST', url: '/api/connector', payload: restConnector('No header') },
      400,
      /version: 1\.2/,
    );
    const post = (payload: object) => ({
      method: 'POST' as const,
      url: '/api/connector',
      payload,
      headers: V12,
    });
    await refused(api.token, post(restConnector('No url', {})), 400, /URL is required/);
    await refused(
      api.token,
      post(restConnector('Bad method', { url: 'http://x', method: 'TRACE' })),
      400,
      /Method: must be one of GET, POST/,
    );
    await refused(
      api.token,
      post({ ...restConnector('Unknown'), commandId: 'nope' }),
      404,
      /No available Command or Script information/,
    );
    await refused(api.token, post({ ...restConnector('Slow'), timeout: 0 }), 400, /timeout/);
    assert.deepEqual(await server.db.select().from(connectors), before);
  });

  it('creates, edits, duplicates, lists, and names where it is bound', async () => {
    const made = await api.call<{
      id: number;
      parameters: Record<string, unknown>;
      category: string;
    }>({
      method: 'POST',
      url: '/api/connector',
      headers: V12,
      payload: restConnector('Orders API'),
    });
    assert.deepEqual(made.parameters, {
      method: 'GET',
      url: 'http://127.0.0.1:9/x',
      headers: null,
      body: null,
      resultVariable: 'response',
    });
    assert.equal(made.category, 'http');
    const edited = await api.call<{ parameters: Record<string, unknown> }>({
      method: 'PUT',
      url: '/api/connector',
      payload: {
        id: made.id,
        ...restConnector('Orders API', { url: 'http://127.0.0.1:9/y', method: 'POST' }),
      },
    });
    assert.equal(edited.parameters.url, 'http://127.0.0.1:9/y');
    const copy = await api.call<{ id: number; name: string }>({
      method: 'POST',
      url: `/api/duplicateConnector?connectorId=${made.id}`,
    });
    assert.equal(copy.name, 'Orders API (copy)');
    const copy2 = await api.call<{ name: string }>({
      method: 'POST',
      url: `/api/duplicateConnector?connectorId=${made.id}`,
    });
    assert.equal(copy2.name, 'Orders API (copy 2)');
    const complete = await api.call<{ paramsMeta: { name: string }[] }>({
      method: 'GET',
      url: `/api/completeCommandConnector?connectorId=${made.id}`,
    });
    assert.ok(complete.paramsMeta.some((p) => p.name === 'url'));
    await api.bind('Command', 'order', 'enrich', made.id);
    assert.deepEqual(
      await api.call({ method: 'GET', url: `/api/connectorBindings?connectorId=${made.id}` }),
      [{ processId: 'order', topic: 'enrich' }],
    );
    const all = await api.call<{ name: string }[]>({ method: 'GET', url: '/api/allConnectors' });
    assert.ok(all.some((c) => c.name === 'Orders API (copy)'));
    assert.equal(
      (
        await server.call(globex, {
          method: 'POST',
          url: `/api/duplicateConnector?connectorId=${made.id}`,
        })
      ).statusCode,
      404,
    );
    assert.deepEqual(
      (await server.call(globex, { method: 'GET', url: '/api/allConnectors' })).json().data,
      [],
    );
  });

  it('makes compose and event connectors, and checks their steps and scripts', async () => {
    const step = (packageId: string, connectorId: string, parameters: object) => ({
      packageCommandInfo: { packageId, connectorId },
      commandConnector: { parameters },
    });
    const compose = await api.call<{ id: number; type: string }>({
      method: 'POST',
      url: '/api/composeConnector',
      payload: {
        name: 'Two steps',
        timeout: 5000,
        steps: [
          step('transform', 'json-to-xml', { sourceVariable: 'order', targetVariable: 'xml' }),
          step('transform', 'xml-to-json', { sourceVariable: 'xml', targetVariable: 'back' }),
        ],
      },
    });
    assert.equal(compose.type, 'compose');
    await refused(
      api.token,
      {
        method: 'POST',
        url: '/api/composeConnector',
        payload: { name: 'Bad', timeout: 5000, steps: [step('transform', 'nope', {})] },
      },
      400,
      /Step 1: transform\/nope is not a command/,
    );
    await refused(
      api.token,
      {
        method: 'POST',
        url: '/api/composeConnector',
        payload: { name: 'Bad', timeout: 5000, steps: [] },
      },
      400,
      /steps/,
    );
    const dry = await api.call<{ ok: boolean; output: { back: unknown } }>({
      method: 'POST',
      url: '/api/script/dryRun',
      payload: { connectorId: compose.id, input: { order: { order: { id: 'PO-1', qty: 2 } } } },
    });
    assert.deepEqual(dry.output.back, { order: { id: 'PO-1', qty: 2 } });
    await refused(
      api.token,
      {
        method: 'POST',
        url: '/api/eventConnector',
        payload: { name: 'E', parameters: { script: 'return [a:' } },
      },
      400,
      /line 1, column/,
    );
    const event = await api.call<{ id: number }>({
      method: 'POST',
      url: '/api/eventConnector',
      payload: {
        name: 'New file',
        parameters: {
          script: 'return [fileName: input.name, size: input.size]',
          messageName: 'FileArrived',
        },
      },
    });
    const transformed = await api.call<{ variables: object; messageName: string }>({
      method: 'POST',
      url: '/api/eventConnector/transform',
      payload: { connectorId: event.id, sample: { name: 'a.csv', size: 3 } },
    });
    assert.deepEqual(transformed.variables, { fileName: 'a.csv', size: 3 });
    assert.equal(transformed.messageName, 'FileArrived');
    await refused(
      api.token,
      {
        method: 'POST',
        url: '/api/eventConnector/transform',
        payload: { script: 'return 1', sample: {} },
      },
      400,
      /must answer a map/,
    );
    const preview = await api.call<{ output: unknown }>({
      method: 'POST',
      url: '/api/mappingConnector/preview',
      payload: {
        expression: '{"total": $sum(lines.qty)}',
        sample: { lines: [{ qty: 2 }, { qty: 3 }] },
      },
    });
    assert.deepEqual(preview.output, { total: 5 });
    await refused(
      api.token,
      {
        method: 'POST',
        url: '/api/mappingConnector/preview',
        payload: { expression: '{"a": ', sample: {} },
      },
      400,
      /The JSONata expression failed/,
    );
    const lists = await Promise.all(
      ['composeConnectorDBList', 'eventConnectorList'].map((url) =>
        api.call<{ type: string }[]>({ method: 'GET', url: `/api/${url}` }),
      ),
    );
    assert.deepEqual(
      lists.map((l) => l.map((c) => c.type)),
      [['compose'], ['event']],
    );
    const deleted = await server.call(api.token, {
      method: 'DELETE',
      url: `/api/composeConnector?connectorId=${compose.id}`,
    });
    assert.equal(deleted.json().msg, 'The compose connector was deleted');
  });

  it("upgrades a script's legacy accessors with 'upgrade success', and checks syntax", async () => {
    const response = await server.call(api.token, {
      method: 'POST',
      url: '/api/script/upgrade',
      payload: { script: 'def r = http.get(u)\n// keep\nreturn r.getBody()' },
    });
    assert.deepEqual(response.json(), {
      code: 200,
      msg: 'upgrade success',
      data: { script: 'def r = http.get(u)\n// keep\nreturn r.body', changes: 1 },
    });
    const check = await api.call<{ problems: { line: number; column: number }[] }>({
      method: 'POST',
      url: '/api/script/check',
      payload: { script: 'def a = 1\ndef b = (' },
    });
    assert.equal(check.problems[0].line, 2);
    const dry = await api.call<{ ok: boolean; error: { line: number; message: string } }>({
      method: 'POST',
      url: '/api/script/dryRun',
      payload: { script: 'def a = 1\n\nreturn a.nothing()' },
    });
    assert.equal(dry.ok, false);
    assert.equal(dry.error.line, 3);
    assert.deepEqual(
      await server.db.select().from(connectorRuns),
      [],
      'a dry run writes no history',
    );
    assert.match(dry.error.message, /No method "nothing"/);
  });
});
