import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { USAGE_URLS } from '@console/shared/contract';
import { engineApi } from '../engine/api';
import { oneTask } from '../engine/bpmn';
import { ACME, GLOBEX, startTestServer, type StartedServer } from '../harness';
import { accountApi, testUsage, thisMonth, today, todayOf } from './api';

/**
 * /account/usage and /account/billing through the real API: the counters a start, an end, a
 * script run and an upload move, per UTC day and per tenant; the statement and its CSV; who may
 * read them and who may change a plan.
 */
let server: StartedServer;
const tokens: Record<string, string> = {};

before(async () => {
  server = await startTestServer({ usage: testUsage() });
  tokens.acmeAdmin = await server.login(ACME.admin.username, ACME.admin.password);
  tokens.acmeSys = await server.login(ACME.sys.username, ACME.sys.password);
  tokens.globexAdmin = await server.login(GLOBEX.admin.username, GLOBEX.admin.password);
  tokens.globexSys = await server.login(GLOBEX.sys.username, GLOBEX.sys.password);
});
after(() => server.close());

describe('usage counters', () => {
  it('count a start, an end, a script run, an upload and the API calls on the UTC day', async () => {
    const acme = accountApi(server, tokens.acmeAdmin);
    const earlier = todayOf(await acme.usage());
    const engine = engineApi(server, tokens.acmeAdmin);
    await engine.deploy('usage-flow.bpmn', oneTask('usage-flow', 'usage-topic'));
    await engine.start('usage-flow');
    await engine.start('usage-flow');
    const [task] = await engine.fetch('usage-topic', 'usage-worker', 1);
    await engine.complete(task.id, {}, 'usage-worker');
    assert.equal((await acme.dryRun('return 1')).statusCode, 200);
    assert.equal((await acme.upload('usage.csv', 'a,b\n1,2\n')).statusCode, 200);

    const report = await acme.usage();
    assert.equal(report.timeZone, 'UTC');
    assert.equal(report.days.length, 30, 'the last 30 days by default');
    assert.equal(report.to, today());
    const now = todayOf(report);
    assert.equal(now.instancesStarted - earlier.instancesStarted, 2);
    assert.equal(now.instancesEnded - earlier.instancesEnded, 1);
    assert.equal(now.scriptRuns - earlier.scriptRuns, 1);
    assert.equal(now.fileStoreBytes - earlier.fileStoreBytes, 8);
    // deploy, 2 starts, fetch, complete, dry run, upload and the first usage read at least.
    assert.ok(now.apiCalls - earlier.apiCalls >= 8, `API calls ${now.apiCalls - earlier.apiCalls}`);
    assert.equal(report.totals.instancesStarted, now.instancesStarted);
    assert.equal(report.plan, 'standard');
    const started = report.quotas.find((quota) => quota.quota === 'instancesStarted');
    assert.deepEqual(started, {
      quota: 'instancesStarted',
      used: 2,
      limit: 100_000,
      exceeded: false,
    });
  });

  it("keep each tenant's figures to itself", async () => {
    const globex = todayOf(await accountApi(server, tokens.globexAdmin).usage());
    assert.equal(globex.instancesStarted, 0);
    assert.equal(globex.scriptRuns, 0);
    assert.equal(globex.fileStoreBytes, 0);
  });

  it('are readable by the sys user of the tenant too, over a chosen range', async () => {
    const report = await accountApi(server, tokens.acmeSys).usage(`?from=${today()}&to=${today()}`);
    assert.equal(report.days.length, 1);
    assert.equal(report.days[0].values.instancesStarted, 2);
  });

  it('answer a bad range with a 400 naming what is wrong', async () => {
    const cases: [string, RegExp][] = [
      ['?from=2024-02-30&to=2024-03-01', /from must be a day as YYYY-MM-DD/],
      ['?from=2024-03-02&to=2024-03-01', /from must not be after to/],
      ['?from=2020-01-01&to=2024-01-01', /at most 366 days/],
      ['?from=yesterday', /from/],
    ];
    for (const [query, message] of cases) {
      const response = await server.call(tokens.acmeAdmin, {
        method: 'GET',
        url: `${USAGE_URLS.usage}${query}`,
      });
      assert.equal(response.statusCode, 400, query);
      assert.match(response.json<{ msg: string }>().msg, message);
    }
  });
});

describe('the statement', () => {
  it("prices the month's usage against the plan, and comes as CSV with a header row", async () => {
    const statement = await accountApi(server, tokens.acmeAdmin).statement(thisMonth());
    assert.equal(statement.plan, 'standard');
    const starts = statement.lines.find((line) => line.quota === 'instancesStarted');
    assert.deepEqual(starts, {
      quota: 'instancesStarted',
      quantity: 2,
      included: 100_000,
      over: 0,
      unit: 1000,
      unitPrice: 80,
      amount: 0,
    });
    assert.equal(statement.total, statement.monthlyFee);
    const csv = await server.call(tokens.acmeAdmin, {
      method: 'GET',
      url: `${USAGE_URLS.statementCsv}?month=${thisMonth()}`,
    });
    assert.equal(csv.statusCode, 200);
    assert.match(String(csv.headers['content-type']), /text\/csv/);
    assert.match(String(csv.headers['content-disposition']), /statement-\d{4}-\d{2}\.csv/);
    const rows = csv.body.trim().split('\r\n');
    assert.equal(
      rows[0],
      'month,plan,item,quantity,included,over,unit,unit price (USD),amount (USD)',
    );
    assert.ok(rows.includes(`${thisMonth()},standard,instancesStarted,2,100000,0,1000,0.80,0.00`));
    assert.equal(rows.at(-1), `${thisMonth()},standard,total,,,,,,49.00`);
  });

  it('refuses a month that is none', async () => {
    for (const month of ['2024-13', '24-01', '']) {
      const response = await server.call(tokens.acmeAdmin, {
        method: 'GET',
        url: `${USAGE_URLS.statement}?month=${month}`,
      });
      assert.equal(response.statusCode, 400, month);
    }
  });
});

describe('plans', () => {
  it("change only by a sys user of the platform's own tenant (the oldest)", async () => {
    const { globex } = server;
    const refused = await accountApi(server, tokens.globexSys).setPlan(
      globex.tenantId,
      'enterprise',
    );
    assert.equal(refused.statusCode, 403);
    assert.match(refused.json<{ msg: string }>().msg, /platform's own tenant/);
    assert.equal(
      (await accountApi(server, tokens.acmeAdmin).setPlan(globex.tenantId, 'free')).statusCode,
      403,
    );
    const platform = accountApi(server, tokens.acmeSys);
    assert.equal((await platform.setPlan(999_999, 'free')).statusCode, 404);
    assert.equal((await platform.setPlan(globex.tenantId, 'gold')).statusCode, 400);
    assert.equal((await platform.setPlan(globex.tenantId, 'enterprise')).statusCode, 200);
    const view = await accountApi(server, tokens.globexAdmin).plan();
    assert.equal(view.plan, 'enterprise');
    assert.equal(view.mayChange, false);
    assert.equal((await platform.plan()).mayChange, true);
    assert.equal((await accountApi(server, tokens.acmeAdmin).plan()).plan, 'standard');
  });
});
