import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { ACME, GLOBEX, startTestServer, type StartedServer } from '../harness';
import { engineApi, REST } from '../engine/api';
import { messageCatch, messageStart, oneTask } from '../engine/bpmn';
import { dtoFields } from './reference';

/**
 * Camunda's own tools against engine-rest (issue 9 §2): HTTP Basic through the sign-in limiter,
 * Camunda Modeler's "Deploy to Camunda 7" request as it sends it, and the response shapes those
 * tools read (start with variables and a self link, fetchAndLock, statistics, messages).
 */
let server: StartedServer;
let api: ReturnType<typeof engineApi>;

before(async () => {
  server = await startTestServer();
  api = engineApi(server, await server.login(ACME.admin.username, ACME.admin.password));
});
after(() => server?.close());

const basic = (username: string, password: string) =>
  `Basic ${Buffer.from(`${username}:${password}`).toString('base64')}`;
const ADMIN = basic(ACME.admin.username, ACME.admin.password);

/** Camunda Modeler's deployment form: its fields, then the diagram under its own name. */
function modelerForm(fileName: string, xml: string, fields: Record<string, string>) {
  const boundary = '----CamundaModelerBoundary';
  const parts = Object.entries(fields).map(
    ([name, value]) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  parts.push(
    `--${boundary}\r\nContent-Disposition: form-data; name="${fileName}"; filename="${fileName}"\r\nContent-Type: text/xml\r\n\r\n${xml}\r\n`,
  );
  return {
    payload: `${parts.join('')}--${boundary}--\r\n`,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, authorization: ADMIN },
  };
}
const MODELER = {
  'deployment-name': 'orders',
  'deployment-source': 'Camunda Modeler',
  'deploy-changed-only': 'true',
};
const deployAsModeler = (xml: string, fields: Record<string, string> = MODELER) =>
  server.call(null, {
    method: 'POST',
    url: `${REST}/deployment/create`,
    ...modelerForm('orders.bpmn', xml, fields),
  });

describe('HTTP Basic on engine-rest', () => {
  it('answers a Basic caller with the admin role, and only on engine-rest', async () => {
    const version = await server.call(null, {
      method: 'GET',
      url: `${REST}/version`,
      headers: { authorization: ADMIN },
    });
    assert.equal(version.statusCode, 200);
    assert.equal(version.json().version, '7.24.0');
    const elsewhere = await server.call(null, {
      method: 'GET',
      url: '/api/user/userInfo',
      headers: { authorization: ADMIN },
    });
    assert.equal(elsewhere.statusCode, 401);
    const sys = await server.call(null, {
      method: 'GET',
      url: `${REST}/process-definition`,
      headers: { authorization: basic(ACME.sys.username, ACME.sys.password) },
    });
    assert.equal(sys.statusCode, 403);
  });

  it('refuses a wrong password with a Basic challenge, and locks after five like sign-in', async () => {
    const wrong = basic(GLOBEX.admin.username, 'not-the-password');
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const refused = await server.call(null, {
        method: 'GET',
        url: `${REST}/process-definition`,
        headers: { authorization: wrong },
      });
      assert.equal(refused.statusCode, 401, `attempt ${attempt}`);
      assert.equal(refused.headers['www-authenticate'], 'Basic realm="default"');
    }
    // The right password now meets the lock too, as a sign-in would.
    const locked = await server.call(null, {
      method: 'GET',
      url: `${REST}/process-definition`,
      headers: { authorization: basic(GLOBEX.admin.username, GLOBEX.admin.password) },
    });
    assert.equal(locked.statusCode, 429);
  });
});

