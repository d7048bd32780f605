import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { automationEvents, messageSubscriptions, timerStartJobs } from '../../src/db/schema';
import { fireDueTimerStarts } from '../../src/engine/timer-starts';
import { ACME, eventually, GLOBEX, startTestServer, type StartedServer } from '../harness';
import { engineApi, REST } from './api';
import { definitions, timer } from './bpmn';

/**
 * Timer start events (issue 25 §1): they fire from the database scheduler, once per due date
 * whichever scheduler takes it, move to a key's new version, go with a deletion, and a start
 * by id passes through a timer or message start event as Camunda's initial start does.
 */
let server: StartedServer;
let api: ReturnType<typeof engineApi>;

/** A timer start event `tick` (type and value as in BPMN) → external task → end. */
const timerStart = (key: string, type: string, value: string, topic = 'after-timer') =>
  definitions(`<process id="${key}" isExecutable="true">
    <startEvent id="tick" name="Tick"><timerEventDefinition><${type} xsi:type="tFormalExpression">${value}</${type}></timerEventDefinition></startEvent>
    <sequenceFlow id="f1" sourceRef="tick" targetRef="task"/>
    <serviceTask id="task" camunda:type="external" camunda:topic="${topic}"/>
    <sequenceFlow id="f2" sourceRef="task" targetRef="end"/>
    <endEvent id="end"/>
  </process>`);

/** A message start event, and optionally a none start event too, each → its own task. */
const messageStart = (key: string, withNoneStart = false) =>
  definitions(
    `<process id="${key}" isExecutable="true">
    <startEvent id="byMessage"><messageEventDefinition messageRef="msg"/></startEvent>
    <sequenceFlow id="f1" sourceRef="byMessage" targetRef="task"/>
    <serviceTask id="task" camunda:type="external" camunda:topic="${key}-work"/>
    <sequenceFlow id="f2" sourceRef="task" targetRef="end"/>
    ${withNoneStart ? '<startEvent id="plain"/><sequenceFlow id="f3" sourceRef="plain" targetRef="other"/><serviceTask id="other" camunda:type="external" camunda:topic="' + key + '-other"/><sequenceFlow id="f4" sourceRef="other" targetRef="end"/>' : ''}
    <endEvent id="end"/>
  </process>`,
    `<message id="msg" name="${key}-go"/>`,
  );

interface HistoryRow {
  id: string;
  startActivityId: string | null;
  startTime: string;
  processDefinitionId: string;
}
const history = (key: string) =>
  api.ok<HistoryRow[]>('GET', `${REST}/history/process-instance?processDefinitionKey=${key}`);
const jobsOf = (key: string) =>
  server.db.select().from(timerStartJobs).where(eq(timerStartJobs.definitionKey, key));
const iso = (msFromNow: number) => new Date(Date.now() + msFromNow).toISOString();
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

before(async () => {
  server = await startTestServer();
  api = engineApi(server, await server.login(ACME.admin.username, ACME.admin.password));
});
after(() => server.close());

