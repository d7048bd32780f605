import assert from 'node:assert/strict';
import { after, before, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { BasicAuthInterceptor, Client, Variables, logger } from 'camunda-external-task-client-js';
import { processInstances, variables } from '../../src/db/schema';
import { ACME, startTestServer, type StartedServer } from '../harness';
import { engineApi } from './api';
import { oneTask } from './bpmn';

let server: StartedServer;
let token: string;
let baseUrl: string;

before(async () => {
  server = await startTestServer();
  token = await server.login(ACME.admin.username, ACME.admin.password);
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  const address = server.app.server.address();
  assert.ok(address && typeof address === 'object');
  baseUrl = `http://127.0.0.1:${address.port}/api/camunda/engine-rest`;
});
after(() => server.close());

const until = async (check: () => Promise<boolean>, timeoutMs = 15_000) => {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
};

it("Camunda's own external-task client works against the server unchanged", async () => {
  const api = engineApi(server, token);
  await api.deploy('invoice.bpmn', oneTask('invoice', 'invoice-check'));
  const good = await api.start('invoice', {
    variables: { amount: { value: 21, type: 'Integer' } },
  });
  const bad = await api.start('invoice', { variables: { amount: { value: 13, type: 'Integer' } } });

  const client = new Client({
    baseUrl,
    workerId: 'camunda-js-worker',
    interval: 50,
    asyncResponseTimeout: 2000,
    autoPoll: false,
    // The console's token header, added the way Camunda documents interceptors.
    interceptors: (config: { headers?: Record<string, string> }) => ({
      ...config,
      headers: { ...config.headers, token },
    }),
    use: logger.level('error'),
  });
  client.subscribe('invoice-check', async ({ task, taskService }) => {
    const amount = task.variables.get('amount') as number;
    if (amount === 13) {
      await taskService.handleFailure(task, {
        errorMessage: 'unlucky amount',
        retries: 0,
        retryTimeout: 0,
      });
      return;
    }
    const result = new Variables()
      .set('doubled', amount * 2)
      .setTyped('approved', { type: 'Boolean', value: true, valueInfo: {} });
    await taskService.complete(task, result);
  });
  client.start();
  try {
    await until(async () => {
      const [row] = await server.db
        .select()
        .from(processInstances)
        .where(eq(processInstances.id, good.id));
      const [failed] = await server.db
        .select()
        .from(processInstances)
        .where(eq(processInstances.id, bad.id));
      return row.state === 'COMPLETED' && failed.incidents === 1;
    });
  } finally {
    client.stop();
  }
  const vars = await server.db
    .select()
    .from(variables)
    .where(eq(variables.processInstanceId, good.id));
  const byName = Object.fromEntries(
    vars.map((v) => [v.name, JSON.parse(v.value ?? 'null') as unknown]),
  );
  assert.deepEqual(byName, { amount: 21, doubled: 42, approved: true });
});

it("the client's BasicAuthInterceptor signs in with a user name and password", async () => {
  const api = engineApi(server, token);
  await api.deploy('basic.bpmn', oneTask('basic', 'basic-check'));
  const started = await api.start('basic');
  const client = new Client({
    baseUrl,
    workerId: 'basic-worker',
    interval: 50,
    asyncResponseTimeout: 2000,
    autoPoll: false,
    interceptors: new BasicAuthInterceptor({
      username: ACME.admin.username,
      password: ACME.admin.password,
    }),
    use: logger.level('error'),
  });
  client.subscribe('basic-check', async ({ task, taskService }) => {
    await taskService.complete(task, new Variables().set('checkedBy', 'basic'));
  });
  client.start();
  try {
    await until(async () => {
      const [row] = await server.db
        .select()
        .from(processInstances)
        .where(eq(processInstances.id, started.id));
      return row.state === 'COMPLETED';
    });
  } finally {
    client.stop();
  }
  const [row] = await server.db
    .select({ startUserId: processInstances.startUserId })
    .from(processInstances)
    .where(eq(processInstances.id, started.id));
  assert.equal(row.startUserId, ACME.admin.username);
});
