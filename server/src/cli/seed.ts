/**
 * Fills the database with realistic history for trying the console at scale:
 * `pnpm seed --instances 1000000` (from the workspace root or the server package).
 *
 * Uses the database the server would (DATABASE_URL, else the embedded one in DATA_DIR). The
 * embedded one is held by one process at a time: stop the server first. Loads the demo data
 * if the database is empty, deploys the seed flows through the process engine and generates
 * the history in SQL into the tenant of the user `admin` (or --user). Options:
 *   --instances N   how many process instances (default 10000)
 *   --batch N       instances per transaction (default 100000)
 *   --user NAME     whose tenant gets the history (default admin)
 */
import { eq } from 'drizzle-orm';
import { readConfig } from '../config';
import { openDatabase } from '../db/client';
import { users } from '../db/schema';
import { createProcessEngine } from '../engine';
import { seedDemoData } from '../seed/demo';
import { seedHistory } from './seed-history';

export { seedHistory, type SeedOptions, type SeedResult } from './seed-history';

const USAGE = 'Usage: pnpm seed [--instances N] [--batch N] [--user NAME]';

function parseArgs(argv: string[]) {
  const options = { instances: 10_000, batch: 100_000, user: 'admin' };
  // pnpm may pass its `--` separator through.
  const args = argv.filter((arg) => arg !== '--');
  for (let n = 0; n < args.length; n += 2) {
    const [name, value] = [args[n], args[n + 1]];
    if (name === '--user' && value) {
      options.user = value;
      continue;
    }
    const count = Number(value?.replace(/_/g, ''));
    if (
      (name === '--instances' || name === '--batch') &&
      Number.isSafeInteger(count) &&
      count >= 0
    ) {
      options[name === '--instances' ? 'instances' : 'batch'] = count;
      continue;
    }
    throw new Error(`${name} ${value ?? ''}: not understood.\n${USAGE}`);
  }
  if (options.batch < 1) throw new Error(`--batch must be at least 1.\n${USAGE}`);
  return options;
}

async function main() {
  const options = parseArgs(process.argv.slice(2));
  const config = readConfig();
  const started = Date.now();
  const database = await openDatabase(config);
  try {
    console.log(
      `Seeding ${options.instances.toLocaleString('en-US')} instances into ${database.kind === 'pglite' ? `the embedded database in ${config.dataDir}` : 'PostgreSQL'}`,
    );
    await seedDemoData(database.db, config);
    const [user] = await database.db
      .select({ bpId: users.bpId })
      .from(users)
      .where(eq(users.username, options.user));
    if (!user) {
      throw new Error(
        `There is no user ${options.user}: the seed fills that user's tenant. Pass --user NAME.`,
      );
    }
    // Only deploys here: its scheduler has nothing to do while the seed runs.
    const engine = await createProcessEngine(database.db, { schedulerIntervalMs: 3_600_000 });
    try {
      await seedHistory(database.db, engine, {
        instances: options.instances,
        tenantId: user.bpId,
        batchSize: options.batch,
        log: (line) => console.log(`  ${line}`),
      });
    } finally {
      await engine.close();
    }
  } finally {
    await database.close();
  }
  console.log(`Done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

if (require.main === module) {
  main().catch((error: unknown) => {
    const message = error instanceof Error ? error.message : String(error);
    const cause = error instanceof Error && error.cause instanceof Error ? error.cause : null;
    // drizzle wraps a database error with the whole SQL: the database's message says more.
    console.error(
      `Seed failed: ${cause && message.startsWith('Failed query') ? cause.message : message}`,
    );
    process.exit(1);
  });
}
