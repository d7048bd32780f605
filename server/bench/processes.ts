import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { startServerProcess, type ServerProcess } from '../test/server-process';
import { bindAddOne, THROUGHPUT_CALLERS, type BenchConnector } from './throughput';
import { deploymentForm, inParallel, median, oneTaskBpmn, REST, until, type Call } from './support';

/** Clock ticks of /proc/<pid>/stat (USER_HZ): 100 on every Linux this runs on. */
const TICK_MS = 10;

/** User plus system CPU time of a process so far, in ms (0 when it is gone). */
function cpuMsOf(pid: number) {
  try {
    // The command name (field 2) may hold spaces: the fields after its ')' are fixed.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
  } catch {
    return 0;
  }
}

/** The postmaster and its children (the backends), by the postmaster's pid. */
function clusterPids(postmaster: number) {
  const pids = [postmaster];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (parent === postmaster) pids.push(Number(entry));
    } catch {
      // Gone meanwhile.
    }
  }
  return pids;
}

const withDatabase = (url: string, database: string) => {
  const target = new URL(url);
  target.pathname = `/${database}`;
  return target.toString();
};

async function adminQuery(url: string, text: string) {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return await client.query(text);
  } finally {
    await client.end();
  }
}

/** A platform call over HTTP to one server process. */
function httpCall(server: ServerProcess): Call {
  return async <T>(
    method: string,
    url: string,
    payload?: object,
    headers: Record<string, string> = {},
  ) => {
    const response = await fetch(`${server.base}${url}`, {
      method,
      headers: {
        ...headers,
        token: server.token,
        ...(payload ? { 'content-type': 'application/json' } : {}),
      },
      body: payload ? JSON.stringify(payload) : undefined,
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${text}`);
    return (text ? JSON.parse(text) : null) as T;
  };
}

export interface ProcessesResult {
  processes: number;
  rates: number[];
  /** CPU ms per instance of the server processes, and of PostgreSQL when it is ours. */
  serverCpuMs: number[];
  postgresCpuMs: number[];
}

/**
 * `count` real server processes (src/main.ts) on one new database of the PostgreSQL at
 * `url`, sharing the load: the instances are started through each in turn, and each one's
 * built-in connector worker fetches and completes tasks. A warm-up round (100 instances) runs
 * first; then `rounds` rounds of `instances`.
 */
export async function measureProcesses(options: {
  url: string;
  count: number;
  instances: number;
  rounds: number;
  kind: BenchConnector;
  /** The postmaster's pid, to add up PostgreSQL's CPU time (a throwaway PostgreSQL only). */
  postmaster?: number;
}): Promise<ProcessesResult> {
  const { url, count, instances, rounds, kind, postmaster } = options;
  const name = `bench_processes_${count}_${randomBytes(4).toString('hex')}`;
  const dataDirs = Array.from({ length: count }, (_, i) => path.join(os.tmpdir(), `${name}-${i}`));
  await adminQuery(url, `create database ${name}`);
  const database = new Client({ connectionString: withDatabase(url, name) });
  let servers: ServerProcess[] = [];
  try {
    const env = {
      DATABASE_URL: withDatabase(url, name),
      FILE_STORE: 'database',
      // Shared by every process of one deployment, as the scale-out docs ask.
      CREDENTIAL_KEY: randomBytes(32).toString('hex'),
      JWT_SECRET: randomBytes(32).toString('hex'),
      CONSOLE_STATIC_ROOT: '/nonexistent',
      LOG_LEVEL: 'error',
    };
    const started = await Promise.allSettled(
      dataDirs.map((dir) => startServerProcess({ ...env, DATA_DIR: dir })),
    );
    servers = started.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
    if (servers.length < count)
      throw new Error(`${count - servers.length} server(s) did not start`);
    await database.connect();
    const calls = servers.map(httpCall);

    const run = randomBytes(3).toString('hex');
    const key = `bench-processes-${run}`;
    const form = deploymentForm(key, oneTaskBpmn(key, 'bench-map'));
    const deployed = await fetch(`${servers[0].base}/api/camunda/deploy`, {
      method: 'POST',
      headers: { token: servers[0].token, 'content-type': form.contentType },
      body: form.payload,
    });
    if (!deployed.ok) throw new Error(`deploy: ${deployed.status} ${await deployed.text()}`);
    await bindAddOne(calls[0], kind, run, key);

    const completed = async () => {
      const result = await database.query<{ n: string }>(
        `select count(*) as n from process_instance where definition_key = $1 and state = 'COMPLETED'`,
        [key],
      );
      return Number(result.rows[0].n);
    };
    let done = 0;
    const round = async (total: number) => {
      const serverCpu = servers.reduce((sum, s) => sum + cpuMsOf(s.child.pid ?? 0), 0);
      const pgPids = postmaster ? clusterPids(postmaster) : [];
      const pgCpu = pgPids.reduce((sum, pid) => sum + cpuMsOf(pid), 0);
      const startedAt = performance.now();
      await inParallel(total, THROUGHPUT_CALLERS, (i) =>
        calls[i % calls.length]('POST', `${REST}/process-definition/key/${key}/start`, {
          variables: { n: { value: i, type: 'Integer' } },
        }),
      );
      const target = done + total;
      await until(
        async () => (await completed()) === target,
        Math.max(120_000, total * 100),
        'every instance to end',
      ).catch(async (error: unknown) => {
        const states = await database.query(
          `select state, count(*) from process_instance where definition_key = $1 group by 1`,
          [key],
        );
        const tasks = await database.query(
          `select worker_id, lock_expiration_time > now() as locked, retries, count(*) from external_task group by 1, 2, 3`,
        );
        const runs = await database.query(
          `select status, message, count(*) from connector_run group by 1, 2`,
        );
        console.log(states.rows, tasks.rows, runs.rows);
        throw error;
      });
      done = target;
      const seconds = (performance.now() - startedAt) / 1000;
      const serverAfter = servers.reduce((sum, s) => sum + cpuMsOf(s.child.pid ?? 0), 0);
      // Backends that ended meanwhile took their time with them: a lower bound.
      const pgAfter = pgPids.reduce((sum, pid) => sum + cpuMsOf(pid), 0);
      return {
        rate: total / seconds,
        seconds,
        serverCpuMs: (serverAfter - serverCpu) / total,
        postgresCpuMs: (pgAfter - pgCpu) / total,
      };
    };

    // Warms up every process's code and lets every worker learn the new binding.
    await round(100);
    const result: ProcessesResult = {
      processes: count,
      rates: [],
      serverCpuMs: [],
      postgresCpuMs: [],
    };
    for (let i = 1; i <= rounds; i++) {
      const figures = await round(instances);
      result.rates.push(figures.rate);
      result.serverCpuMs.push(figures.serverCpuMs);
      result.postgresCpuMs.push(figures.postgresCpuMs);
    }
    return result;
  } finally {
    for (const server of servers) await server.kill();
    await database.end().catch(() => undefined);
    await adminQuery(url, `drop database if exists ${name} with (force)`).catch(() => undefined);
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  }
}

/** Prints one process and two side by side: rate, and CPU per instance. */
export function printProcesses(results: ProcessesResult[], postgresCounted: boolean) {
  const cells = (r: ProcessesResult) => {
    const cpu = `${median(r.serverCpuMs).toFixed(2)} ms CPU in the server${r.processes > 1 ? 's' : ''}`;
    const pg = postgresCounted ? `, ${median(r.postgresCpuMs).toFixed(2)} ms in PostgreSQL` : '';
    return `${median(r.rates).toFixed(0).padStart(5)} instances/s (rounds: ${r.rates.map((x) => x.toFixed(0)).join(', ')}; per instance ${cpu}${pg})`;
  };
  for (const result of results) {
    const label = `${result.processes} process${result.processes > 1 ? 'es' : ''}`;
    console.log(`  ${label.padEnd(12)} ${cells(result)}`);
  }
}
