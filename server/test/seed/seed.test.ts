import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { and, eq, sql } from 'drizzle-orm';
import { seedHistory, type SeedResult } from '../../src/cli/seed';
import { SEED_FLOWS } from '../../src/cli/seed-flows';
import { processDefinitions, processInstances } from '../../src/db/schema';
import { createProcessEngine, type ProcessEngine } from '../../src/engine';
import { startTestServer, type StartedServer } from '../harness';
import { data, statsUsers } from '../stats/fixtures';

let server: StartedServer;
let engine: ProcessEngine;
let first: SeedResult;
const INSTANCES = 2000;

before(async () => {
  server = await startTestServer();
  // Deploys only: the app's own engine runs the instances; this one's scheduler stays idle.
  engine = await createProcessEngine(server.db, { schedulerIntervalMs: 3_600_000 });
  first = await seedHistory(server.db, engine, {
    instances: INSTANCES,
    tenantId: server.acme.tenantId,
    batchSize: 700,
    randomSeed: 7,
  });
});
after(async () => {
  await engine?.close();
  await server?.close();
});

/** One row of numbers from a SQL query (both drivers answer { rows }). */
async function numbers(query: string): Promise<Record<string, number>> {
  const result = (await server.db.execute(sql.raw(query))) as unknown as {
    rows: Record<string, unknown>[];
  };
  const row = result.rows[0] ?? {};
  return Object.fromEntries(Object.entries(row).map(([key, value]) => [key, Number(value)]));
}

const acme = () => server.acme.tenantId;

