import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { processDefinitions } from '../../src/db/schema';
import { ACME, startTestServer, type StartedServer } from '../harness';
import { engineApi, REST, storeUnchecked } from './api';
import { definitions } from './bpmn';

/**
 * Issue 25 §1: deploy and parsing as Camunda 7 does them (isExecutable, several processes, no
 * process), files of other tools that must not make a start fail, what cannot run refused at
 * deploy, and an engine failure at run time kept as an incident.
 */
let server: StartedServer;
let api: ReturnType<typeof engineApi>;

before(async () => {
  server = await startTestServer();
  api = engineApi(server, await server.login(ACME.admin.username, ACME.admin.password));
});
after(() => server.close());

interface Deployment {
  id: string;
  deployedProcessDefinitions: Record<string, { key: string; version: number }> | null;
}
interface Instance {
  id: string;
  ended: boolean;
}

/** start → end, or start → `body` → end. */
const straight = (key: string, attributes = 'isExecutable="true"', body = '') =>
  `<process id="${key}" ${attributes}>
    <startEvent id="${key}_start"/>
    <sequenceFlow id="${key}_f1" sourceRef="${key}_start" targetRef="${key}_mid"/>
    ${body || `<task id="${key}_mid"/>`}
    <sequenceFlow id="${key}_f2" sourceRef="${key}_mid" targetRef="${key}_end"/>
    <endEvent id="${key}_end"/>
  </process>`;

async function deploy(name: string, xml: string, fields: Record<string, string> = {}) {
  const response = await api.deployRaw(`${name}.bpmn`, xml, fields);
  assert.equal(response.statusCode, 200, response.body);
  return response.json() as Deployment;
}

const deployedKeys = (deployment: Deployment) =>
  Object.values(deployment.deployedProcessDefinitions ?? {})
    .map((definition) => `${definition.key}:${definition.version}`)
    .sort();

const startByKey = (key: string) =>
  api.call('POST', `${REST}/process-definition/key/${key}/start`, {});

async function historyOf(id: string) {
  return api.ok<{ state: string; endTime: string | null }>(
    'GET',
    `${REST}/history/process-instance/${id}`,
  );
}

async function activitiesOf(id: string) {
  const rows = await api.ok<{ activityId: string }[]>(
    'GET',
    `${REST}/history/activity-instance?processInstanceId=${id}`,
  );
  return rows.map((row) => row.activityId).sort();
}

/** Starts `key`: 200 and an instance that completed. */
async function startsAndCompletes(key: string) {
  const response = await startByKey(key);
  assert.equal(response.statusCode, 200, `${key}: ${response.body}`);
  const instance = response.json() as Instance;
  assert.equal((await historyOf(instance.id)).state, 'COMPLETED', key);
  return instance;
}

describe('deploy follows Camunda 7', () => {
  it('deploys a file without an executable process as a deployment with no definition', async () => {
    const xml = definitions(straight('paper', 'isExecutable="false"'));
    const deployment = await deploy('paper', xml);
    assert.equal(deployment.deployedProcessDefinitions, null);
    const stored = await api.call('GET', `${REST}/deployment/${deployment.id}`);
    assert.equal(stored.statusCode, 200, stored.body);
    assert.equal((await startByKey('paper')).statusCode, 404);
  });

  it('does not run a process that does not say isExecutable', async () => {
    const deployment = await deploy('unsaid', definitions(straight('unsaid', '')));
    assert.equal(deployment.deployedProcessDefinitions, null);
    assert.equal((await startByKey('unsaid')).statusCode, 404);
  });

  it('keeps a console flow to one executable process', async () => {
    const draft = await api.call('POST', '/api/tempFlow', {
      name: 'Unsaid',
      xml: definitions(straight('unsaidDraft', '')),
    });
    assert.equal(draft.statusCode, 400, draft.body);
    assert.match(
      draft.body,
      /exactly one executable process \(isExecutable=\\"true\\"\); this one holds 0/,
    );
  });

  it('deploys each executable process of a file, each with its own versions', async () => {
    const xml = definitions(straight('pairA') + straight('pairB') + straight('pairC', ''));
    assert.deepEqual(deployedKeys(await deploy('pair', xml)), ['pairA:1', 'pairB:1']);
    const again = definitions(
      straight('pairA') + straight('pairB', 'isExecutable="true" name="B"'),
    );
    assert.deepEqual(deployedKeys(await deploy('pair', again)), ['pairA:2', 'pairB:2']);
    // Duplicate filtering: the unchanged file deploys nothing and answers the earlier one.
    const unchanged = await deploy('pair', again, { 'deploy-changed-only': 'true' });
    assert.equal(unchanged.deployedProcessDefinitions, null);
    const rows = await server.db
      .select()
      .from(processDefinitions)
      .where(eq(processDefinitions.deploymentId, unchanged.id));
    assert.deepEqual(rows.map((row) => `${row.key}:${row.version}`).sort(), ['pairA:2', 'pairB:2']);
    // One file, one resource, however many definitions it made.
    const resources = await api.ok<{ name: string }[]>(
      'GET',
      `${REST}/deployment/${unchanged.id}/resources`,
    );
    assert.deepEqual(
      resources.map((resource) => resource.name),
      ['pair.bpmn'],
    );
  });

  it('runs only the started process of a file of two', async () => {
    const instance = await startsAndCompletes('pairB');
    assert.deepEqual(await activitiesOf(instance.id), ['pairB_end', 'pairB_mid', 'pairB_start']);
    const others = await api.ok<unknown[]>(
      'GET',
      `${REST}/history/process-instance?processDefinitionKey=pairA`,
    );
    assert.equal(others.length, 0);
  });

  it('does not check the conditions of a process that never runs', async () => {
    const gateway = `<exclusiveGateway id="drafty_mid" default="drafty_f2"/>
      <sequenceFlow id="drafty_f3" sourceRef="drafty_mid" targetRef="drafty_end"><conditionExpression xsi:type="tFormalExpression" language="groovy">amount &gt; 1</conditionExpression></sequenceFlow>`;
    const draft = straight('drafty', 'isExecutable="false"', gateway);
    const xml = definitions(draft + straight('runner'));
    assert.deepEqual(deployedKeys(await deploy('drafty', xml)), ['runner:1']);
    // The same condition in an executable process is still refused.
    const refused = await api.deployRaw(
      'drafty2.bpmn',
      definitions(straight('drafty', undefined, gateway)),
    );
    assert.equal(refused.statusCode, 400, refused.body);
  });
});

