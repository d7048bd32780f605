import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { connectors } from '../../src/db/schema';
import { connectorApi } from '../connectors/helpers';
import { engineApi, REST } from '../engine/api';
import { oneTask } from '../engine/bpmn';
import { ACME, eventually, startTestServer, type StartedServer } from '../harness';

/**
 * Issue 22 §4: no run answers, logs or stores a secret it was given (a credential's, a
 * package command's Secret parameter), and a Secret parameter is sealed at rest and answered
 * only as set. Runs reach a local server that echoes what it got, as an outside service may.
 */

/** Characters that base64 and URL-encoding both change. */
const TOKEN = 'tok/en+secret=42:xyz';
const API_KEY = 'key+of/the=vault';

/** The forms a secret must not appear in: as it is, base64 (standard, URL-safe), URL-encoded. */
const formsOf = (secret: string) => {
  const base64 = Buffer.from(secret).toString('base64');
  return [
    secret,
    base64,
    base64.replace(/=+$/, ''),
    Buffer.from(secret).toString('base64url'),
    encodeURIComponent(secret),
  ];
};
const assertNoTrace = (text: string, secret: string, where: string) => {
  for (const form of formsOf(secret)) assert.ok(!text.includes(form), `${where} holds ${form}`);
};

/** Answers what a request carried, encoded in the usual ways; keeps what it received. */
async function startEcho() {
  const received: { key?: string; authorization?: string }[] = [];
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://echo');
    const t = url.searchParams.get('t') ?? '';
    const key = req.headers['x-key'] as string | undefined;
    received.push({ key, authorization: req.headers.authorization });
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(
      JSON.stringify({
        base64: Buffer.from(t).toString('base64'),
        base64url: Buffer.from(t).toString('base64url'),
        url: req.url,
        authorization: req.headers.authorization ?? null,
        [t || 'none']: 'the secret as a key',
      }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/echo`,
    received,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

let server: StartedServer;
let api: ReturnType<typeof connectorApi>;
let echo: Awaited<ReturnType<typeof startEcho>>;
let bearerId: number;

before(async () => {
  echo = await startEcho();
  // The echo server is on loopback, which the egress policy allows only when told.
  server = await startTestServer({ egressAllow: ['127.0.0.1'] });
  api = connectorApi(server, await server.login(ACME.admin.username, ACME.admin.password));
  bearerId = (
    await api.call<{ id: number }>({
      method: 'POST',
      url: '/api/credential',
      payload: {
        name: 'Vault token',
        template: { id: 'bearer-token' },
        parameters: { token: TOKEN },
      },
    })
  ).id;
});
after(async () => {
  await server?.close();
  await echo?.close();
});

interface DryRun {
  ok: boolean;
  output: unknown;
  logs: string[];
  error: { message: string; line: number; column: number } | null;
}
const dryRun = async (payload: object) => {
  const response = await server.call(api.token, {
    method: 'POST',
    url: '/api/script/dryRun',
    payload,
  });
  assert.equal(response.statusCode, 200, response.body);
  return { body: response.body, run: (response.json() as { data: DryRun }).data };
};

describe('a dry run masks the secrets of its credential', () => {
  it('in its answer, its log lines and its error, in their usual encodings', async () => {
    const { body, run } = await dryRun({
      credentialId: bearerId,
      script: [
        'log(credential.token)',
        "log('sent ' + credential.token + ' as a query')",
        "def r = http.request([method: 'GET', url: input.url, query: [t: credential.token]])",
        'return [credential: credential, echo: r.json]',
      ].join('\n'),
      input: { url: echo.url },
    });
    assert.equal(run.ok, true, JSON.stringify(run.error));
    assert.equal(echo.received.at(-1)?.authorization, `Bearer ${TOKEN}`, 'the call had it');
    assertNoTrace(body, TOKEN, 'the answer');
    assert.deepEqual(run.logs, ['***', 'sent *** as a query']);
    const output = run.output as Record<string, Record<string, unknown>>;
    assert.deepEqual(output.credential, { token: '***' });
    assert.equal(output.echo.base64, '***');
    assert.equal(output.echo.base64url, '***');
    assert.equal(output.echo.url, '/echo?t=***');
    assert.equal(output.echo.authorization, 'Bearer ***');
    assert.equal(output.echo['***'], 'the secret as a key');

    const failed = await dryRun({
      credentialId: bearerId,
      script: "def a = 1\nfail('refused ' + credential.token)",
    });
    assert.equal(failed.run.ok, false);
    assertNoTrace(failed.body, TOKEN, 'the failure');
    assert.deepEqual(failed.run.error, {
      message: 'refused *** (line 2, column 1)',
      line: 2,
      column: 1,
    });
  });
});

/** Deploys `key` (one external task), binds the connector and the credential, starts it. */
async function runBound(key: string, connectorId: number, credentialId: number) {
  const engine = engineApi(server, api.token);
  await engine.deploy(`${key}.bpmn`, oneTask(key, `${key}-topic`, `${key} task`));
  await api.bind('Command', key, `${key}-topic`, connectorId);
  await api.call({
    method: 'PUT',
    url: '/api/bindingCredentialToTask',
    payload: { processId: key, topic: `${key}-topic`, credentialId },
  });
  return { engine, id: (await engine.start(key)).id };
}

const ownCommand = (id: string, script: string, paramsMeta: object[] = []) =>
  api.call({
    method: 'POST',
    url: '/api/packageCommand',
    payload: { packageId: 'leaky', id, name: id, script, paramsMeta },
  });
const packageConnector = (name: string, commandId: string, parameters: object = {}) =>
  api.call<{ id: number }>({
    method: 'POST',
    url: '/api/connector',
    headers: { version: '1.2' },
    payload: { name, timeout: 5000, packageId: 'leaky', commandId, parameters },
  });

describe('a bound connector that logs its credential, run by the worker', () => {
  it('leaves no secret in the run log, the variables or the failure', async () => {
    await ownCommand(
      'logs',
      "log(credential.token)\nlog(credential)\nreturn [seen: credential.token, 'as-is': 'kept']",
    );
    await ownCommand('fails', "fail('no entry with ' + credential.token)");
    const logs = await packageConnector('Logs its token', 'logs');
    const fails = await packageConnector('Fails with its token', 'fails');

    const ran = await runBound('leaky', logs.id, bearerId);
    await eventually(
      async () =>
        (
          await ran.engine.ok<{ state: string }>(
            'GET',
            `${REST}/history/process-instance/${ran.id}`,
          )
        ).state === 'COMPLETED',
      'the end of the instance',
      10_000,
    );
    const failed = await runBound('failing', fails.id, bearerId);
    const runsOf = (processId: string) =>
      api.call<{ status: string; output: string | null; message: string | null }[]>({
        method: 'GET',
        url: `/api/fileLogByTimestamp?processId=${processId}`,
      });
    await eventually(async () => (await runsOf('leaky')).length > 0, 'the run of leaky');
    await eventually(async () => (await runsOf('failing')).length > 0, 'the run of failing');

    const [run] = await runsOf('leaky');
    assert.equal(run.status, 'success');
    assert.deepEqual(JSON.parse(run.output ?? ''), {
      output: { seen: '***', 'as-is': 'kept' },
      logs: ['***', '{"token":"***"}'],
    });
    const [failure] = await runsOf('failing');
    assert.equal(failure.status, 'failed');
    assert.match(failure.message ?? '', /no entry with \*\*\*/);

    const variables = await ran.engine.ok<unknown[]>(
      'GET',
      `${REST}/history/variable-instance?processInstanceId=${ran.id}`,
    );
    const tasks = await failed.engine.ok<unknown[]>(
      'GET',
      `${REST}/history/external-task-log?processInstanceId=${failed.id}`,
    );
    for (const [where, what] of [
      ['the run log', [run, failure]],
      ['the variables', variables],
      ['the task log', tasks],
    ] as const) {
      assertNoTrace(JSON.stringify(what), TOKEN, where);
    }
  });
});

describe("a package command's Secret parameter", () => {
  const FIELDS = [
    { name: 'url', label: 'URL', type: 'Text', required: true },
    { name: 'apiKey', label: 'API key', type: 'Secret', required: true },
  ];
  const SCRIPT = [
    "def r = http.get(params.url, ['x-key': params.apiKey])",
    "log('sent ' + params.apiKey)",
    'return [key: params.apiKey, heard: r.json.url]',
  ].join('\n');

  it('is sealed at rest, answered as set, kept by a PUT without it, and masked in a run', async () => {
    await ownCommand('vault', SCRIPT, FIELDS);
    const body = (parameters: object, extra: object = {}) => ({
      name: 'Vault call',
      timeout: 5000,
      packageId: 'leaky',
      commandId: 'vault',
      parameters,
      ...extra,
    });
    const made = await api.call<{ id: number; parameters: Record<string, unknown> }>({
      method: 'POST',
      url: '/api/connector',
      headers: { version: '1.2' },
      payload: body({ url: echo.url, apiKey: API_KEY }),
    });
    assert.deepEqual(made.parameters, { url: echo.url });

    const [row] = await server.db.select().from(connectors).where(eq(connectors.id, made.id));
    assertNoTrace(JSON.stringify(row), API_KEY, 'the row');
    assert.match(JSON.stringify(row.parameters.apiKey), /"sealed":"v1:/);

    type Detail = { id: number; parameters: Record<string, unknown>; secretsSet: string[] };
    const all = await api.call<Detail[]>({ method: 'GET', url: '/api/allConnectors' });
    const complete = await api.call<Detail>({
      method: 'GET',
      url: `/api/completeCommandConnector?connectorId=${made.id}`,
    });
    const available = await api.call<Detail[]>({
      method: 'GET',
      url: '/api/availableCommandConnectors',
    });
    for (const answer of [all, complete, available]) {
      assertNoTrace(JSON.stringify(answer), API_KEY, 'an answer');
    }
    const listed = all.find((c) => c.id === made.id);
    assert.deepEqual(listed?.secretsSet, ['apiKey']);
    assert.deepEqual(listed?.parameters, { url: echo.url });
    assert.deepEqual(complete.secretsSet, ['apiKey']);

    const renamed = await api.call<Detail>({
      method: 'PUT',
      url: '/api/connector',
      payload: { id: made.id, ...body({ url: echo.url }, { name: 'Vault call 2' }) },
    });
    assertNoTrace(JSON.stringify(renamed), API_KEY, 'the PUT answer');
    const detail = await api.call<Detail>({
      method: 'GET',
      url: `/api/completeCommandConnector?connectorId=${made.id}`,
    });
    assert.deepEqual(detail.secretsSet, ['apiKey'], 'a PUT without the secret keeps it');

    const { body: answer, run } = await dryRun({ connectorId: made.id, input: {} });
    assert.equal(run.ok, true, JSON.stringify(run.error));
    assert.equal(echo.received.at(-1)?.key, API_KEY, 'the run sent the kept secret');
    assertNoTrace(answer, API_KEY, 'the dry run');
    assert.deepEqual(run.output, { key: '***', heard: '/echo' });
    assert.deepEqual(run.logs, ['sent ***']);

    const copy = await api.call<{ id: number }>({
      method: 'POST',
      url: `/api/duplicateConnector?connectorId=${made.id}`,
    });
    await dryRun({ connectorId: copy.id, input: {} });
    assert.equal(echo.received.at(-1)?.key, API_KEY, 'a copy has the secret too');

    await api.call({
      method: 'PUT',
      url: '/api/connector',
      payload: { id: made.id, ...body({ url: echo.url, apiKey: 'a-new-key' }) },
    });
    await dryRun({ connectorId: made.id, input: {} });
    assert.equal(echo.received.at(-1)?.key, 'a-new-key', 'a PUT with it replaces it');
  });

  it("is kept sealed in a compose connector's steps, per step", async () => {
    const step = (parameters: object, savedStep?: number) => ({
      packageCommandInfo: { packageId: 'leaky', connectorId: 'vault' },
      commandConnector: { parameters, ...(savedStep === undefined ? {} : { savedStep }) },
    });
    const made = await api.call<{ id: number }>({
      method: 'POST',
      url: '/api/composeConnector',
      payload: {
        name: 'Two vaults',
        timeout: 5000,
        steps: [
          step({ url: echo.url, apiKey: 'first-key' }),
          step({ url: echo.url, apiKey: 'second-key' }),
        ],
      },
    });
    type Compose = {
      id: number;
      parameters: { steps: { commandConnector: { secretsSet: string[] } }[] };
    };
    const read = async () =>
      (await api.call<Compose[]>({ method: 'GET', url: '/api/composeConnectorDBList' })).find(
        (c) => c.id === made.id,
      )!;
    const listed = await read();
    for (const secret of ['first-key', 'second-key']) {
      assertNoTrace(JSON.stringify(listed), secret, 'the compose list');
    }
    assert.deepEqual(
      listed.parameters.steps.map((s) => s.commandConnector.secretsSet),
      [['apiKey'], ['apiKey']],
    );
    // The steps swapped in the form: each keeps the secret of the step it was.
    await api.call({
      method: 'PUT',
      url: '/api/composeConnector',
      payload: {
        id: made.id,
        name: 'Two vaults',
        timeout: 5000,
        steps: [step({ url: echo.url }, 1), step({ url: echo.url }, 0)],
      },
    });
    const before = echo.received.length;
    const { body: answer, run } = await dryRun({ connectorId: made.id, input: {} });
    assert.equal(run.ok, true, JSON.stringify(run.error));
    assert.deepEqual(
      echo.received.slice(before).map((r) => r.key),
      ['second-key', 'first-key'],
    );
    assertNoTrace(answer, 'first-key', 'the compose dry run');
    assertNoTrace(answer, 'second-key', 'the compose dry run');
  });
});
