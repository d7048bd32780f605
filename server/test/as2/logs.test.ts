import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { as2Logs } from '../../src/db/schema';
import { ACME, GLOBEX, startTestServer, type StartedServer } from '../harness';
import { as2State, callApi } from './fixtures';

let server: StartedServer;
const tokens = { acme: '', globex: '' };

/** 31 March 2024 22:30 UTC: already 1 April in Paris (UTC+2 since that night's DST change). */
const BASE = Date.UTC(2024, 2, 31, 22, 30);
const HOUR = 3600 * 1000;

type Row = typeof as2Logs.$inferInsert & { id?: number };
const acmeRows: Row[] = [];

function logRow(tenantId: number, i: number): Row {
  const send = i % 2 === 0;
  const status = i % 7 === 3 ? 'pending' : i % 5 === 1 ? 'failed' : 'success';
  const messageTimestamp = new Date(BASE - i * 5 * HOUR);
  return {
    tenantId,
    messageId:
      i === 9
        ? '<50%_off@SOUTHWIND>'
        : `<msg-${String(i).padStart(3, '0')}@${send ? 'ACME' : 'SOUTHWIND'}>`,
    direction: send ? 'send' : 'receive',
    portName: send ? 'SP_NORTH' : 'RP_SOUTH',
    as2From: send ? 'ACME' : 'SOUTHWIND',
    as2To: send ? 'NORTHWIND' : 'ACME',
    fileName: `file-${i}.edi`,
    size: 1000 + i,
    status,
    mdnStatus:
      status === 'success'
        ? 'processed'
        : status === 'failed'
          ? 'processed/error: decryption-failed'
          : null,
    errorMessage: status === 'failed' ? 'The partner could not decrypt the message' : null,
    messageTimestamp,
    mdnTimestamp: status === 'pending' ? null : new Date(messageTimestamp.getTime() + 3000),
  };
}

before(async () => {
  server = await startTestServer();
  tokens.acme = await server.login(ACME.sys.username, ACME.sys.password);
  tokens.globex = await server.login(GLOBEX.sys.username, GLOBEX.sys.password);
  // Inserted oldest first so that id order is not time order.
  const rows = Array.from({ length: 30 }, (_, i) => logRow(server.acme.tenantId, i)).reverse();
  const inserted = await server.db.insert(as2Logs).values(rows).returning();
  acmeRows.push(...inserted);
  await server.db.insert(as2Logs).values([0, 1, 2].map((i) => logRow(server.globex.tenantId, i)));
});
after(() => server?.close());

interface Page {
  list: { id: number; messageId: string; messageTimestamp: string }[];
  total: number;
  page: number;
  pageSize: number;
}

const query = (params: Record<string, string | number>, token = tokens.acme) =>
  callApi<Page>(server, token, {
    method: 'GET',
    url: '/as2/api/QueryLogs',
    query: Object.fromEntries(Object.entries(params).map(([k, v]) => [k, String(v)])),
  });

/** The expected ids, newest first. */
const expected = (keep: (row: Row) => boolean) =>
  acmeRows
    .filter(keep)
    .sort((a, b) => b.messageTimestamp.getTime() - a.messageTimestamp.getTime())
    .map((row) => row.id);

