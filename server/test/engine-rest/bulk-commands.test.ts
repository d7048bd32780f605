import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { ACME, eventually, GLOBEX, startTestServer, type StartedServer } from '../harness';
import { engineApi, REST } from '../engine/api';
import { oneTask } from '../engine/bpmn';
import { camundaError, dtoFields } from './reference';

/**
 * Camunda's commands on many things at once (issue 9 §2): suspension by ids, query, definition
 * and key; external task retries now and as a batch; history deletion; incident annotations;
 * a failed log entry's error details; and the history heat map.
 */
let server: StartedServer;
let api: ReturnType<typeof engineApi>;
let globex: ReturnType<typeof engineApi>;

before(async () => {
  server = await startTestServer();
  api = engineApi(server, await server.login(ACME.admin.username, ACME.admin.password));
  globex = engineApi(server, await server.login(GLOBEX.admin.username, GLOBEX.admin.password));
});
after(() => server?.close());

type Instance = { id: string; suspended: boolean };
const instance = (id: string) => api.ok<Instance>('GET', `${REST}/process-instance/${id}`);
const startMany = async (key: string, count: number) => {
  const ids: string[] = [];
  for (let i = 0; i < count; i += 1) {
    ids.push((await api.start(key, { businessKey: `${key}-${i}` })).id);
  }
  return ids;
};

describe('PUT /process-instance/suspended', () => {
  it('suspends by ids, by query and by definition key, and activates again', async () => {
    await api.deploy('hold.bpmn', oneTask('hold', 'hold-work'));
    const [a, b, c] = await startMany('hold', 3);
    const put = (body: object) => api.call('PUT', `${REST}/process-instance/suspended`, body);
    assert.equal((await put({ suspended: true, processInstanceIds: [a] })).statusCode, 204);
    assert.deepEqual(
      (await Promise.all([a, b, c].map(instance))).map((row) => row.suspended),
      [true, false, false],
    );
    const byQuery = { suspended: true, processInstanceQuery: { businessKey: 'hold-1' } };
    assert.equal((await put(byQuery)).statusCode, 204);
    assert.equal((await instance(b)).suspended, true);
    const elsewhere = {
      suspended: false,
      processDefinitionKey: 'hold',
      processDefinitionTenantId: '999999',
    };
    assert.equal((await put(elsewhere)).statusCode, 204);
    assert.equal((await instance(a)).suspended, true, 'another tenant’s key reaches nothing here');
    assert.equal((await put({ suspended: false, processDefinitionKey: 'hold' })).statusCode, 204);
    assert.deepEqual(
      (await Promise.all([a, b, c].map(instance))).map((row) => row.suspended),
      [false, false, false],
    );
  });

  it('refuses an unknown id, another tenant’s instance or no target, and changes nothing', async () => {
    const [mine] = await startMany('hold', 1);
    await globex.deploy('hold.bpmn', oneTask('hold', 'hold-work'));
    const theirs = (await globex.start('hold')).id;
    const put = (body: object) => api.call('PUT', `${REST}/process-instance/suspended`, body);
    for (const body of [
      { suspended: true, processInstanceIds: [mine, 'no-such-instance'] },
      { suspended: true, processInstanceIds: [mine, theirs] },
      { suspended: true },
      { processInstanceIds: [mine] },
    ]) {
      assert.equal((await put(body)).statusCode, 400, JSON.stringify(body));
    }
    assert.equal((await instance(mine)).suspended, false);
    const other = await globex.ok<Instance>('GET', `${REST}/process-instance/${theirs}`);
    assert.equal(other.suspended, false);
  });
});

