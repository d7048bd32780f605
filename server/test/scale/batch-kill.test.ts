import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { after, before, it } from 'node:test';
import { Client } from 'pg';
import { REST } from '../engine/api';
import { oneTask } from '../engine/bpmn';
import { PG_TEMPLATE_DB } from '../database';
import { eventually } from '../eventually';
import { startServerProcess, type ServerProcess } from '../server-process';
import { adminQuery, databaseUrl } from '../pg-admin';

/**
 * A bulk delete of 2,000 instances started through one of two server processes on one
 * PostgreSQL (issue 27 §3) ends with every instance stopped once while a process is killed
 * with SIGKILL midway: the one working the batch (the other takes it over when its lock
 * expires) or the other one. PostgreSQL only: the embedded database is one process's.
 */
const url = process.env.TEST_DATABASE_URL;
const name = `console_batch_${randomBytes(5).toString('hex')}`;
const INSTANCES = 2000;
const servers: ServerProcess[] = [];
const dataDirs: string[] = [];
let env: Record<string, string> = {};

const query = (sql: string) => adminQuery(sql, name);
const admin = (sql: string) => adminQuery(sql);

const start = async () => {
  const dataDir = `/tmp/${name}-${dataDirs.length}`;
  dataDirs.push(dataDir);
  const server = await startServerProcess({ ...env, DATA_DIR: dataDir });
  servers.push(server);
  return server;
};

before(async () => {
  if (!url) return;
  await admin(`create database ${name} template ${PG_TEMPLATE_DB}`);
  const target = new URL(url);
  target.pathname = `/${name}`;
  env = {
    DATABASE_URL: target.toString(),
    FILE_STORE: 'database',
    CONSOLE_STATIC_ROOT: '/nonexistent',
    // A dead process's batch moves on after 2 s rather than 30.
    ENGINE_JOB_LOCK_MS: '2000',
  };
  // Together (the first start's seeding runs once, under the start lock): three, so that a
  // second case still has two after the first case's kill.
  await Promise.all([start(), start(), start()]);
});
after(async () => {
  for (const server of servers) await server.kill();
  if (url) await admin(`drop database if exists ${name} with (force)`);
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
});

/**
 * `count` running instances of a one-task flow, fast: one started through the server, the
 * others copies of its runtime rows (instance, activities, external task) under new ids, made
 * in SQL. Only the deletion touches them, and it reads no engine state.
 */
async function startInstances(server: ServerProcess, key: string, count: number) {
  await server.deploy(`${key}.bpmn`, oneTask(key, `${key}-work`));
  const url = `${REST}/process-definition/key/${key}/start`;
  const { id } = await server.request<{ id: string }>('POST', url, {});
  const copy = (table: string, where: string, set: string) => `
    insert into ${table} select (jsonb_populate_record(null::${table},
      to_jsonb(t) || jsonb_build_object(${set}))).*
    from ${table} t, clone_of c where t.${where} = '${id}'`;
  const queries = [
    `create temp table clone_of as
       select gen_random_uuid()::text as id from generate_series(1, ${count - 1})`,
    copy('process_instance', 'id', `'id', c.id, 'root_process_instance_id', c.id`),
    copy(
      'activity_instance',
      'process_instance_id',
      `'id', c.id || '.' || t.id, 'process_instance_id', c.id,
       'task_id', case when t.task_id is null then null else c.id || '.' || t.task_id end`,
    ),
    copy(
      'external_task',
      'process_instance_id',
      `'id', c.id || '.' || t.id, 'process_instance_id', c.id,
       'activity_instance_id', c.id || '.' || t.activity_instance_id`,
    ),
    'select id from clone_of',
  ];
  const client = new Client({ connectionString: databaseUrl(name) });
  await client.connect();
  try {
    let rows: { id: string }[] = [];
    for (const sql of queries) rows = (await client.query(sql)).rows as { id: string }[];
    return [id, ...rows.map((row) => row.id)];
  } finally {
    await client.end();
  }
}

type BatchState = {
  jobs_created: number;
  completed_jobs: number;
  failed_jobs: number;
  end_time: Date | null;
  lock_owner: string | null;
};

const batchState = async (id: string) =>
  (
    await query(
      `select jobs_created, completed_jobs, failed_jobs, end_time, lock_owner from batch where id = '${id}'`,
    )
  ).rows[0] as BatchState;