describe('timer start events fire from the scheduler', () => {
  it('a date and a duration fire once, R2/PT1S twice, a cron with seconds every second', async () => {
    const date = await api.deploy('date.bpmn', timerStart('at-date', 'timeDate', iso(1000)));
    await api.deploy('after.bpmn', timerStart('after-duration', 'timeDuration', 'PT1S'));
    await api.deploy('twice.bpmn', timerStart('twice', 'timeCycle', 'R2/PT1S'));
    await api.deploy('cron.bpmn', timerStart('every-second', 'timeCycle', '*/1 * * * * ?'));
    assert.equal((await jobsOf('at-date'))[0].definitionId, date.id);

    await eventually(async () => (await history('twice')).length === 2, 'two fires', 8000);
    for (const key of ['at-date', 'after-duration', 'twice', 'every-second']) {
      const started = await history(key);
      assert.ok(started.length >= 1, `${key} fired`);
      // Each fire starts an instance through the timer start event, which it does not wait at.
      assert.ok(started.every((row) => row.startActivityId === 'tick'));
    }
    assert.deepEqual(await jobsOf('at-date'), [], 'a date fires once');
    assert.deepEqual(await jobsOf('after-duration'), []);
    assert.deepEqual(await jobsOf('twice'), [], 'R2 is done after two fires');
    const tasks = await api.fetch('after-timer', 'w', 50);
    assert.ok(tasks.length >= 5, 'every fired instance waits at its task');

    await sleep(1200);
    assert.equal((await history('at-date')).length, 1);
    assert.equal((await history('after-duration')).length, 1);
    assert.equal((await history('twice')).length, 2);
    const cron = await history('every-second');
    assert.ok(cron.length >= 2, 'the cron fires every second');
    const cronJob = (await jobsOf('every-second'))[0];
    assert.equal(cronJob.cycle, '*/1 * * * * ?');
    assert.ok(+cronJob.dueDate > Date.now() - 1000);

    // Deleting the deployment removes its timer: no fire after it.
    const { deploymentId } = await api.ok<{ deploymentId: string }>(
      'GET',
      `${REST}/process-definition/${cronJob.definitionId}`,
    );
    await api.ok('DELETE', `${REST}/deployment/${deploymentId}?cascade=true`);
    assert.deepEqual(await jobsOf('every-second'), []);
  });

  it('a fire missed while no scheduler ran fires once, whichever of several schedulers takes it', async () => {
    const missed = await api.deploy('missed.bpmn', timerStart('missed', 'timeCycle', 'R/PT5S'));
    // As if the servers had been down for ten periods of the cycle.
    const anchor = new Date(Date.now() - 50_500);
    await server.db
      .update(timerStartJobs)
      .set({
        cycle: `R/${anchor.toISOString()}/PT5S`,
        dueDate: new Date(+anchor + 5000),
      })
      .where(eq(timerStartJobs.definitionId, missed.id));
    let started = 0;
    // A start commits the fire's ledger row, as the engine's does: a second is refused.
    const countingStart: Parameters<typeof fireDueTimerStarts>[1] = async (_t, _d, input) => {
      await server.db.insert(automationEvents).values({ ...input.ledger!, instanceId: 'counted' });
      started++;
      return null as never;
    };
    const failed: unknown[] = [];
    // Two more schedulers race the server's own for the same due date.
    await Promise.all([
      fireDueTimerStarts(server.db, countingStart, (_job, error) => failed.push(error)),
      fireDueTimerStarts(server.db, countingStart, (_job, error) => failed.push(error)),
    ]);
    await sleep(1200);
    assert.deepEqual(failed, []);
    assert.equal(started + (await history('missed')).length, 1, 'one fire, not ten or two');
    const [job] = await jobsOf('missed');
    assert.ok(+job.dueDate > Date.now() && +job.dueDate <= Date.now() + 5000, 'the cycle goes on');
    await api.ok('DELETE', `${REST}/process-definition/${missed.id}?cascade=true`);
    assert.deepEqual(await jobsOf('missed'), [], 'deleting the definition removes its timer');
  });

  it('a suspended definition keeps its timer without firing it', async () => {
    const held = await api.deploy('held.bpmn', timerStart('held', 'timeCycle', 'R/PT1H'));
    await api.ok('PUT', `${REST}/process-definition/${held.id}/suspended`, { suspended: true });
    const due = new Date(Date.now() - 1000);
    await server.db
      .update(timerStartJobs)
      .set({ dueDate: due })
      .where(eq(timerStartJobs.definitionId, held.id));
    let started = 0;
    await fireDueTimerStarts(
      server.db,
      async () => {
        started++;
        return null as never;
      },
      () => undefined,
    );
    assert.equal(started, 0);
    assert.equal(+(await jobsOf('held'))[0].dueDate, +due, 'the fire waits for the activation');
  });
});

