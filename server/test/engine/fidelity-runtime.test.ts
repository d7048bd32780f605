/**
 * Camunda 7 semantics the engine follows at run time (issue 25): interrupting boundary events
 * end the activity they interrupt (tree, history, external task), manual tasks pass through,
 * external message events make external tasks, and camunda:inputOutput mappings apply.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { ACME, eventually, startTestServer, type StartedServer } from '../harness';
import { engineApi, REST, type LockedTask } from './api';
import { definitions } from './bpmn';

let server: StartedServer;
let api: ReturnType<typeof engineApi>;

before(async () => {
  server = await startTestServer();
  api = engineApi(server, await server.login(ACME.admin.username, ACME.admin.password));
});
after(() => server.close());

interface HistoryRow {
  activityId: string;
  activityType: string;
  endTime: string | null;
  canceled: boolean;
}
interface TreeNode {
  activityId: string;
  childActivityInstances: TreeNode[];
}
type TypedMap = Record<string, { type: string; value: unknown }>;

const history = (id: string) =>
  api.ok<HistoryRow[]>('GET', `${REST}/history/activity-instance?processInstanceId=${id}`);
const treeIds = async (id: string) =>
  (
    await api.ok<TreeNode>('GET', `${REST}/process-instance/${id}/activity-instances`)
  ).childActivityInstances
    .map((child) => child.activityId)
    .sort();
const instanceState = async (id: string) =>
  (await api.ok<{ state: string }>('GET', `${REST}/history/process-instance/${id}`)).state;
const openTasks = (id: string) =>
  api.ok<{ id: string; activityId: string }[]>(
    'GET',
    `${REST}/external-task?processInstanceId=${id}`,
  );
const processVariables = (id: string) =>
  api.ok<TypedMap>('GET', `${REST}/process-instance/${id}/variables`);
const until = (check: () => Promise<boolean>, what: string) => eventually(check, what, 8_000);
const fetchOne = async (topic: string, variables?: string[]) => {
  const tasks = await api.fetch(topic, 'test-worker', 10, variables);
  assert.equal(tasks.length, 1, `one task on ${topic}`);
  return tasks[0];
};

/** start → external task `task` (topic `work`) with `boundary` attached → end; boundary → caught. */
const withBoundary = (key: string, boundary: string, extra = '', interrupting = true) =>
  definitions(
    `<process id="${key}" isExecutable="true">
    <startEvent id="start"/>
    <sequenceFlow id="f1" sourceRef="start" targetRef="task"/>
    <serviceTask id="task" camunda:type="external" camunda:topic="${key}-work"/>
    <boundaryEvent id="caught" attachedToRef="task" cancelActivity="${interrupting}">${boundary}</boundaryEvent>
    <sequenceFlow id="f2" sourceRef="task" targetRef="end"/>
    <sequenceFlow id="f3" sourceRef="caught" targetRef="after"/>
    <serviceTask id="after" camunda:type="external" camunda:topic="${key}-after"/>
    <sequenceFlow id="f4" sourceRef="after" targetRef="afterEnd"/>
    <endEvent id="end"/>
    <endEvent id="afterEnd"/>
  </process>`,
    extra,
  );

/** The interrupted task has ended, canceled, and its external task is gone for good. */
async function assertInterrupted(instanceId: string, taskId: string, activityId = 'task') {
  const tree = await treeIds(instanceId);
  assert.ok(!tree.includes(activityId), `${activityId} left the tree: ${tree.join(', ')}`);
  const row = (await history(instanceId)).find((r) => r.activityId === activityId);
  assert.ok(row?.endTime, `${activityId} has an end time`);
  assert.equal(row.canceled, true);
  assert.ok(!(await openTasks(instanceId)).some((task) => task.id === taskId));
  const late = await api.call('POST', `${REST}/external-task/${taskId}/complete`, {
    workerId: 'test-worker',
  });
  assert.equal(late.statusCode, 404, late.body);
}

