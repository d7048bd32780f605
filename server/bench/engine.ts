/**
 * `pnpm bench:engine`: the process engine's figures (issue 3 §5), printed.
 *   0. bpmn-engine alone in memory on one thread (bench/library.ts): the ceiling the persisted
 *      figures sit under, with 1 and 500 instances waiting at a time, and its heap per instance.
 *   1. One million history instances (seeded once into BENCH_DATA_DIR and reused): the
 *      first history page with and without a state filter, its count, the definition
 *      statistics and the dashboard statistics, median over HTTP with the SQL time beside.
 *   2. Throughput of start → external task → end through the built-in worker, persisted.
 *   3. A bulk delete of 10,000 instances as a batch, with the p95 of a concurrent list call.
 *      After the measured rounds, one more round runs under the CPU profiler (main thread and
 *      engine threads) and the top functions by self time are printed.
 * Environment: BENCH_INSTANCES (1000000), BENCH_THROUGHPUT (2000), BENCH_THROUGHPUT_ROUNDS
 * (3), BENCH_BULK (10000), BENCH_ROUNDS (30), BENCH_DATA_DIR (a folder in the system temp),
 * BENCH_DATABASE_URL (PostgreSQL instead of the embedded database), ENGINE_THREADS,
 * BENCH_ONLY=throughput (phases 2 and 4 on a new database: no history seeding, queries nor
 * bulk delete) or
 * BENCH_ONLY=processes (phase 4 alone),
 * BENCH_PROFILE=0 (no profiled round), BENCH_PROFILE_TOP (12 functions printed).
 *   4. PostgreSQL, one server process and two side by side (real `src/main.ts` processes on one
 *      new database, instances started through each in turn, each one's connector worker
 *      completing tasks; mapping connector): on BENCH_DATABASE_URL, else on a throwaway
 *      PostgreSQL this bench starts (Debian's initdb/pg_ctl) and stops. BENCH_PROCESSES ("1,2";
 *      "0" skips the phase), BENCH_PROCESS_ROUNDS (2) rounds of BENCH_THROUGHPUT instances each.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import { buildApp } from '../src/app';
import { seedHistory } from '../src/cli/seed-history';
import { readConfig } from '../src/config';
import { openDatabase, QueryClock } from '../src/db/client';
import { processInstances, users } from '../src/db/schema';
import { createProcessEngine } from '../src/engine';
import { seedDemoData } from '../src/seed/demo';
import { measureBulkDelete } from './bulk-delete';
import { timeQueries } from './queries';
import { measureProcesses, printProcesses } from './processes';
import { measureLibrary } from './library';
import { profiled } from './profile';
import { median, signIn } from './support';
import { startThrowawayPostgres } from './throwaway-postgres';
import { measureThroughput, THROUGHPUT_CALLERS } from './throughput';

const numberFrom = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const HISTORY = numberFrom('BENCH_INSTANCES', 1_000_000);
const THROUGHPUT = numberFrom('BENCH_THROUGHPUT', 2000);
const THROUGHPUT_ROUNDS = numberFrom('BENCH_THROUGHPUT_ROUNDS', 3);
const BULK = numberFrom('BENCH_BULK', 10_000);
const ROUNDS = numberFrom('BENCH_ROUNDS', 30);
/** throughput: phases 2 and 4 only; processes: phase 4 only. */
const ONLY = process.env.BENCH_ONLY;
const ONLY_THROUGHPUT = ONLY === 'throughput' || ONLY === 'processes';
const PROFILE = process.env.BENCH_PROFILE !== '0';
const PROCESSES = (process.env.BENCH_PROCESSES ?? '1,2')
  .split(',')
  .map(Number)
  .filter((n) => n > 0);
const PROCESS_ROUNDS = numberFrom('BENCH_PROCESS_ROUNDS', 2);

/**
 * The full bench seeds its million instances once into a folder it keeps. The throughput-only
 * runs start on a new database each time: on a kept one, every run's instances and definitions
 * pile up and the figures drift down from run to run.
 */
const throwawayDataDir = ONLY_THROUGHPUT && !process.env.BENCH_DATA_DIR;
function defaultDataDir() {
  if (!throwawayDataDir) return path.join(os.tmpdir(), 'console-bench-engine');
  return mkdtempSync(path.join(os.tmpdir(), 'console-bench-throughput-'));
}