describe('deploying timer start events', () => {
  it('a new version takes over the timers; one without a timer start removes them', async () => {
    const v1 = await api.deploy('moving.bpmn', timerStart('moving', 'timeCycle', 'R/PT1H'));
    const v2 = await api.deploy(
      'moving.bpmn',
      timerStart('moving', 'timeCycle', '0 0/5 * * * ?', 'v2'),
    );
    const jobs = await jobsOf('moving');
    assert.deepEqual(
      jobs.map((job) => [job.definitionId, job.activityId, job.cycle]),
      [[v2.id, 'tick', '0 0/5 * * * ?']],
    );
    assert.notEqual(v1.id, v2.id);
    const plain = definitions(`<process id="moving" isExecutable="true">
      <startEvent id="start"/><sequenceFlow id="f" sourceRef="start" targetRef="end"/><endEvent id="end"/>
    </process>`);
    const v3 = await api.deploy('moving.bpmn', plain);
    assert.deepEqual(await jobsOf('moving'), []);
    // Deleting the newest version gives the timers back to the one now newest (Camunda).
    await api.ok('DELETE', `${REST}/process-definition/${v3.id}`);
    assert.deepEqual(
      (await jobsOf('moving')).map((job) => job.definitionId),
      [v2.id],
    );
  });

  it('refuses a timer it cannot read, naming the start event, and two none or timer starts', async () => {
    for (const [type, value] of [
      ['timeCycle', 'every day'],
      ['timeDuration', 'P1X'],
      ['timeDate', 'tomorrow'],
      ['timeCycle', 'R3/2020-01-01T00:00:00Z/PT1H'],
    ]) {
      const response = await api.deployRaw('bad.bpmn', timerStart('bad', type, value));
      assert.equal(response.statusCode, 400, `${type} ${value}`);
      assert.match(response.json().message, /Timer start event "Tick" \(tick\)/);
    }
    const two = definitions(`<process id="two" isExecutable="true">
      <startEvent id="a"/><startEvent id="b"><timerEventDefinition><timeCycle>R/PT1H</timeCycle></timerEventDefinition></startEvent>
      <sequenceFlow id="f1" sourceRef="a" targetRef="end"/><sequenceFlow id="f2" sourceRef="b" targetRef="end"/><endEvent id="end"/>
    </process>`);
    const response = await api.deployRaw('two.bpmn', two);
    assert.equal(response.statusCode, 400);
    assert.match(response.json().message, /several none or timer start events \("a", "b"\)/);
  });
});

describe("Camunda's job queries show the timers", () => {
  it('lists timer start jobs and the timers of waiting instances, for the tenant only', async () => {
    const shown = await api.deploy('shown.bpmn', timerStart('shown', 'timeCycle', 'R/PT1H'));
    await api.deploy('waits.bpmn', timer('waits', 'PT1H'));
    const waiting = await api.start('waits');
    interface Job {
      id: string;
      processInstanceId: string | null;
      processDefinitionId: string;
      processDefinitionKey: string;
      dueDate: string;
      suspended: boolean;
      retries: number;
    }
    const [startJob] = await api.ok<Job[]>('GET', `${REST}/job?processDefinitionKey=shown`);
    assert.equal(startJob.processDefinitionId, shown.id);
    assert.equal(startJob.processInstanceId, null);
    assert.equal(+new Date(startJob.dueDate) > Date.now(), true);
    const [instanceJob] = await api.ok<Job[]>('GET', `${REST}/job?processInstanceId=${waiting.id}`);
    assert.equal(instanceJob.processDefinitionKey, 'waits');
    assert.deepEqual(await api.ok('GET', `${REST}/job/${startJob.id}`), startJob);
    const later = encodeURIComponent(`gt_${new Date(Date.now() + 30 * 60_000).toISOString()}`);
    const both = await api.ok<Job[]>(
      'GET',
      `${REST}/job?dueDates=${later}&sortBy=jobDueDate&sortOrder=asc`,
    );
    assert.deepEqual(both.map((job) => job.processDefinitionKey).sort(), ['shown', 'waits']);
    // Due and not run: the suspended definition's timer only.
    const due = (body: Record<string, unknown>) => api.ok('POST', `${REST}/job/count`, body);
    assert.deepEqual(await due({ executable: true }), { count: 1 });
    assert.deepEqual(await due({ executable: true, active: true }), { count: 0 });
    assert.equal((await api.call('GET', `${REST}/job?dueDates=soon`)).statusCode, 400);
    const other = engineApi(
      server,
      await server.login(GLOBEX.admin.username, GLOBEX.admin.password),
    );
    assert.deepEqual(await other.ok('GET', `${REST}/job`), []);
    assert.equal((await other.call('GET', `${REST}/job/${startJob.id}`)).statusCode, 404);
  });
});

