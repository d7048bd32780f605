import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { startWorkerServer, type WorkerFlows } from '../connectors/worker-flows';
import { startTestServer, ACME, type StartedServer } from '../harness';
import { RUN_CAPS } from '../../src/modules/scripts/run-caps';

/**
 * Issue 22 §2: one tenant cannot stall the others. Tenant code runs in the script pool's
 * threads; a tenant runs at most half of them at once (one here, of the default two), waits in
 * turn beyond that and is answered 429 past its queue; a mapping's regular expression that
 * backtracks for ever has its thread ended at its limit. Runs' logs and answers are capped.
 */
let acme: WorkerFlows;
let globex: WorkerFlows;
let shared: StartedServer;
let close: (() => Promise<void>) | undefined;

before(async () => {
  ({ acme, globex, close, server: shared } = await startWorkerServer());
});
after(async () => close?.());

type DryRun = { ok: boolean; output: unknown; logs: string[]; error: { message: string } | null };
const dryRun = (flows: WorkerFlows, payload: object) =>
  flows.api.call<DryRun>({ method: 'POST', url: '/api/script/dryRun', payload });

/** About 10⁹ steps: endless, as far as a run's time limit is concerned. */
const ENDLESS = `def l = [1]
for (i in [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]) { l = l + l }
def n = 0
for (a in l) { for (b in l) { for (c in l) { n = n + 1 } } }
return n`;

const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[
    Math.min(values.length - 1, Math.ceil((p / 100) * values.length) - 1)
  ];

async function timed<T>(work: () => Promise<T>) {
  const started = performance.now();
  await work();
  return performance.now() - started;
}

/** Globex's package connector (CSV to rows) on a flow: the time from start to end of one instance. */
async function connectorInstanceMs() {
  const id = await globex.start('stall-check', {
    csv: { value: 'sku;qty\nA;2\n', type: 'String' },
  });
  const started = performance.now();
  await globex.ended(id, 20_000);
  return performance.now() - started;
}

describe('20 endless runs of one tenant in flight', () => {
  it("leave another tenant's API and connector instance as fast as alone", async (t) => {
    const connector = await globex.api.call<{ id: number }>({
      method: 'POST',
      url: '/api/connector',
      headers: { version: '1.2' },
      payload: {
        name: 'CSV rows',
        timeout: 5000,
        packageId: 'transform',
        commandId: 'csv-to-json',
        parameters: { sourceVariable: 'csv', targetVariable: 'rows', separator: ';' },
      },
    });
    await globex.ended(
      await globex.run('stall-check', 'Command', connector.id, {
        csv: { value: 'sku;qty\nA;2\n', type: 'String' },
      }),
    );
    const alone = Math.min(await connectorInstanceMs(), await connectorInstanceMs());

    const endless = Array.from({ length: 20 }, () =>
      dryRun(acme, { script: ENDLESS, timeout: 4000 }).catch((error: Error) => error),
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    const latencies: number[] = [];
    for (let i = 0; i < 40; i++) {
      latencies.push(
        await timed(() => globex.api.call({ method: 'GET', url: '/api/credentialList' })),
      );
    }
    const loaded = await connectorInstanceMs();
    const p95 = percentile(latencies, 95);
    t.diagnostic(
      `credentialList p50 ${percentile(latencies, 50).toFixed(1)} ms, p95 ${p95.toFixed(1)} ms; connector instance alone ${alone.toFixed(0)} ms, with the 20 runs ${loaded.toFixed(0)} ms`,
    );
    assert.ok(p95 < 100, `p95 ${p95.toFixed(1)} ms`);
    assert.ok(
      loaded < alone + 1000,
      `alone ${alone.toFixed(0)} ms, loaded ${loaded.toFixed(0)} ms`,
    );

    // The endless runs end at their limit, one at a time; those that waited too long are 429s.
    const answers = await Promise.all(endless);
    const stopped = answers.filter(
      (a) => !(a instanceof Error) && /ran longer than 4000 ms/.test(a.error?.message ?? ''),
    );
    assert.ok(stopped.length >= 1, JSON.stringify(answers.slice(0, 2)));
    for (const answer of answers) {
      if (answer instanceof Error) assert.match(answer.message, /429|script thread/);
    }
  });
});

describe('what a run may produce', () => {
  it('cuts a log past its caps and says so', async () => {
    const run = await dryRun(acme, {
      script:
        `def line = 'x'\nfor (i in [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20]) { line = line + line }\nfor (i in (0..79).toList()) { log(line) }\nreturn 1`.replace(
          '(0..79).toList()',
          JSON.stringify(Array.from({ length: 80 }, (_, i) => i)),
        ),
    });
    assert.equal(run.ok, true, JSON.stringify(run.error));
    const bytes = run.logs.reduce((sum, line) => sum + line.length, 0);
    assert.ok(bytes <= RUN_CAPS.logBytes + 200, `${bytes} bytes of log`);
    assert.match(run.logs[0], /cut at 16384 characters/);
    assert.match(run.logs.at(-1) ?? '', /more log line\(s\) cut: a run keeps at most 1000 lines/);
  });

  it('refuses an answer larger than the cap with a message naming it', async () => {
    const run = await dryRun(acme, {
      script: `def s = 'x'\nfor (i in [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24]) { s = s + s }\nreturn s`,
    });
    assert.equal(run.ok, false);
    assert.match(
      run.error?.message ?? '',
      new RegExp(
        `answered \\d+ characters of JSON; a run may answer at most ${RUN_CAPS.outputChars}`,
      ),
    );
  });
});

describe('mappings', () => {
  it('stops a regular expression that backtracks for ever at its limit, and the next preview answers', async () => {
    const elapsed = await timed(async () => {
      const response = await shared.call(acme.api.token, {
        method: 'POST',
        url: '/api/mappingConnector/preview',
        payload: {
          expression: '$match("aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa!", /^(a+)+$/)',
          sample: {},
        },
      });
      assert.equal(response.statusCode, 400);
      assert.match(response.body, /ran longer than 2000 ms/);
    });
    assert.ok(elapsed < 4000, `${elapsed.toFixed(0)} ms`);
    const next = await acme.api.call<{ output: unknown }>({
      method: 'POST',
      url: '/api/mappingConnector/preview',
      payload: { expression: '{"total": a + b}', sample: { a: 1, b: 2 } },
    });
    assert.deepEqual(next.output, { total: 3 });
  });
});

describe("a tenant's queue", () => {
  let server: StartedServer;
  before(async () => {
    server = await startTestServer({
      scriptPool: { threads: 2, tenantRunning: 1, tenantQueued: 2 },
    });
  });
  after(async () => server?.close());

  it('answers 429 past its waiting runs, naming the limits', async () => {
    const token = await server.login(ACME.admin.username, ACME.admin.password);
    const run = () =>
      server.call(token, {
        method: 'POST',
        url: '/api/script/dryRun',
        payload: { script: ENDLESS, timeout: 1500 },
      });
    const first = [run(), run(), run()];
    await new Promise((resolve) => setTimeout(resolve, 100));
    const refused = await run();
    assert.equal(refused.statusCode, 429);
    assert.match(
      refused.body,
      /Too many script runs of this tenant in flight: 1 running and 2 waiting \(at most 1 at a time and 2 waiting\)/,
    );
    await Promise.all(first);
  });
});
