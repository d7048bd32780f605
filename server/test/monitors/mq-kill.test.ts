import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, it } from 'node:test';
import { REST } from '../engine/api';
import { oneTask } from '../engine/bpmn';
import { sharedRabbit, type Rabbit } from '../rabbit';
import { startServerProcess, type ServerProcess } from '../server-process';
import { namer, publisher } from './mq-fixture';
import { eventually } from './monitor-api';

/**
 * A server process killed with SIGKILL in the middle of a burst (issue 23 §6): the messages
 * it had taken but not acked go back to the queue, the next process takes the monitor's lease
 * over once it expires, and every message ends as exactly one instance, the queue empty.
 */
const BURST = 1000;
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'mq-kill-'));
const name = namer('mq-kill');
let server: ServerProcess | null = null;
let rabbit: Rabbit;

before(async () => {
  rabbit = await sharedRabbit();
});
after(async () => {
  await server?.kill();
  rmSync(dataDir, { recursive: true, force: true });
  await rabbit?.stop();
});

/** The server on its embedded database in `dataDir`; a restart finds what the last one left. */
const startServer = async () => {
  server = await startServerProcess({
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    CONSOLE_STATIC_ROOT: dataDir,
    EGRESS_ALLOW: '127.0.0.0/8',
    AUTOMATION_SYNC_MS: '200',
    // The next process takes the monitor over once the dead one's lease has run out.
    AUTOMATION_LEASE_MS: '3000',
  });
  return server;
};

const instances = async (on: ServerProcess) =>
  (
    await on.request<{ count: number }>(
      'GET',
      `${REST}/history/process-instance/count?processDefinitionKey=burst`,
    )
  ).count;

it('starts every message of a burst exactly once across a SIGKILL of the server', async () => {
  let running = await startServer();
  await running.deploy('burst.bpmn', oneTask('burst', 'burst-work'));
  const credential = await running.request<{ data: { id: number } }>('POST', '/api/credential', {
    name: 'Broker',
    template: { id: 'amqp' },
    parameters: { ...rabbit.credential, tls: false },
  });
  const broker = await publisher(rabbit);
  const queue = name('burst');
  await broker.channel.assertQueue(queue, { expires: 300_000 });
  const monitor = await running.request<{ data: { id: number } }>('POST', '/api/monitor/mq', {
    name: 'Burst',
    processKey: 'burst',
    credentialId: credential.data.id,
    queue,
    prefetch: 50,
  });
  const id = monitor.data.id;
  await running.request('PUT', `/api/startRemoteMqMonitor?connectorId=${id}`);
  await eventually(
    async () => (await broker.channel.checkQueue(queue)).consumerCount === 1,
    20_000,
    'the consumer',
  );

  const sent = Array.from({ length: BURST }, (_, n) => `burst-${n}`);
  await broker.burst(
    queue,
    sent.map((messageId, n) => ({ body: { n }, options: { messageId } })),
  );
  await eventually(async () => (await instances(running)) >= 150, 60_000, 'the burst under way');
  await running.kill();
  const atKill = (await broker.channel.checkQueue(queue)).messageCount;
  assert.ok(atKill > 0 && atKill < BURST, `${atKill} messages left at the kill`);

  running = await startServer();
  await eventually(async () => (await instances(running)) >= BURST, 120_000, 'every instance');
  await running.request('PUT', `/api/stopRemoteMqMonitor?connectorId=${id}`);
  const left = await broker.channel.checkQueue(queue);
  assert.deepEqual([left.messageCount, left.consumerCount], [0, 0]);
  assert.equal(await instances(running), BURST, 'none twice');

  const started: string[] = [];
  for (;;) {
    const tasks = await running.request<{ variables: { messageId: { value: string } } }[]>(
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
