import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { startTestServer, type StartedServer } from '../harness';
import { data, refused, statsRows, statsUsers } from './fixtures';

let server: StartedServer;
let tokens: Awaited<ReturnType<typeof statsUsers>>;

before(async () => {
  server = await startTestServer();
  tokens = await statsUsers(server);
  const { dailyStat } = statsRows(server);
  const acme = server.acme.tenantId;
  await dailyStat(acme, 'task', '2024-02-27', 'success', 40);
  await dailyStat(acme, 'task', '2024-02-27', 'failed', 2);
  await dailyStat(acme, 'task', '2024-02-29', 'success', 7);
  await dailyStat(acme, 'task', '2024-03-02', 'failed', 5);
  await dailyStat(acme, 'event', '2024-02-28', 'success', 11);
  await dailyStat(acme, 'event', '2024-02-28', 'failed', 1);
  // Outside the range the tests ask for: never counted.
  await dailyStat(acme, 'task', '2024-02-26', 'success', 1000);
  await dailyStat(acme, 'task', '2024-03-03', 'success', 1000);
  await dailyStat(server.globex.tenantId, 'task', '2024-02-28', 'success', 99);
});
after(() => server?.close());

const RANGE = 'from=2024-02-27%2000:00:00&to=2024-03-02%2023:59:59';
const stats = (path: string, query = RANGE, token = tokens.acmeAdmin) =>
  data<{ date: string; count: number }[]>(server, token, {
    method: 'GET',
    url: `/stat/api/${path}?${query}`,
  });

describe('GET /stat/api/{task|event}/{success|failed|total}', () => {
  it('answers one point per day of the range, 0 for days without counts (leap day included)', async () => {
    assert.deepEqual(await stats('task/success'), [
      { date: '2024-02-27', count: 40 },
      { date: '2024-02-28', count: 0 },
      { date: '2024-02-29', count: 7 },
      { date: '2024-03-01', count: 0 },
      { date: '2024-03-02', count: 0 },
    ]);
    assert.deepEqual(
      (await stats('task/failed')).map((point) => point.count),
      [2, 0, 0, 0, 5],
    );
    assert.deepEqual(
      (await stats('task/total')).map((point) => point.count),
      [42, 0, 7, 0, 5],
    );
  });

  it('keeps tasks and events apart', async () => {
    assert.deepEqual(
      (await stats('event/success')).map((point) => point.count),
      [0, 11, 0, 0, 0],
    );
    assert.deepEqual(
      (await stats('event/failed')).map((point) => point.count),
      [0, 1, 0, 0, 0],
    );
    assert.deepEqual(
      (await stats('event/total')).map((point) => point.count),
      [0, 12, 0, 0, 0],
    );
  });

  it('lists the days of from and to whatever their time, and a single day', async () => {
    const points = await stats(
      'task/success',
      'from=2024-02-29%2023:59:59&to=2024-02-29%2023:59:59',
    );
    assert.deepEqual(points, [{ date: '2024-02-29', count: 7 }]);
    const twoDays = await stats(
      'task/success',
      'from=2024-02-26%2023:00:00&to=2024-02-27%2001:00:00',
    );
    assert.deepEqual(twoDays, [
      { date: '2024-02-26', count: 1000 },
      { date: '2024-02-27', count: 40 },
    ]);
  });

  it('answers a full year of zeros for a tenant without statistics', async () => {
    const points = await stats(
      'task/total',
      'from=2024-01-01%2000:00:00&to=2024-12-31%2023:59:59',
      tokens.globexAdmin,
    );
    assert.equal(points.length, 366);
    assert.equal(points[0].date, '2024-01-01');
    assert.equal(points[365].date, '2024-12-31');
    // Globex's only row is its own; Acme's counts never show.
    assert.deepEqual(
      points.filter((point) => point.count !== 0),
      [{ date: '2024-02-28', count: 99 }],
    );
  });

  it('refuses bad ranges and dates with a message', async () => {
    const bad = (query: string, msg: string | RegExp) =>
      refused(
        server,
        tokens.acmeAdmin,
        { method: 'GET', url: `/stat/api/task/success?${query}` },
        400,
        msg,
      );
    await bad('from=2024-03-02%2000:00:00&to=2024-03-01%2000:00:00', 'from must not be after to');
    await bad(
      'from=2024-02-30%2000:00:00&to=2024-03-01%2000:00:00',
      'from must be a UTC time as YYYY-MM-DD HH:mm:ss, not "2024-02-30 00:00:00"',
    );
    await bad(
      'from=2024-03-01%2000:00:00&to=yesterday',
      'to must be a UTC time as YYYY-MM-DD HH:mm:ss, not "yesterday"',
    );
    await bad('from=2024-03-01%2024:00:00&to=2024-03-02%2000:00:00', /^from must be a UTC time/);
    await bad(
      'from=2023-01-01%2000:00:00&to=2024-01-02%2000:00:00',
      'The range covers 367 days; at most 366 are allowed',
    );
    await bad('to=2024-03-01%2000:00:00', 'querystring.from is required');
  });
});
