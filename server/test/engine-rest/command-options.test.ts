import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import { ACME, startTestServer, type StartedServer } from '../harness';
import { engineApi, REST } from '../engine/api';
import { messageCatch, oneTask } from '../engine/bpmn';

/**
 * The documented options of Camunda's commands (issue 9 §2): message correlation keys, `all`,
 * tenants and result variables; definition suspension with or without instances; start
 * options this engine cannot honour refused by name; delete's failIfNotExists; failure
 * variables; fetchAndLock's sorting.
 */
let server: StartedServer;
let api: ReturnType<typeof engineApi>;

before(async () => {
  server = await startTestServer();
  api = engineApi(server, await server.login(ACME.admin.username, ACME.admin.password));
});
after(() => server?.close());

const variablesOf = (id: string) =>
  api.ok<Record<string, { value: unknown }>>('GET', `${REST}/process-instance/${id}/variables`);
const stateOf = async (id: string) =>
  (await api.ok<{ state: string }>('GET', `${REST}/history/process-instance/${id}`)).state;

describe('POST /message options', () => {
  it('reaches the instance whose variables match the correlation keys, or all with `all`', async () => {
    await api.deploy('acks.bpmn', messageCatch('acks', 'ACK'));
    const start = (partner: string) =>
      api.start('acks', { variables: { partner: { value: partner, type: 'String' } } });
    const [north, south, west] = [await start('north'), await start('south'), await start('west')];
    const [reached] = await api.ok<{ execution: { processInstanceId: string } }[]>(
      'POST',
      `${REST}/message`,
      {
        messageName: 'ACK',
        correlationKeys: { partner: { value: 'south', type: 'String' } },
        processVariablesLocal: { ackedBy: { value: 'edi', type: 'String' } },
        resultEnabled: true,
        variablesInResultEnabled: true,
      },
    );
    assert.equal(reached.execution.processInstanceId, south.id);
    assert.equal(await stateOf(south.id), 'COMPLETED');
    assert.equal(await stateOf(north.id), 'ACTIVE');
    const none = await api.call('POST', `${REST}/message`, {
      messageName: 'ACK',
      correlationKeys: { partner: { value: 'east', type: 'String' } },
    });
    assert.equal(none.statusCode, 400);
    const all = await api.ok<unknown[]>('POST', `${REST}/message`, {
      messageName: 'ACK',
      all: true,
      resultEnabled: true,
    });
    assert.equal(all.length, 2);
    assert.equal(await stateOf(north.id), 'COMPLETED');
    assert.equal(await stateOf(west.id), 'COMPLETED');
  });

  it('returns the variables when asked, and reaches nobody of another tenant', async () => {
    await api.deploy('acks2.bpmn', messageCatch('acks2', 'ACK2'));
    const waiting = await api.start('acks2', { businessKey: 'po-1' });
    for (const body of [{ tenantId: '999999' }, { withoutTenantId: true }]) {
      const refused = await api.call('POST', `${REST}/message`, { messageName: 'ACK2', ...body });
      assert.equal(refused.statusCode, 400, JSON.stringify(body));
    }
    assert.equal(await stateOf(waiting.id), 'ACTIVE');
    const [result] = await api.ok<{ variables: Record<string, { value: unknown }> }[]>(
      'POST',
      `${REST}/message`,
      {
        messageName: 'ACK2',
        tenantId: String(server.acme.tenantId),
        processVariables: { ok: { value: true, type: 'Boolean' } },
        resultEnabled: true,
        variablesInResultEnabled: true,
      },
    );
    assert.equal(result.variables.ok.value, true);
  });
});

describe('definition suspension options', () => {
  it('suspends instances too unless includeProcessInstances is false, now only', async () => {
    const definition = await api.deploy('hold2.bpmn', oneTask('hold2', 'hold2-work'));
    const running = await api.start('hold2');
    const put = (body: object) =>
      api.call('PUT', `${REST}/process-definition/${definition.id}/suspended`, body);
    assert.equal((await put({ suspended: true, includeProcessInstances: false })).statusCode, 204);
    assert.equal(await stateOf(running.id), 'ACTIVE');
    assert.equal((await put({ suspended: true })).statusCode, 204);
    assert.equal(await stateOf(running.id), 'SUSPENDED');
    const later = await put({ suspended: false, executionDate: '2099-01-01T00:00:00.000+0000' });
    assert.equal(later.statusCode, 400);
    assert.equal(await stateOf(running.id), 'SUSPENDED');
  });

  it('suspends every version of a key through the key route', async () => {
    await api.deploy('versions.bpmn', oneTask('versions', 'v-work'));
    await api.deploy('versions.bpmn', oneTask('versions', 'v-work', 'Second'));
    const put = await api.call('PUT', `${REST}/process-definition/key/versions/suspended`, {
      suspended: true,
    });
    assert.equal(put.statusCode, 204);
    const listed = await api.ok<{ suspended: boolean }[]>(
      'GET',
      `${REST}/process-definition?key=versions`,
    );
    assert.deepEqual(
      listed.map((row) => row.suspended),
      [true, true],
    );
  });
});