async function main() {
  // First, while nothing else runs in this process: its heap figure needs a quiet heap.
  if (ONLY !== 'processes') await measureLibrary();
  const config = {
    ...readConfig(),
    databaseUrl: process.env.BENCH_DATABASE_URL || undefined,
    dataDir: process.env.BENCH_DATA_DIR ?? defaultDataDir(),
    demoData: true,
    logLevel: 'warn',
  };
  const clock = new QueryClock();
  const database = await openDatabase(config, clock);
  const { db } = database;
  console.log(
    `Database: ${database.kind === 'pglite' ? `embedded PGlite in ${config.dataDir}` : 'PostgreSQL'}`,
  );
  await seedDemoData(db, config);
  const [admin] = await db
    .select({ bpId: users.bpId })
    .from(users)
    .where(eq(users.username, 'admin'));
  const [{ existing }] = await db
    .select({ existing: count() })
    .from(processInstances)
    .where(eq(processInstances.tenantId, admin.bpId));
  if (!ONLY_THROUGHPUT && existing < HISTORY) {
    console.log(
      `Seeding ${(HISTORY - existing).toLocaleString('en-US')} history instances (once; kept in ${config.dataDir})`,
    );
    const engine = await createProcessEngine(db);
    await seedHistory(db, engine, {
      instances: HISTORY - existing,
      tenantId: admin.bpId,
      log: (line) => console.log(`  ${line}`),
    });
    await engine.close();
  }

  const app = await buildApp({ db, config, logger: false });
  const baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
  const token = await signIn(app, 'admin', 'admin');
  try {
    if (!ONLY_THROUGHPUT) {
      console.log(
        `\n1. Queries with ${HISTORY.toLocaleString('en-US')} history instances (median of ${ROUNDS}, HTTP on 127.0.0.1):`,
      );
      await timeQueries(baseUrl, token, clock, ROUNDS);
    }

    for (const kind of ONLY === 'processes' ? [] : (['mapping', 'script'] as const)) {
      console.log(
        `\n2${kind === 'mapping' ? 'a' : 'b'}. Throughput, start → external task (built-in ${kind} connector) → end, persisted:`,
      );
      const rates: number[] = [];
      for (let round = 1; round <= THROUGHPUT_ROUNDS; round++) {
        const throughput = await measureThroughput(app, db, token, THROUGHPUT, kind);
        rates.push(throughput.rate);
        console.log(
          `  round ${round}: ${throughput.instances} instances in ${throughput.seconds.toFixed(2)} s = ${throughput.rate.toFixed(0)} instances/s, ${throughput.cpuMsPerInstance.toFixed(2)} ms CPU each (the starts alone took ${throughput.startSeconds.toFixed(2)} s)`,
        );
      }
      console.log(
        `  median ${median(rates).toFixed(0)} instances/s (goal: 500/s; ${THROUGHPUT_CALLERS} callers starting, ${config.engineThreads} engine threads)`,
      );
      if (PROFILE) {
        const throughput = await profiled(clock, () =>
          measureThroughput(app, db, token, THROUGHPUT, kind),
        );
        console.log(
          `  profiled round (not in the median): ${throughput.rate.toFixed(0)} instances/s, ${throughput.cpuMsPerInstance.toFixed(2)} ms CPU each`,
        );
      }
    }

    if (!ONLY_THROUGHPUT) {
      console.log(`\n3. Bulk delete of ${BULK.toLocaleString('en-US')} instances:`);
      await measureBulkDelete(app, db, baseUrl, token, BULK);
    }
  } finally {
    await app.close();
    await database.close();
    if (throwawayDataDir) rmSync(config.dataDir, { recursive: true, force: true });
  }
  if (PROCESSES.length) await compareProcesses();
}

/** Phase 4: server processes on one PostgreSQL, one and two side by side. */
async function compareProcesses() {
  const given = process.env.BENCH_DATABASE_URL;
  const throwaway = given ? null : await startThrowawayPostgres();
  const url = given || throwaway?.url;
  if (!url) {
    console.log(
      '\n4. Server processes on PostgreSQL: skipped (no BENCH_DATABASE_URL, no Debian PostgreSQL)',
    );
    return;
  }
  console.log(
    `\n4. Throughput on PostgreSQL${throwaway ? ' (a throwaway one)' : ''}, server processes side by side (mapping connector, ${THROUGHPUT} instances a round after a warm-up):`,
  );
  try {
    const results = [];
    for (const count of PROCESSES) {
      results.push(
        await measureProcesses({
          url,
          count,
          instances: THROUGHPUT,
          rounds: PROCESS_ROUNDS,
          kind: 'mapping',
          postmaster: throwaway?.postmaster,
        }),
      );
    }
    printProcesses(results, throwaway !== null);
  } finally {
    throwaway?.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
