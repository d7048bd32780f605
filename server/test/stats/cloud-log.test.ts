import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { CloudLogPage } from '../../src/modules/stats/cloud-log';
import { startTestServer, type StartedServer } from '../harness';
import { data, refused, statsRows, statsUsers, type LogInput } from './fixtures';

let server: StartedServer;
let tokens: Awaited<ReturnType<typeof statsUsers>>;

before(async () => {
  server = await startTestServer();
  tokens = await statsUsers(server);
  const { logs } = statsRows(server);
  const lines: LogInput[] = [];
  const levels = ['info', 'warn', 'error', 'debug'];
  for (let n = 0; n < 20; n++) {
    lines.push({
      // Two lines per second: ties broken by id.
      timestamp: new Date(Date.UTC(2024, 4, 1, 9, 0, Math.floor(n / 2))),
      level: levels[n % 4],
      source: n % 5 === 0 ? 'worker' : 'engine',
      message: `Line ${n} of order PO-${n % 3}`,
      processInstanceId: n % 2 ? `pi-${n % 3}` : null,
      activityId: n % 5 === 0 ? 'send' : null,
    });
  }
  await logs(server.acme.tenantId, lines);
  await logs(server.globex.tenantId, [
    { timestamp: new Date('2024-05-01T09:00:00Z'), level: 'error', message: 'Line of Globex' },
  ]);
});
after(() => server?.close());

const first = (body: object, token = tokens.acmeAdmin) =>
  data<CloudLogPage>(server, token, { method: 'POST', url: '/stat/api/cloud/log', payload: body });
const paging = (payload: object | undefined, query = '') =>
  data<CloudLogPage>(server, tokens.acmeAdmin, {
    method: 'POST',
    url: `/stat/api/cloud/log/paging${query}`,
    ...(payload ? { payload } : {}),
  });

/** The messages of every page of a query. */
async function allMessages(query: string, pageSize: number) {
  let page = await first({ query, pageSize });
  const messages = page.entries.map((entry) => entry.textPayload);
  for (let n = 0; page.nextPageToken && n < 30; n++) {
    // Alternate the two ways of sending the token.
    page =
      n % 2
        ? await paging({ query, token: page.nextPageToken })
        : await paging(undefined, `?token=${encodeURIComponent(page.nextPageToken)}`);
    messages.push(...page.entries.map((entry) => entry.textPayload));
  }
  return messages;
}

const lineNumbers = (messages: string[]) => messages.map((text) => Number(text.split(' ')[1]));

