/**
 * `pnpm bench:scripts` (issue 13 §5): what a script costs inside the QuickJS sandbox.
 *   1. 1,000 runs of a small script (no I/O: the shared synchronous runtime), mean per run.
 *   2. 1,000 runs of a small script that calls a platform function (an asyncified runtime,
 *      the host's answer immediate), mean per run.
 *   3. A script that loops forever and one that allocates without end: stopped at their limits,
 *      and the next run goes on.
 * Everything runs in this process; nothing reaches the network.
 */
import { runScript } from '../src/modules/scripts/sandbox';

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
  console.log(
    `\nsmall script: ${small.toFixed(3)} ms a run (goal < 1 ms): ${small < 1 ? 'met' : 'NOT met'}`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