describe('interrupting boundary events', () => {
  it('an error boundary event ends the task it catches the BPMN error of', async () => {
    await api.deploy(
      'b-error.bpmn',
      withBoundary(
        'bError',
        '<errorEventDefinition errorRef="err"/>',
        '<error id="err" errorCode="E1"/>',
      ),
    );
    const { id } = await api.start('bError');
    const task = await fetchOne('bError-work');
    await api.ok('POST', `${REST}/external-task/${task.id}/bpmnError`, {
      workerId: 'test-worker',
      errorCode: 'E1',
    });
    await assertInterrupted(id, task.id);
    assert.deepEqual(await treeIds(id), ['after']);
    assert.equal(
      (await history(id)).find((r) => r.activityId === 'caught')?.activityType,
      'boundaryError',
    );
  });

  it('a message boundary event ends the task when the message is correlated', async () => {
    await api.deploy(
      'b-message.bpmn',
      withBoundary(
        'bMessage',
        '<messageEventDefinition messageRef="m"/>',
        '<message id="m" name="Stop"/>',
      ),
    );
    const { id } = await api.start('bMessage');
    const task = await fetchOne('bMessage-work');
    // From a resumed engine too: suspending and activating evicts the instance.
    for (const suspended of [true, false])
      await api.ok('PUT', `${REST}/process-instance/${id}/suspended`, { suspended });
    await api.ok('POST', `${REST}/message`, { messageName: 'Stop', processInstanceId: id });
    await assertInterrupted(id, task.id);
    assert.deepEqual(await treeIds(id), ['after']);
  });

  it('a timer boundary event ends the task when it fires', async () => {
    await api.deploy(
      'b-timer.bpmn',
      withBoundary(
        'bTimer',
        '<timerEventDefinition><timeDuration xsi:type="tFormalExpression">PT1S</timeDuration></timerEventDefinition>',
      ),
    );
    const { id } = await api.start('bTimer');
    const task = await fetchOne('bTimer-work');
    await until(async () => (await treeIds(id)).includes('after'), 'the timer');
    await assertInterrupted(id, task.id);
  });

  it('a non-interrupting timer keeps the task', async () => {
    await api.deploy(
      'b-timer-keep.bpmn',
      withBoundary(
        'bTimerKeep',
        '<timerEventDefinition><timeDuration xsi:type="tFormalExpression">PT0.3S</timeDuration></timerEventDefinition>',
        '',
        false,
      ),
    );
    const { id } = await api.start('bTimerKeep');
    const task = await fetchOne('bTimerKeep-work');
    await until(async () => (await treeIds(id)).includes('after'), 'the timer');
    assert.deepEqual(await treeIds(id), ['after', 'task']);
    await api.complete(task.id);
    assert.deepEqual(await treeIds(id), ['after']);
  });

  it('a signal thrown on a parallel branch interrupts the task', async () => {
    await api.deploy(
      'b-signal.bpmn',
      definitions(
        `<process id="bSignal" isExecutable="true">
        <startEvent id="start"/>
        <sequenceFlow id="f1" sourceRef="start" targetRef="split"/>
        <parallelGateway id="split"/>
        <sequenceFlow id="f2" sourceRef="split" targetRef="task"/>
        <sequenceFlow id="f3" sourceRef="split" targetRef="gate"/>
        <serviceTask id="task" camunda:type="external" camunda:topic="bSignal-work"/>
        <boundaryEvent id="caught" attachedToRef="task"><signalEventDefinition signalRef="s"/></boundaryEvent>
        <sequenceFlow id="f4" sourceRef="task" targetRef="end1"/>
        <sequenceFlow id="f5" sourceRef="caught" targetRef="after"/>
        <serviceTask id="after" camunda:type="external" camunda:topic="bSignal-after"/>
        <sequenceFlow id="f8" sourceRef="after" targetRef="end2"/>
        <serviceTask id="gate" camunda:type="external" camunda:topic="bSignal-gate"/>
        <sequenceFlow id="f6" sourceRef="gate" targetRef="throw"/>
        <intermediateThrowEvent id="throw"><signalEventDefinition signalRef="s"/></intermediateThrowEvent>
        <sequenceFlow id="f7" sourceRef="throw" targetRef="end3"/>
        <endEvent id="end1"/><endEvent id="end2"/><endEvent id="end3"/>
      </process>`,
        '<signal id="s" name="Halt"/>',
      ),
    );
    const { id } = await api.start('bSignal');
    const task = await fetchOne('bSignal-work');
    await api.complete((await fetchOne('bSignal-gate')).id);
    await assertInterrupted(id, task.id);
    assert.deepEqual(await treeIds(id), ['after']);
    assert.equal(
      (await history(id)).find((r) => r.activityId === 'caught')?.activityType,
      'boundarySignal',
    );
  });

  it('an escalation thrown in a subprocess interrupts it and its waiting task', async () => {
    await api.deploy(
      'b-escalation.bpmn',
      definitions(
        `<process id="bEscalation" isExecutable="true">
        <startEvent id="start"/>
        <sequenceFlow id="f1" sourceRef="start" targetRef="sub"/>
        <subProcess id="sub">
          <startEvent id="subStart"/>
          <sequenceFlow id="s1" sourceRef="subStart" targetRef="split"/>
          <parallelGateway id="split"/>
          <sequenceFlow id="s2" sourceRef="split" targetRef="task"/>
          <sequenceFlow id="s3" sourceRef="split" targetRef="gate"/>
          <serviceTask id="task" camunda:type="external" camunda:topic="bEscalation-work"/>
          <sequenceFlow id="s4" sourceRef="task" targetRef="subEnd"/>
          <serviceTask id="gate" camunda:type="external" camunda:topic="bEscalation-gate"/>
          <sequenceFlow id="s5" sourceRef="gate" targetRef="raise"/>
          <intermediateThrowEvent id="raise"><escalationEventDefinition escalationRef="esc"/></intermediateThrowEvent>
          <sequenceFlow id="s6" sourceRef="raise" targetRef="subEnd2"/>
          <endEvent id="subEnd"/><endEvent id="subEnd2"/>
        </subProcess>
        <boundaryEvent id="caught" attachedToRef="sub"><escalationEventDefinition escalationRef="esc"/></boundaryEvent>
        <sequenceFlow id="f2" sourceRef="sub" targetRef="end"/>
        <sequenceFlow id="f3" sourceRef="caught" targetRef="after"/>
        <serviceTask id="after" camunda:type="external" camunda:topic="bEscalation-after"/>
        <sequenceFlow id="f4" sourceRef="after" targetRef="end2"/>
        <endEvent id="end"/><endEvent id="end2"/>
      </process>`,
        '<escalation id="esc" escalationCode="LATE"/>',
      ),
    );
    const { id } = await api.start('bEscalation');
    const task = await fetchOne('bEscalation-work');
    await api.complete((await fetchOne('bEscalation-gate')).id);
    await assertInterrupted(id, task.id);
    const sub = (await history(id)).find((r) => r.activityId === 'sub');
    assert.ok(sub?.endTime && sub.canceled, 'the subprocess ended, canceled');
    assert.deepEqual(await treeIds(id), ['after']);
  });
});

