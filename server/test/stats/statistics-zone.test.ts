import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { engineApi } from '../engine/api';
import { oneTask } from '../engine/bpmn';
import { startTestServer, type StartedServer } from '../harness';
import { data, refused, statsRows, statsUsers } from './fixtures';

/**
 * The statistics' days are the days of the caller's time zone (tz): the rollup's quarter-hours
 * are grouped by the day they start on in that zone, so a user in Paris choosing 21 → 27
 * November gets 7 points, and an outcome at 23:30 UTC counts on the next day.
 */
let server: StartedServer;
let tokens: Awaited<ReturnType<typeof statsUsers>>;

before(async () => {
  server = await startTestServer();
  tokens = await statsUsers(server);
  const { dailyStat } = statsRows(server);
  const acme = server.acme.tenantId;
  // Paris is UTC+1 in November.
  await dailyStat(acme, 'task', '2024-11-20T22:45:00Z', 'success', 100); // 20th, 23:45 in Paris
  await dailyStat(acme, 'task', '2024-11-20T23:30:00Z', 'success', 3); // 21st, 00:30 in Paris
  await dailyStat(acme, 'task', '2024-11-21T22:45:00Z', 'success', 5); // 21st, 23:45 in Paris
  await dailyStat(acme, 'task', '2024-11-21T23:30:00Z', 'failed', 1); // 22nd, 00:30 in Paris
  await dailyStat(acme, 'task', '2024-11-27T23:00:00Z', 'success', 2); // 28th, 00:00 in Paris
  // Kathmandu is UTC+5:45: its midnight of the 22nd is 18:15 UTC on the 21st.
  await dailyStat(acme, 'event', '2024-11-21T18:00:00Z', 'success', 4);
  await dailyStat(acme, 'event', '2024-11-21T18:15:00Z', 'success', 6);
});
after(() => server?.close());

/** Paris's 21 → 27 November as the console sends it: its midnights as UTC times. */
const PARIS_WEEK = 'from=2024-11-20%2023:00:00&to=2024-11-27%2022:59:59';

const stats = (path: string, query: string) =>
  data<{ date: string; count: number }[]>(server, tokens.acmeAdmin, {
    method: 'GET',
    url: `/stat/api/${path}?${query}`,
  });

describe('GET /stat/api/{task|event}/{outcome}?tz=', () => {
  it("answers 7 points for 7 days of the user's zone, each outcome on its local day", async () => {
    const points = await stats('task/success', `${PARIS_WEEK}&tz=Europe/Paris`);
    assert.deepEqual(points, [
      { date: '2024-11-21', count: 8 },
      { date: '2024-11-22', count: 0 },
      { date: '2024-11-23', count: 0 },
      { date: '2024-11-24', count: 0 },
      { date: '2024-11-25', count: 0 },
      { date: '2024-11-26', count: 0 },
      { date: '2024-11-27', count: 0 },
    ]);
    assert.deepEqual((await stats('task/total', `${PARIS_WEEK}&tz=Europe/Paris`)).slice(0, 2), [
      { date: '2024-11-21', count: 8 },
      { date: '2024-11-22', count: 1 },
    ]);
  });

  it('keeps UTC days when no zone is given, as callers before the zone did', async () => {
    const points = await stats('task/success', PARIS_WEEK);
    assert.equal(points.length, 8);
    assert.deepEqual(points[0], { date: '2024-11-20', count: 103 });
    assert.deepEqual(points[1], { date: '2024-11-21', count: 5 });
    assert.deepEqual(points[7], { date: '2024-11-27', count: 2 });
  });

  it('splits days on a zone whose offset is not whole hours', async () => {
    const points = await stats(
      'event/success',
      'from=2024-11-20%2018:15:00&to=2024-11-22%2018:14:59&tz=Asia/Kathmandu',
    );
    assert.deepEqual(points, [
      { date: '2024-11-21', count: 4 },
      { date: '2024-11-22', count: 6 },
    ]);
  });

  it("counts what the engine does now on today's point of the zone", async () => {
    const engine = engineApi(server, tokens.acmeAdmin);
    await engine.deploy('counted.bpmn', oneTask('counted', 'counted-work'));
    await engine.start('counted');
    const now = new Date();
    const day = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Asia/Tokyo' }).format(now);
    const at = now.toISOString().slice(0, 19).replace('T', ' ');
    const points = await stats('event/success', `from=${at}&to=${at}&tz=Asia/Tokyo`);
    assert.deepEqual(points, [{ date: day, count: 1 }]);
  });

  it('refuses a zone that is not an IANA name', async () => {
    const bad = (tz: string) =>
      refused(
        server,
        tokens.acmeAdmin,
        { method: 'GET', url: `/stat/api/task/total?${PARIS_WEEK}&tz=${tz}` },
        400,
        `tz must be an IANA time zone such as Europe/Paris, not "${decodeURIComponent(tz)}"`,
      );
    await bad('Mars/Olympus');
    // An offset reads east of UTC to Intl and west of it to PostgreSQL: refused, not guessed.
    await bad('%2B01:00');
    await bad('Europe%2FParis%3B%20drop%20table%20bp');
  });
});
