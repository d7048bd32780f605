import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { after, before, it } from 'node:test';
import { MIGRATIONS_DIR } from '../../src/db/client';
import { startServerProcess, type ServerProcess } from '../server-process';
import { adminQuery as query } from '../pg-admin';

/**
 * Three server processes started at the same moment on one new, empty PostgreSQL database
 * (issue 27 §1 "Start"): all three come up and are ready, the migrations ran once, the demo data
 * was seeded once, and they sign with one JWT secret. PostgreSQL only: the embedded database is
 * one process's.
 */
const url = process.env.TEST_DATABASE_URL;
const name = `console_start_${randomBytes(5).toString('hex')}`;
const DATA_DIRS = ['a', 'b', 'c'].map((suffix) => `/tmp/${name}-${suffix}`);
let servers: ServerProcess[] = [];

const countIn = async (sql: string) => Number((await query(sql, name)).rows[0].count);

before(async () => {
  if (!url) return;
  // Empty, not the migrated template: the first start has everything to do.
  await query(`create database ${name}`);
  const target = new URL(url);
  target.pathname = `/${name}`;
  const env = {
    DATABASE_URL: target.toString(),
    FILE_STORE: 'database',
    // Shared as the scale-out docs ask; the JWT secret is left to the database on purpose.
    CREDENTIAL_KEY: randomBytes(32).toString('hex'),
    CONSOLE_STATIC_ROOT: '/nonexistent',
  };
  const started = await Promise.allSettled(
    DATA_DIRS.map((dataDir) => startServerProcess({ ...env, DATA_DIR: dataDir })),
  );
  servers = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
});
after(async () => {
  for (const server of servers) await server.kill();
  if (url) await query(`drop database if exists ${name} with (force)`);
  for (const dir of DATA_DIRS) rmSync(dir, { recursive: true, force: true });
});

it(
  'three processes started together on an empty database all come up, and the first start runs once',
  { skip: !url },
  async () => {
    assert.equal(servers.length, 3, `${3 - servers.length} of the three did not start`);
    for (const server of servers) {
      const ready = await fetch(`${server.base}/api/ready`);
      assert.equal(ready.status, 200, await ready.text());
    }

    const journal = JSON.parse(
      readFileSync(path.join(MIGRATIONS_DIR, 'meta/_journal.json'), 'utf8'),
    ) as { entries: unknown[] };
    const migrations = await query(
      'select count(*) as count, count(distinct hash) as hashes from drizzle.__drizzle_migrations',
      name,
    );
    assert.deepEqual(migrations.rows[0], {
      count: String(journal.entries.length),
      hashes: String(journal.entries.length),
    });

    assert.equal(await countIn(`select count(*) from users where username = 'sys'`), 1);
    assert.equal(await countIn(`select count(*) from bp where name = 'Acme Integration Hub'`), 1);
    assert.equal(await countIn(`select count(*) from bp where name = 'Northwind Components'`), 1);
    assert.equal(await countIn(`select count(*) from app_settings where key = 'jwtSecret'`), 1);

    // One secret: a token signed by one process is accepted by the others.
    for (const signer of servers) {
      for (const other of servers.filter((server) => server !== signer)) {
        const response = await fetch(`${other.base}/api/user/userInfo`, {
          headers: { token: signer.token },
        });
        assert.equal(response.status, 200, await response.text());
      }
    }
  },
);