describe("Camunda Modeler's deployment", () => {
  it('deploys, makes no new version of an unchanged diagram, and a new one when it changes', async () => {
    const first = await deployAsModeler(oneTask('modeled', 'modeled-work'));
    assert.equal(first.statusCode, 200, first.body);
    const deployed = first.json();
    assert.deepEqual(Object.keys(deployed).sort(), dtoFields('DeploymentWithDefinitionsDto'));
    assert.equal(deployed.source, 'Camunda Modeler');
    assert.equal(deployed.links[0].rel, 'self');
    assert.match(deployed.links[0].href, new RegExp(`/deployment/${deployed.id}$`));
    const again = (await deployAsModeler(oneTask('modeled', 'modeled-work'))).json();
    assert.equal(again.id, deployed.id);
    assert.equal(again.deployedProcessDefinitions, null);
    const changed = (
      await deployAsModeler(oneTask('modeled', 'modeled-work', 'Check twice'))
    ).json();
    assert.notEqual(changed.id, deployed.id);
    const [definition] = Object.values(changed.deployedProcessDefinitions) as { version: number }[];
    assert.equal(definition.version, 2);
  });

  it('takes its own tenant id, refuses another and a later activation', async () => {
    const own = await deployAsModeler(oneTask('tenanted', 't-work'), {
      ...MODELER,
      'tenant-id': String(server.acme.tenantId),
    });
    assert.equal(own.statusCode, 200, own.body);
    const other = await deployAsModeler(oneTask('tenanted2', 't-work'), {
      ...MODELER,
      'tenant-id': String(server.globex.tenantId),
    });
    assert.equal(other.statusCode, 403);
    const later = await deployAsModeler(oneTask('tenanted3', 't-work'), {
      ...MODELER,
      'deployment-activation-time': '2099-01-01T00:00:00.000+0000',
    });
    assert.equal(later.statusCode, 400);
    const listed = await api.ok<unknown[]>(
      'GET',
      `${REST}/process-definition?keysIn=tenanted2,tenanted3`,
    );
    assert.deepEqual(listed, []);
  });
});

describe('shapes the tools read', () => {
  it('answers a start with a self link, and its variables when asked', async () => {
    await api.deploy('shaped.bpmn', oneTask('shaped', 'shaped-work'));
    const plain = await api.start('shaped');
    assert.deepEqual(Object.keys(plain).sort(), dtoFields('ProcessInstanceDto'));
    const withVariables = await api.ok<Record<string, unknown>>(
      'POST',
      `${REST}/process-definition/key/shaped/start`,
      { variables: { amount: { value: 5, type: 'Integer' } }, withVariablesInReturn: true },
    );
    assert.deepEqual(
      Object.keys(withVariables).sort(),
      dtoFields('ProcessInstanceWithVariablesDto'),
    );
    assert.deepEqual((withVariables.variables as Record<string, unknown>).amount, {
      type: 'Integer',
      value: 5,
      valueInfo: {},
    });
    const [link] = withVariables.links as { rel: string; href: string; method: string }[];
    assert.equal(link.rel, 'self');
    assert.equal(link.method, 'GET');
    assert.match(link.href, new RegExp(`${REST}/process-instance/${withVariables.id}$`));
  });

  it('answers fetchAndLock in Camunda’s shape and date format', async () => {
    const [task] = await api.fetch('shaped-work', 'shape-worker', 1);
    assert.deepEqual(Object.keys(task).sort(), dtoFields('LockedExternalTaskDto'));
    const locked = task as unknown as {
      lockExpirationTime: string;
      createTime: string;
      suspended: boolean;
    };
    assert.match(locked.lockExpirationTime, /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}\+0000$/);
    assert.match(locked.createTime, /\+0000$/);
    assert.equal(locked.suspended, false);
  });

  it('lists every definition in the statistics, those without instances as 0', async () => {
    await api.deploy('idle.bpmn', oneTask('idle', 'idle-work'));
    const stats = await api.ok<{ id: string; instances: number; definition: { key: string } }[]>(
      'GET',
      `${REST}/process-definition/statistics`,
    );
    const idle = stats.find((row) => row.definition.key === 'idle');
    assert.ok(idle, 'the idle definition is listed');
    assert.equal(idle.instances, 0);
    assert.ok(stats.find((row) => row.definition.key === 'shaped')!.instances >= 2);
  });

  it('fills execution for a waiting catch event and processInstance for a message start', async () => {
    await api.deploy('ack.bpmn', messageCatch('ack', 'Partner ACK'));
    const waiting = await api.start('ack', { businessKey: 'po-7' });
    const [caught] = await api.ok<Record<string, Record<string, unknown> | null>[]>(
      'POST',
      `${REST}/message`,
      {
        messageName: 'Partner ACK',
        businessKey: 'po-7',
        resultEnabled: true,
      },
    );
    assert.equal(caught.resultType, 'Execution');
    assert.equal(caught.processInstance, null);
    assert.deepEqual(Object.keys(caught.execution!).sort(), dtoFields('ExecutionDto'));
    assert.equal(caught.execution!.processInstanceId, waiting.id);

    await api.deploy('inbound.bpmn', messageStart('inbound', 'Order in'));
    const [started] = await api.ok<Record<string, Record<string, unknown> | null>[]>(
      'POST',
      `${REST}/message`,
      {
        messageName: 'Order in',
        resultEnabled: true,
      },
    );
    assert.equal(started.resultType, 'ProcessDefinition');
    assert.equal(started.execution, null);
    assert.deepEqual(Object.keys(started.processInstance!).sort(), dtoFields('ProcessInstanceDto'));
  });
});
