import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { connectorRuns } from '../../src/db/schema';
import { ACME, GLOBEX, startTestServer, type StartedServer } from '../harness';
import { connectorApi, refusedWithoutChange } from './helpers';

/**
 * The run-log reads. The rows are written here as the worker writes them (its own tests show
 * that it does), so that times and days can be chosen.
 */
let server: StartedServer;
let token: string;
let globex: string;
let api: ReturnType<typeof connectorApi>;
let connectorId: number;
let otherId: number;

before(async () => {
  server = await startTestServer();
  token = await server.login(ACME.admin.username, ACME.admin.password);
  globex = await server.login(GLOBEX.admin.username, GLOBEX.admin.password);
  api = connectorApi(server, token);
  connectorId = (await api.command('Upload', 'http://127.0.0.1:1/up')).id;
  otherId = (await api.mapping('Other', '$')).id;
  const run = (
    at: string,
    topic: string,
    id: number,
    status: 'success' | 'failed' = 'success',
  ) => ({
    tenantId: server.acme.tenantId,
    timestamp: new Date(at),
    processInstanceId: `pi-${at}`,
    definitionKey: 'invoice',
    activityId: 'task',
    topic,
    connectorId: id,
    connectorName: id === connectorId ? 'Upload' : 'Other',
    status,
    input: '{"n":1}',
    output: status === 'success' ? '{"ok":true}' : null,
    message: status === 'failed' ? 'The command answered HTTP 500' : null,
    durationMs: 12,
  });
  await server.db.insert(connectorRuns).values([
    run('2024-03-01T23:59:59.000Z', 'upload', connectorId),
    run('2024-03-02T00:00:00.000Z', 'upload', connectorId, 'failed'),
    run('2024-03-02T12:00:00.000Z', 'map', otherId),
    run('2024-03-02T23:59:59.999Z', 'upload', connectorId),
    run('2024-03-03T00:00:00.000Z', 'upload', connectorId),
    {
      ...run('2024-03-02T10:00:00.000Z', 'upload', connectorId),
      tenantId: server.globex.tenantId,
    },
  ]);
});
after(() => server?.close());

const times = (rows: { timestamp: string }[]) => rows.map((row) => row.timestamp);
const refused = (url: string, status: number, msg: string, who = token) =>
  refusedWithoutChange(server, who, { method: 'GET', url }, status, msg);

describe('GET /api/fileLogByTimestamp', () => {
  const get = (query: string, who = token) =>
    server.call(who, { method: 'GET', url: `/api/fileLogByTimestamp?processId=invoice${query}` });

  it('filters by topic and by a from/to range given as epoch ms, ISO or YYYY-MM-DD HH:mm:ss (UTC)', async () => {
    const all = (await get('')).json().data;
    assert.equal(all.length, 5);
    const upload = (await get('&topic=upload')).json().data;
    assert.equal(upload.length, 4);
    const from = Date.parse('2024-03-02T00:00:00Z');
    for (const range of [
      `&from=${from}&to=${Date.parse('2024-03-02T23:59:59.999Z')}`,
      '&from=2024-03-02T00:00:00Z&to=2024-03-02T23:59:59.999Z',
      '&from=2024-03-02 00:00:00&to=2024-03-02 23:59:59.999',
    ]) {
      assert.deepEqual(times((await get(`${range}&topic=upload`)).json().data), [
        '2024-03-02T23:59:59.999Z',
        '2024-03-02T00:00:00.000Z',
      ]);
    }
    assert.deepEqual(times((await get('&limit=1')).json().data), ['2024-03-03T00:00:00.000Z']);
  });

  it('answers each run with its instance, task, connector, status and message', async () => {
    const [failed] = (await get('&from=2024-03-02T00:00:00Z&to=2024-03-02T00:00:00Z')).json().data;
    assert.deepEqual(Object.keys(failed).sort(), [
      'activityId',
      'connectorId',
      'connectorName',
      'durationMs',
      'id',
      'input',
      'message',
      'output',
      'processId',
      'processInstanceId',
      'status',
      'timestamp',
      'topic',
    ]);
    assert.equal(failed.status, 'failed');
    assert.equal(failed.message, 'The command answered HTTP 500');
  });

  it("shows nothing of another tenant's runs and refuses bad timestamps", async () => {
    assert.deepEqual((await get('', globex)).json().data.length, 1);
    await refused(
      '/api/fileLogByTimestamp?processId=invoice&from=yesterday',
      400,
      'from is not a valid timestamp',
    );
    await refused(
      '/api/fileLogByTimestamp?processId=invoice&from=2024-03-03&to=2024-03-02',
      400,
      'from must not be after to',
    );
    await refused('/api/fileLogByTimestamp', 400, 'querystring.processId is required');
  });
});
