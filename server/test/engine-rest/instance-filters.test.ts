import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { ACME, startTestServer, type StartedServer } from '../harness';
import { engineApi, REST } from '../engine/api';
import { oneTask } from '../engine/bpmn';

/**
 * Camunda's process instance filters beyond ids, keys and dates (issue 9 §2): the activity a
 * clicked diagram element names, variables (`name_op_value`), the history state flags,
 * incidents, definitions by name, tenants, the start user and the call hierarchy.
 */
let server: StartedServer;
let api: ReturnType<typeof engineApi>;
/** business key → instance id */
const byKey: Record<string, string> = {};

before(async () => {
  server = await startTestServer();
  api = engineApi(server, await server.login(ACME.admin.username, ACME.admin.password));
  await api.deploy('orders.bpmn', oneTask('orders', 'order-work', 'Check order'));
  await api.deploy('refunds.bpmn', oneTask('refunds', 'refund-work'));
  const start = async (key: string, businessKey: string, variables: Record<string, unknown>) =>
    (byKey[businessKey] = (await api.start(key, { businessKey, variables })).id);
  await start('orders', 'small', {
    amount: { value: 50, type: 'Integer' },
    customer: { value: 'Northwind', type: 'String' },
  });
  await start('orders', 'big', {
    amount: { value: 500, type: 'Integer' },
    customer: { value: 'Contoso Ltd', type: 'String' },
    rush: { value: true, type: 'Boolean' },
  });
  await start('orders', 'done', { amount: { value: 150, type: 'Long' } });
  await start('refunds', 'refund', { amount: { value: 20.5, type: 'Double' } });
  // `done` completes; `big` fails with no retries left, which raises an incident.
  const tasks = await api.fetch('order-work', 'filters-worker', 10);
  const taskOf = (key: string) => tasks.find((task) => task.businessKey === key)!;
  await api.complete(taskOf('done').id, {}, 'filters-worker');
  await api.ok('POST', `${REST}/external-task/${taskOf('big').id}/failure`, {
    workerId: 'filters-worker',
    errorMessage: 'Stock service down',
    retries: 0,
  });
});
after(() => server?.close());

type Row = { id: string };
const keysOf = (rows: Row[]) =>
  rows.map((row) => Object.keys(byKey).find((key) => byKey[key] === row.id)).sort();

/** The business keys of the instances a GET list answers, and its count agrees. */
async function listed(url: string, query: string) {
  const rows = await api.ok<Row[]>('GET', `${url}?${query}`);
  const { count } = await api.ok<{ count: number }>('GET', `${url}/count?${query}`);
  assert.equal(count, rows.length, `${url}/count?${query}`);
  return keysOf(rows);
}
const RUNTIME = `${REST}/process-instance`;
const HISTORY = `${REST}/history/process-instance`;

describe('runtime process instance filters', () => {
  it('activityIdIn names the activity an instance waits in', async () => {
    assert.deepEqual(await listed(RUNTIME, 'activityIdIn=task'), ['big', 'refund', 'small']);
    assert.deepEqual(await listed(RUNTIME, 'activityIdIn=start,end'), []);
  });

  it('variables compare numbers, text, booleans and patterns', async () => {
    assert.deepEqual(await listed(RUNTIME, 'variables=amount_gt_100'), ['big']);
    assert.deepEqual(await listed(RUNTIME, 'variables=amount_lteq_50'), ['refund', 'small']);
    assert.deepEqual(await listed(RUNTIME, 'variables=customer_eq_Northwind'), ['small']);
    assert.deepEqual(await listed(RUNTIME, 'variables=customer_like_Con%25'), ['big']);
    assert.deepEqual(await listed(RUNTIME, 'variables=rush_eq_true'), ['big']);
    assert.deepEqual(await listed(RUNTIME, 'variables=amount_gt_10,customer_neq_Northwind'), [
      'big',
    ]);
    assert.deepEqual(await listed(RUNTIME, 'variables=customer_eq_northwind'), []);
    assert.deepEqual(
      await listed(
        RUNTIME,
        'variables=CUSTOMER_eq_northwind&variableNamesIgnoreCase=true&variableValuesIgnoreCase=true',
      ),
      ['small'],
    );
  });

  it('the POST form takes variables as Camunda’s list of name, operator and value', async () => {
    const rows = await api.ok<Row[]>('POST', RUNTIME, {
      variables: [{ name: 'amount', operator: 'gteq', value: 50 }],
      processDefinitionKey: 'orders',
    });
    assert.deepEqual(keysOf(rows), ['big', 'small']);
  });

  it('takes orQueries: one predicate of each nested query, as Camunda reads them', async () => {
    const either = await api.ok<Row[]>('POST', RUNTIME, {
      orQueries: [
        { businessKey: 'small', variables: [{ name: 'amount', operator: 'gt', value: 100 }] },
      ],
    });
    assert.deepEqual(keysOf(either), ['big', 'small']);
    const both = await api.ok<Row[]>('POST', RUNTIME, {
      processDefinitionKey: 'orders',
      orQueries: [{ businessKey: 'small', withIncident: true }, { businessKeyLike: 'bi' }],
    });
    assert.deepEqual(keysOf(both), ['big']);
    const { count } = await api.ok<{ count: number }>('POST', `${RUNTIME}/count`, {
      orQueries: [{ businessKey: 'small', incidentType: 'failedExternalTask' }],
    });
    assert.equal(count, 2);
    const bad = await api.call('POST', RUNTIME, { orQueries: [{ processInstanceIds: { a: 1 } }] });
    assert.equal(bad.statusCode, 400);
  });

  it('refuses a malformed variables filter or operator with a 400', async () => {
    for (const query of ['variables=amount', 'variables=amount_near_5']) {
      const response = await api.call('GET', `${RUNTIME}?${query}`);
      assert.equal(response.statusCode, 400, query);
      assert.equal(response.json().type, 'InvalidRequestException');
    }
    const posted = await api.call('POST', RUNTIME, {
      variables: [{ name: 'amount', operator: 'like', value: 5 }],
    });
    assert.equal(posted.statusCode, 400);
  });

  it('filters by incident, definition name, deployment and key exclusion', async () => {
    assert.deepEqual(await listed(RUNTIME, 'incidentType=failedExternalTask'), ['big']);
    assert.deepEqual(await listed(RUNTIME, 'incidentMessageLike=Stock'), ['big']);
    assert.deepEqual(await listed(RUNTIME, 'processDefinitionKeyNotIn=orders'), ['refund']);
    assert.deepEqual(await listed(RUNTIME, 'processDefinitionName=refunds%20flow'), ['refund']);
    const [definition] = await api.ok<{ deploymentId: string }[]>(
      'GET',
      `${REST}/process-definition?key=refunds`,
    );
    assert.deepEqual(await listed(RUNTIME, `deploymentId=${definition.deploymentId}`), ['refund']);
  });

  it('answers tenant and hierarchy filters for an engine of root instances', async () => {
    const tenant = server.acme.tenantId;
    assert.equal((await listed(RUNTIME, `tenantIdIn=${tenant}`)).length, 3);
    assert.deepEqual(await listed(RUNTIME, 'tenantIdIn=999999'), []);
    assert.deepEqual(await listed(RUNTIME, 'withoutTenantId=true'), []);
    assert.deepEqual(await listed(RUNTIME, `superProcessInstance=${byKey.big}`), []);
    assert.equal((await listed(RUNTIME, 'rootProcessInstances=true')).length, 3);
    assert.deepEqual(await listed(RUNTIME, `rootProcessInstanceId=${byKey.small}`), ['small']);
  });
});

