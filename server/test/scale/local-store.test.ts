import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { after, before, it } from 'node:test';
import { PG_TEMPLATE_DB } from '../database';
import { startServerProcess, type ServerProcess } from '../server-process';
import { adminQuery as query } from '../pg-admin';

/**
 * A local file store is one machine's (issue 27 §1 "Files"): beside a process on a local store,
 * a second process on the same PostgreSQL refuses to start, and says what to set, whether its
 * own store is local or the database. PostgreSQL only: the embedded database is one process's.
 */
const url = process.env.TEST_DATABASE_URL;
const name = `console_local_${randomBytes(5).toString('hex')}`;
const DATA_DIRS = ['a', 'b', 'c'].map((suffix) => `/tmp/${name}-${suffix}`);
const SERVER_DIR = path.resolve(__dirname, '../..');
let first: ServerProcess | undefined;
let env: Record<string, string> = {};

/** Starts a server process and waits for it to exit (killed after 60 s): its code and stderr. */
function refusedStart(extra: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: SERVER_DIR,
    env: { ...process.env, ...env, HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'warn', ...extra },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const timer = setTimeout(() => child.kill('SIGKILL'), 60_000);
  return new Promise<{ code: number | null; stderr: string }>((resolve) =>
    child.once('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, stderr });
    }),
  );
}

before(async () => {
  if (!url) return;
  await query(`create database ${name} template ${PG_TEMPLATE_DB}`);
  const target = new URL(url);
  target.pathname = `/${name}`;
  env = {
    DATABASE_URL: target.toString(),
    CREDENTIAL_KEY: randomBytes(32).toString('hex'),
    CONSOLE_STATIC_ROOT: '/nonexistent',
  };
  first = await startServerProcess({ ...env, FILE_STORE: 'local', DATA_DIR: DATA_DIRS[0] });
});
after(async () => {
  await first?.kill();
  if (url) await query(`drop database if exists ${name} with (force)`);
  for (const dir of DATA_DIRS) rmSync(dir, { recursive: true, force: true });
});

it(
  'a second process beside one on a local file store refuses to start and says what to set',
  { skip: !url },
  async () => {
    const [local, database] = await Promise.all([
      refusedStart({ FILE_STORE: 'local', DATA_DIR: DATA_DIRS[1] }),
      refusedStart({ FILE_STORE: 'database', DATA_DIR: DATA_DIRS[2] }),
    ]);
    assert.equal(local.code, 1, local.stderr);
    assert.match(
      local.stderr,
      /^Another server process runs on this PostgreSQL database, and this one has a local file store .*set FILE_STORE=database on every one of them/m,
    );
    assert.equal(database.code, 1, database.stderr);
    assert.match(
      database.stderr,
      /^A server process with a local file store \(FILE_STORE=local\) runs on this PostgreSQL database.*set FILE_STORE=database/m,
    );
    // The first one goes on serving.
    const ready = await fetch(`${first!.base}/api/ready`);
    assert.equal(ready.status, 200);
  },
);
