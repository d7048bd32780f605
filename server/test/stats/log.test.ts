import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { and, desc, eq, sql } from 'drizzle-orm';
import { engineLogs } from '../../src/db/schema';
import type { LogSearchAnswer } from '../../src/modules/stats/log-search';
import { startTestServer, type StartedServer } from '../harness';
import { data, refused, statsRows, statsUsers, type LogInput } from './fixtures';

let server: StartedServer;
let tokens: Awaited<ReturnType<typeof statsUsers>>;

/** Microseconds past a second: lines that share a millisecond, or even a microsecond. */
const micro = (text: string) => sql`${text}::timestamptz` as unknown as Date;

before(async () => {
  server = await startTestServer();
  tokens = await statsUsers(server);
  const { logs } = statsRows(server);
  const lines: LogInput[] = [];
  for (let n = 0; n < 12; n++) {
    lines.push({
      timestamp: new Date(Date.UTC(2024, 4, 1, 8, 0, n % 4)),
      message: `Instance ${n} started`,
      processInstanceId: `pi-${n % 3}`,
    });
  }
  lines.push(
    { timestamp: micro('2024-05-01 08:00:05.000100+00'), level: 'warn', message: 'Retry 1 of 3' },
    { timestamp: micro('2024-05-01 08:00:05.000900+00'), level: 'warn', message: 'Retry 2 of 3' },
    { timestamp: micro('2024-05-01 08:00:05.000900+00'), level: 'error', message: '100% failed_x' },
    {
      timestamp: micro('2024-05-01 08:00:05.000400+00'),
      level: 'error',
      source: 'worker',
      message: 'HTTP 502 from partner',
      processInstanceId: 'pi-1',
      activityId: 'send',
    },
    { timestamp: new Date('2024-05-01T07:00:00Z'), source: 'server', message: 'Server started' },
  );
  await logs(server.acme.tenantId, lines);
  await logs(server.globex.tenantId, [
    { timestamp: new Date('2024-05-01T08:00:00Z'), message: 'Globex instance started' },
  ]);
});
after(() => server?.close());

const search = (body: object, token = tokens.acmeAdmin) =>
  data<LogSearchAnswer>(server, token, { method: 'POST', url: '/stat/api/log', payload: body });

/** Every page of a search, following searchAfter. */
async function allPages(body: object) {
  const offsets: number[] = [];
  let searchAfter: LogSearchAnswer['searchAfter'] = null;
  let pages = 0;
  do {
    const answer: LogSearchAnswer = await search({
      ...body,
      ...(searchAfter ? { searchAfter } : {}),
    });
    offsets.push(...answer.hits.map((hit) => hit.offset));
    searchAfter = answer.searchAfter;
    pages++;
  } while (searchAfter && pages < 50);
  return { offsets, pages };
}

/** The ids of Acme's lines as the database orders them. */
const expectedOrder = async () =>
  (
    await server.db
      .select({ id: engineLogs.id })
      .from(engineLogs)
      .where(and(eq(engineLogs.tenantId, server.acme.tenantId)))
      .orderBy(desc(engineLogs.timestamp), desc(engineLogs.id))
  ).map((row) => row.id);

describe('POST /stat/api/log', () => {
  it('pages with search-after through every line exactly once, newest first', async () => {
    const expected = await expectedOrder();
    assert.equal(expected.length, 17);
    for (const size of [1, 4, 5, 17, 200]) {
      const { offsets, pages } = await allPages({ size });
      assert.deepEqual(offsets, expected, `size ${size}`);
      assert.equal(pages, Math.max(1, Math.ceil(17 / size)), `size ${size}: no empty last page`);
    }
  });

  it('answers the hit fields and the sort values', async () => {
    const first = await search({ size: 3 });
    assert.deepEqual(Object.keys(first).sort(), ['hits', 'searchAfter']);
    assert.equal(first.hits[0].message, '100% failed_x');
    assert.equal(first.hits[1].message, 'Retry 2 of 3');
    const [worker] = (await search({ source: 'worker' })).hits;
    assert.deepEqual(worker, {
      offset: worker.offset,
      timestamp: '2024-05-01T08:00:05.000Z',
      level: 'error',
      source: 'worker',
      processInstanceId: 'pi-1',
      activityId: 'send',
      message: 'HTTP 502 from partner',
      sort: [Date.UTC(2024, 4, 1, 8, 0, 5) + 0.4, worker.offset],
    });
    assert.deepEqual(first.searchAfter, first.hits[2].sort);
  });

  it('filters by text, level, source, instance and time', async () => {
    const messages = async (body: object) =>
      (await search({ size: 50, ...body })).hits.map((hit) => hit.message);
    assert.deepEqual(await messages({ query: 'RETRY' }), ['Retry 2 of 3', 'Retry 1 of 3']);
    assert.deepEqual(await messages({ query: '100%' }), ['100% failed_x']);
    assert.deepEqual(await messages({ query: '0%' }), ['100% failed_x']);
    assert.deepEqual(await messages({ query: 'd_x' }), ['100% failed_x']);
    assert.deepEqual(await messages({ query: 'ed_' }), ['100% failed_x']);
    assert.deepEqual(await messages({ query: 'e%' }), []);
    assert.deepEqual(await messages({ level: 'error' }), [
      '100% failed_x',
      'HTTP 502 from partner',
    ]);
    assert.deepEqual(await messages({ source: 'server' }), ['Server started']);
    assert.equal((await messages({ processInstanceId: 'pi-1' })).length, 5);
    assert.deepEqual(await messages({ from: '2024-05-01 06:00:00', to: '2024-05-01 07:59:59' }), [
      'Server started',
    ]);
    const filtered = await allPages({ size: 2, processInstanceId: 'pi-0', level: 'info' });
    assert.equal(filtered.offsets.length, 4);
    assert.equal(new Set(filtered.offsets).size, 4);
  });

  it('shows Globex only its own lines', async () => {
    const answer = await search({ size: 200 }, tokens.globexAdmin);
    assert.deepEqual(
      answer.hits.map((hit) => hit.message),
      ['Globex instance started'],
    );
    assert.equal(answer.searchAfter, null);
  });

  it('refuses bad bodies with a message', async () => {
    const bad = (payload: object, msg: string) =>
      refused(
        server,
        tokens.acmeAdmin,
        { method: 'POST', url: '/stat/api/log', payload },
        400,
        msg,
      );
    await bad({ size: 0 }, 'body.size must be >= 1');
    await bad({ size: 201 }, 'body.size must be <= 200');
    await bad({ level: 'loud' }, 'body.level must be equal to one of the allowed values');
    await bad({ searchAfter: [1] }, 'body.searchAfter must NOT have fewer than 2 items');
    await bad({ searchAfter: [1, 2, 3] }, 'body.searchAfter must NOT have more than 2 items');
    await bad(
      { from: '2024-05-02 00:00:00', to: '2024-05-01 00:00:00' },
      'from must not be after to',
    );
    await bad(
      { searchAfter: [1e300, 5] },
      'searchAfter must be [timestampMillis, offset] from a previous answer',
    );
    await bad({ from: '1 May' }, 'from must be a UTC time as YYYY-MM-DD HH:mm:ss, not "1 May"');
  });
});
