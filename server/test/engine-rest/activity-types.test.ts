import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { ACME, startTestServer, type StartedServer } from '../harness';
import { engineApi, REST } from '../engine/api';
import { definitions, errorBoundary, messageCatch } from '../engine/bpmn';

/**
 * Activity types and trees as Camunda reports them (issue 9 §2): ActivityTypes names, no row
 * for a boundary event that only waited, an open incident in its activity's incidentIds, and
 * the model's historyTimeToLive.
 */
let server: StartedServer;
let api: ReturnType<typeof engineApi>;

before(async () => {
  server = await startTestServer();
  api = engineApi(server, await server.login(ACME.admin.username, ACME.admin.password));
});
after(() => server?.close());

type Activity = { activityId: string; activityType: string; endTime: string | null };
const history = (instanceId: string) =>
  api.ok<Activity[]>(
    'GET',
    `${REST}/history/activity-instance?processInstanceId=${instanceId}&sortBy=occurrence&sortOrder=asc`,
  );
const typesOf = (rows: Activity[]) => rows.map((row) => [row.activityId, row.activityType]);

type Tree = {
  childActivityInstances: { activityId: string; activityType: string; incidentIds: string[] }[];
};

describe('activity types and trees', () => {
  it('names events as Camunda does and keeps no row of a boundary event that only waited', async () => {
    await api.deploy('guarded.bpmn', errorBoundary('guarded', 'E_PARTNER'));
    const quiet = await api.start('guarded');
    const caught = await api.start('guarded');
    const tasks = await api.fetch('risky', 'w', 10);
    const taskOf = (id: string) => tasks.find((task) => task.processInstanceId === id)!;

    const tree = await api.ok<Tree>(
      'GET',
      `${REST}/process-instance/${quiet.id}/activity-instances`,
    );
    assert.deepEqual(
      tree.childActivityInstances.map((child) => [child.activityId, child.activityType]),
      [['task', 'serviceTask']],
    );
    assert.deepEqual(typesOf(await history(quiet.id)), [
      ['start', 'startEvent'],
      ['task', 'serviceTask'],
    ]);

    await api.complete(taskOf(quiet.id).id, {}, 'w');
    assert.deepEqual(typesOf(await history(quiet.id)), [
      ['start', 'startEvent'],
      ['task', 'serviceTask'],
      ['end', 'noneEndEvent'],
    ]);

    await api.ok('POST', `${REST}/external-task/${taskOf(caught.id).id}/bpmnError`, {
      workerId: 'w',
      errorCode: 'E_PARTNER',
    });
    const rows = await history(caught.id);
    assert.deepEqual(
      rows.map((row) => row.activityType).filter((type) => type !== 'serviceTask'),
      ['startEvent', 'boundaryError', 'noneEndEvent'],
    );
    assert.ok(
      rows.every((row) => row.endTime !== null),
      'every row of the ended instance ended',
    );
  });

  it('names a message catch, and lists an open incident in its activity’s incidentIds', async () => {
    await api.deploy('waits.bpmn', messageCatch('waits', 'Partner ACK'));
    const waiting = await api.start('waits');
    const tree = await api.ok<Tree>(
      'GET',
      `${REST}/process-instance/${waiting.id}/activity-instances`,
    );
    assert.deepEqual(
      tree.childActivityInstances.map((child) => child.activityType),
      ['intermediateMessageCatch'],
    );

    await api.deploy('guarded.bpmn', errorBoundary('guarded', 'E_PARTNER'));
    const failing = await api.start('guarded');
    const [task] = (await api.fetch('risky', 'w', 10)).filter(
      (locked) => locked.processInstanceId === failing.id,
    );
    await api.ok('POST', `${REST}/external-task/${task.id}/failure`, {
      workerId: 'w',
      errorMessage: 'Partner down',
      retries: 0,
    });
    const [incident] = await api.ok<{ id: string }[]>(
      'GET',
      `${REST}/incident?processInstanceId=${failing.id}`,
    );
    const withIncident = await api.ok<Tree>(
      'GET',
      `${REST}/process-instance/${failing.id}/activity-instances`,
    );
    assert.deepEqual(withIncident.childActivityInstances[0].incidentIds, [incident.id]);
  });
});

describe('historyTimeToLive', () => {
  const withTtl = (key: string, ttl: string) =>
    definitions(`<process id="${key}" isExecutable="true" camunda:historyTimeToLive="${ttl}">
      <startEvent id="start"/><sequenceFlow id="f" sourceRef="start" targetRef="end"/><endEvent id="end"/>
    </process>`);

  it('comes from the model, in days, as a number or P…D', async () => {
    await api.deploy('ttl.bpmn', withTtl('ttl', '30'));
    await api.deploy('ttl2.bpmn', withTtl('ttl2', 'P180D'));
    const ttlOf = async (key: string) =>
      (
        await api.ok<{ historyTimeToLive: number }[]>(
          'GET',
          `${REST}/process-definition?key=${key}`,
        )
      )[0].historyTimeToLive;
    assert.equal(await ttlOf('ttl'), 30);
    assert.equal(await ttlOf('ttl2'), 180);
  });

  it('refuses a value that is not a number of days, and deploys nothing', async () => {
    const refused = await api.deployRaw('ttl3.bpmn', withTtl('ttl3', 'forever'));
    assert.equal(refused.statusCode, 400);
    assert.match(refused.json().message, /historyTimeToLive must be a number of days/);
    const listed = await api.ok<unknown[]>('GET', `${REST}/process-definition?key=ttl3`);
    assert.deepEqual(listed, []);
  });
});
