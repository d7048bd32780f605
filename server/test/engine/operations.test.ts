import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { count, eq, gt } from 'drizzle-orm';
import {
  batches,
  externalTasks,
  instanceCounts,
  processDefinitions,
  processInstances,
  variables,
} from '../../src/db/schema';
import { addAdmin } from '../flows/fixtures';
import { ACME, startTestServer, type StartedServer } from '../harness';
import { engineApi, REST } from './api';
import { oneTask } from './bpmn';

let server: StartedServer;
let api: ReturnType<typeof engineApi>;

const instanceRow = async (id: string) =>
  (await server.db.select().from(processInstances).where(eq(processInstances.id, id)))[0];
const tableCounts = async () => ({
  definitions: (await server.db.select({ n: count() }).from(processDefinitions))[0].n,
  instances: (await server.db.select({ n: count() }).from(processInstances))[0].n,
  tasks: (await server.db.select({ n: count() }).from(externalTasks))[0].n,
});

before(async () => {
  server = await startTestServer();
  api = engineApi(server, await server.login(ACME.admin.username, ACME.admin.password));
  await api.deploy('ops.bpmn', oneTask('ops', 'ops-work'));
});
after(() => server.close());

describe('suspension', () => {
  it('suspending a definition suspends its instances; activating brings them back', async () => {
    const started = await api.start('ops');
    await api.ok('PUT', `${REST}/process-definition/key/ops/suspended`, { suspended: true });
    assert.equal((await instanceRow(started.id)).state, 'SUSPENDED');
    assert.deepEqual(
      await api.fetch('ops-work'),
      [],
      'tasks of suspended instances are not fetched',
    );
    const refused = await api.call('POST', `${REST}/process-definition/key/ops/start`, {});
    assert.equal(refused.statusCode, 400);
    assert.match(refused.json().message, /suspended/);

    await api.ok('PUT', `${REST}/process-definition/key/ops/suspended`, { suspended: false });
    assert.equal((await instanceRow(started.id)).state, 'ACTIVE');
    const [task] = await api.fetch('ops-work');
    await api.complete(task.id);
    assert.equal((await instanceRow(started.id)).state, 'COMPLETED');
  });

  it('suspends and activates one instance', async () => {
    const started = await api.start('ops');
    await api.ok('PUT', `${REST}/process-instance/${started.id}/suspended`, { suspended: true });
    assert.equal((await instanceRow(started.id)).state, 'SUSPENDED');
    await api.ok('PUT', `${REST}/process-instance/${started.id}/suspended`, { suspended: false });
    assert.equal((await instanceRow(started.id)).state, 'ACTIVE');
    await api.call('DELETE', `${REST}/process-instance/${started.id}`);
  });
});

