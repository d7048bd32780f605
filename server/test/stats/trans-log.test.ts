import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { startTestServer, type StartedServer } from '../harness';
import { data, refused, statsRows, statsUsers, type RunInput } from './fixtures';

let server: StartedServer;
let tokens: Awaited<ReturnType<typeof statsUsers>>;
let failedIds: number[];

const at = (time: string) => new Date(`2024-05-01T${time}Z`);

before(async () => {
  server = await startTestServer();
  tokens = await statsUsers(server);
  const { runs } = statsRows(server);
  const acme = server.acme.tenantId;
  const order = (time: string, task: string, extra: Partial<RunInput> = {}): RunInput => ({
    timestamp: at(time),
    definitionKey: 'order',
    activityId: task,
    topic: `order.${task}`,
    connectorName: `Order ${task}`,
    ...extra,
  });
  await runs(acme, [
    order('08:00:00', 'map', { input: '{"po":1}', output: 'ISA*00*~' }),
    order('08:01:00', 'map'),
    order('08:02:00', 'send', {
      status: 'failed',
      input: '<Order id="7"/>',
      output: null,
      message: 'HTTP 502 from partner',
      durationMs: 1200,
    }),
    order('08:03:00', 'send'),
    { timestamp: at('09:00:00'), definitionKey: 'invoice', activityId: 'post', topic: 'erp.post' },
    // Outside the day every test asks for.
    { timestamp: new Date('2024-05-02T00:00:01Z'), definitionKey: 'order' },
  ]);
  // Two failures in the same second: the error list breaks the tie by id.
  const erpFailure: RunInput = {
    timestamp: at('10:00:00'),
    definitionKey: 'invoice',
    activityId: 'post',
    topic: 'erp.post',
    connectorName: 'ERP',
    status: 'failed',
  };
  const failed = await runs(acme, [
    {
      ...erpFailure,
      input: 'plain text',
      output: '{"error":"duplicate"}',
      message: 'Invoice 12 exists',
    },
    { ...erpFailure, message: 'timeout' },
  ]);
  failedIds = failed.map((row) => row.id);
  await runs(server.globex.tenantId, [order('08:00:00', 'map', { status: 'failed' })]);
});
after(() => server?.close());

const DAY = 'from=2024-05-01%2000:00:00&to=2024-05-01%2023:59:59';
const get = <T>(path: string, query = DAY, token = tokens.acmeAdmin) =>
  data<T>(server, token, { method: 'GET', url: `/stat/api/trans-log/${path}?${query}` });

describe('GET /stat/api/trans-log/process', () => {
  it('sums the runs of each process in the range', async () => {
    assert.deepEqual(await get('process'), {
      list: [
        {
          process: 'invoice',
          total: 3,
          success: 1,
          failed: 2,
          lastRun: '2024-05-01T10:00:00.000Z',
        },
        { process: 'order', total: 4, success: 3, failed: 1, lastRun: '2024-05-01T08:03:00.000Z' },
      ],
      total: 2,
      page: 1,
      pageSize: 10,
    });
  });

  it('pages, and a page past the end still gives the total', async () => {
    const second = await get<{ list: { process: string }[]; total: number }>(
      'process',
      `${DAY}&page=2&pageSize=1`,
    );
    assert.deepEqual(
      second.list.map((row) => row.process),
      ['order'],
    );
    assert.equal(second.total, 2);
    assert.deepEqual(await get('process', `${DAY}&page=5&pageSize=1`), {
      list: [],
      total: 2,
      page: 5,
      pageSize: 1,
    });
  });
});

describe('GET /stat/api/trans-log/task and task/count', () => {
  it('sums the runs of each task, with the connector, for one process', async () => {
    const query = `${DAY}&process=order`;
    assert.deepEqual(await get('task/count', query), { count: 2 });
    const { list } = await get<{ list: object[] }>('task', query);
    assert.deepEqual(list, [
      {
        process: 'order',
        task: 'map',
        topic: 'order.map',
        connector: 'Order map',
        total: 2,
        success: 2,
        failed: 0,
        lastRun: '2024-05-01T08:01:00.000Z',
      },
      {
        process: 'order',
        task: 'send',
        topic: 'order.send',
        connector: 'Order send',
        total: 2,
        success: 1,
        failed: 1,
        lastRun: '2024-05-01T08:03:00.000Z',
      },
    ]);
  });

  it('counts every task without a process, and pages', async () => {
    assert.deepEqual(await get('task/count'), { count: 4 });
    const page2 = await get<{ list: { task: string; connector: string }[] }>(
      'task',
      `${DAY}&page=2&pageSize=2`,
    );
    assert.deepEqual(
      page2.list.map((row) => [row.task, row.connector]),
      [
        ['map', 'Order map'],
        ['send', 'Order send'],
      ],
    );
  });
});