describe('seedHistory', () => {
  it('deploys every version of the seed flows through the engine', async () => {
    const rows = await server.db
      .select({ key: processDefinitions.key, version: processDefinitions.version })
      .from(processDefinitions)
      .where(eq(processDefinitions.tenantId, acme()));
    const expected = SEED_FLOWS.flatMap((flow) =>
      flow.versions.map((_, v) => `${flow.key} v${v + 1}`),
    );
    assert.deepEqual(rows.map((row) => `${row.key} v${row.version}`).sort(), expected.sort());
    assert.equal(first.definitions.length, expected.length);
  });

  it('writes the instances with consistent activities, variables, tasks and incidents', async () => {
    const t = acme();
    const counts = await numbers(`SELECT
      (SELECT count(*) FROM process_instance WHERE tenant_id = ${t}) instances,
      (SELECT count(*) FROM process_instance WHERE tenant_id = ${t} AND state = 'COMPLETED') completed,
      (SELECT count(*) FROM process_instance WHERE tenant_id = ${t} AND state = 'ACTIVE') active,
      (SELECT count(*) FROM process_instance WHERE tenant_id = ${t} AND state = 'EXTERNALLY_TERMINATED') terminated,
      (SELECT count(*) FROM process_instance WHERE tenant_id = ${t} AND state = 'ACTIVE' AND engine_state IS NULL) history_only,
      (SELECT coalesce(sum(incidents), 0) FROM process_instance WHERE tenant_id = ${t}) instance_incidents,
      (SELECT count(*) FROM incident WHERE tenant_id = ${t} AND state = 'open') open_incidents,
      (SELECT count(*) FROM incident WHERE tenant_id = ${t} AND state = 'resolved') resolved_incidents,
      (SELECT count(*) FROM activity_instance WHERE tenant_id = ${t} AND activity_type = 'startEvent') starts,
      (SELECT count(*) FROM activity_instance WHERE tenant_id = ${t} AND activity_type = 'noneEndEvent') ends,
      (SELECT count(*) FROM variable WHERE tenant_id = ${t}) variables,
      (SELECT count(*) FROM external_task_log WHERE tenant_id = ${t} AND state IN ('successful', 'failed')) task_runs,
      (SELECT count(*) FROM connector_run WHERE tenant_id = ${t}) connector_runs,
      (SELECT count(*) FROM engine_log WHERE tenant_id = ${t}) log_lines`);
    assert.equal(counts.instances, INSTANCES);
    assert.equal(counts.completed + counts.active + counts.terminated, INSTANCES);
    assert.ok(counts.completed > INSTANCES * 0.9, 'mostly completed');
    assert.ok(counts.terminated > 0 && counts.active > 0, JSON.stringify(counts));
    assert.equal(
      counts.history_only,
      counts.active,
      'running seeded instances have no engine state',
    );
    assert.equal(counts.open_incidents, counts.instance_incidents);
    assert.ok(counts.resolved_incidents > 0);
    assert.equal(counts.starts, INSTANCES);
    assert.equal(counts.ends, counts.completed);
    assert.equal(counts.variables, 2 * INSTANCES);
    assert.equal(counts.connector_runs, counts.task_runs, 'one connector run per task run');
    assert.ok(counts.log_lines >= INSTANCES);
  });

  it('keeps instance_count equal to count(*) per definition and state', async () => {
    const mismatches = await server.db.execute(sql`
      SELECT * FROM (SELECT tenant_id, definition_id, state, count(*) n FROM process_instance
        GROUP BY 1, 2, 3) p
      FULL JOIN instance_count c USING (tenant_id, definition_id, state)
      WHERE c.count IS DISTINCT FROM p.n AND NOT (p.n IS NULL AND c.count = 0)`);
    assert.deepEqual((mismatches as unknown as { rows: unknown[] }).rows, []);
  });

  it('counts daily statistics that match the task log, the instances and the log lines', async () => {
    const t = acme();
    const sums = await numbers(`SELECT
      (SELECT sum(count) FROM daily_stat WHERE tenant_id = ${t} AND kind = 'task' AND outcome = 'success') task_success,
      (SELECT count(*) FROM external_task_log WHERE tenant_id = ${t} AND state = 'successful') successful,
      (SELECT sum(count) FROM daily_stat WHERE tenant_id = ${t} AND kind = 'task' AND outcome = 'failed') task_failed,
      (SELECT count(*) FROM external_task_log WHERE tenant_id = ${t} AND state = 'failed') failed,
      (SELECT sum(count) FROM daily_stat WHERE tenant_id = ${t} AND kind = 'event' AND outcome = 'success') event_success,
      (SELECT coalesce(sum(count), 0) FROM daily_stat WHERE tenant_id = ${t} AND kind = 'event' AND outcome = 'failed') event_failed,
      (SELECT count(*) FROM engine_log WHERE tenant_id = ${t} AND source = 'server') failed_messages`);
    assert.equal(sums.task_success, sums.successful);
    assert.equal(sums.task_failed, sums.failed);
    assert.equal(sums.event_success, INSTANCES);
    assert.equal(sums.event_failed, sums.failed_messages);

    // The same through the API, over the 90 days the history spans.
    const token = (await statsUsers(server)).acmeAdmin;
    const fmt = (at: Date) => at.toISOString().slice(0, 19).replace('T', ' ');
    const now = new Date();
    const range = `from=${fmt(new Date(now.getTime() - 91 * 86_400_000))}&to=${fmt(now)}`;
    const points = await data<{ count: number }[]>(server, token, {
      method: 'GET',
      url: `/stat/api/event/success?${encodeURI(range)}`,
    });
    assert.equal(points.length, 92);
    assert.equal(
      points.reduce((sum, point) => sum + point.count, 0),
      INSTANCES,
    );
    const running = await data<{ id: string }[]>(server, token, {
      method: 'GET',
      url: '/api/runningSyncFlow',
    });
    const syncActive = await server.db
      .select({ id: processInstances.id })
      .from(processInstances)
      .where(and(eq(processInstances.sync, true), eq(processInstances.state, 'ACTIVE')));
    assert.equal(running.length, syncActive.length);
  });

  it('leaves Globex empty, re-enables the trigger, and adds history without new versions when run again', async () => {
    const globex = await numbers(
      `SELECT (SELECT count(*) FROM process_instance WHERE tenant_id = ${server.globex.tenantId}) n`,
    );
    assert.equal(globex.n, 0);

    const second = await seedHistory(server.db, engine, { instances: 300, tenantId: acme() });
    assert.notEqual(second.run, first.run);
    assert.deepEqual(
      second.definitions.map((d) => d.id),
      first.definitions.map((d) => d.id),
    );
    const total = await numbers(
      `SELECT count(*) n FROM process_instance WHERE tenant_id = ${acme()}`,
    );
    assert.equal(total.n, INSTANCES + 300);

    // An instance written after the seed is counted by the trigger again.
    const [definition] = first.definitions;
    const before = await numbers(
      `SELECT coalesce(sum(count), 0) n FROM instance_count WHERE definition_id = '${definition.id}' AND state = 'COMPLETED'`,
    );
    await server.db.insert(processInstances).values({
      id: 'after-the-seed',
      tenantId: acme(),
      definitionId: definition.id,
      definitionKey: definition.key,
      state: 'COMPLETED',
      startTime: new Date(),
    });
    const after = await numbers(
      `SELECT sum(count) n FROM instance_count WHERE definition_id = '${definition.id}' AND state = 'COMPLETED'`,
    );
    assert.equal(after.n, before.n + 1);
  });
});