describe('PUT /process-definition/suspended', () => {
  it('suspends every version of a key, and its instances unless told not to', async () => {
    await api.deploy('pause.bpmn', oneTask('pause', 'pause-work'));
    const [running] = await startMany('pause', 1);
    const put = (body: object) => api.call('PUT', `${REST}/process-definition/suspended`, body);
    const without = {
      processDefinitionKey: 'pause',
      suspended: true,
      includeProcessInstances: false,
    };
    assert.equal((await put(without)).statusCode, 204);
    const [definition] = await api.ok<{ suspended: boolean }[]>(
      'GET',
      `${REST}/process-definition?key=pause`,
    );
    assert.equal(definition.suspended, true);
    assert.equal((await instance(running)).suspended, false);
    const withInstances = {
      processDefinitionKey: 'pause',
      suspended: true,
      includeProcessInstances: true,
    };
    assert.equal((await put(withInstances)).statusCode, 204);
    assert.equal((await instance(running)).suspended, true);
    assert.equal((await put({ processDefinitionKey: 'nope', suspended: true })).statusCode, 404);
    const later = { ...withInstances, executionDate: '2030-01-01T00:00:00.000+0000' };
    const refused = await put(later);
    assert.equal(refused.statusCode, 400);
    assert.match(refused.json().message, /executionDate is not supported/);
  });
});

describe('external task retries', () => {
  it('sets retries now by instance, and as a batch that ends with every task done', async () => {
    await api.deploy('retry.bpmn', oneTask('retry', 'retry-work'));
    const ids = await startMany('retry', 3);
    const now = await api.call('PUT', `${REST}/external-task/retries`, {
      retries: 4,
      processInstanceIds: [ids[0]],
    });
    assert.equal(now.statusCode, 204);
    const retriesOf = async (id: string) =>
      (
        await api.ok<{ retries: number | null }[]>(
          'GET',
          `${REST}/external-task?processInstanceId=${id}`,
        )
      )[0].retries;
    assert.equal(await retriesOf(ids[0]), 4);
    assert.equal(await retriesOf(ids[1]), null);

    const batch = await api.ok<Record<string, unknown>>(
      'POST',
      `${REST}/external-task/retries-async`,
      {
        retries: 7,
        externalTaskQuery: { topicName: 'retry-work' },
      },
    );
    assert.deepEqual(Object.keys(batch).sort(), dtoFields('BatchDto'));
    assert.equal(batch.type, 'set-external-task-retries');
    assert.equal(batch.totalJobs, 3);
    assert.match(String(batch.startTime), /\+0000$/);
    await eventually(
      async () => (await Promise.all(ids.map(retriesOf))).every((retries) => retries === 7),
      'the retries batch to set every task',
    );
    const history = () =>
      api.ok<{ endTime: string | null }[]>('GET', `${REST}/history/batch?batchId=${batch.id}`);
    await eventually(async () => (await history())[0].endTime !== null, 'the batch to end');
    const [stats] = await api.ok<{ completedJobs: number; failedJobs: number }[]>(
      'GET',
      `${REST}/batch/statistics?batchId=${batch.id}`,
    );
    // Ended batches leave the runtime statistics, as in Camunda.
    assert.equal(stats, undefined);
  });

  it('answers Camunda’s 400 for missing retries and for no target', async () => {
    const expected = camundaError(
      'PUT /external-task/retries, POST /external-task/retries-async',
      'retries missing',
      {},
    );
    for (const url of [`${REST}/external-task/retries`, `${REST}/external-task/retries-async`]) {
      const verb = url.endsWith('async') ? 'POST' : 'PUT';
      const missing = await api.call(verb, url, { externalTaskIds: ['x'] });
      assert.equal(missing.statusCode, expected.status);
      assert.equal(missing.json().message, expected.message);
      assert.equal((await api.call(verb, url, { retries: 1 })).statusCode, 400);
    }
  });
});