describe('files of other tools start', () => {
  const files: Record<string, string> = {
    idless: definitions(`<process id="idless" isExecutable="true">
      <startEvent id="s"/><sequenceFlow sourceRef="s" targetRef="t"/>
      <task id="t"/><sequenceFlow sourceRef="t" targetRef="e"/><endEvent id="e"/></process>`),
    itemDefinition: definitions(
      straight('itemDefinition'),
      '<itemDefinition id="item" structureRef="string"/>',
    ),
    resource: definitions(straight('resource'), '<resource id="clerk" name="Clerk"/>'),
    globalTask: definitions(
      straight('globalTask'),
      '<globalTask id="shared" name="Shared"/><globalUserTask id="sharedUser"/>',
    ),
    potentialOwner: definitions(
      straight(
        'potentialOwner',
        'isExecutable="true"',
        '<task id="potentialOwner_mid"><potentialOwner><resourceRef>owner</resourceRef></potentialOwner></task>',
      ),
      '<resource id="owner" name="Owner"/>',
    ),
  };
  for (const [key, xml] of Object.entries(files)) {
    it(`starts and completes: ${key}`, async () => {
      await deploy(key, xml);
      await startsAndCompletes(key);
    });
  }
});

describe('what the engine cannot run is refused at deploy', () => {
  const refusals: [string, string, RegExp][] = [
    [
      'complex',
      '<complexGateway id="complex_mid" name="Pick"/>',
      /complex_mid "Pick" \(bpmn:ComplexGateway\).*no behaviour/,
    ],
    ['human', '<userTask id="human_mid"/>', /human_mid \(bpmn:UserTask\).*user tasks/],
    [
      'java',
      '<serviceTask id="java_mid" camunda:class="org.example.Delegate"/>',
      /java_mid \(bpmn:ServiceTask\).*camunda:class is not supported/,
    ],
    ['bare', '<sendTask id="bare_mid"/>', /bare_mid \(bpmn:SendTask\).*no implementation/],
  ];
  for (const [key, body, message] of refusals) {
    it(`refuses ${key}, naming the element`, async () => {
      const response = await api.deployRaw(
        `${key}.bpmn`,
        definitions(straight(key, undefined, body)),
      );
      assert.equal(response.statusCode, 400, response.body);
      assert.match((response.json() as { message: string }).message, message);
      const stored = await server.db
        .select()
        .from(processDefinitions)
        .where(eq(processDefinitions.key, key));
      assert.equal(stored.length, 0);
    });
  }

  it('lets the same element be in a process that does not run', async () => {
    const xml = definitions(
      straight('paperComplex', 'isExecutable="false"', '<complexGateway id="paperComplex_mid"/>') +
        straight('beside'),
    );
    assert.deepEqual(deployedKeys(await deploy('beside', xml)), ['beside:1']);
  });

  it('answers a start of a stored definition the engine cannot read with a 400', async () => {
    const key = 'legacyComplex';
    await storeUnchecked(
      server,
      key,
      definitions(straight(key, undefined, `<complexGateway id="${key}_mid"/>`)),
    );
    const response = await startByKey(key);
    assert.equal(response.statusCode, 400, response.body);
    assert.match(response.body, /cannot run: Unknown activity type bpmn:ComplexGateway/);
  });
});