describe('manual tasks and external message events', () => {
  it('a manual task passes through with a manualTask history row', async () => {
    await api.deploy(
      'manual.bpmn',
      definitions(`<process id="manual" isExecutable="true">
        <startEvent id="start"/>
        <sequenceFlow id="f1" sourceRef="start" targetRef="hand"/>
        <manualTask id="hand" name="By hand"/>
        <sequenceFlow id="f2" sourceRef="hand" targetRef="end"/>
        <endEvent id="end"/>
      </process>`),
    );
    const { id } = await api.start('manual');
    assert.equal(await instanceState(id), 'COMPLETED');
    const row = (await history(id)).find((r) => r.activityId === 'hand');
    assert.equal(row?.activityType, 'manualTask');
    assert.ok(row.endTime && !row.canceled);
  });

  it('external message throw and end events wait for a worker, then go on', async () => {
    await api.deploy(
      'ext-events.bpmn',
      definitions(
        `<process id="extEvents" isExecutable="true">
        <startEvent id="start"/>
        <sequenceFlow id="f1" sourceRef="start" targetRef="notify"/>
        <intermediateThrowEvent id="notify"><messageEventDefinition messageRef="m" camunda:type="external" camunda:topic="notify"/></intermediateThrowEvent>
        <sequenceFlow id="f2" sourceRef="notify" targetRef="done"/>
        <endEvent id="done"><messageEventDefinition messageRef="m" camunda:type="external" camunda:topic="farewell"/></endEvent>
      </process>`,
        '<message id="m" name="Note"/>',
      ),
    );
    const { id } = await api.start('extEvents');
    assert.deepEqual(await treeIds(id), ['notify']);
    await api.complete((await fetchOne('notify')).id, { sent: { value: true } });
    assert.deepEqual(await treeIds(id), ['done']);
    await api.complete((await fetchOne('farewell')).id);
    assert.equal(await instanceState(id), 'COMPLETED');
    const types = Object.fromEntries(
      (await history(id)).map((r) => [r.activityId, r.activityType]),
    );
    assert.equal(types.notify, 'intermediateMessageThrowEvent');
    assert.equal(types.done, 'messageEndEvent');
    // Deploy checks the event's topic as a task's.
    const noTopic = await api.deployRaw(
      'ext-no-topic.bpmn',
      definitions(`<process id="extNoTopic" isExecutable="true">
        <startEvent id="start"/>
        <sequenceFlow id="f1" sourceRef="start" targetRef="done"/>
        <endEvent id="done"><messageEventDefinition camunda:type="external"/></endEvent>
      </process>`),
    );
    assert.equal(noTopic.statusCode, 400, noTopic.body);
    assert.match(noTopic.body, /done.*must have a topic name/);
  });
});

