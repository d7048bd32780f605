import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { assertRefused, REST, type QueryServer } from './queries-server';
import { startScenarioServer, type Scenario } from './queries-scenario';
import { dtoFields } from './reference';

let server: QueryServer;
let scenario: Scenario;

before(async () => {
  ({ server, scenario } = await startScenarioServer());
});
after(() => server?.close());

const INSTANCE = `${REST}/process-instance`;
type Activity = { processInstanceId: string; activityId: string };
type Variable = { processInstanceId: string; name: string };

describe('GET process-instance', () => {
  it('lists running instances newest first in Camunda shape', async () => {
    assert.deepEqual(await server.ids(INSTANCE, ''), ['a7', 'a3', 'a2', 'a1']);
    const a2 = await server.json(`${INSTANCE}/a2`);
    assert.deepEqual(a2, {
      links: [],
      id: 'a2',
      definitionId: scenario.definitions.orderV2.id,
      definitionKey: 'order',
      businessKey: 'PO-3',
      caseInstanceId: null,
      ended: false,
      suspended: true,
      tenantId: String(server.acme),
    });
    assert.deepEqual(Object.keys(a2).sort(), dtoFields('ProcessInstanceDto'));
  });

  it('filters, sorts and pages', async () => {
    const cases: [string, string[]][] = [
      ['active=true', ['a7', 'a3', 'a1']],
      ['suspended=true', ['a2']],
      ['active=true&suspended=true', []],
      ['withIncident=true', ['a3']],
      ['processDefinitionKey=order', ['a7', 'a3', 'a2', 'a1']],
      ['processDefinitionKey=invoice', []],
      [`processDefinitionId=${scenario.definitions.orderV1.id}`, ['a7']],
      ['processInstanceIds=a1,a0,g0', ['a1']],
      ['businessKey=PO-3', ['a2']],
      ['businessKeyLike=PO', ['a3', 'a2', 'a1']],
      ['sortBy=businessKey&sortOrder=asc', ['a1', 'a2', 'a3', 'a7']],
      ['sortBy=instanceId&sortOrder=desc', ['a7', 'a3', 'a2', 'a1']],
      ['sortBy=definitionId&sortOrder=asc&active=true', ['a7', 'a1', 'a3']],
      ['firstResult=1&maxResults=2', ['a3', 'a2']],
    ];
    await server.expectIds(INSTANCE, cases);
    assertRefused(
      await server.get(`${INSTANCE}?sortBy=startTime&sortOrder=desc`),
      400,
      /sortBy must be one of instanceId/,
    );
    assertRefused(await server.get(`${INSTANCE}?maxResults=5000`), 400, /maxResults/);
    assert.deepEqual(await server.ids(INSTANCE, '', server.tokens.globex), ['g0']);
  });

  it('answers 404 for ended, unknown and other tenants instances', async () => {
    assertRefused(await server.get(`${INSTANCE}/a0`), 404, /a0/);
    assertRefused(await server.get(`${INSTANCE}/nope`), 404);
    assertRefused(await server.get(`${INSTANCE}/g0`), 404);
    assertRefused(await server.get(`${INSTANCE}/a1`, server.tokens.sys), 403);
  });
});

describe('GET process-instance/{id}/activity-instances', () => {
  it('answers the tree with the open activities and their incidents', async () => {
    const tree = await server.json(`${INSTANCE}/a3/activity-instances`);
    const definitionId = scenario.definitions.orderV2.id;
    const base = { processInstanceId: 'a3', processDefinitionId: definitionId };
    assert.deepEqual(tree, {
      id: 'a3',
      parentActivityInstanceId: null,
      activityId: definitionId,
      activityType: 'processDefinition',
      ...base,
      childActivityInstances: [
        {
          id: scenario.a3Task.id,
          parentActivityInstanceId: 'a3',
          activityId: 'task',
          activityType: 'serviceTask',
          ...base,
          childActivityInstances: [],
          childTransitionInstances: [],
          executionIds: [scenario.a3Task.executionId],
          activityName: 'Do work',
          incidentIds: ['i-a3'],
          incidents: [{ id: 'i-a3', activityId: 'task' }],
          name: 'Do work',
        },
      ],
      childTransitionInstances: [],
      executionIds: ['a3'],
      activityName: 'Order',
      incidentIds: [],
      incidents: [],
      name: 'Order',
    });
    assertRefused(await server.get(`${INSTANCE}/a0/activity-instances`), 404);
    assertRefused(await server.get(`${INSTANCE}/g0/activity-instances`), 404);
  });
});

describe('GET process-instance/{id}/variables', () => {
  it('answers typed values, Json as serialized text and dates in Camunda format', async () => {
    const vars = await server.json(`${INSTANCE}/a1/variables?deserializeValues=false`);
    assert.deepEqual(vars, {
      amount: { type: 'Integer', value: 5, valueInfo: {} },
      customer: { type: 'String', value: 'ACME', valueInfo: {} },
      due: { type: 'Date', value: '2024-01-31T12:00:00.000+0000', valueInfo: {} },
      nothing: { type: 'Null', value: null, valueInfo: {} },
      order: {
        type: 'Json',
        value: '{"lines":[1,2]}',
        valueInfo: { serializationDataFormat: 'application/json' },
      },
    });
    assert.deepEqual(await server.json(`${INSTANCE}/a1/variables/amount`), {
      type: 'Integer',
      value: 5,
      valueInfo: {},
    });
    assert.deepEqual(await server.json(`${INSTANCE}/a7/variables`), {});
    assertRefused(await server.get(`${INSTANCE}/a1/variables/missing`), 404, /missing/);
    assertRefused(await server.get(`${INSTANCE}/a0/variables`), 404);
    assertRefused(await server.get(`${INSTANCE}/g0/variables`), 404);
    assertRefused(await server.get(`${INSTANCE}/g0/variables/amount`), 404);
  });
});