describe('an engine failure at run time', () => {
  it('keeps the instance running with a failedJob incident at the failing activity', async () => {
    const timer = `<intermediateCatchEvent id="broken_mid"><timerEventDefinition><timeDuration xsi:type="tFormalExpression">PXYZ</timeDuration></timerEventDefinition></intermediateCatchEvent>`;
    await deploy('broken', definitions(straight('broken', undefined, timer)));
    const response = await startByKey('broken');
    assert.equal(response.statusCode, 200, response.body);
    const instance = response.json() as Instance;
    assert.equal(instance.ended, false);
    assert.equal((await historyOf(instance.id)).state, 'ACTIVE');

    const incidents = await api.ok<
      { incidentType: string; activityId: string; incidentMessage: string }[]
    >('GET', `${REST}/incident?processInstanceId=${instance.id}`);
    assert.equal(incidents.length, 1);
    assert.equal(incidents[0].incidentType, 'failedJob');
    assert.equal(incidents[0].activityId, 'broken_mid');
    assert.match(incidents[0].incidentMessage, /ISO 8601 duration/);
    const counted = await api.ok<{ count: number }>(
      'GET',
      `${REST}/process-instance/count?withIncident=true&processDefinitionKey=broken`,
    );
    assert.equal(counted.count, 1);

    // Nothing moves it on (it failed before its first wait), and saying so is no 500.
    const moved = await api.call('POST', `${REST}/process-instance/${instance.id}/variables`, {
      modifications: { retry: { value: true } },
    });
    assert.equal(moved.statusCode, 400, moved.body);
    assert.match(moved.body, /failed when it started \(see its incident\)/);

    // The operator stops it: the incident goes with it.
    const stopped = await api.call('DELETE', `${REST}/process-instance/${instance.id}`);
    assert.equal(stopped.statusCode, 204, stopped.body);
    const left = await api.ok<unknown[]>(
      'GET',
      `${REST}/incident?processInstanceId=${instance.id}`,
    );
    assert.equal(left.length, 0);
  });

  it('opens the incident at a later step too, and the console lists it', async () => {
    const body = `<serviceTask id="later_mid" camunda:type="external" camunda:topic="later"/>
      <sequenceFlow id="later_f3" sourceRef="later_mid" targetRef="later_wait"/>
      <intermediateCatchEvent id="later_wait"><timerEventDefinition><timeDuration xsi:type="tFormalExpression">\${wait}</timeDuration></timerEventDefinition></intermediateCatchEvent>`;
    const xml = definitions(
      straight('later', undefined, body).replace(
        'sourceRef="later_mid" targetRef="later_end"',
        'sourceRef="later_wait" targetRef="later_end"',
      ),
    );
    await deploy('later', xml);
    const instance = await api.start('later');
    const [task] = await api.fetch('later');
    await api.complete(task.id, { wait: { value: 'soon' } });
    assert.equal((await historyOf(instance.id)).state, 'ACTIVE');
    const counted = await api.ok<{ count: number }>(
      'GET',
      `${REST}/process-instance/count?withIncident=true&processDefinitionKey=later`,
    );
    assert.equal(counted.count, 1);
    const groups = await api.ok<{ groups: { sampleMessage: string; activityIds: string[] }[] }>(
      'GET',
      '/api/camunda/incident-groups',
    );
    const group = groups.groups.find((entry) => entry.activityIds.includes('later_wait'));
    assert.match(group?.sampleMessage ?? '', /ISO 8601/);

    // Moved on again (a variable fixed), it is back at its last good step: the task waits
    // again, the incident is resolved, and this time the timer runs.
    await api.ok('POST', `${REST}/process-instance/${instance.id}/variables`, {
      modifications: { wait: { value: 'PT0S' } },
    });
    const open = await api.ok<unknown[]>(
      'GET',
      `${REST}/incident?processInstanceId=${instance.id}`,
    );
    assert.equal(open.length, 0);
    const [again] = await api.fetch('later');
    assert.equal(again.processInstanceId, instance.id);
    await api.complete(again.id);
    const deadline = Date.now() + 3000;
    while ((await historyOf(instance.id)).state !== 'COMPLETED' && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    assert.equal((await historyOf(instance.id)).state, 'COMPLETED');
  });
});
