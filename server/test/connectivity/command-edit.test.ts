import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { packageCommands } from '../../src/db/schema';
import { startWorkerServer, type WorkerFlows } from '../connectors/worker-flows';
import { ACME } from '../harness';

/**
 * Editing a tenant's own command (issue 24): each save is a new version, kept; the connectors
 * made from it follow the newest, so the worker's next run uses the edited script.
 */
let acme: WorkerFlows;
let globex: WorkerFlows;
let server: Awaited<ReturnType<typeof startWorkerServer>>['server'];
let close: (() => Promise<void>) | undefined;

const COMMAND = {
  packageId: 'acme-edit',
  id: 'stamp',
  name: 'Stamp',
  description: 'Stamps the order',
  script: 'return [stamp: "v1"]',
  paramsMeta: [{ name: 'times', label: 'Times', type: 'Int', min: 1 }],
};
const SCRIPT_URL = '/api/connector/connectorScript?packageId=acme-edit&connectorId=stamp';
const VERSIONS_URL = '/api/packageCommandVersions?packageId=acme-edit&id=stamp';
const put = (payload: object) => ({ method: 'PUT' as const, url: '/api/packageCommand', payload });

interface Script {
  script: string;
  version: number;
  usedBy: string[];
}

before(async () => {
  ({ acme, globex, server, close } = await startWorkerServer());
  await acme.api.call({ method: 'POST', url: '/api/packageCommand', payload: COMMAND });
});
after(async () => close?.());

const refused = async (token: string, options: object, status: number, message: RegExp) => {
  const rows = await server.db.select().from(packageCommands);
  const response = await server.call(token, options as Parameters<typeof server.call>[1]);
  assert.equal(response.statusCode, status, response.body);
  assert.match(response.json().msg, message);
  assert.deepEqual(await server.db.select().from(packageCommands), rows, 'nothing changed');
};

describe('PUT /api/packageCommand (issue 24: edit a command in place)', () => {
  it('makes the edit the next version, keeps the old one, and names the connectors using it', async () => {
    const connector = await acme.api.call<{ id: number }>({
      method: 'POST',
      url: '/api/connector',
      headers: { version: '1.2' },
      payload: {
        name: 'Stamper',
        timeout: 5000,
        packageId: 'acme-edit',
        commandId: 'stamp',
        parameters: {},
      },
    });
    const first = await acme.api.call<Script>({ method: 'GET', url: SCRIPT_URL });
    assert.equal(first.version, 1);
    assert.deepEqual(first.usedBy, ['Stamper']);

    // A run before the edit uses version 1 …
    const before = await acme.run('stamped', 'Command', connector.id);
    await acme.ended(before);
    assert.equal((await acme.variablesOf(before)).stamp.value, 'v1');

    const edited = await acme.api.call<Script>(
      put({ ...COMMAND, script: 'return [stamp: "v2"]', version: 1 }),
    );
    assert.equal(edited.version, 2);
    assert.equal(edited.script, 'return [stamp: "v2"]');
    assert.deepEqual(edited.usedBy, ['Stamper']);

    // … and the next one, of the same connector, follows the edit.
    const after = await acme.start('stamped');
    await acme.ended(after);
    assert.equal((await acme.variablesOf(after)).stamp.value, 'v2');

    const versions = await acme.api.call<{ version: number; script: string; savedBy: string }[]>({
      method: 'GET',
      url: VERSIONS_URL,
    });
    assert.deepEqual(
      versions.map(({ version, script, savedBy }) => [version, script, savedBy]),
      [
        [2, 'return [stamp: "v2"]', ACME.admin.username],
        [1, 'return [stamp: "v1"]', ACME.admin.username],
      ],
    );
  });

  it('refuses an edit made from an older version (409), and keeps the newer one', async () => {
    await refused(
      acme.api.token,
      put({ ...COMMAND, script: 'return [stamp: "late"]', version: 1 }),
      409,
      /changed since you opened it \(version 2 now/,
    );
  });

  it('refuses bad input with a 400 that names it, and changes nothing', async () => {
    await refused(acme.api.token, put({ ...COMMAND, script: 'def x = (1' }), 400, /line 1/);
    await refused(acme.api.token, put({ ...COMMAND, name: undefined }), 400, /name/);
    await refused(acme.api.token, put({ ...COMMAND, version: 0 }), 400, /version/);
    await refused(
      acme.api.token,
      put({ ...COMMAND, paramsMeta: [{ name: 's', label: 'S', type: 'SelectItems' }] }),
      400,
      /needs items/,
    );
    await refused(
      acme.api.token,
      put({ ...COMMAND, packageId: 'http', id: 'request' }),
      400,
      /the platform's own/,
    );
  });

  it("answers 404 on another tenant's command, and on a command that does not exist", async () => {
    await refused(globex.api.token, put(COMMAND), 404, /No available Command/);
    await refused(acme.api.token, put({ ...COMMAND, id: 'nothing' }), 404, /No available Command/);
    const versions = await server.call(globex.api.token, { method: 'GET', url: VERSIONS_URL });
    assert.equal(versions.statusCode, 404);
    const script = await server.call(globex.api.token, { method: 'GET', url: SCRIPT_URL });
    assert.equal(script.statusCode, 404);
  });
});