describe('GET /stat/api/trans-log/errors and errors/count', () => {
  it('lists failed runs newest first with their message and files', async () => {
    assert.deepEqual(await get('errors/count'), { count: 3 });
    const { list } = await get<{ list: Record<string, unknown>[] }>('errors');
    assert.deepEqual(
      list.map((row) => row.id),
      [failedIds[1], failedIds[0], list[2].id],
      'same timestamp: the higher id first',
    );
    assert.deepEqual(list[1], {
      id: failedIds[0],
      timestamp: '2024-05-01T10:00:00.000Z',
      processInstanceId: 'pi-1',
      process: 'invoice',
      task: 'post',
      topic: 'erp.post',
      connector: 'ERP',
      durationMs: 0,
      message: 'Invoice 12 exists',
      inputFile: { name: `input-${failedIds[0]}.txt`, content: 'plain text' },
      outputFile: { name: `output-${failedIds[0]}.json`, content: '{"error":"duplicate"}' },
    });
    assert.equal(list[0].inputFile, null);
    assert.equal(list[0].outputFile, null);
    assert.deepEqual(list[2].inputFile, {
      name: `input-${String(list[2].id)}.xml`,
      content: '<Order id="7"/>',
    });
    assert.equal(list[2].message, 'HTTP 502 from partner');
  });

  it('filters by process and task, and pages', async () => {
    assert.deepEqual(await get('errors/count', `${DAY}&process=order&task=send`), { count: 1 });
    assert.deepEqual(await get('errors/count', `${DAY}&process=order&task=map`), { count: 0 });
    const page = await get<{ list: { id: number }[]; page: number; pageSize: number }>(
      'errors',
      `${DAY}&page=2&pageSize=2`,
    );
    assert.equal(page.list.length, 1);
    assert.deepEqual([page.page, page.pageSize], [2, 2]);
  });

  it('shows Globex only its own runs', async () => {
    assert.deepEqual(await get('errors/count', DAY, tokens.globexAdmin), { count: 1 });
    const { list } = await get<{ list: { process: string }[] }>('process', DAY, tokens.globexAdmin);
    assert.deepEqual(
      list.map((row) => row.process),
      ['order'],
    );
  });

  it('defaults to the last 24 hours', async () => {
    assert.deepEqual(await get('errors/count', ''), { count: 0 });
    await statsRows(server).runs(server.acme.tenantId, [
      { timestamp: new Date(Date.now() - 3600_000), status: 'failed' },
      { timestamp: new Date(Date.now() - 25 * 3600_000), status: 'failed' },
    ]);
    assert.deepEqual(await get('errors/count', ''), { count: 1 });
  });
});

describe('bad transaction-log queries', () => {
  const bad = (path: string, query: string, msg: string) =>
    refused(
      server,
      tokens.acmeAdmin,
      { method: 'GET', url: `/stat/api/trans-log/${path}?${query}` },
      400,
      msg,
    );

  it('refuses page 0, a page size over 100, reversed and malformed ranges', async () => {
    await bad('errors', `${DAY}&page=0`, 'querystring.page must be >= 1');
    await bad('task', `${DAY}&pageSize=101`, 'querystring.pageSize must be <= 100');
    await bad(
      'process',
      'from=2024-05-02%2000:00:00&to=2024-05-01%2000:00:00',
      'from must not be after to',
    );
    await bad(
      'task/count',
      'from=2024-13-01%2000:00:00',
      'from must be a UTC time as YYYY-MM-DD HH:mm:ss, not "2024-13-01 00:00:00"',
    );
    await bad(
      'errors/count',
      'from=2020-01-01%2000:00:00&to=2024-01-01%2000:00:00',
      'The range covers 1462 days; at most 366 are allowed',
    );
  });
});