describe('GET /as2/api/QueryLogs', () => {
  it('answers the first 10 of the tenant, newest first, with the Log fields', async () => {
    const answer = await query({});
    assert.equal(answer.status, 200, answer.msg);
    assert.equal(answer.data.total, 30);
    assert.equal(answer.data.page, 1);
    assert.equal(answer.data.pageSize, 10);
    assert.deepEqual(
      answer.data.list.map((log) => log.id),
      expected(() => true).slice(0, 10),
    );
    const first = answer.data.list[0];
    assert.deepEqual(first, {
      id: first.id,
      messageId: '<msg-000@ACME>',
      type: 'send',
      name: 'SP_NORTH',
      from: 'ACME',
      to: 'NORTHWIND',
      fileName: 'file-0.edi',
      size: 1000,
      status: 'success',
      mdnStatus: 'processed',
      errorMessage: null,
      messageTimestamp: new Date(BASE).toISOString(),
      mdnTimestamp: new Date(BASE + 3000).toISOString(),
      demo: false,
    });
  });

  it('pages', async () => {
    const all = expected(() => true);
    const page3 = await query({ page: 3, pageSize: 7 });
    assert.deepEqual(
      page3.data.list.map((log) => log.id),
      all.slice(14, 21),
    );
    assert.deepEqual([page3.data.page, page3.data.pageSize, page3.data.total], [3, 7, 30]);
    const past = await query({ page: 9, pageSize: 10 });
    assert.deepEqual([past.data.list, past.data.total], [[], 30]);
    assert.equal((await query({ pageSize: 100 })).data.list.length, 30);
  });

  const filters: [string, Record<string, string>, (row: Row) => boolean][] = [
    ['type=send', { type: 'send' }, (row) => row.direction === 'send'],
    ['type=receive', { type: 'receive' }, (row) => row.direction === 'receive'],
    ['status=failed', { status: 'failed' }, (row) => row.status === 'failed'],
    ['status=pending', { status: 'pending' }, (row) => row.status === 'pending'],
    ['a port name part, any case', { partner: 'sp_nor' }, (row) => row.portName === 'SP_NORTH'],
    ['an AS2 identifier part', { partner: 'southw' }, (row) => row.as2From === 'SOUTHWIND'],
    ['an identifier on either side', { partner: 'Acme' }, () => true],
    ['a message id part', { messageId: 'MSG-01' }, (row) => row.messageId.startsWith('<msg-01')],
    ['% as text', { messageId: '%_' }, (row) => row.messageId === '<50%_off@SOUTHWIND>'],
    ['_ as text', { partner: 'H_' }, () => false],
    [
      'from (inclusive)',
      { from: new Date(BASE - 20 * HOUR).toISOString() },
      (row) => row.messageTimestamp.getTime() >= BASE - 20 * HOUR,
    ],
    [
      'to (inclusive)',
      { to: new Date(BASE - 50 * HOUR).toISOString() },
      (row) => row.messageTimestamp.getTime() <= BASE - 50 * HOUR,
    ],
    [
      'everything at once',
      {
        from: '2024-03-28T00:00:00Z',
        to: '2024-03-31T12:00:00+02:00',
        type: 'receive',
        status: 'success',
        partner: 'south',
      },
      (row) =>
        row.messageTimestamp.getTime() >= Date.UTC(2024, 2, 28) &&
        row.messageTimestamp.getTime() <= Date.UTC(2024, 2, 31, 10) &&
        row.direction === 'receive' &&
        row.status === 'success',
    ],
  ];
  for (const [what, params, keep] of filters) {
    it(`filters by ${what}`, async () => {
      const answer = await query({ ...params, pageSize: 100 });
      assert.equal(answer.status, 200, answer.msg);
      const ids = expected(keep);
      assert.deepEqual(
        answer.data.list.map((log) => log.id),
        ids,
      );
      assert.equal(answer.data.total, ids.length);
    });
  }

  it("never shows another tenant's logs", async () => {
    const globex = await query({ pageSize: 100 }, tokens.globex);
    assert.equal(globex.data.total, 3);
    const acmeIds = new Set(acmeRows.map((row) => row.id));
    assert.ok(globex.data.list.every((log) => !acmeIds.has(log.id)));
  });

  const invalid: [Record<string, string>, string][] = [
    [{ pageSize: '101' }, 'querystring.pageSize must be <= 100'],
    [{ pageSize: '0' }, 'querystring.pageSize must be >= 1'],
    [{ page: '0' }, 'querystring.page must be >= 1'],
    [{ page: 'two' }, 'querystring.page must be integer'],
    [{ from: 'yesterday' }, 'querystring.from must match format "date-time"'],
    [{ type: 'both' }, 'querystring.type must be equal to one of the allowed values'],
    [{ from: '2024-03-02T00:00:00Z', to: '2024-03-01T00:00:00Z' }, 'from must not be after to'],
  ];
  for (const [params, message] of invalid) {
    it(`refuses ${JSON.stringify(params)}`, async () => {
      const before = await as2State(server.db);
      const answer = await query(params);
      assert.deepEqual([answer.status, answer.msg, answer.data], [400, message, null]);
      assert.deepEqual(await as2State(server.db), before);
    });
  }
});

describe('GET /as2/api/logStats', () => {
  const stats = (params: Record<string, string>, token = tokens.acme) =>
    callApi<{ date: string; type: string; status: string; count: number }[]>(server, token, {
      method: 'GET',
      url: '/as2/api/logStats',
      query: params,
    });

  /** The same grouping computed here with Intl, as the oracle. */
  function oracle(tz: string, keep: (row: Row) => boolean = () => true) {
    const day = new Intl.DateTimeFormat('en-CA', {
      timeZone: tz,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    const counts = new Map<string, number>();
    for (const row of acmeRows.filter(keep)) {
      const key = [day.format(row.messageTimestamp), row.direction, row.status].join('|');
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    return [...counts.entries()]
      .map(([key, count]) => {
        const [date, type, status] = key.split('|');
        return { date, type, status, count };
      })
      .sort((a, b) =>
        `${a.date}|${a.type}|${a.status}`.localeCompare(`${b.date}|${b.type}|${b.status}`),
      );
  }

  it('counts per UTC day by default', async () => {
    const answer = await stats({});
    assert.equal(answer.status, 200, answer.msg);
    assert.deepEqual(answer.data, oracle('UTC'));
    assert.ok(
      answer.data.some((s) => s.date === '2024-03-31' && s.type === 'send' && s.count >= 1),
    );
    assert.ok(!answer.data.some((s) => s.date === '2024-04-01'));
  });

  for (const tz of ['Europe/Paris', 'America/New_York', 'Asia/Kolkata']) {
    it(`groups by the day in ${tz}`, async () => {
      const answer = await stats({ tz });
      assert.equal(answer.status, 200, answer.msg);
      assert.deepEqual(answer.data, oracle(tz));
    });
  }

  it('puts 22:30 UTC on 31 March into 1 April in Paris', async () => {
    const answer = await stats({
      tz: 'Europe/Paris',
      from: new Date(BASE).toISOString(),
      to: new Date(BASE).toISOString(),
    });
    assert.deepEqual(answer.data, [
      { date: '2024-04-01', type: 'send', status: 'success', count: 1 },
    ]);
  });

  it('applies the QueryLogs filters', async () => {
    const answer = await stats({ tz: 'Europe/Paris', type: 'receive', status: 'failed' });
    assert.deepEqual(
      answer.data,
      oracle('Europe/Paris', (row) => row.direction === 'receive' && row.status === 'failed'),
    );
    assert.ok(answer.data.length > 0);
  });

  it("counts only the caller's tenant", async () => {
    const answer = await stats({}, tokens.globex);
    assert.equal(
      answer.data.reduce((sum, s) => sum + s.count, 0),
      3,
    );
  });

  for (const tz of ['Mars/Olympus', '+01:00', 'Europe/Paris; drop table as2_logs']) {
    it(`refuses tz=${tz}`, async () => {
      const answer = await stats({ tz });
      assert.deepEqual(
        [answer.status, answer.msg],
        [400, 'tz must be an IANA time zone, such as Europe/Paris'],
      );
    });
  }
});