const ioModel = definitions(`<process id="io" isExecutable="true">
  <startEvent id="start"/>
  <sequenceFlow id="f1" sourceRef="start" targetRef="task"/>
  <serviceTask id="task" camunda:type="external" camunda:topic="io-work">
    <extensionElements><camunda:inputOutput>
      <camunda:inputParameter name="greeting">Hello</camunda:inputParameter>
      <camunda:inputParameter name="doubled">\${amount * 2}</camunda:inputParameter>
      <camunda:inputParameter name="label">Order \${orderId}</camunda:inputParameter>
      <camunda:inputParameter name="items"><camunda:list>
        <camunda:value>a</camunda:value><camunda:value>\${orderId}</camunda:value>
      </camunda:list></camunda:inputParameter>
      <camunda:inputParameter name="config"><camunda:map>
        <camunda:entry key="mode">fast</camunda:entry>
        <camunda:entry key="limits"><camunda:list><camunda:value>1</camunda:value></camunda:list></camunda:entry>
        <camunda:entry key="nested"><camunda:map><camunda:entry key="amount">\${amount}</camunda:entry></camunda:map></camunda:entry>
      </camunda:map></camunda:inputParameter>
      <camunda:outputParameter name="total">\${result + doubled}</camunda:outputParameter>
      <camunda:outputParameter name="note">\${scratch}</camunda:outputParameter>
    </camunda:inputOutput></extensionElements>
  </serviceTask>
  <sequenceFlow id="f2" sourceRef="task" targetRef="wait"/>
  <serviceTask id="wait" camunda:type="external" camunda:topic="io-wait"/>
  <sequenceFlow id="f3" sourceRef="wait" targetRef="end"/>
  <endEvent id="end"/>
</process>`);

