import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { multipartFile } from '../engine/api';
import { oneTask } from '../engine/bpmn';
import { REST, startQueryServer, type QueryServer } from './queries-server';

/** The read routes over rows the engine itself wrote: deploy, start, fail, retry, complete. */
let server: QueryServer;

before(async () => {
  server = await startQueryServer();
});
after(() => server?.close());

const call = async <T>(method: 'POST' | 'PUT', url: string, payload: object): Promise<T> => {
  const response = await server.app.inject({
    method,
    url,
    payload,
    headers: { token: server.tokens.admin },
  });
  assert.ok(response.statusCode < 300, `${method} ${url}: ${response.body}`);
  return (response.body ? response.json() : null) as T;
};
const fetchTask = async () => {
  const tasks = await call<{ id: string }[]>('POST', `${REST}/external-task/fetchAndLock`, {
    workerId: 'w1',
    maxTasks: 1,
    topics: [{ topicName: 'ship', lockDuration: 60_000 }],
  });
  assert.equal(tasks.length, 1);
  return tasks[0].id;
};

describe('an engine-run instance read back through the queries', () => {
  it('shows the running instance, its failure, the retry and the end', async () => {
    const form = multipartFile('parcel.bpmn', oneTask('parcel', 'ship'));
    const deployed = await server.app.inject({
      method: 'POST',
      url: '/api/camunda/deploy',
      headers: { token: server.tokens.admin, ...form.headers },
      payload: form.payload,
    });
    assert.equal(deployed.statusCode, 200, deployed.body);
    const definition = await server.json<{ id: string; version: number }>(
      `${REST}/process-definition/key/parcel`,
    );
    assert.equal(definition.version, 1);

    const started = await call<{ id: string }>(
      'POST',
      `${REST}/process-definition/key/parcel/start`,
      {
        businessKey: 'P-1',
        variables: {
          weight: { value: 3, type: 'Integer' },
          address: { value: { city: 'Oslo' }, type: 'Json' },
        },
      },
    );
    const id = started.id;
    const tree = await server.json<{
      activityType: string;
      childActivityInstances: { activityId: string; activityType: string }[];
    }>(`${REST}/process-instance/${id}/activity-instances`);
    assert.equal(tree.activityType, 'processDefinition');
    assert.deepEqual(
      tree.childActivityInstances.map((child) => [child.activityId, child.activityType]),
      [['task', 'serviceTask']],
    );
    const variables = await server.json<Record<string, { type: string; value: unknown }>>(
      `${REST}/process-instance/${id}/variables`,
    );
    assert.deepEqual(variables.weight, { type: 'Integer', value: 3, valueInfo: {} });
    assert.equal(variables.address.type, 'Json');
    assert.deepEqual(JSON.parse(String(variables.address.value)), { city: 'Oslo' });
    const [task] = await server.json<{ id: string; topicName: string; businessKey: string }[]>(
      `${REST}/external-task?processInstanceId=${id}`,
    );
    assert.equal(task.topicName, 'ship');
    assert.equal(task.businessKey, 'P-1');

    const taskId = await fetchTask();
    await call('POST', `${REST}/external-task/${taskId}/failure`, {
      workerId: 'w1',
      errorMessage: 'no courier',
      errorDetails: 'courier API said 503',
      retries: 0,
      retryTimeout: 0,
    });
    const [incident] = await server.json<
      { incidentType: string; configuration: string; incidentMessage: string }[]
    >(`${REST}/incident?processInstanceId=${id}`);
    assert.equal(incident.incidentType, 'failedExternalTask');
    assert.equal(incident.configuration, taskId);
    assert.equal(incident.incidentMessage, 'no courier');
    const details = await server.get(`${REST}/external-task/${taskId}/errorDetails`);
    assert.equal(details.body, 'courier API said 503');
    const [stats] = await server.json<{ instances: number; incidents: unknown[] }[]>(
      `${REST}/process-definition/statistics?incidents=true`,
    );
    assert.equal(stats.instances, 1);
    assert.deepEqual(stats.incidents, [{ incidentType: 'failedExternalTask', incidentCount: 1 }]);
    const [incidentView] = await server.json<{ id: string; incidents: number }[]>(
      '/api/camunda/history/process-instance?state=Incident',
    );
    assert.equal(incidentView.id, id);

    await call('PUT', `${REST}/external-task/${taskId}/retries`, { retries: 1 });
    assert.deepEqual(await server.json(`${REST}/incident/count?processInstanceId=${id}`), {
      count: 0,
    });
    assert.deepEqual(
      await server.json(`${REST}/history/incident/count?processInstanceId=${id}&resolved=true`),
      {
        count: 1,
      },
    );

    await call('POST', `${REST}/external-task/${await fetchTask()}/complete`, { workerId: 'w1' });
    const history = await server.json<{
      state: string;
      endTime: string | null;
      startActivityId: string;
    }>(`${REST}/history/process-instance/${id}`);
    assert.equal(history.state, 'COMPLETED');
    assert.ok(history.endTime);
    assert.equal(history.startActivityId, 'start');
    assert.equal((await server.get(`${REST}/process-instance/${id}`)).statusCode, 404);
    const activities = await server.json<{ activityId: string; completeScope: boolean }[]>(
      `${REST}/history/activity-instance?processInstanceId=${id}`,
    );
    assert.deepEqual(
      activities.map((row) => [row.activityId, row.completeScope]),
      [
        ['start', false],
        ['task', false],
        ['end', true],
      ],
    );
    const log = await server.json<
      { creationLog: boolean; failureLog: boolean; successLog: boolean }[]
    >(`${REST}/history/external-task-log?processInstanceId=${id}&sortBy=timestamp&sortOrder=asc`);
    assert.ok(log.some((row) => row.failureLog));
    assert.ok(log.at(-1)?.successLog);
  });

  it('shows a bulk stop as a batch until it is done, then in the history', async () => {
    const ids: string[] = [];
    for (let n = 0; n < 3; n++) {
      ids.push(
        (await call<{ id: string }>('POST', `${REST}/process-definition/key/parcel/start`, {})).id,
      );
    }
    const batch = await call<{ id: string; totalJobs: number }>(
      'POST',
      `${REST}/process-instance/delete`,
      {
        processInstanceIds: ids,
        deleteReason: 'cleanup',
      },
    );
    assert.equal(batch.totalJobs, 3);
    let done = false;
    for (let n = 0; n < 100 && !done; n++) {
      const { count } = await server.json<{ count: number }>(
        `${REST}/history/batch/count?completed=true`,
      );
      done = count === 1;
      if (!done) await sleep(50);
    }
    assert.ok(done, 'the batch finished');
    const [operation] = await server.json<
      { id: string; finished: boolean; completedJobs: number; remainingJobs: number }[]
    >('/api/camunda/operation/query');
    assert.deepEqual(
      [operation.id, operation.finished, operation.completedJobs, operation.remainingJobs],
      [batch.id, true, 3, 0],
    );
    const stopped = await server.json<{ id: string; deleteReason: string }[]>(
      `${REST}/history/process-instance?state=EXTERNALLY_TERMINATED`,
    );
    assert.deepEqual(stopped.map((row) => row.id).sort(), [...ids].sort());
    assert.ok(stopped.every((row) => row.deleteReason === 'cleanup'));
    const cancelled = await server.json<{ count: number }>(
      '/api/camunda/history/process-instance/count?state=Cancelled',
    );
    assert.equal(cancelled.count, 3);
  });
});
