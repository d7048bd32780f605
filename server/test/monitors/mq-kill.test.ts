import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, it } from 'node:test';
import { multipartFile, REST } from '../engine/api';
import { oneTask } from '../engine/bpmn';
import { sharedRabbit, type Rabbit } from '../rabbit';
import { namer, publisher } from './mq-fixture';

/**
 * A server process killed with SIGKILL in the middle of a burst (issue 23 §6): the messages
 * it had taken but not acked go back to the queue, the next process takes the monitor's lease
 * over once it expires, and every message ends as exactly one instance, the queue empty.
 */
const SERVER_DIR = path.resolve(__dirname, '../..');
const BURST = 1000;
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'mq-kill-'));
const port = 20000 + Math.floor(Math.random() * 20000);
const base = `http://127.0.0.1:${port}`;
const name = namer('mq-kill');
let child: ChildProcess | null = null;
let rabbit: Rabbit;

before(async () => {
  rabbit = await sharedRabbit();
});
after(async () => {
  child?.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
  await rabbit?.stop();
});

async function startServer() {
  child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: SERVER_DIR,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      CONSOLE_STATIC_ROOT: dataDir,
      EGRESS_ALLOW: '127.0.0.0/8',
      AUTOMATION_SYNC_MS: '200',
      // The next process takes the monitor over once the dead one's lease has run out.
      AUTOMATION_LEASE_MS: '3000',
    },
    stdio: 'ignore',
  });
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    const up = await fetch(`${base}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: 'admin' }),
    }).catch(() => null);
    if (up?.ok) return ((await up.json()) as { data: { token: string } }).data.token;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('the server did not start');
}

async function request<T>(token: string, method: string, url: string, body?: unknown) {
  const response = await fetch(`${base}${url}`, {
    method,
    headers: { token, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${text}`);
  return JSON.parse(text) as T;
}

const instances = async (token: string) =>
  (
    await request<{ count: number }>(
      token,
      'GET',
      `${REST}/history/process-instance/count?processDefinitionKey=burst`,
    )
  ).count;

async function waitFor(probe: () => Promise<boolean>, ms: number, what: string) {
  const until = Date.now() + ms;
  while (!(await probe())) {
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

it('starts every message of a burst exactly once across a SIGKILL of the server', async () => {
  let token = await startServer();
  const form = multipartFile('burst.bpmn', oneTask('burst', 'burst-work'));
  const deployed = await fetch(`${base}/api/camunda/deploy`, {
    method: 'POST',
    headers: { token, ...form.headers },
    body: form.payload,
  });
  assert.equal(deployed.status, 200, await deployed.text());
  const credential = await request<{ data: { id: number } }>(token, 'POST', '/api/credential', {
    name: 'Broker',
    template: { id: 'amqp' },
    parameters: { ...rabbit.credential, tls: false },
  });
  const broker = await publisher(rabbit);
  const queue = name('burst');
  await broker.channel.assertQueue(queue, { expires: 300_000 });
  const monitor = await request<{ data: { id: number } }>(token, 'POST', '/api/monitor/mq', {
    name: 'Burst',
    processKey: 'burst',
    credentialId: credential.data.id,
    queue,
    prefetch: 50,
  });
  const id = monitor.data.id;
  await request(token, 'PUT', `/api/startRemoteMqMonitor?connectorId=${id}`);
  await waitFor(
    async () => (await broker.channel.checkQueue(queue)).consumerCount === 1,
    20_000,
    'the consumer',
  );

  const sent = Array.from({ length: BURST }, (_, n) => `burst-${n}`);
  await broker.burst(
    queue,
    sent.map((messageId, n) => ({ body: { n }, options: { messageId } })),
  );
  await waitFor(async () => (await instances(token)) >= 150, 60_000, 'the burst under way');
  child!.kill('SIGKILL');
  await new Promise((resolve) => child!.once('exit', resolve));
  const atKill = (await broker.channel.checkQueue(queue)).messageCount;
  assert.ok(atKill > 0 && atKill < BURST, `${atKill} messages left at the kill`);

  token = await startServer();
  await waitFor(async () => (await instances(token)) >= BURST, 120_000, 'every instance');
  await request(token, 'PUT', `/api/stopRemoteMqMonitor?connectorId=${id}`);
  const left = await broker.channel.checkQueue(queue);
  assert.deepEqual([left.messageCount, left.consumerCount], [0, 0]);
  assert.equal(await instances(token), BURST, 'none twice');

  const started: string[] = [];
  for (;;) {
    const tasks = await request<{ variables: { messageId: { value: string } } }[]>(
      token,
      'POST',
      `${REST}/external-task/fetchAndLock`,
      {
        workerId: 'counter',
        maxTasks: 100,
        topics: [{ topicName: 'burst-work', lockDuration: 600_000, variables: ['messageId'] }],
      },
    );
    if (!tasks.length) break;
    started.push(...tasks.map((task) => task.variables.messageId.value));
  }
  assert.equal(started.length, BURST);
  assert.deepEqual(new Set(started), new Set(sent));
  await broker.channel.deleteQueue(queue);
  await broker.close();
});
