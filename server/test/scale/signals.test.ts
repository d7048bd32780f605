import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { after, before, it } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { promisify } from 'node:util';
import { PG_TEMPLATE_DB } from '../database';
import { oneTask } from '../engine/bpmn';
import { REST } from '../engine/api';
import { startServerProcess, type ServerProcess } from '../server-process';
import { adminQuery as query } from '../pg-admin';

/**
 * What one server process changes reaches the other within a second (issue 27 §1 "Caches and
 * signals"): a role taken from a user and a logout through A are refused by B, which had just
 * remembered the caller (its cache keeps one 2 s); a deploy through A is what B's start by key
 * runs (B kept the newest version until a deploy through itself). PostgreSQL only.
 */
const url = process.env.TEST_DATABASE_URL;
const name = `console_signals_${randomBytes(5).toString('hex')}`;
const DATA_DIRS = [`/tmp/${name}-a`, `/tmp/${name}-b`];
let databaseUrl = '';
let a: ServerProcess;
let b: ServerProcess;
const USER = { username: 'signals.user', password: 'signals-pass-2026' };
const POLL_MS = 50;
const WITHIN_MS = 1000;

async function call(
  server: ServerProcess,
  token: string,
  method: string,
  path: string,
  body?: unknown,
) {
  return fetch(`${server.base}${path}`, {
    method,
    headers: { token, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

async function login(server: ServerProcess, username: string, password: string) {
  const response = await fetch(`${server.base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  const text = await response.text();
  assert.equal(response.status, 200, text);
  return (JSON.parse(text) as { data: { token: string } }).data.token;
}

/** Polls `answer` every POLL_MS from now until it is true; the milliseconds it took. */
async function msUntil(answer: () => Promise<boolean>, giveUpMs = 5000) {
  const since = Date.now();
  while (!(await answer())) {
    if (Date.now() - since > giveUpMs) return Infinity;
    await sleep(POLL_MS);
  }
  return Date.now() - since;
}

before(async () => {
  if (!url) return;
  await query(`create database ${name} template ${PG_TEMPLATE_DB}`);
  const target = new URL(url);
  target.pathname = `/${name}`;
  databaseUrl = target.toString();
  const env = {
    DATABASE_URL: databaseUrl,
    FILE_STORE: 'database',
    CREDENTIAL_KEY: randomBytes(32).toString('hex'),
    CONSOLE_STATIC_ROOT: '/nonexistent',
  };
  // Together: the first start's seeding runs once, under the start lock.
  [a, b] = await Promise.all(
    DATA_DIRS.map((dataDir) => startServerProcess({ ...env, DATA_DIR: dataDir })),
  );
});
after(async () => {
  await a?.kill();
  await b?.kill();
  if (url) await query(`drop database if exists ${name} with (force)`);
  for (const dir of DATA_DIRS) rmSync(dir, { recursive: true, force: true });
});

it(
  'a role taken from a user through A is refused by B within a second',
  { skip: !url },
  async (t) => {
    const roles = await query(`select id, role_name from roles`, name);
    const roleId = (role: string) => roles.rows.find((row) => row.role_name === role)?.id as number;
    const tenant = await query(`select id from bp where name = 'Acme Integration Hub'`, name);
    const sys = await login(a, 'sys', 'sys');
    const created = await call(a, sys, 'POST', '/api/bpUser', {
      bpId: tenant.rows[0].id,
      ...USER,
      email: 'signals@example.com',
      roleIds: [roleId('admin'), roleId('sys')],
    });
    assert.equal(created.status, 200, await created.text());

    const token = await login(b, USER.username, USER.password);
    // B remembers the caller now, as a sys user.
    const before = await call(b, token, 'GET', '/api/all_bpg');
    assert.equal(before.status, 200, await before.text());
    const removed = await call(a, sys, 'PUT', '/api/bpUser', {
      username: USER.username,
      email: 'signals@example.com',
      roleIds: [roleId('admin')],
    });
    assert.equal(removed.status, 200, await removed.text());
    const ms = await msUntil(
      async () => (await call(b, token, 'GET', '/api/all_bpg')).status >= 400,
    );
    t.diagnostic(`B refused the removed role ${ms} ms after A answered`);
    assert.ok(ms < WITHIN_MS, `B refused the removed role after ${ms} ms`);
    const refused = await call(b, token, 'GET', '/api/all_bpg');
    assert.ok([401, 403].includes(refused.status), `B answered ${refused.status}`);
  },
);

it('a logout through A is refused by B within a second', { skip: !url }, async (t) => {
  const token = await login(b, USER.username, USER.password);
  const before = await call(b, token, 'GET', '/api/user/userInfo');
  assert.equal(before.status, 200, await before.text());
  const out = await call(a, token, 'POST', '/api/logout');
  assert.equal(out.status, 200, await out.text());
  const ms = await msUntil(
    async () => (await call(b, token, 'GET', '/api/user/userInfo')).status === 401,
  );
  t.diagnostic(`B refused the ended session ${ms} ms after A answered`);
  assert.ok(ms < WITHIN_MS, `B refused the ended session after ${ms} ms`);
});

it(
  "a deploy and a suspension through A are what B's starts see within a second",
  { skip: !url },
  async (t) => {
    const startByKey = async () => {
      const response = await call(
        b,
        b.token,
        'POST',
        `${REST}/process-definition/key/signals/start`,
        {},
      );
      return { status: response.status, body: (await response.json()) as { definitionId: string } };
    };
    await a.deploy('signals.bpmn', oneTask('signals', 'signals-work', 'First'));
    // B looks the newest version up now, and keeps it.
    const first = await startByKey();
    assert.equal(first.status, 200, JSON.stringify(first.body));
    assert.match(first.body.definitionId, /^signals:1:/);

    await a.deploy('signals.bpmn', oneTask('signals', 'signals-work', 'Second'));
    const deployed = await msUntil(async () =>
      /^signals:2:/.test((await startByKey()).body.definitionId),
    );
    t.diagnostic(`B started the new version ${deployed} ms after A answered`);
    assert.ok(deployed < WITHIN_MS, `B started the new version after ${deployed} ms`);

    // B remembers version 2 as active; A suspends every version of the key.
    const suspended = await call(a, a.token, 'PUT', `${REST}/process-definition/suspended`, {
      processDefinitionKey: 'signals',
      suspended: true,
      includeProcessInstances: false,
    });
    assert.equal(suspended.status, 204, await suspended.text());
    const refused = await msUntil(async () => (await startByKey()).status === 400);
    t.diagnostic(`B refused the suspended definition ${refused} ms after A answered`);
    assert.ok(refused < WITHIN_MS, `B refused to start a suspended definition after ${refused} ms`);
  },
);

it(
  'a password set from the command line is honoured by the running servers within a second',
  { skip: !url },
  async (t) => {
    const token = await login(b, USER.username, USER.password);
    const before = await call(b, token, 'GET', '/api/user/userInfo');
    assert.equal(before.status, 200, await before.text());
    await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', 'src/cli/set-password.ts', USER.username, 'signals-pass-changed'],
      { cwd: path.resolve(__dirname, '../..'), env: { ...process.env, DATABASE_URL: databaseUrl } },
    );
    const ms = await msUntil(
      async () => (await call(b, token, 'GET', '/api/user/userInfo')).status === 401,
    );
    t.diagnostic(`B refused the ended session ${ms} ms after the command ended`);
    assert.ok(ms < WITHIN_MS, `B refused the ended session after ${ms} ms`);
  },
);
