import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { REST, engineApi } from '../engine/api';
import { messageStart, oneTask } from '../engine/bpmn';
import { connectorApi } from '../connectors/helpers';
import { ACME, GLOBEX, eventually, startTestServer, type StartedServer } from '../harness';
import { accountApi, testUsage, todayOf } from './api';

/**
 * Quotas through the real API: Globex is put on the Free plan (small limits in this test) by
 * the platform's sys user; past a limit a call is a 429 naming the quota and nothing happens.
 */
let server: StartedServer;
let globexAdmin: string;

before(async () => {
  server = await startTestServer({
    usage: testUsage({
      free: { instancesStarted: 3, connectorRuns: 1, scriptRuns: 1, storedBytes: 10 },
    }),
  });
  const platformSys = await server.login(ACME.sys.username, ACME.sys.password);
  const changed = await accountApi(server, platformSys).setPlan(server.globex.tenantId, 'free');
  assert.equal(changed.statusCode, 200, changed.body);
  globexAdmin = await server.login(GLOBEX.admin.username, GLOBEX.admin.password);
});
after(() => server.close());

const refusal = (response: { statusCode: number; json: <T>() => T }) => {
  assert.equal(response.statusCode, 429);
  return response.json<{ msg: string }>().msg;
};

describe('a tenant on the Free plan', () => {
  it('has a connector run past its quota fail the task, saying why', async () => {
    const connectors = connectorApi(server, globexAdmin);
    const engine = engineApi(server, globexAdmin);
    const mapping = await connectors.mapping('Echo', '{ "done": true }');
    await engine.deploy('quota-flow.bpmn', oneTask('quota-flow', 'quota-topic'));
    await connectors.bind('Mapping', 'quota-flow', 'quota-topic', mapping.id);
    const first = await engine.start('quota-flow');
    const second = await engine.start('quota-flow');
    const failures = () =>
      engine.ok<{ errorMessage: string }[]>(
        'GET',
        `${REST}/history/external-task-log?processInstanceId=${second.id}&failureLog=true`,
      );
    await eventually(async () => (await failures()).length > 0, 'the refused run', 10_000);
    assert.match(
      (await failures())[0].errorMessage,
      /^Quota exceeded: connector runs this month 1 of 1 \(plan Free\)/,
    );
    const stateOf = async (id: string) =>
      (await engine.ok<{ state: string }>('GET', `${REST}/history/process-instance/${id}`)).state;
    await eventually(async () => (await stateOf(first.id)) === 'COMPLETED', 'the first run');
  });

  it('gets a 429 naming the quota for a start past it, and nothing is started', async () => {
    const engine = engineApi(server, globexAdmin);
    await engine.start('quota-flow');
    const response = await engine.call(
      'POST',
      `${REST}/process-definition/key/quota-flow/start`,
      {},
    );
    assert.equal(
      refusal(response),
      'Quota exceeded: instances started this month 3 of 3 (plan Free). ' +
        'Ask the platform administrator for a larger plan.',
    );
    // A message that would start an instance is refused alike.
    await engine.deploy('quota-message.bpmn', messageStart('quota-message', 'QuotaPing'));
    const message = await engine.call('POST', `${REST}/message`, { messageName: 'QuotaPing' });
    assert.match(refusal(message), /^Quota exceeded: instances started this month 3 of 3/);
    const count = await engine.ok<{ count: number }>(
      'GET',
      `${REST}/history/process-instance/count?processDefinitionKey=quota-flow`,
    );
    assert.equal(count.count, 3);
    const report = await accountApi(server, globexAdmin).usage();
    assert.equal(todayOf(report).instancesStarted, 3);
    const quota = report.quotas.find((entry) => entry.quota === 'instancesStarted');
    assert.deepEqual(quota, { quota: 'instancesStarted', used: 3, limit: 3, exceeded: true });
  });

  it('gets a 429 for a script run past its quota', async () => {
    const account = accountApi(server, globexAdmin);
    assert.equal((await account.dryRun('return 1')).statusCode, 200);
    assert.match(
      refusal(await account.dryRun('return 2')),
      /^Quota exceeded: script runs this month 1 of 1/,
    );
    assert.equal(todayOf(await account.usage()).scriptRuns, 1);
  });

  it('gets a 429 for an upload past its stored bytes, and the file is not stored', async () => {
    const account = accountApi(server, globexAdmin);
    assert.equal((await account.upload('small.csv', '12345678')).statusCode, 200);
    assert.match(
      refusal(await account.upload('big.csv', '12345')),
      /^Quota exceeded: stored files 8 bytes of 10 bytes \(plan Free\)/,
    );
    assert.equal(todayOf(await account.usage()).fileStoreBytes, 8);
  });

  it('admits runs started together only up to the quota, each counted once', async () => {
    const account = accountApi(server, globexAdmin);
    // The Free plan's one script run is spent (above): five at once are all refused.
    const together = await Promise.all([1, 2, 3, 4, 5].map((n) => account.dryRun(`return ${n}`)));
    assert.deepEqual(
      together.map((response) => response.statusCode),
      [429, 429, 429, 429, 429],
    );
    assert.equal(todayOf(await account.usage()).scriptRuns, 1);
  });

  it('follows a change of plan at once', async () => {
    const engine = engineApi(server, globexAdmin);
    const platformSys = await server.login(ACME.sys.username, ACME.sys.password);
    const tenantId = server.globex.tenantId;
    assert.equal(
      (await accountApi(server, platformSys).setPlan(tenantId, 'standard')).statusCode,
      200,
    );
    // Refused a moment ago on Free; the next start meets Standard's quota.
    const started = await engine.call(
      'POST',
      `${REST}/process-definition/key/quota-flow/start`,
      {},
    );
    assert.equal(started.statusCode, 200, started.body);
    assert.equal((await accountApi(server, platformSys).setPlan(tenantId, 'free')).statusCode, 200);
    const refused = await engine.call(
      'POST',
      `${REST}/process-definition/key/quota-flow/start`,
      {},
    );
    assert.match(refusal(refused), /^Quota exceeded: instances started this month 4 of 3/);
  });

  it('leaves another tenant on its own plan untouched', async () => {
    const acmeAdmin = await server.login(ACME.admin.username, ACME.admin.password);
    const engine = engineApi(server, acmeAdmin);
    await engine.deploy('acme-flow.bpmn', oneTask('acme-flow', 'acme-topic'));
    for (let i = 0; i < 4; i += 1) await engine.start('acme-flow');
    assert.equal((await accountApi(server, acmeAdmin).plan()).plan, 'standard');
  });
});