describe('POST /stat/api/cloud/log and /paging', () => {
  it('answers LogEntry objects, newest first', async () => {
    const page = await first({ pageSize: 2 });
    assert.deepEqual(page.entries[0], {
      insertId: page.entries[0].insertId,
      logName: 'logs/engine',
      timestamp: '2024-05-01T09:00:09.000000Z',
      severity: 'DEBUG',
      textPayload: 'Line 19 of order PO-1',
      labels: { level: 'debug', source: 'engine', processInstanceId: 'pi-1' },
    });
    assert.equal(page.entries[1].textPayload, 'Line 18 of order PO-0');
    assert.equal(typeof page.nextPageToken, 'string');
  });

  it('pages through every line exactly once with the page tokens', async () => {
    const expected = Array.from({ length: 20 }, (_, n) => 19 - n);
    for (const size of [1, 3, 7, 20, 50]) {
      assert.deepEqual(lineNumbers(await allMessages('', size)), expected, `pageSize ${size}`);
    }
  });

  it('filters with the filter language', async () => {
    const lines = async (query: string) => lineNumbers(await allMessages(query, 4));
    assert.deepEqual(await lines('severity>=ERROR'), [18, 14, 10, 6, 2]);
    assert.deepEqual(await lines('severity=WARNING'), [17, 13, 9, 5, 1]);
    assert.deepEqual(await lines('severity<INFO'), [19, 15, 11, 7, 3]);
    assert.deepEqual(await lines('labels.source="worker"'), [15, 10, 5, 0]);
    assert.deepEqual(await lines('labels.source="worker" AND severity>=WARNING'), [10, 5]);
    assert.deepEqual(await lines('labels.processInstanceId="pi-2" labels.activityId=send'), [5]);
    assert.deepEqual(await lines('textPayload:"PO-2" AND severity=DEBUG'), [11]);
    assert.deepEqual(await lines('"order po-0" line'), [18, 15, 12, 9, 6, 3, 0]);
    assert.deepEqual(
      await lines('timestamp>="2024-05-01T09:00:08Z" AND timestamp<="2024-05-01 09:00:09"'),
      [19, 18, 17, 16],
    );
  });

  it('shows Globex only its own lines', async () => {
    const page = await first({}, tokens.globexAdmin);
    assert.deepEqual(
      page.entries.map((entry) => entry.textPayload),
      ['Line of Globex'],
    );
    assert.equal(page.nextPageToken, null);
  });

  it('refuses unknown terms, bad tokens and a token of another query', async () => {
    const url = '/stat/api/cloud/log';
    const token = (await first({ query: 'severity>=ERROR', pageSize: 1 })).nextPageToken ?? '';
    const bad = (path: string, payload: object, msg: string) =>
      refused(server, tokens.acmeAdmin, { method: 'POST', url: url + path, payload }, 400, msg);
    await bad(
      '',
      { query: 'resource.type="gce"' },
      'query: "resource.type="gce"" is not supported; use severity, timestamp, labels.source, ' +
        'labels.processInstanceId, labels.activityId, textPayload:"…" or words, joined by AND',
    );
    await bad(
      '',
      { query: 'severity>=LOUD' },
      'query: severity must be one of DEFAULT, DEBUG, INFO, NOTICE, WARNING, ERROR, CRITICAL',
    );
    await bad(
      '',
      { query: 'timestamp>="yesterday"' },
      'query: timestamp "yesterday" is not an RFC 3339 time',
    );
    await bad('', { pageSize: 0 }, 'body.pageSize must be >= 1');
    await bad('/paging', {}, 'token is required');
    await bad(
      '/paging',
      { token: 'bm90IGEgdG9rZW4' },
      'token is not a page token from a previous answer',
    );
    await bad(
      '/paging',
      { token, query: 'severity>=WARNING' },
      'token belongs to another query; start again with POST /stat/api/cloud/log',
    );
    const next = await paging({ token, query: 'severity>=ERROR' });
    assert.deepEqual(lineNumbers(next.entries.map((entry) => entry.textPayload)), [14]);
  });
});

describe('GET /loki/api/v1/labels', () => {
  const labels = (query: string, token = tokens.acmeAdmin) =>
    server.call(token, { method: 'GET', url: `/loki/api/v1/labels${query}` });
  const nanos = (iso: string) => `${Date.parse(iso)}000000`;

  it("answers Loki's shape with the labels of the lines in the range", async () => {
    const day = `?start=${nanos('2024-05-01T00:00:00Z')}&end=${nanos('2024-05-02T00:00:00Z')}`;
    const response = await labels(day);
    assert.equal(response.statusCode, 200);
    assert.deepEqual(response.json(), {
      status: 'success',
      data: ['activityId', 'level', 'processInstanceId', 'source'],
    });
    assert.deepEqual((await labels(day, tokens.globexAdmin)).json(), {
      status: 'success',
      data: ['level', 'source'],
    });
    const rfc = '?start=2024-05-01T09:00:09Z&end=2024-05-01T09:00:09Z';
    assert.deepEqual((await labels(rfc)).json().data, ['level', 'processInstanceId', 'source']);
  });

  it('defaults to the last six hours, and refuses bad times', async () => {
    assert.deepEqual((await labels('')).json(), { status: 'success', data: [] });
    await refused(
      server,
      tokens.acmeAdmin,
      { method: 'GET', url: '/loki/api/v1/labels?start=soon' },
      400,
      'start must be nanoseconds since 1970 or an RFC 3339 time',
    );
  });
});