describe('input/output mappings', () => {
  it('gives the task its inputs as local variables and maps its outputs to the process', async () => {
    await api.deploy('io.bpmn', ioModel);
    const { id } = await api.start('io', {
      variables: { amount: { value: 21, type: 'Integer' }, orderId: { value: 'A7' } },
    });
    const task = await fetchOne('io-work');
    const vars = task.variables;
    assert.equal(vars.greeting.value, 'Hello');
    assert.equal(vars.doubled.value, 42);
    assert.equal(vars.label.value, 'Order A7');
    assert.equal(vars.amount.value, 21, 'process variables are inherited');
    assert.deepEqual(JSON.parse(String(vars.items.value)), ['a', 'A7']);
    assert.deepEqual(JSON.parse(String(vars.config.value)), {
      mode: 'fast',
      limits: ['1'],
      nested: { amount: 21 },
    });
    // Locals stay in the activity: the process has only its own variables.
    assert.deepEqual(Object.keys(await processVariables(id)).sort(), ['amount', 'orderId']);
    // variableNames filter the task's whole scope.
    await api.ok('POST', `${REST}/external-task/${task.id}/unlock`);
    const narrowed = await fetchOne('io-work', ['greeting', 'amount']);
    assert.deepEqual(Object.keys(narrowed.variables).sort(), ['amount', 'greeting']);
    await api.ok('POST', `${REST}/external-task/${task.id}/unlock`);
    const [onlyLocal] = await api.ok<LockedTask[]>('POST', `${REST}/external-task/fetchAndLock`, {
      workerId: 'test-worker',
      maxTasks: 1,
      topics: [{ topicName: 'io-work', lockDuration: 60_000, localVariables: true }],
    });
    assert.deepEqual(Object.keys(onlyLocal.variables).sort(), [
      'config',
      'doubled',
      'greeting',
      'items',
      'label',
    ]);

    // Suspending and activating evicts the engine: the locals come back from the task's row.
    for (const suspended of [true, false])
      await api.ok('PUT', `${REST}/process-instance/${id}/suspended`, { suspended });
    await api.ok('POST', `${REST}/external-task/${task.id}/complete`, {
      workerId: 'test-worker',
      variables: { result: { value: 100, type: 'Integer' } },
      localVariables: { scratch: { value: 'kept local' } },
    });
    const after = await processVariables(id);
    assert.equal(after.total.value, 142);
    assert.equal(after.note.value, 'kept local');
    assert.equal(after.result.value, 100);
    for (const local of ['greeting', 'doubled', 'items', 'config', 'scratch'])
      assert.equal(after[local], undefined, `${local} did not leak`);
    const next = await fetchOne('io-wait');
    assert.equal(next.variables.greeting, undefined);
  });

  it('maps around activities that do not wait for a worker, and inherits a subprocess scope', async () => {
    await api.deploy(
      'io-scope.bpmn',
      definitions(`<process id="ioScope" isExecutable="true">
        <startEvent id="start"/>
        <sequenceFlow id="f1" sourceRef="start" targetRef="prepare"/>
        <manualTask id="prepare">
          <extensionElements><camunda:inputOutput>
            <camunda:inputParameter name="base">\${amount + 1}</camunda:inputParameter>
            <camunda:outputParameter name="prepared">\${base * 10}</camunda:outputParameter>
          </camunda:inputOutput></extensionElements>
        </manualTask>
        <sequenceFlow id="f2" sourceRef="prepare" targetRef="sub"/>
        <subProcess id="sub">
          <extensionElements><camunda:inputOutput>
            <camunda:inputParameter name="region">EU-\${prepared}</camunda:inputParameter>
            <camunda:outputParameter name="summary">\${region}/\${innerResult}</camunda:outputParameter>
          </camunda:inputOutput></extensionElements>
          <startEvent id="subStart"/>
          <sequenceFlow id="s1" sourceRef="subStart" targetRef="inner"/>
          <serviceTask id="inner" camunda:type="external" camunda:topic="ioScope-inner"/>
          <sequenceFlow id="s2" sourceRef="inner" targetRef="subEnd"/>
          <endEvent id="subEnd"/>
        </subProcess>
        <sequenceFlow id="f3" sourceRef="sub" targetRef="end"/>
        <endEvent id="end"/>
      </process>`),
    );
    const { id } = await api.start('ioScope', { variables: { amount: { value: 4 } } });
    const task = await fetchOne('ioScope-inner');
    assert.equal(task.variables.region?.value, 'EU-50');
    assert.equal(task.variables.prepared?.value, 50);
    assert.deepEqual(Object.keys(await processVariables(id)).sort(), ['amount', 'prepared']);
    // The subprocess's inputs survive an eviction (they are in the engine's saved state).
    for (const suspended of [true, false])
      await api.ok('PUT', `${REST}/process-instance/${id}/suspended`, { suspended });
    await api.complete(task.id, { innerResult: { value: 'ok' } });
    assert.equal(await instanceState(id), 'COMPLETED');
    const history = await api.ok<{ name: string; value: unknown }[]>(
      'GET',
      `${REST}/history/variable-instance?processInstanceId=${id}`,
    );
    const summary = history.find((v) => v.name === 'summary');
    assert.equal(summary?.value, 'EU-50/ok');
    assert.ok(!history.some((v) => v.name === 'region' || v.name === 'base'));
  });

  it('an input that cannot be evaluated stops the task with an incident naming it', async () => {
    const bad = ioModel.replace('id="io"', 'id="ioBad"').replace('io-work', 'ioBad-work');
    await api.deploy('io-bad.bpmn', bad);
    const response = await api.call('POST', `${REST}/process-definition/key/ioBad/start`, {
      variables: { orderId: { value: 'A7' } },
    });
    assert.equal(response.statusCode, 200, response.body);
    const { id } = response.json() as { id: string };
    const incidents = await api.ok<{ activityId: string; incidentMessage: string }[]>(
      'GET',
      `${REST}/incident?processInstanceId=${id}`,
    );
    assert.equal(incidents.length, 1);
    assert.equal(incidents[0].activityId, 'task');
    assert.match(incidents[0].incidentMessage, /Parameter doubled of activity task/);
    assert.deepEqual(await api.fetch('ioBad-work'), []);
    // The same for an activity that does not wait, on its output.
    const manual = definitions(`<process id="ioBadOut" isExecutable="true">
      <startEvent id="start"/>
      <sequenceFlow id="f1" sourceRef="start" targetRef="hand"/>
      <manualTask id="hand"><extensionElements><camunda:inputOutput>
        <camunda:outputParameter name="out">\${missing}</camunda:outputParameter>
      </camunda:inputOutput></extensionElements></manualTask>
      <sequenceFlow id="f2" sourceRef="hand" targetRef="end"/>
      <endEvent id="end"/>
    </process>`);
    await api.deploy('io-bad-out.bpmn', manual);
    const out = await api.start('ioBadOut');
    const [incident] = await api.ok<{ activityId: string; incidentMessage: string }[]>(
      'GET',
      `${REST}/incident?processInstanceId=${out.id}`,
    );
    assert.equal(incident?.activityId, 'hand');
    assert.match(incident.incidentMessage, /Parameter out of activity hand/);
    // An expression outside the grammar is refused at deploy, naming the activity.
    const refused = await api.deployRaw(
      'io-refused.bpmn',
      manual.replace('${missing}', '${x.foo()}'),
    );
    assert.equal(refused.statusCode, 400, refused.body);
    assert.match(refused.body, /hand/);
  });
});

