import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { ACME, startTestServer, type StartedServer } from '../harness';
import { engineApi, REST } from '../engine/api';
import { oneTask } from '../engine/bpmn';
import { listedBy, postedBy } from './filters-helpers';

/**
 * The historic variable filters (issue 9 §2): typed values, case-insensitive names and values,
 * name and type lists, definition key, executions and activity instances (the instance's
 * own), tenants, and what this engine never has (tasks, cases), in GET and POST form.
 */
let server: StartedServer;
let api: ReturnType<typeof engineApi>;
/** instance id → business key */
const keys: Record<string, string> = {};
const idOf = (key: string) => Object.keys(keys).find((id) => keys[id] === key)!;
let tenant = '';
type Variable = { id: string; processInstanceId: string; name: string; tenantId: string };
/** variable id → `businessKey.name` */
const labels: Record<string, string> = {};

const URL = `${REST}/history/variable-instance`;

before(async () => {
  server = await startTestServer();
  api = engineApi(server, await server.login(ACME.admin.username, ACME.admin.password));
  await api.deploy('orders.bpmn', oneTask('orders', 'order-work'));
  await api.deploy('refunds.bpmn', oneTask('refunds', 'refund-work'));
  const start = async (key: string, businessKey: string, variables: Record<string, unknown>) =>
    (keys[(await api.start(key, { businessKey, variables })).id] = businessKey);
  await start('orders', 'a', {
    amount: { value: 50, type: 'Integer' },
    customer: { value: 'Northwind', type: 'String' },
    rush: { value: true, type: 'Boolean' },
  });
  await start('orders', 'b', {
    amount: { value: 500, type: 'Long' },
    customer: { value: 'Contoso', type: 'String' },
  });
  await start('refunds', 'c', {
    amount: { value: 20.5, type: 'Double' },
    note: { value: '50', type: 'String' },
  });
  const all = await api.ok<Variable[]>('GET', URL);
  for (const row of all) labels[row.id] = `${keys[row.processInstanceId]}.${row.name}`;
  tenant = all[0].tenantId;
});
after(() => server?.close());

const listed = async (query: string) =>
  (await listedBy(api, URL, query)).map((id) => labels[id]).sort();
const posted = async (body: object) =>
  (await postedBy(api, URL, body)).map((id) => labels[id]).sort();

describe('GET /history/variable-instance filters', () => {
  it('compares variableValue as its type', async () => {
    assert.deepEqual(await listed('variableName=amount&variableValue=50'), ['a.amount']);
    // From the query string 50 may be the number or the text.
    assert.deepEqual(await listed('variableValue=50'), ['a.amount', 'c.note']);
    assert.deepEqual(await listed('variableName=amount&variableValue=20.5'), ['c.amount']);
    assert.deepEqual(await listed('variableName=rush&variableValue=true'), ['a.rush']);
    assert.deepEqual(await listed('variableName=customer&variableValue=Northwind'), ['a.customer']);
    assert.deepEqual(await listed('variableName=customer&variableValue=northwind'), []);
  });

  it('ignores case in names and values when asked', async () => {
    assert.deepEqual(
      await listed('variableName=customer&variableValue=northwind&variableValuesIgnoreCase=true'),
      ['a.customer'],
    );
    assert.deepEqual(await listed('variableName=CUSTOMER'), []);
    assert.deepEqual(await listed('variableName=CUSTOMER&variableNamesIgnoreCase=true'), [
      'a.customer',
      'b.customer',
    ]);
  });

  it('narrows by name and type lists', async () => {
    assert.deepEqual(await listed('variableNameIn=rush,note'), ['a.rush', 'c.note']);
    assert.deepEqual(await listed('variableNameIn=amount&variableName=rush'), []);
    assert.deepEqual(await listed('variableTypeIn=string'), ['a.customer', 'b.customer', 'c.note']);
    assert.deepEqual(await listed('variableTypeIn=Boolean,double'), ['a.rush', 'c.amount']);
  });

  it('narrows by definition key, execution and activity instance', async () => {
    assert.deepEqual(await listed('processDefinitionKey=refunds'), ['c.amount', 'c.note']);
    assert.deepEqual(await listed(`executionIdIn=${idOf('b')}`), ['b.amount', 'b.customer']);
    assert.deepEqual(await listed(`activityInstanceIdIn=${idOf('c')},nothing`), [
      'c.amount',
      'c.note',
    ]);
  });

  it('answers nothing for tasks, cases and other tenants', async () => {
    const all = await listed('');
    assert.equal(all.length, 7);
    assert.deepEqual(await listed('includeDeleted=true'), all);
    assert.deepEqual(await listed(`tenantIdIn=${tenant}`), all);
    for (const query of [
      'tenantIdIn=other',
      'withoutTenantId=true',
      'taskIdIn=some-task',
      'caseInstanceId=some-case',
      'caseExecutionIdIn=some-execution',
      'caseActivityIdIn=some-activity',
    ]) {
      assert.deepEqual(await listed(query), [], query);
    }
  });
});

describe('POST /history/variable-instance filters', () => {
  it('reads the same filters from the body, a JSON value typed as it is', async () => {
    assert.deepEqual(await posted({ variableName: 'amount', variableValue: 500 }), ['b.amount']);
    assert.deepEqual(await posted({ variableValue: 50 }), ['a.amount']);
    assert.deepEqual(await posted({ variableValue: true }), ['a.rush']);
    assert.deepEqual(
      await posted({ variableNameIn: ['amount'], variableTypeIn: ['integer', 'long'] }),
      ['a.amount', 'b.amount'],
    );
    assert.deepEqual(await posted({ executionIdIn: [idOf('a')], taskIdIn: [] }), []);
    assert.deepEqual(await posted({ tenantIdIn: [tenant], processDefinitionKey: 'refunds' }), [
      'c.amount',
      'c.note',
    ]);
  });

  it('takes deserializeValues in the query string', async () => {
    const response = await api.call('POST', `${URL}?deserializeValues=false&maxResults=1`, {});
    assert.equal(response.statusCode, 200);
    assert.equal((response.json() as unknown[]).length, 1);
  });
});