/** No chunk counted for this long: the batch is stuck, not slow. */
const STALL_MS = 20_000;

/**
 * Waits for the batch to end while it makes progress. Its pace is the machine's: beside the
 * build and the unit tests in CI, 1,600 deletions once took over 40 s, so a fixed deadline
 * failed a batch that was still moving. A stuck one (no chunk counted for STALL_MS, or never
 * taken over) fails with its state.
 */
async function untilEnded(id: string) {
  let state = await batchState(id);
  let progressAt = Date.now();
  let seen = state.jobs_created;
  while (state.end_time === null) {
    if (Date.now() - progressAt > STALL_MS) {
      throw new Error(`the batch stalled: ${JSON.stringify(state)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
    state = await batchState(id);
    if (state.jobs_created !== seen) [seen, progressAt] = [state.jobs_created, Date.now()];
  }
  return state;
}

const alive = (server: ServerProcess) => server.child.exitCode === null && !server.child.killed;

/** The server process holding the batch's lock (its owner names the process id). */
const holderOf = (state: BatchState) =>
  servers.find((server) => server.child.pid === Number(String(state.lock_owner).split(':')[1]));

/**
 * Deletes the key's instances as a batch through `through`, kills the batch's holder (or the
 * other live process) once a fifth is done, and checks that every instance was stopped once.
 */
async function deleteWhileKilling(through: ServerProcess, key: string, kill: 'holder' | 'other') {
  const ids = await startInstances(through, key, INSTANCES);
  const began = Date.now();
  const batch = await through.request<{ id: string }>('POST', `${REST}/process-instance/delete`, {
    processInstanceIds: ids,
    deleteReason: 'scale-out',
  });
  let state = await batchState(batch.id);
  await eventually(
    async () => (state = await batchState(batch.id)).jobs_created >= INSTANCES / 5,
    'the batch to start',
    20_000,
  );
  const holder = holderOf(state);
  assert.ok(holder, 'a live process holds the batch');
  const live = servers.filter(alive);
  const victim = kill === 'holder' ? holder : live.find((server) => server !== holder)!;
  await victim.kill();
  const killedAt = state.jobs_created;
  state = await untilEnded(batch.id);
  const seconds = ((Date.now() - began) / 1000).toFixed(1);
  console.log(`# ${key}: killed the ${kill} at ${killedAt}/${INSTANCES}; ended after ${seconds}s`);
  assert.deepEqual(
    [state.jobs_created, state.completed_jobs, state.failed_jobs],
    [INSTANCES, INSTANCES, 0],
  );
  const [running] = (
    await query(
      `select count(*)::int as n from process_instance where definition_key = '${key}' and state in ('ACTIVE', 'SUSPENDED')`,
    )
  ).rows as { n: number }[];
  assert.equal(running.n, 0, 'no instance left');
  const [stopped] = (
    await query(
      `select count(*)::int as n from process_instance where definition_key = '${key}' and state = 'EXTERNALLY_TERMINATED'`,
    )
  ).rows as { n: number }[];
  assert.equal(stopped.n, INSTANCES);
  // Deleted once: one 'deleted' task log row and one canceled task activity per instance.
  const [logs] = (
    await query(
      `select count(*)::int as n, count(distinct process_instance_id)::int as distinct_n
       from external_task_log where definition_key = '${key}' and state = 'deleted'`,
    )
  ).rows as { n: number; distinct_n: number }[];
  assert.deepEqual([logs.n, logs.distinct_n], [INSTANCES, INSTANCES], 'one task log row each');
  const [activities] = (
    await query(
      `select count(*)::int as n from activity_instance a join process_instance p
       on p.id = a.process_instance_id where p.definition_key = '${key}' and a.activity_id = 'task'
       and a.canceled`,
    )
  ).rows as { n: number }[];
  assert.equal(activities.n, INSTANCES, 'one canceled task activity each');
}

it(
  'a bulk delete of 2,000 completes when the process working it is killed',
  { skip: !url, timeout: 300_000 },
  async () => {
    await deleteWhileKilling(servers[0], 'killHolder', 'holder');
  },
);

it(
  'a bulk delete of 2,000 completes when the other process is killed',
  { skip: !url, timeout: 300_000 },
  async () => {
    await deleteWhileKilling(servers.find(alive)!, 'killOther', 'other');
  },
);