describe('start, delete, failure and fetch options', () => {
  it('refuses a case instance or start instructions by name, and takes the skip flags', async () => {
    await api.deploy('opts.bpmn', oneTask('opts', 'opts-work'));
    const url = `${REST}/process-definition/key/opts/start`;
    const caseStart = await api.call('POST', url, { caseInstanceId: 'case-1' });
    assert.equal(caseStart.statusCode, 400);
    assert.match(caseStart.json().message, /caseInstanceId is not supported/);
    const instructed = await api.call('POST', url, {
      startInstructions: [{ type: 'startBeforeActivity', activityId: 'task' }],
    });
    assert.equal(instructed.statusCode, 400);
    assert.match(instructed.json().message, /startInstructions are not supported/);
    const skipping = await api.call('POST', url, {
      skipCustomListeners: true,
      skipIoMappings: true,
    });
    assert.equal(skipping.statusCode, 200);
  });

  it('answers 204 for an unknown instance when failIfNotExists is false', async () => {
    const url = `${REST}/process-instance/no-such-instance`;
    assert.equal((await api.call('DELETE', url)).statusCode, 404);
    assert.equal((await api.call('DELETE', `${url}?failIfNotExists=false`)).statusCode, 204);
  });

  it('sets the variables a failure reports, and refuses a bad one before writing', async () => {
    const started = await api.start('opts');
    const [task] = (await api.fetch('opts-work', 'w', 10)).filter(
      (locked) => locked.processInstanceId === started.id,
    );
    const bad = await api.call('POST', `${REST}/external-task/${task.id}/failure`, {
      workerId: 'w',
      retries: 1,
      variables: { attempts: { value: 'many', type: 'Integer' } },
    });
    assert.equal(bad.statusCode, 400);
    const retriesAfterBad = await api.ok<{ retries: number | null }>(
      'GET',
      `${REST}/external-task/${task.id}`,
    );
    assert.equal(retriesAfterBad.retries, null);
    await api.ok('POST', `${REST}/external-task/${task.id}/failure`, {
      workerId: 'w',
      errorMessage: 'Timeout',
      retries: 1,
      variables: { attempts: { value: 1, type: 'Integer' } },
      localVariables: { lastError: { value: 'Timeout', type: 'String' } },
    });
    const vars = await variablesOf(started.id);
    assert.equal(vars.attempts.value, 1);
    assert.equal(vars.lastError.value, 'Timeout');
  });

  it('fetches newest first when sorting by createTime desc', async () => {
    await api.deploy('sorted.bpmn', oneTask('sorted', 'sorted-work'));
    const first = await api.start('sorted');
    await new Promise((resolve) => setTimeout(resolve, 20));
    const second = await api.start('sorted');
    const [newest] = await api.ok<{ processInstanceId: string }[]>(
      'POST',
      `${REST}/external-task/fetchAndLock`,
      {
        workerId: 'sorter',
        maxTasks: 1,
        sorting: [{ sortBy: 'createTime', sortOrder: 'desc' }],
        topics: [{ topicName: 'sorted-work', lockDuration: 10_000 }],
      },
    );
    assert.equal(newest.processInstanceId, second.id);
    const [oldest] = await api.fetch('sorted-work', 'sorter', 1);
    assert.equal(oldest.processInstanceId, first.id);
  });

  it('locks no more than maxTasks whatever plan the database picks', async () => {
    // With statistics of a small table, PostgreSQL ran the locking subquery as the inner side
    // of a nested loop, once per row: maxTasks 1 locked every task of the topic, answered one.
    await api.deploy('few.bpmn', oneTask('few', 'few-work'));
    for (let i = 0; i < 3; i += 1) await api.start('few');
    // The statistics the e2e database had (one row) lead the planner to that plan.
    await server.db.execute(sql`ANALYZE external_task`);
    await server.db.execute(
      sql`UPDATE pg_class SET reltuples = 1, relpages = 1 WHERE relname = 'external_task'`,
    );
    const fetched = await api
      .fetch('few-work', 'one-only', 1)
      .finally(() => server.db.execute(sql`ANALYZE external_task`));
    assert.equal(fetched.length, 1);
    const locked = await api.ok<unknown[]>('GET', `${REST}/external-task?workerId=one-only`);
    assert.equal(locked.length, 1);
    assert.equal((await api.fetch('few-work', 'second', 5)).length, 2);
  });
});