describe('a start by id passes through the initial start event', () => {
  it('a timer start event does not wait for its timer', async () => {
    await api.deploy('hourly.bpmn', timerStart('hourly', 'timeCycle', 'R/PT1H', 'hourly-work'));
    const started = await api.start('hourly');
    const [task] = await api.fetch('hourly-work');
    assert.equal(task.processInstanceId, started.id);
    const [row] = await history('hourly');
    assert.equal(row.startActivityId, 'tick');
  });

  it('a message start event does not wait for its message; correlation still starts by it', async () => {
    await api.deploy('by-message.bpmn', messageStart('by-message'));
    const started = await api.start('by-message');
    const [task] = await api.fetch('by-message-work');
    assert.equal(task.processInstanceId, started.id);
    const subscriptions = await server.db
      .select()
      .from(messageSubscriptions)
      .where(eq(messageSubscriptions.processInstanceId, started.id));
    assert.deepEqual(subscriptions, [], 'no instance waits at the start event');

    await api.ok('POST', `${REST}/message`, { messageName: 'by-message-go' });
    const tasks = await api.fetch('by-message-work');
    assert.equal(tasks.length, 1);
    const rows = await history('by-message');
    assert.deepEqual(
      rows.map((row) => row.startActivityId),
      ['byMessage', 'byMessage'],
    );
  });

  it('with two message start events and no none start, a start by id is refused', async () => {
    const twoMessages = definitions(
      `<process id="two-messages" isExecutable="true">
      <startEvent id="byA"><messageEventDefinition messageRef="a"/></startEvent>
      <startEvent id="byB"><messageEventDefinition messageRef="b"/></startEvent>
      <sequenceFlow id="f1" sourceRef="byA" targetRef="end"/><sequenceFlow id="f2" sourceRef="byB" targetRef="end"/>
      <endEvent id="end"/></process>`,
      '<message id="a" name="two-a"/><message id="b" name="two-b"/>',
    );
    await api.deploy('two-messages.bpmn', twoMessages);
    const refused = await api.call('POST', `${REST}/process-definition/key/two-messages/start`, {});
    assert.equal(refused.statusCode, 400);
    assert.match(refused.json().message, /no none start event nor a single start event/);
    await api.ok('POST', `${REST}/message`, { messageName: 'two-b' });
    const rows = await history('two-messages');
    assert.deepEqual(
      rows.map((row) => row.startActivityId),
      ['byB'],
    );
  });

  it('with a none start event too, a start by id runs from it alone, a message from its own', async () => {
    await api.deploy('both.bpmn', messageStart('both', true));
    const started = await api.start('both');
    assert.equal((await api.fetch('both-other')).length, 1);
    assert.deepEqual(await api.fetch('both-work'), [], 'the message start event did not run');
    await api.ok('POST', `${REST}/message`, { messageName: 'both-go' });
    assert.equal((await api.fetch('both-work')).length, 1);
    assert.deepEqual(await api.fetch('both-other'), []);
    const rows = await history('both');
    assert.equal(rows.find((row) => row.id === started.id)?.startActivityId, 'plain');
  });
});
