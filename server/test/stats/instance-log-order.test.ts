import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import { LOG_CHUNK } from '../../src/engine/queries/instance-log';
import { engineApi } from '../engine/api';
import { oneTask } from '../engine/bpmn';
import { startTestServer, type StartedServer } from '../harness';
import { data, statsRows, statsUsers } from './fixtures';

/**
 * The engine's lines and the connector worker's lines of an instance read in the order they
 * happened (issue 24 §2): by time, then by the order written for lines of one time, in the
 * instance's log and in the log search alike.
 */
let server: StartedServer;
let tokens: Awaited<ReturnType<typeof statsUsers>>;
let tied: string;
let seeded: string;
let long: string;

const AT = new Date('2024-05-01T09:00:00.123Z');

before(async () => {
  server = await startTestServer();
  tokens = await statsUsers(server);
  const acme = engineApi(server, tokens.acmeAdmin);
  await acme.deploy('ordered.bpmn', oneTask('ordered', 'ordered-work'));
  [tied, seeded, long] = [
    (await acme.start('ordered')).id,
    (await acme.start('ordered')).id,
    (await acme.start('ordered')).id,
  ];
  await server.db.execute(sql`delete from engine_log`);
  const { logs } = statsRows(server);
  const tenant = server.acme.tenantId;
  // One time for both: the connector's line, written first, then the engine's it caused.
  await logs(tenant, [
    { processInstanceId: tied, timestamp: AT, source: 'connector-worker', message: 'ran' },
    { processInstanceId: tied, timestamp: AT, source: 'engine', message: 'completed' },
  ]);
  // Written all at once with their times, the engine's lines first (as the seed writes them).
  await logs(tenant, [
    {
      processInstanceId: seeded,
      timestamp: new Date('2024-05-01T09:00:05Z'),
      message: 'completed',
    },
    { processInstanceId: seeded, timestamp: new Date('2024-05-01T09:00:00Z'), message: 'started' },
  ]);
  await logs(tenant, [
    {
      processInstanceId: seeded,
      timestamp: new Date('2024-05-01T09:00:02Z'),
      source: 'connector-worker',
      message: 'failed (1 retry left)',
    },
  ]);
  // More lines of one millisecond than a chunk holds, a microsecond apart at its end.
  await logs(
    tenant,
    Array.from({ length: LOG_CHUNK + 10 }, (_, n) => ({
      processInstanceId: long,
      timestamp: AT,
      message: `line ${n}`,
    })),
  );
  await server.db.execute(sql`update engine_log set timestamp = timestamp + interval '1 microsecond'
    where process_instance_id = ${long} and message in ('line 1008', 'line 1009')`);
});
after(() => server?.close());

const simpleLog = async (id: string) => {
  const response = await server.call(tokens.acmeAdmin, {
    method: 'GET',
    url: `/stat/api/instance-log?processInstanceId=${id}`,
  });
  assert.equal(response.statusCode, 200, response.body);
  return response.body
    .trim()
    .split('\n')
    .map((line) => line.slice(20));
};

const searched = async (id: string) =>
  (
    await data<{ hits: { message: string }[] }>(server, tokens.acmeAdmin, {
      method: 'POST',
      url: '/stat/api/log',
      payload: { processInstanceId: id, size: 10 },
    })
  ).hits.map((hit) => hit.message);

describe("an instance's log order", () => {
  it('keeps the order written for lines of one time', async () => {
    assert.deepEqual(await simpleLog(tied), ['ran', 'completed']);
    // Newest first: the same order, backwards.
    assert.deepEqual(await searched(tied), ['completed', 'ran']);
  });

  it('puts lines written with their times in time order', async () => {
    assert.deepEqual(await simpleLog(seeded), ['started', 'failed (1 retry left)', 'completed']);
    assert.deepEqual(await searched(seeded), ['completed', 'failed (1 retry left)', 'started']);
  });

  it('streams a log longer than a chunk of one time without losing or repeating a line', async () => {
    const lines = await simpleLog(long);
    assert.equal(lines.length, LOG_CHUNK + 10);
    assert.deepEqual(
      lines,
      Array.from({ length: LOG_CHUNK + 10 }, (_, n) => `line ${n}`),
    );
  });
});