const multiModel = (key: string, sequential: boolean) =>
  definitions(`<process id="${key}" isExecutable="true">
  <startEvent id="start"/>
  <sequenceFlow id="f1" sourceRef="start" targetRef="each"/>
  <serviceTask id="each" camunda:type="external" camunda:topic="${key}-each">
    <extensionElements><camunda:inputOutput>
      <camunda:inputParameter name="line">Item \${fruit}</camunda:inputParameter>
    </camunda:inputOutput></extensionElements>
    <multiInstanceLoopCharacteristics isSequential="${sequential}" camunda:collection="\${fruits}" camunda:elementVariable="fruit"/>
  </serviceTask>
  <sequenceFlow id="f2" sourceRef="each" targetRef="end"/>
  <endEvent id="end"/>
</process>`);

describe('multi-instance element variable', () => {
  for (const sequential of [true, false]) {
    it(`each ${sequential ? 'sequential' : 'parallel'} instance sees its element and loopCounter`, async () => {
      const key = sequential ? 'miSeq' : 'miPar';
      await api.deploy(`${key}.bpmn`, multiModel(key, sequential));
      const { id } = await api.start(key, {
        variables: {
          fruits: { type: 'Json', value: JSON.stringify(['apple', 'pear']) },
        },
      });
      const seen: LockedTask[] = [];
      for (let round = 0; round < 2; round += 1) {
        const tasks = await api.fetch(`${key}-each`);
        assert.equal(tasks.length, sequential ? 1 : 2 - round);
        seen.push(tasks[0]);
        await api.complete(tasks[0].id);
        if (!sequential) {
          seen.push(tasks[1]);
          await api.complete(tasks[1].id);
          break;
        }
      }
      const byCounter = seen
        .map((task) => [
          task.variables.loopCounter.value,
          task.variables.fruit.value,
          task.variables.line.value,
        ])
        .sort();
      assert.deepEqual(byCounter, [
        [0, 'apple', 'Item apple'],
        [1, 'pear', 'Item pear'],
      ]);
      assert.equal(await instanceState(id), 'COMPLETED');
      const vars = await api.ok<TypedMap[]>(
        'GET',
        `${REST}/history/variable-instance?processInstanceId=${id}`,
      );
      assert.deepEqual(vars.map((v) => (v as unknown as { name: string }).name).sort(), ['fruits']);
    });
  }
});
