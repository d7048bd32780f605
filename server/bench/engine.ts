/**
 * `pnpm bench:engine`: the process engine's figures (issue 3 §5), printed.
 *   1. One million history instances (seeded once into BENCH_DATA_DIR and reused): the
 *      first history page with and without a state filter, its count, the definition
 *      statistics and the dashboard statistics, median over HTTP with the SQL time beside.
 *   2. Throughput of start → external task → end through the built-in worker, persisted.
 *   3. A bulk delete of 10,000 instances as a batch, with the p95 of a concurrent list call.
 * Environment: BENCH_INSTANCES (1000000), BENCH_THROUGHPUT (2000), BENCH_THROUGHPUT_ROUNDS
 * (3), BENCH_BULK (10000), BENCH_ROUNDS (30), BENCH_DATA_DIR (a folder in the system temp),
 * BENCH_DATABASE_URL (PostgreSQL instead of the embedded database), ENGINE_THREADS.
 */
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
import { median, signIn } from './support';
import { measureThroughput, THROUGHPUT_CALLERS } from './throughput';

const numberFrom = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const HISTORY = numberFrom('BENCH_INSTANCES', 1_000_000);
const THROUGHPUT = numberFrom('BENCH_THROUGHPUT', 2000);
const THROUGHPUT_ROUNDS = numberFrom('BENCH_THROUGHPUT_ROUNDS', 3);
const BULK = numberFrom('BENCH_BULK', 10_000);
const ROUNDS = numberFrom('BENCH_ROUNDS', 30);

async function main() {
  const config = {
    ...readConfig(),
    databaseUrl: process.env.BENCH_DATABASE_URL || undefined,
    dataDir: process.env.BENCH_DATA_DIR ?? path.join(os.tmpdir(), 'console-bench-engine'),
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
  if (existing < HISTORY) {
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
    console.log(
      `\n1. Queries with ${HISTORY.toLocaleString('en-US')} history instances (median of ${ROUNDS}, HTTP on 127.0.0.1):`,
    );
    await timeQueries(baseUrl, token, clock, ROUNDS);

    for (const kind of ['mapping', 'script'] as const) {
      console.log(
        `\n2${kind === 'mapping' ? 'a' : 'b'}. Throughput, start → external task (built-in ${kind} connector) → end, persisted:`,
      );
      const rates: number[] = [];
      for (let round = 1; round <= THROUGHPUT_ROUNDS; round++) {
        const throughput = await measureThroughput(app, db, token, THROUGHPUT, kind);
        rates.push(throughput.rate);
        console.log(
          `  round ${round}: ${throughput.instances} instances in ${throughput.seconds.toFixed(2)} s = ${throughput.rate.toFixed(0)} instances/s (the starts alone took ${throughput.startSeconds.toFixed(2)} s)`,
        );
      }
      console.log(
        `  median ${median(rates).toFixed(0)} instances/s (goal: 200/s; ${THROUGHPUT_CALLERS} callers starting, ${config.engineThreads} engine threads)`,
      );
    }

    console.log(`\n3. Bulk delete of ${BULK.toLocaleString('en-US')} instances:`);
    await measureBulkDelete(app, db, baseUrl, token, BULK);
  } finally {
    await app.close();
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