describe('stopping instances', () => {
  it('deletes one instance, skipping listeners and IO mappings; it stays in history', async () => {
    const started = await api.start('ops');
    const response = await api.call(
      'DELETE',
      `${REST}/process-instance/${started.id}?skipCustomListeners=true&skipIoMappings=true`,
    );
    assert.equal(response.statusCode, 204);
    const row = await instanceRow(started.id);
    assert.equal(row.state, 'EXTERNALLY_TERMINATED');
    assert.equal(row.engineState, null);
    assert.deepEqual(
      await server.db
        .select()
        .from(externalTasks)
        .where(eq(externalTasks.processInstanceId, started.id)),
      [],
    );
    // Ended, it is no running instance any more: Camunda's 404.
    const again = await api.call('DELETE', `${REST}/process-instance/${started.id}`);
    assert.equal(again.statusCode, 404);
  });

  it('bulk delete runs as a batch whose statistics count the jobs', async () => {
    const ids = [];
    for (let i = 0; i < 30; i++) ids.push((await api.start('ops')).id);
    const batch = await api.ok<{ id: string; totalJobs: number; type: string }>(
      'POST',
      `${REST}/process-instance/delete`,
      {
        processInstanceIds: ids,
        deleteReason: 'cleanup',
        skipCustomListeners: true,
      },
    );
    assert.equal(batch.totalJobs, 30);
    assert.equal(batch.type, 'instance-deletion');
    const deadline = Date.now() + 10_000;
    for (;;) {
      const rows = await server.db.select({ state: processInstances.state }).from(processInstances);
      const stopped = rows.filter((r) => r.state === 'EXTERNALLY_TERMINATED').length;
      if (stopped >= 30) break;
      if (Date.now() > deadline) assert.fail('the batch did not finish');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const history = await api.ok<{ id: string; completedJobs?: number }[]>(
      'GET',
      `${REST}/history/batch`,
    );
    assert.ok(history.some((entry) => entry.id === batch.id));
    for (const id of ids) assert.equal((await instanceRow(id)).deleteReason, 'cleanup');
  });

  it('a small batch started behind a large one ends first: open batches take turns', async () => {
    const startAll = async (n: number) => {
      const ids: string[] = [];
      for (let i = 0; i < n; i++) ids.push((await api.start('ops')).id);
      return ids;
    };
    const [large, small] = [await startAll(200), await startAll(2)];
    const stop = (processInstanceIds: string[]) =>
      api.ok<{ id: string }>('POST', `${REST}/process-instance/delete`, { processInstanceIds });
    const big = await stop(large);
    const little = await stop(small);
    const endOf = async (id: string) =>
      (await server.db.select().from(batches).where(eq(batches.id, id)))[0].endTime;
    const deadline = Date.now() + 30_000;
    while (!(await endOf(big.id))) {
      if (Date.now() > deadline) assert.fail('the large batch did not finish');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const [bigEnd, littleEnd] = [await endOf(big.id), await endOf(little.id)];
    assert.ok(littleEnd && bigEnd && littleEnd < bigEnd, `${littleEnd} before ${bigEnd}`);
  });

  it('refuses a bulk delete naming an unknown or ended instance, and changes nothing', async () => {
    const live = await api.start('ops');
    const before = await tableCounts();
    const response = await api.call('POST', `${REST}/process-instance/delete`, {
      processInstanceIds: [live.id, 'nope'],
    });
    assert.equal(response.statusCode, 400);
    assert.deepEqual(await tableCounts(), before);
    assert.equal((await instanceRow(live.id)).state, 'ACTIVE');
  });
});

describe('variables', () => {
  it('sets variables with Camunda types and refuses wrong ones without changing anything', async () => {
    const started = await api.start('ops', { variables: { qty: { value: 2, type: 'Integer' } } });
    await api.ok('POST', `${REST}/process-instance/${started.id}/variables`, {
      modifications: {
        qty: { value: 3, type: 'Integer' },
        note: { value: '{"a":1}', type: 'Json' },
      },
    });
    const vars = await api.ok<Record<string, { type: string; value: unknown }>>(
      'GET',
      `${REST}/process-instance/${started.id}/variables`,
    );
    assert.equal(vars.qty.value, 3);
    assert.equal(vars.note.type, 'Json');
    for (const bad of [
      { qty: { value: 'three', type: 'Integer' } },
      { qty: { value: 2.5, type: 'Long' } },
      { flag: { value: 'maybe', type: 'Boolean' } },
      { when: { value: 'not a date', type: 'Date' } },
      { blob: { value: '{oops', type: 'Json' } },
    ]) {
      const response = await api.call('POST', `${REST}/process-instance/${started.id}/variables`, {
        modifications: bad,
      });
      assert.equal(response.statusCode, 400, JSON.stringify(bad));
    }
    const after = await api.ok<Record<string, { value: unknown }>>(
      'GET',
      `${REST}/process-instance/${started.id}/variables`,
    );
    assert.deepEqual(Object.keys(after).sort(), ['note', 'qty']);
    assert.equal(after.qty.value, 3);
    const badStart = await api.call('POST', `${REST}/process-definition/key/ops/start`, {
      variables: { n: { value: 'x', type: 'Integer' } },
    });
    assert.equal(badStart.statusCode, 400);
    assert.match(
      badStart.json().message,
      /Cannot convert value "x" of variable "n" to type Integer/,
    );
  });
});

describe('variable deletions', () => {
  it('deletes the variables named, in the same step as the modifications; unknown names are ignored', async () => {
    const started = await api.start('ops', {
      variables: {
        kept: { value: 1, type: 'Integer' },
        dropped: { value: 'x' },
        alsoDropped: { value: true, type: 'Boolean' },
      },
    });
    await api.ok('POST', `${REST}/process-instance/${started.id}/variables`, {
      modifications: { kept: { value: 2, type: 'Integer' } },
      deletions: ['dropped', 'alsoDropped', 'neverSet'],
    });
    const vars = await api.ok<Record<string, { value: unknown }>>(
      'GET',
      `${REST}/process-instance/${started.id}/variables`,
    );
    assert.deepEqual(Object.keys(vars), ['kept']);
    assert.equal(vars.kept.value, 2);
    const stored = await server.db
      .select({ name: variables.name, value: variables.value })
      .from(variables)
      .where(eq(variables.processInstanceId, started.id));
    assert.deepEqual(stored, [{ name: 'kept', value: '2' }]);
  });

  it('DELETE /process-instance/{id}/variables/{name} deletes one; an unknown instance is a 404', async () => {
    const started = await api.start('ops', {
      variables: { kept: { value: 1, type: 'Integer' }, dropped: { value: 'x' } },
    });
    const deleted = await api.call(
      'DELETE',
      `${REST}/process-instance/${started.id}/variables/dropped`,
    );
    assert.equal(deleted.statusCode, 204);
    const vars = await api.ok<Record<string, unknown>>(
      'GET',
      `${REST}/process-instance/${started.id}/variables`,
    );
    assert.deepEqual(Object.keys(vars), ['kept']);
    const unknown = await api.call('DELETE', `${REST}/process-instance/nope/variables/kept`);
    assert.equal(unknown.statusCode, 404);
  });
});

describe('bad deployments and unknown ids', () => {
  it('refuses malformed BPMN, a non-BPMN file and a task without topic; nothing is deployed', async () => {
    const before = await tableCounts();
    const cases: [string, string, RegExp][] = [
      ['broken.bpmn', '<definitions><process', /cannot be read/],
      ['empty.bpmn', '   ', /empty/],
      ['notes.txt', oneTask('x'), /not a BPMN file/],
      ['notopic.bpmn', oneTask('nt').replace('camunda:topic="work"', ''), /must have a topic name/],
      [
        'twice.bpmn',
        oneTask('tw').replace('<endEvent id="end"/>', '<endEvent id="task"/>'),
        /Task id is not unique|not unique/,
      ],
    ];
    for (const [name, xml, message] of cases) {
      const response = await api.deployRaw(name, xml);
      assert.equal(response.statusCode, 400, name);
      assert.match(response.json().message, message, name);
    }
    assert.deepEqual(await tableCounts(), before);
  });

  it("answers 404 for unknown ids, in Camunda's error shape", async () => {
    for (const [method, url, body] of [
      ['POST', `${REST}/process-definition/key/nothing/start`, {}],
      ['POST', `${REST}/process-definition/nope/start`, {}],
      ['POST', `${REST}/external-task/nope/complete`, { workerId: 'w' }],
      ['PUT', `${REST}/external-task/nope/retries`, { retries: 1 }],
      ['DELETE', `${REST}/process-instance/nope`, undefined],
    ] as const) {
      const response = await api.call(method, url, body);
      assert.ok(
        [400, 404].includes(response.statusCode),
        `${method} ${url}: ${response.statusCode}`,
      );
      assert.equal(typeof response.json().message, 'string');
      assert.equal(typeof response.json().type, 'string');
    }
  });
});

describe('roles and tenants', () => {
  it('a sys user may not use the engine; another tenant sees none of it', async () => {
    const sys = engineApi(server, await server.login(ACME.sys.username, ACME.sys.password));
    assert.equal(
      (await sys.call('POST', `${REST}/process-definition/key/ops/start`, {})).statusCode,
      403,
    );
    assert.equal((await sys.deployRaw('ops.bpmn', oneTask('ops'))).statusCode, 403);
    const started = await api.start('ops');
    const [task] = await api.fetch('ops-work');
    // Globex's own admin: a user of the other tenant with the admin role.
    await addAdmin(server.db, server.globex.tenantId, 'globex-engine-admin', 'globex-engine-pass');
    const other = engineApi(
      server,
      await server.login('globex-engine-admin', 'globex-engine-pass'),
    );
    assert.equal(
      (await other.call('POST', `${REST}/process-definition/key/ops/start`, {})).statusCode,
      404,
    );
    assert.deepEqual(await other.fetch('ops-work'), []);
    assert.equal(
      (
        await other.call('POST', `${REST}/external-task/${task.id}/complete`, {
          workerId: 'test-worker',
        })
      ).statusCode,
      404,
    );
    assert.equal(
      (await other.call('DELETE', `${REST}/process-instance/${started.id}`)).statusCode,
      404,
    );
    const suspend = await other.call('PUT', `${REST}/process-instance/${started.id}/suspended`, {
      suspended: true,
    });
    assert.equal(suspend.statusCode, 404);
    const setVariable = await other.call(
      'POST',
      `${REST}/process-instance/${started.id}/variables`,
      {
        modifications: { hacked: { value: true } },
      },
    );
    assert.equal(setVariable.statusCode, 404);
    assert.equal((await instanceRow(started.id)).state, 'ACTIVE');
  });
});

describe('instance counts', () => {
  it('instance_count, kept by statement triggers, equals count(*) after all of the above', async () => {
    const kept = await server.db
      .select({
        tenantId: instanceCounts.tenantId,
        definitionId: instanceCounts.definitionId,
        state: instanceCounts.state,
        n: instanceCounts.count,
      })
      .from(instanceCounts)
      .where(gt(instanceCounts.count, 0));
    const real = await server.db
      .select({
        tenantId: processInstances.tenantId,
        definitionId: processInstances.definitionId,
        state: processInstances.state,
        n: count(),
      })
      .from(processInstances)
      .groupBy(processInstances.tenantId, processInstances.definitionId, processInstances.state);
    const key = (row: { definitionId: string; state: string }) =>
      `${row.definitionId}|${row.state}`;
    const asMap = (rows: { definitionId: string; state: string; n: number }[]) =>
      Object.fromEntries(rows.map((row) => [key(row), Number(row.n)]));
    assert.ok(real.length >= 3, 'several states were counted');
    assert.deepEqual(asMap(kept), asMap(real));
  });
});