describe('history process instance filters', () => {
  it('takes one state flag at a time', async () => {
    assert.deepEqual(await listed(HISTORY, 'completed=true'), ['done']);
    assert.deepEqual(await listed(HISTORY, 'active=true'), ['big', 'refund', 'small']);
    assert.deepEqual(await listed(HISTORY, 'externallyTerminated=true'), []);
    const both = await api.call('GET', `${HISTORY}?active=true&completed=true`);
    assert.equal(both.statusCode, 400);
    assert.match(both.json().message, /another state/);
  });

  it('filters by executed and active activities and by when activities ran', async () => {
    assert.deepEqual(await listed(HISTORY, 'executedActivityIdIn=end'), ['done']);
    assert.deepEqual(await listed(HISTORY, 'activeActivityIdIn=task'), ['big', 'refund', 'small']);
    assert.equal(
      (await listed(HISTORY, 'executedActivityAfter=2000-01-01T00:00:00.000%2B0000')).length,
      4,
    );
    assert.deepEqual(
      await listed(HISTORY, 'executedActivityBefore=2000-01-01T00:00:00.000%2B0000'),
      [],
    );
  });

  it('filters by the user who started, business keys, excluded ids and incidents', async () => {
    assert.equal((await listed(HISTORY, `startedBy=${ACME.admin.username}`)).length, 4);
    assert.deepEqual(await listed(HISTORY, 'startedBy=somebody-else'), []);
    assert.deepEqual(await listed(HISTORY, 'processInstanceBusinessKeyIn=big,done'), [
      'big',
      'done',
    ]);
    assert.deepEqual(await listed(HISTORY, `processInstanceIdNotIn=${byKey.big},${byKey.small}`), [
      'done',
      'refund',
    ]);
    assert.deepEqual(await listed(HISTORY, 'incidentType=failedExternalTask'), ['big']);
    const [row] = await api.ok<{ startUserId: string }[]>(
      'GET',
      `${HISTORY}?processInstanceId=${byKey.done}`,
    );
    assert.equal(row.startUserId, ACME.admin.username);
  });

  it('takes the filters in the POST body, business keys and variables as lists', async () => {
    const rows = await api.ok<Row[]>('POST', HISTORY, {
      processInstanceBusinessKeyIn: ['big', 'done', 'refund'],
      variables: [{ name: 'amount', operator: 'gt', value: 100 }],
    });
    assert.deepEqual(keysOf(rows), ['big', 'done']);
  });

  it('takes orQueries in the history POST form', async () => {
    const rows = await api.ok<Row[]>('POST', HISTORY, {
      orQueries: [{ completed: true, processInstanceBusinessKeyIn: ['refund'] }],
    });
    assert.deepEqual(keysOf(rows), ['done', 'refund']);
  });

  it('refuses the job filters of an engine that runs no jobs, rather than ignore them', async () => {
    const response = await api.call('GET', `${HISTORY}?withJobsRetrying=true`);
    assert.equal(response.statusCode, 400);
    assert.match(response.json().message, /withJobsRetrying is not supported/);
  });
});
