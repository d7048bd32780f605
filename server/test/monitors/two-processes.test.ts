import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, it } from 'node:test';
import { oneTask } from '../engine/bpmn';
import { REST } from '../engine/api';
import { PG_TEMPLATE_DB } from '../database';
import { startServerProcess, type ServerProcess } from '../server-process';
import { eventually } from './monitor-api';
import { adminQuery as admin } from '../pg-admin';

/**
 * Two server processes on one PostgreSQL with the same active file monitor (issue 23 §6):
 * every file starts one instance, whichever process it was uploaded through; the monitor runs
 * in one of them (its lease); when that one is killed, the other takes the monitor over and
 * starts what arrives next, still once. PostgreSQL only: the embedded database is one
 * process's.
 */
const url = process.env.TEST_DATABASE_URL;
const name = `console_two_${randomBytes(5).toString('hex')}`;
const servers: ServerProcess[] = [];

/** The process holding the monitor's lease (its owner names the process id). */
async function holder(monitorId: number) {
  const { rows } = await admin(`select owner from lease where name = 'monitor:${monitorId}'`, name);
  const pid = Number(String(rows[0]?.owner ?? '').split(':')[1]);
  return servers.find((server) => server.child.pid === pid);
}

before(async () => {
  if (!url) return;
  await admin(`create database ${name} template ${PG_TEMPLATE_DB}`);
  const target = new URL(url);
  target.pathname = `/${name}`;
  const env = {
    DATABASE_URL: target.toString(),
    FILE_STORE: 'database',
    DATA_DIR: `/tmp/${name}`,
    CONSOLE_STATIC_ROOT: '/nonexistent',
    AUTOMATION_SYNC_MS: '200',
    AUTOMATION_LEASE_MS: '3000',
    MONITOR_SCAN_MS: '1000',
  };
  // One after the other: the first fills the demo data the second finds.
  servers.push(await startServerProcess(env));
  servers.push(await startServerProcess({ ...env, DATA_DIR: `/tmp/${name}-b` }));
});
after(async () => {
  for (const server of servers) await server.kill();
  if (url) await admin(`drop database if exists ${name} with (force)`);
});

const upload = async (server: ServerProcess, fileName: string) => {
  const form = new FormData();
  form.append('path', 'mounted/two/');
  form.append('file', new Blob([`${fileName},${Math.random()}`]), fileName);
  const response = await fetch(`${server.base}/api/fileUpload`, {
    method: 'POST',
    headers: { token: server.token },
    body: form,
  });
  assert.equal(response.status, 200, await response.text());
};

const instances = async (server: ServerProcess) =>
  (
    await server.request<{ count: number }>(
      'GET',
      `${REST}/history/process-instance/count?processDefinitionKey=twoFlow`,
    )
  ).count;

it(
  'starts every file once across two processes, and survives the runner being killed',
  { skip: !url },
  async () => {
    const [a, b] = servers;
    await a.deploy('two.bpmn', oneTask('twoFlow'));
    await a.request('POST', '/api/file/mkdir', { path: 'mounted/', name: 'two' });
    const made = await a.request<{ data: { id: number } }>('POST', '/api/monitor/file', {
      name: 'Shared',
      processKey: 'twoFlow',
      folder: 'mounted/two/',
      pattern: '*.csv',
      intervalMinutes: 1,
      afterStart: 'mark',
    });
    await b.request('PUT', `/api/startFileMonitor?connectorId=${made.data.id}`);
    await eventually(
      async () =>
        (
          await a.request<{ data: { status: string } }>(
            'GET',
            `/api/monitor/file?id=${made.data.id}`,
          )
        ).data.status === 'running',
      10_000,
      'running',
    );
    for (let at = 0; at < 20; at++) await upload(at % 2 ? a : b, `f${at}.csv`);
    await eventually(async () => (await instances(a)) === 20, 20_000, '20 instances');
    // Both processes scan and read the outbox only while they hold the lease: no second start.
    await new Promise((resolve) => setTimeout(resolve, 2500));
    assert.equal(await instances(b), 20);

    // kill -9 of the process that runs the monitor: the other takes it over once the lease expires.
    const running = await holder(made.data.id);
    assert.ok(running, 'one of the two holds the lease');
    const other = running === a ? b : a;
    await running.kill();
    for (let at = 20; at < 30; at++) await upload(other, `f${at}.csv`);
    await eventually(
      async () => (await instances(other)) === 30,
      20_000,
      '30 instances after the kill',
    );
    assert.equal(await holder(made.data.id), other);
    await new Promise((resolve) => setTimeout(resolve, 2500));
    assert.equal(await instances(other), 30);
    const events = await other.request<{ data: { outcome: string; eventKey: string }[] }>(
      'GET',
      `/api/monitor/events?id=${made.data.id}&limit=500`,
    );
    const started = events.data.filter((event) => event.outcome === 'started');
    assert.equal(started.length, 30);
    assert.equal(new Set(started.map((event) => event.eventKey)).size, 30);
  },
);