describe('history deletion', () => {
  it('deletes a finished instance, refuses a running one and 404s an unknown one', async () => {
    await api.deploy('gone.bpmn', oneTask('gone', 'gone-work'));
    const [finished, running] = await startMany('gone', 2);
    const [task] = (await api.fetch('gone-work', 'w', 10)).filter(
      (t) => t.processInstanceId === finished,
    );
    await api.complete(task.id, {}, 'w');
    const del = (id: string, query = '') =>
      api.call('DELETE', `${REST}/history/process-instance/${id}${query}`);
    assert.equal((await del(running)).statusCode, 400);
    assert.equal(
      (await api.call('GET', `${REST}/history/process-instance/${running}`)).statusCode,
      200,
    );
    assert.equal((await del(finished)).statusCode, 204);
    assert.equal(
      (await api.call('GET', `${REST}/history/process-instance/${finished}`)).statusCode,
      404,
    );
    assert.equal((await del('no-such-instance')).statusCode, 404);
    assert.equal((await del('no-such-instance', '?failIfNotExists=false')).statusCode, 204);
  });

  it('deletes by history query and answers an ended batch', async () => {
    const ids = await startMany('gone', 2);
    for (const id of ids) await api.call('DELETE', `${REST}/process-instance/${id}`);
    const batch = await api.ok<Record<string, unknown>>(
      'POST',
      `${REST}/history/process-instance/delete`,
      {
        historicProcessInstanceQuery: { processInstanceIds: ids, externallyTerminated: true },
        deleteReason: 'clean-up',
      },
    );
    assert.equal(batch.totalJobs, 2);
    for (const id of ids) {
      assert.equal(
        (await api.call('GET', `${REST}/history/process-instance/${id}`)).statusCode,
        404,
      );
    }
  });
});

describe('incidents, log details and the heat map', () => {
  it('annotates an incident, keeps details of a failure, and counts activities', async () => {
    await api.deploy('heat.bpmn', oneTask('heat', 'heat-work'));
    const [failing, passing] = await startMany('heat', 2);
    const tasks = await api.fetch('heat-work', 'w', 10);
    const taskOf = (id: string) => tasks.find((task) => task.processInstanceId === id)!;
    await api.ok('POST', `${REST}/external-task/${taskOf(failing).id}/failure`, {
      workerId: 'w',
      errorMessage: 'Partner down',
      errorDetails: 'java.net.ConnectException: refused\n\tat partner',
      retries: 0,
    });
    await api.complete(taskOf(passing).id, {}, 'w');

    const [incident] = await api.ok<{ id: string }[]>(
      'GET',
      `${REST}/incident?processInstanceId=${failing}`,
    );
    const annotate = (body?: object) =>
      api.call(body ? 'PUT' : 'DELETE', `${REST}/incident/${incident.id}/annotation`, body);
    assert.equal((await annotate({ annotation: 'Partner called, back at 3pm' })).statusCode, 204);
    const annotated = await api.ok<{ annotation: string }>(
      'GET',
      `${REST}/incident/${incident.id}`,
    );
    assert.equal(annotated.annotation, 'Partner called, back at 3pm');
    assert.equal((await annotate()).statusCode, 204);
    assert.equal(
      (await api.ok<{ annotation: null }>('GET', `${REST}/incident/${incident.id}`)).annotation,
      null,
    );
    const foreign = await globex.call('PUT', `${REST}/incident/${incident.id}/annotation`, {
      annotation: 'x',
    });
    assert.equal(foreign.statusCode, 404);

    const [entry] = await api.ok<Record<string, unknown>[]>(
      'GET',
      `${REST}/history/external-task-log?processInstanceId=${failing}&failureLog=true`,
    );
    assert.deepEqual(Object.keys(entry).sort(), dtoFields('HistoricExternalTaskLogDto'));
    const one = await api.ok<Record<string, unknown>>(
      'GET',
      `${REST}/history/external-task-log/${entry.id}`,
    );
    assert.deepEqual(one, entry);
    const details = await api.call(
      'GET',
      `${REST}/history/external-task-log/${entry.id}/error-details`,
    );
    assert.equal(details.statusCode, 200);
    assert.match(String(details.headers['content-type']), /^text\/plain/);
    assert.equal(details.body, 'java.net.ConnectException: refused\n\tat partner');
    const [created] = await api.ok<{ id: string }[]>(
      'GET',
      `${REST}/history/external-task-log?processInstanceId=${failing}&creationLog=true`,
    );
    assert.equal(
      (await api.call('GET', `${REST}/history/external-task-log/${created.id}/error-details`))
        .statusCode,
      204,
    );
    assert.equal((await api.call('GET', `${REST}/history/external-task-log/nope`)).statusCode, 404);

    const [definition] = await api.ok<{ id: string }[]>(
      'GET',
      `${REST}/process-definition?key=heat`,
    );
    const heat = await api.ok<Record<string, number | string>[]>(
      'GET',
      `${REST}/history/process-definition/${definition.id}/statistics?finished=true&completeScope=true&incidents=true`,
    );
    const byId = Object.fromEntries(heat.map((row) => [row.id, row]));
    assert.deepEqual(Object.keys(byId).sort(), ['end', 'start', 'task']);
    assert.equal(byId.task.instances, 1);
    assert.equal(byId.task.finished, 1);
    assert.equal(byId.task.openIncidents, 1);
    assert.equal(byId.start.finished, 2);
    assert.equal(byId.end.completeScope, 1);
    const plain = await api.ok<{ id: string }[]>(
      'GET',
      `${REST}/history/process-definition/${definition.id}/statistics`,
    );
    assert.deepEqual(
      plain.map((row) => row.id),
      ['task'],
    );
    const missing = await api.call('GET', `${REST}/history/process-definition/nope/statistics`);
    assert.equal(missing.statusCode, 404);
  });

  it('answers a bulk delete batch with its start times', async () => {
    const [id] = await startMany('heat', 1);
    const batch = await api.ok<Record<string, unknown>>('POST', `${REST}/process-instance/delete`, {
      processInstanceIds: [id],
    });
    assert.deepEqual(Object.keys(batch).sort(), dtoFields('BatchDto'));
    assert.match(String(batch.startTime), /\+0000$/);
    assert.match(String(batch.executionStartTime), /\+0000$/);
  });
});