describe('GET history/activity-instance', () => {
  const ACTIVITY = `${REST}/history/activity-instance`;

  it('lists an instance activities in Camunda shape, oldest first', async () => {
    const list = await server.json<Record<string, unknown>[]>(`${ACTIVITY}?processInstanceId=a0`);
    assert.deepEqual(
      list.map((row) => row.activityId),
      ['start', 'task', 'end'],
    );
    const end = list[2];
    assert.deepEqual(Object.keys(end).sort(), [
      'activityId',
      'activityName',
      'activityType',
      'assignee',
      'calledCaseInstanceId',
      'calledProcessInstanceId',
      'canceled',
      'completeScope',
      'durationInMillis',
      'endTime',
      'executionId',
      'id',
      'parentActivityInstanceId',
      'processDefinitionId',
      'processDefinitionKey',
      'processInstanceId',
      'removalTime',
      'rootProcessInstanceId',
      'startTime',
      'taskId',
      'tenantId',
    ]);
    assert.equal(end.completeScope, true);
    assert.equal(end.durationInMillis, 60_000);
    assert.equal(end.startTime, '2024-03-01T08:04:00.000+0000');
    assert.equal(end.parentActivityInstanceId, 'a0');
    assert.equal(end.processDefinitionKey, 'order');
    assert.equal(end.tenantId, String(server.acme));
    assert.equal(list[1].completeScope, false);
  });

  it('filters, sorts and counts', async () => {
    const activities = async (query: string) =>
      (await server.listed<Activity>(ACTIVITY, query)).map(
        (row) => `${row.processInstanceId}.${row.activityId}`,
      );
    assert.deepEqual(await activities('unfinished=true'), ['a1.task', 'a3.task', 'a7.wait']);
    assert.deepEqual(await activities('activityId=task&finished=true'), ['a0.task', 'a4.task']);
    assert.deepEqual(await activities('canceled=true'), ['a4.task']);
    assert.deepEqual(await activities('completeScope=true'), ['a0.end']);
    assert.deepEqual(await activities('activityType=startEvent&sortBy=startTime&sortOrder=desc'), [
      'a3.start',
      'a1.start',
      'a0.start',
    ]);
    assert.deepEqual(
      await activities('processInstanceId=a0&sortBy=occurrence&sortOrder=desc&maxResults=1'),
      ['a0.end'],
    );
    assert.deepEqual(await activities('processInstanceId=g0'), []);
    assert.deepEqual(
      (await server.json<{ processInstanceId: string }[]>(ACTIVITY, server.tokens.globex)).map(
        (row) => row.processInstanceId,
      ),
      ['g0'],
    );
    assertRefused(await server.get(`${ACTIVITY}?sortBy=assignee`), 400, /sortBy/);
    assertRefused(
      await server.get(`${ACTIVITY}?startedAfter=2024-13-01T00:00:00`),
      400,
      /startedAfter/,
    );
    assertRefused(await server.get(ACTIVITY, server.tokens.sys), 403);
  });
});

describe('GET history/variable-instance', () => {
  const VARIABLE = `${REST}/history/variable-instance`;

  it('lists variables in Camunda shape with their filters and counts', async () => {
    const list = await server.json<Record<string, unknown>[]>(`${VARIABLE}?processInstanceId=a1`);
    assert.deepEqual(
      list.map((row) => row.name),
      ['amount', 'customer', 'due', 'nothing', 'order'],
    );
    const order = list[4];
    assert.equal(order.type, 'Json');
    assert.equal(order.value, '{"lines":[1,2]}');
    assert.equal(order.processDefinitionKey, 'order');
    assert.equal(order.processDefinitionId, scenario.definitions.orderV2.id);
    assert.equal(order.state, 'CREATED');
    assert.equal(order.createTime, '2024-03-01T08:00:00.000+0000');
    assert.equal(order.tenantId, String(server.acme));
    for (const field of ['id', 'valueInfo', 'executionId', 'activityInstanceId', 'errorMessage']) {
      assert.ok(field in order, field);
    }
    const names = async (query: string, token?: string) =>
      (await server.listed<Variable>(VARIABLE, query, token)).map(
        (row) => `${row.processInstanceId}.${row.name}`,
      );
    assert.deepEqual(await names('variableName=amount'), ['a0.amount', 'a1.amount']);
    assert.deepEqual(await names('variableName=amount', server.tokens.globex), ['g0.amount']);
    assert.deepEqual(await names('variableNameLike=u'), [
      'a0.amount',
      'a1.amount',
      'a1.customer',
      'a1.due',
    ]);
    assert.deepEqual(await names('processInstanceIdIn=a0,g0'), ['a0.amount']);
    assert.deepEqual(await names('variableName=amount&sortBy=instanceId&sortOrder=desc'), [
      'a1.amount',
      'a0.amount',
    ]);
    assertRefused(await server.get(`${VARIABLE}?sortOrder=sideways`), 400, /sortOrder/);
  });
});
