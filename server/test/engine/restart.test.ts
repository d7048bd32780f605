import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, it } from 'node:test';
import { multipartFile, REST } from './api';
import { definitions, oneTask, timer } from './bpmn';

const SERVER_DIR = path.resolve(__dirname, '../..');
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'engine-restart-'));
const port = 20000 + Math.floor(Math.random() * 20000);
const base = `http://127.0.0.1:${port}`;
let child: ChildProcess | null = null;

after(() => {
  child?.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

async function startServer() {
  child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: SERVER_DIR,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      CONSOLE_STATIC_ROOT: dataDir,
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

const request = async (token: string, method: string, url: string, body?: unknown) => {
  const response = await fetch(`${base}${url}`, {
    method,
    headers: { token, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${text}`);
  return text ? (JSON.parse(text) as unknown) : null;
};

const deploy = async (token: string, name: string, xml: string) => {
  const form = multipartFile(name, xml);
  const response = await fetch(`${base}/api/camunda/deploy`, {
    method: 'POST',
    headers: { token, ...form.headers },
    body: form.payload,
  });
  assert.equal(response.status, 200, await response.clone().text());
};

const fetchTasks = (token: string, topic: string) =>
  request(token, 'POST', `${REST}/external-task/fetchAndLock`, {
    workerId: 'w',
    maxTasks: 20,
    topics: [{ topicName: topic, lockDuration: 1000 }],
  }) as Promise<{ id: string; processInstanceId: string }[]>;

const stateOf = async (token: string, id: string) => {
  const rows = (await request(
    token,
    'GET',
    `${REST}/history/process-instance?processInstanceId=${id}`,
  )) as { state: string }[];
  return rows[0]?.state;
};

it('a server killed with SIGKILL resumes every running instance and loses no completed step', async () => {
  let token = await startServer();
  await deploy(token, 'durable.bpmn', oneTask('durable', 'durable-work'));
  await deploy(token, 'sleepy.bpmn', timer('sleepy', 'PT3S'));
  // A timer start event every 2 s (issue 25): its schedule is a database row.
  const ticking = `<process id="ticking" isExecutable="true"><startEvent id="tick"><timerEventDefinition><timeCycle>R/PT2S</timeCycle></timerEventDefinition></startEvent><sequenceFlow id="f" sourceRef="tick" targetRef="end"/><endEvent id="end"/></process>`;
  await deploy(token, 'ticking.bpmn', definitions(ticking));
  const started = [];
  for (let i = 0; i < 5; i++) {
    started.push(
      (await request(token, 'POST', `${REST}/process-definition/key/durable/start`, {})) as {
        id: string;
      },
    );
  }
  const sleeper = (await request(
    token,
    'POST',
    `${REST}/process-definition/key/sleepy/start`,
    {},
  )) as { id: string };
  const tasks = await fetchTasks(token, 'durable-work');
  assert.equal(tasks.length, 5);
  const [first, second] = tasks;
  for (const task of [first, second]) {
    await request(token, 'POST', `${REST}/external-task/${task.id}/complete`, { workerId: 'w' });
  }

  child!.kill('SIGKILL');
  await new Promise((resolve) => child!.once('exit', resolve));
  token = await startServer();
  const restartedAt = Date.now();

  for (const task of [first, second])
    assert.equal(await stateOf(token, task.processInstanceId), 'COMPLETED');
  // The other three still wait at their task (their locks of 1 s have run out).
  await new Promise((resolve) => setTimeout(resolve, 1100));
  const waiting = await fetchTasks(token, 'durable-work');
  assert.deepEqual(
    waiting.map((t) => t.processInstanceId).sort(),
    tasks
      .slice(2)
      .map((t) => t.processInstanceId)
      .sort(),
  );
  for (const task of waiting) {
    await request(token, 'POST', `${REST}/external-task/${task.id}/complete`, { workerId: 'w' });
  }
  for (const { id } of started) assert.equal(await stateOf(token, id), 'COMPLETED');

  // The timer armed before the kill fires after the restart, from the database scheduler.
  const deadline = Date.now() + 15_000;
  while ((await stateOf(token, sleeper.id)) !== 'COMPLETED') {
    if (Date.now() > deadline) assert.fail('the timer did not fire after the restart');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }

  // The timer start event fires on after the restart (waited for: on a busy machine the checks
  // above can take less than its 2 s period), and the dates it missed while the server was down
  // fire once in all, not once each (one a period, one for the missed, one in flight).
  const firesAfterRestart = async () =>
    (
      (await request(
        token,
        'GET',
        `${REST}/history/process-instance?processDefinitionKey=ticking`,
      )) as { startTime: string }[]
    ).filter((row) => Date.parse(row.startTime) >= restartedAt - 1000).length;
  const tickDeadline = Date.now() + 15_000;
  let afterRestart = await firesAfterRestart();
  while (afterRestart === 0 && Date.now() < tickDeadline) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    afterRestart = await firesAfterRestart();
  }
  assert.ok(afterRestart >= 1, 'the timer start event fires after the restart');
  assert.ok(afterRestart <= (Date.now() - restartedAt) / 2000 + 3, `${afterRestart} fires`);
});
