/**
 * `pnpm bench:scripts` (issue 13 §5): what a script costs inside the QuickJS sandbox.
 *   1. 1,000 runs of a small script (no I/O: the shared synchronous runtime), mean per run.
 *   2. 1,000 runs of a small script that calls a platform function (an asyncified runtime,
 *      the host's answer immediate), mean per run.
 *   3. A script that loops forever and one that allocates without end: stopped at their limits,
 *      and the next run goes on.
 *   4. Issue 22 §2: with 20 endless runs of one tenant in flight, another tenant's small script,
 *      p50 and p95 over 200 runs, against the same alone.
 * Everything runs in this process and its script threads (each run crosses to a thread and back:
 * that is in the figures); nothing reaches the network.
 */
import { runScript } from '../src/modules/scripts/sandbox';
import { defaultScriptPool } from '../src/modules/scripts/script-pool';

const RUNS = 1000;
const SMALL = `def lines = input.lines
def total = 0
lines.each { total += it.qty }
return [total: total, skus: lines.collect { it.sku }]`;
const INPUT = {
  lines: [
    { sku: 'A', qty: 2 },
    { sku: 'B', qty: 3 },
  ],
};
const IO = { 'files.read': () => 'a,b\n1,2\n' };

async function meanOf(label: string, source: string, io?: typeof IO) {
  // The first run compiles the script and makes the runtime: it is not counted.
  await runScript(source, { input: INPUT }, { io });
  const started = performance.now();
  for (let i = 0; i < RUNS; i++) await runScript(source, { input: INPUT }, { io });
  const mean = (performance.now() - started) / RUNS;
  console.log(`  ${label}: ${RUNS} runs, ${mean.toFixed(3)} ms a run on average`);
  return mean;
}

async function stopped(
  label: string,
  source: string,
  limits: { timeoutMs: number; memoryBytes: number },
) {
  const started = performance.now();
  try {
    await runScript(source, {}, { limits });
    console.log(`  ${label}: NOT stopped`);
  } catch (error) {
    const ms = performance.now() - started;
    console.log(`  ${label}: stopped after ${ms.toFixed(0)} ms: ${(error as Error).message}`);
  }
}

const ENDLESS = `def l = [1]
for (i in [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]) { l = l + l }
def n = 0
for (a in l) { for (b in l) { for (c in l) { n = n + 1 } } }
return n`;

async function latencies(count: number) {
  const times: number[] = [];
  for (let i = 0; i < count; i++) {
    const started = performance.now();
    await runScript(SMALL, { input: INPUT }, { tenant: 'tenant-b' });
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const at = (p: number) => times[Math.ceil((p / 100) * times.length) - 1].toFixed(3);
  return `p50 ${at(50)} ms, p95 ${at(95)} ms`;
}

async function stall() {
  console.log(`  tenant B alone: ${await latencies(200)}`);
  const endless = Array.from({ length: 20 }, () =>
    runScript(
      ENDLESS,
      {},
      { tenant: 'tenant-a', limits: { timeoutMs: 5000, memoryBytes: 64 << 20 } },
    ).catch((error: Error) => error),
  );
  await new Promise((resolve) => setTimeout(resolve, 100));
  console.log(`  tenant B with 20 endless runs of tenant A in flight: ${await latencies(200)}`);
  const answers = await Promise.all(endless);
  const refused = answers.filter((a) => a instanceof Error && /429|waited/.test(String(a))).length;
  console.log(
    `  tenant A: ${defaultScriptPool().size.tenantRunning} run(s) at a time of ${defaultScriptPool().size.threads} threads; ${answers.length - refused} stopped at their limit, ${refused} answered 429 after waiting their limit`,
  );
}

async function main() {
  console.log(
    '1–2. Runs inside the sandbox (goal: under 1 ms a run on average for a small script):',
  );
  const small = await meanOf('small script, no I/O', SMALL);
  await meanOf(
    'small script calling files.read',
    `def csvText = files.read('mounted/a.csv')\n${SMALL}`,
    IO,
  );
  console.log('\n3. Limits:');
  await stopped(
    'endless loop, 500 ms limit',
    'def n = 0\nfor (x in [1]) { def l = [1]\n for (y in l) { l.add(y) } }',
    { timeoutMs: 500, memoryBytes: 1 << 30 },
  );
  await stopped(
    'endless allocation, 16 MiB limit',
    'def s = "x"\nfor (x in [1]) { def l = [s]\n for (y in l) { l.add(y + y) } }',
    { timeoutMs: 10_000, memoryBytes: 16 << 20 },
  );
  const after = await runScript('return 1 + 1');
  console.log(`  the next run answers ${String(after.value)}`);
  console.log('\n4. One tenant cannot stall another:');
  await stall();
  console.log(
    `\nsmall script: ${small.toFixed(3)} ms a run (goal < 1 ms): ${small < 1 ? 'met' : 'NOT met'}`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