describe('stopping what the console list shows', () => {
  it('stops the instances of a console filter as a batch whose progress stays readable', async () => {
    await api.deploy('sieve.bpmn', oneTask('sieve', 'sieve-work'));
    const [failing, waiting] = await startMany('sieve', 2);
    const [task] = (await api.fetch('sieve-work', 'w', 10)).filter(
      (row) => row.processInstanceId === failing,
    );
    await api.ok('POST', `${REST}/external-task/${task.id}/failure`, {
      workerId: 'w',
      errorMessage: 'Partner down',
      retries: 0,
    });
    const batch = await api.ok<{ id: string; totalJobs: number }>(
      'POST',
      `${REST}/process-instance/delete`,
      { historicProcessInstanceQuery: { processDefinitionKey: 'sieve', state: 'Incident' } },
    );
    assert.equal(batch.totalJobs, 1, 'only the instance with an incident');
    type Progress = { finished: boolean; completedJobs: number; remainingJobs: number };
    const progress = async () =>
      (await api.ok<Progress[]>('GET', `/api/camunda/operation/query?batchId=${batch.id}`))[0];
    await eventually(async () => (await progress()).finished, 'the batch to end');
    const done = await progress();
    assert.deepEqual([done.completedJobs, done.remainingJobs], [1, 0]);
    const state = async (id: string) =>
      (await api.ok<{ state: string }>('GET', `${REST}/history/process-instance/${id}`)).state;
    assert.equal(await state(failing), 'EXTERNALLY_TERMINATED');
    assert.equal(await state(waiting), 'ACTIVE');
    const bad = await api.call('POST', `${REST}/process-instance/delete`, {
      historicProcessInstanceQuery: { processDefinitionKey: 'sieve', state: 'Sleeping' },
    });
    assert.equal(bad.statusCode, 400);
    assert.equal(await state(waiting), 'ACTIVE', 'a refused stop changes nothing');
    const theirs = await globex.ok<unknown[]>(
      'GET',
      `/api/camunda/operation/query?batchId=${batch.id}`,
    );
    assert.deepEqual(theirs, [], 'another tenant does not see the batch');
  });
});
