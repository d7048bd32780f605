import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { processDefinitions } from '../db/schema';
import type { Db } from '../db/types';
import type { ProcessEngine } from '../engine/types';
import { bpmnXml, SEED_FLOWS } from './seed-flows';
import { historyInserts } from './seed-inserts';
import { batchTable, definitionTable, taskTable, type SeedDefinition } from './seed-sql';

/** The tables a batch writes to. */
const SEEDED_TABLES = [
  'process_instance',
  'activity_instance',
  'variable',
  'external_task_log',
  'connector_run',
  'incident',
  'engine_log',
  'daily_stat',
  'instance_count',
];

export interface SeedOptions {
  instances: number;
  tenantId: number;
  /** Instances per transaction (default 100 000). */
  batchSize?: number;
  /** Progress lines; silent when not given. */
  log?: (line: string) => void;
  /** Makes the random history repeatable (on the same PostgreSQL version). */
  randomSeed?: number;
}

export interface SeedResult {
  /** The hex prefix of every id this run generated. */
  run: string;
  instances: number;
  definitions: SeedDefinition[];
  elapsedMs: number;
}

/**
 * Deploys each version of the seed flows through the engine, unless the tenant already has
 * that exact XML (an earlier seed): seeding twice adds history, not versions.
 */
async function deployFlows(db: Db, engine: ProcessEngine, tenantId: number) {
  const total = SEED_FLOWS.reduce((sum, flow) => sum + flow.weight, 0);
  const definitions: SeedDefinition[] = [];
  let lo = 0;
  for (const [k, flow] of SEED_FLOWS.entries()) {
    const existing = await db
      .select({
        id: processDefinitions.id,
        version: processDefinitions.version,
        xml: processDefinitions.xml,
      })
      .from(processDefinitions)
      .where(and(eq(processDefinitions.tenantId, tenantId), eq(processDefinitions.key, flow.key)));
    const hi = k === SEED_FLOWS.length - 1 ? 1 : lo + flow.weight / total;
    for (const [v, tasks] of flow.versions.entries()) {
      const xml = bpmnXml(flow, v);
      let row = existing.find((definition) => definition.xml === xml);
      if (!row) {
        const deployed = await engine.deploy(tenantId, {
          name: `${flow.name} (seed)`,
          resourceName: `${flow.key}.bpmn`,
          xml,
          source: 'seed',
        });
        row = deployed.definitions[0];
      }
      definitions.push({
        k,
        v,
        versions: flow.versions.length,
        lo,
        hi,
        id: row.id,
        key: flow.key,
        version: row.version,
        businessKeyPrefix: flow.businessKeyPrefix,
        sync: flow.sync,
        message: flow.message,
        tasks,
      });
    }
    lo = hi;
  }
  return definitions;
}

/** Each batch's own seed, from the run's: any number maps into setseed's [-1, 1]. */
const seedOf = (seed: number, first: number) => Math.sin(seed + first).toFixed(12);

/**
 * Fills the tenant with `instances` instances of history, in batches of one transaction each.
 * The instance_count trigger is off while a batch is inserted (a row-by-row trigger would
 * double the time); the batch adds its own counts instead, in the same transaction, so the
 * counts stay exact even with the server writing to PostgreSQL meanwhile.
 */
export async function seedHistory(
  db: Db,
  engine: ProcessEngine,
  { instances, tenantId, batchSize = 100_000, log = () => undefined, randomSeed }: SeedOptions,
): Promise<SeedResult> {
  if (!Number.isSafeInteger(instances) || instances < 0) {
    throw new Error(`instances must be a whole number ≥ 0, not ${instances}`);
  }
  if (!Number.isSafeInteger(batchSize) || batchSize < 1) {
    throw new Error(`batchSize must be a whole number ≥ 1, not ${batchSize}`);
  }
  const started = Date.now();
  const seconds = () => ((Date.now() - started) / 1000).toFixed(1);
  const definitions = await deployFlows(db, engine, tenantId);
  log(`${definitions.length} definitions of ${SEED_FLOWS.length} flows ready (${seconds()} s)`);

  const run = randomBytes(4).toString('hex');
  for (let first = 1; first <= instances; first += batchSize) {
    const last = Math.min(instances, first + batchSize - 1);
    await db.transaction(async (tx) => {
      const statements = [
        // The batch's sorts and hashes fit in memory.
        "SET LOCAL work_mem = '64MB'",
        ...(randomSeed === undefined ? [] : [`SELECT setseed(${seedOf(randomSeed, first)})`]),
        ...definitionTable(definitions),
        batchTable(run, definitions, { first, last, total: instances }),
        taskTable(run),
        'ALTER TABLE process_instance DISABLE TRIGGER USER',
        ...historyInserts(run, tenantId),
        'ALTER TABLE process_instance ENABLE TRIGGER USER',
      ];
      for (const statement of statements) await tx.execute(sql.raw(statement));
    });
    const percent = Math.round((last / instances) * 100);
    log(
      `${last.toLocaleString('en-US')} / ${instances.toLocaleString('en-US')} instances (${percent}%), ${seconds()} s`,
    );
  }

  // Fresh statistics, so the planner sees the big tables as they now are.
  await db.execute(sql.raw(`ANALYZE ${SEEDED_TABLES.join(', ')}`));
  log(`Analyzed (${seconds()} s)`);
  return { run, instances, definitions, elapsedMs: Date.now() - started };
}
