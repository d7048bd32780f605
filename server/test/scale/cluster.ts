import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { PG_TEMPLATE_DB } from '../database';
import { startServerProcess, type ServerProcess } from '../server-process';

/** The sample configuration operators copy: the harness runs it, so the sample is tested. */
export const SAMPLE_CONFIG = path.resolve(__dirname, '../../../deploy/nginx/console.conf');
export const NGINX = '/usr/sbin/nginx';

export interface Cluster {
  /** The balancer's address: every call of the test goes through it. */
  base: string;
  /** The processes behind it, in upstream order. */
  servers: ServerProcess[];
  /** The test's database on the shared PostgreSQL, for reading history straight from it. */
  databaseUrl: string;
  /** kill -9 of one server process; nginx finds out by itself (passive checks). */
  kill: (index: number) => Promise<void>;
  /** The lines nginx wrote to its error log (upstream failures show here). */
  nginxErrors: () => string;
  /** Stops nginx and every process, drops the database, removes the temp folders. */
  stop: () => Promise<void>;
}

async function admin(url: string, sql: string) {
  const client = new Client({ connectionString: url });
  await client.connect();
  return client.query(sql).finally(() => client.end());
}

async function freePort() {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (!address || typeof address === 'string') throw new Error('no free port');
  return address.port;
}

/**
 * The sample with this cluster's addresses: one upstream `server` line per process (keeping the
 * sample's passive-check parameters) and a loopback listen port. Everything else is the sample.
 */
export function clusterConfig(sample: string, upstreams: string[], port: number) {
  const line = /^([ \t]*)server [\w.[\]:-]+:\d+( [^;\n]*)?;[ \t]*\n/gm;
  const [first] = [...sample.matchAll(line)];
  if (!first) throw new Error(`${SAMPLE_CONFIG} has no upstream server line`);
  const [, indent, params = ''] = first;
  const servers = upstreams.map((address) => `${indent}server ${address}${params};\n`).join('');
  let placed = false;
  const config = sample
    .replace(line, () => (placed ? '' : ((placed = true), servers)))
    .replace(/^([ \t]*)listen [^;\n]+;/m, `$1listen 127.0.0.1:${port};`);
  if (!config.includes(`listen 127.0.0.1:${port};`)) throw new Error('the sample has no listen');
  return config;
}

/** nginx's main file: everything it writes stays in `dir`; the sample is included as is. */
function mainConfig(dir: string) {
  const temp = (name: string) => path.join(dir, name);
  // As root, nginx's workers would switch to `nobody`, who cannot write in a 0700 temp folder.
  const user = process.getuid?.() === 0 ? 'user root;\n' : '';
  return `${user}daemon off;
worker_processes 1;
pid ${temp('nginx.pid')};
error_log ${temp('error.log')} warn;
events { worker_connections 2048; }
http {
  access_log off;
  client_body_temp_path ${temp('body')};
  proxy_temp_path ${temp('proxy')};
  fastcgi_temp_path ${temp('fastcgi')};
  uwsgi_temp_path ${temp('uwsgi')};
  scgi_temp_path ${temp('scgi')};
  include ${temp('console.conf')};
}
`;
}

/** Writes nginx's files into `dir`; answers the arguments that run nginx on them. */
export function writeNginxConfig(dir: string, upstreams: string[], port: number) {
  const sample = readFileSync(SAMPLE_CONFIG, 'utf8');
  writeFileSync(path.join(dir, 'console.conf'), clusterConfig(sample, upstreams, port));
  writeFileSync(path.join(dir, 'nginx.conf'), mainConfig(dir));
  return ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-e', path.join(dir, 'error.log')];
}

async function startNginx(dir: string, upstreams: string[]) {
  const port = await freePort();
  const args = writeNginxConfig(dir, upstreams, port);
  const child = spawn(NGINX, args, { stdio: ['ignore', 'ignore', 'inherit'] });
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`nginx exited (${child.exitCode})`);
    const up = await fetch(`${base}/api/health`).catch(() => null);
    if (up?.ok) return { child, base };
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error('nginx did not answer /api/health through the upstream');
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const stopped = (child: ChildProcess, signal: NodeJS.Signals) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill(signal);
  });

/**
 * `count` server processes on one new database (a copy of the migrated test template) behind
 * nginx with the sample configuration. They share DATABASE_URL, JWT_SECRET, CREDENTIAL_KEY and
 * the database file store, as docs/engine.md asks; each has its own DATA_DIR. `env` adds
 * settings (timeouts for tests). PostgreSQL only: `adminUrl` is TEST_DATABASE_URL.
 */
export async function startCluster(
  adminUrl: string,
  count: number,
  env: Record<string, string> = {},
): Promise<Cluster> {
  const name = `console_cluster_${randomBytes(5).toString('hex')}`;
  const dir = mkdtempSync(path.join(os.tmpdir(), 'console-cluster-'));
  const target = new URL(adminUrl);
  target.pathname = `/${name}`;
  const databaseUrl = target.toString();
  let servers: ServerProcess[] = [];
  let nginx: ChildProcess | undefined;

  const stop = async () => {
    if (nginx) await stopped(nginx, 'SIGTERM');
    await Promise.all(servers.map((server) => server.kill()));
    // CLUSTER_KEEP_DATABASE=1 keeps it to look into after a failure (drop it yourself then).
    if (process.env.CLUSTER_KEEP_DATABASE) console.log(`cluster database kept: ${name}`);
    else
      await admin(adminUrl, `drop database if exists ${name} with (force)`).catch(() => undefined);
    rmSync(dir, { recursive: true, force: true });
  };

  try {
    await admin(adminUrl, `create database ${name} template ${PG_TEMPLATE_DB}`);
    const shared = {
      DATABASE_URL: databaseUrl,
      JWT_SECRET: randomBytes(32).toString('hex'),
      CREDENTIAL_KEY: randomBytes(32).toString('hex'),
      FILE_STORE: 'database',
      CONSOLE_STATIC_ROOT: '/nonexistent',
      ...env,
    };
    const started = await Promise.allSettled(
      Array.from({ length: count }, (_, index) => {
        const dataDir = path.join(dir, `server-${index}`);
        mkdirSync(dataDir, { mode: 0o700 });
        return startServerProcess({ ...shared, DATA_DIR: dataDir });
      }),
    );
    servers = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
    if (servers.length < count)
      throw new Error(`${count - servers.length} of ${count} did not start`);
    const balancer = await startNginx(
      dir,
      servers.map((server) => new URL(server.base).host),
    );
    nginx = balancer.child;
    return {
      base: balancer.base,
      servers,
      databaseUrl,
      kill: (index) => servers[index].kill(),
      nginxErrors: () => {
        try {
          return readFileSync(path.join(dir, 'error.log'), 'utf8');
        } catch {
          return '';
        }
      },
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
