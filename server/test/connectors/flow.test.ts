import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { and, eq } from 'drizzle-orm';
import { engineLogs } from '../../src/db/schema';
import { engineApi, REST } from '../engine/api';
import { oneTask } from '../engine/bpmn';
import { ACME, startTestServer, type StartedServer } from '../harness';
import { eventually } from './fake-engine';
import { connectorApi } from './helpers';
import { startHttpTarget } from './http-target';

/** The built-in worker inside the real server: deploy, bind, start, and see what really ran. */
let server: StartedServer;
let api: ReturnType<typeof connectorApi>;
let engine: ReturnType<typeof engineApi>;
let target: Awaited<ReturnType<typeof startHttpTarget>>;

before(async () => {
  server = await startTestServer();
  const token = await server.login(ACME.admin.username, ACME.admin.password);
  api = connectorApi(server, token);
  engine = engineApi(server, token);
  target = await startHttpTarget();
});
after(async () => {
  await target?.close();
  await server?.close();
});

const get = <T>(url: string) => engine.ok<T>('GET', `${REST}${url}`);
const instance = (id: string) => get<{ state: string }>(`/history/process-instance/${id}`);
const variablesOf = async (id: string) =>
  Object.fromEntries(
    (
      await get<{ name: string; type: string; value: unknown }[]>(
        `/history/variable-instance?processInstanceId=${id}`,
      )
    ).map((v) => [v.name, { type: v.type, value: v.value }]),
  );
interface TaskLogRow {
  creationLog: boolean;
  failureLog: boolean;
  successLog: boolean;
  retries: number | null;
  errorMessage: string | null;
}
const taskLog = async (id: string) =>
  (
    await get<TaskLogRow[]>(
      `/history/external-task-log?processInstanceId=${id}&sortBy=timestamp&sortOrder=asc`,
    )
  ).map((row) => ({
    state: row.creationLog
      ? 'created'
      : row.failureLog
        ? 'failed'
        : row.successLog
          ? 'successful'
          : '?',
    retries: row.retries,
    errorMessage: row.errorMessage,
  }));
const openIncidents = (id: string) =>
  get<{ incidentType: string; incidentMessage: string; activityId: string }[]>(
    `/incident?processInstanceId=${id}`,
  );

/** Deploys start → external task (topic) → end as `key`, binds `connectorId` to it, starts it. */
async function run(key: string, kind: string, connectorId: number, vars: Record<string, unknown>) {
  await engine.deploy(`${key}.bpmn`, oneTask(key, `${key}-topic`, `${key} task`));
  await api.bind(kind, key, `${key}-topic`, connectorId);
  const started = await engine.start(key, { variables: vars });
  return started.id;
}

describe('a mapping connector bound to a topic', () => {
  it('completes the instance with the mapped variables and logs what ran', async () => {
    const mapping = await api.mapping(
      'Double it',
      '{ "total": amount * 2, "customer": $uppercase(customer) }',
    );
    const id = await run('order', 'Mapping', mapping.id, {
      amount: { value: 21, type: 'Integer' },
      customer: { value: 'acme', type: 'String' },
    });
    await eventually(async () => (await instance(id)).state === 'COMPLETED', 'the end', 10_000);
    const vars = await variablesOf(id);
    assert.deepEqual(vars.total, { type: 'Integer', value: 42 });
    assert.deepEqual(vars.customer, { type: 'String', value: 'ACME' });

    const byTime = await api.call<{ status: string; input: string; output: string }[]>({
      method: 'GET',
      url: '/api/fileLogByTimestamp?processId=order&topic=order-topic',
    });
    assert.equal(byTime.length, 1);
    assert.equal(byTime[0].status, 'success');
    assert.deepEqual(JSON.parse(byTime[0].input), { amount: 21, customer: 'acme' });
    assert.deepEqual(JSON.parse(byTime[0].output), { total: 42, customer: 'ACME' });
    const today = new Date().toISOString().slice(0, 10);
    const byDay = await api.call<{ processInstanceId: string }[]>({
      method: 'GET',
      url: `/api/fileLog?date=${today}&commandId=${mapping.id}`,
    });
    assert.deepEqual(
      byDay.map((row) => row.processInstanceId),
      [id],
    );

    const tasks = await api.call<{ topicName: string; volume: number; connectorId: number }[]>({
      method: 'GET',
      url: '/api/getAllTask?processId=order',
    });
    assert.deepEqual(tasks, [
      {
        taskId: 'task',
        taskName: 'order task',
        topicName: 'order-topic',
        connectorId: mapping.id,
        connectorName: 'Double it',
        connectorType: 'mapping',
        credentialId: null,
        volume: 1,
      },
    ]);
    await eventually(
      async () =>
        (
          await server.db
            .select()
            .from(engineLogs)
            .where(
              and(eq(engineLogs.processInstanceId, id), eq(engineLogs.source, 'connector-worker')),
            )
        ).length === 1,
      'the engine log line',
    );
  });
});

describe('a command connector bound to a topic', () => {
  it('calls the endpoint and completes the instance with its answer', async () => {
    const command = await api.command('Confirm order', target.url('/ok'), 2000);
    const id = await run('confirm', 'Command', command.id, {
      amount: { value: 3, type: 'Integer' },
    });
    await eventually(async () => (await instance(id)).state === 'COMPLETED', 'the end', 10_000);
    const vars = await variablesOf(id);
    assert.deepEqual(vars.orderNo, { type: 'String', value: 'PO-7' });
    assert.deepEqual(vars.confirmed, { type: 'Boolean', value: true });
    const log = await taskLog(id);
    assert.deepEqual(
      log.map((row) => row.state),
      ['created', 'successful'],
    );
  });

  it('fails on a non-2xx answer: a failed task log per attempt, then an incident', async () => {
    const command = await api.command('Always down', target.url('/status/500'), 2000);
    const id = await run('down', 'Command', command.id, {});
    await eventually(
      async () => (await openIncidents(id)).length === 1,
      'the incident after the retries',
      15_000,
    );
    const log = await taskLog(id);
    assert.deepEqual(
      log.map((row) => [row.state, row.retries, row.errorMessage]),
      [
        ['created', null, null],
        ['failed', 2, 'The command answered HTTP 500'],
        ['failed', 1, 'The command answered HTTP 500'],
        ['failed', 0, 'The command answered HTTP 500'],
      ],
    );
    const [incident] = await openIncidents(id);
    assert.equal(incident.incidentType, 'failedExternalTask');
    assert.equal(incident.incidentMessage, 'The command answered HTTP 500');
    assert.equal(incident.activityId, 'task');
    assert.equal((await instance(id)).state, 'ACTIVE');
    const runs = await api.call<{ status: string }[]>({
      method: 'GET',
      url: '/api/fileLogByTimestamp?processId=down',
    });
    assert.deepEqual(
      runs.map((row) => row.status),
      ['failed', 'failed', 'failed'],
    );
  });

  it('fails an attempt that takes longer than the timeout in ms', async () => {
    const command = await api.command('Too slow', target.url('/slow/5000'), 150);
    const id = await run('slow', 'Command', command.id, {});
    await eventually(
      async () => (await taskLog(id)).some((row) => row.state === 'failed'),
      'the failed attempt',
      5000,
    );
    const failed = (await taskLog(id)).find((row) => row.state === 'failed');
    assert.equal(failed?.errorMessage, 'The command timed out after 150 ms');
  });
});
