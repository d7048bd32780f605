import assert from 'node:assert/strict';
import { after, before, it } from 'node:test';
import { oneTask } from '../engine/bpmn';
import { FILE_PATHS, storeApi } from '../files/store-api';
import { ACME, startTestServer, type StartedServer } from '../harness';
import { eventually, monitorApi, WAIT_MS } from '../monitors/monitor-api';
import { as2Headers, opensslMessage, receivingPort } from './inbound-kit';
import { makeKit, type Kit } from './message-kit';

/** A received AS2 message lands in its port's folder, where a file monitor starts a flow. */
let server: StartedServer;
let kit: Kit;

before(async () => {
  kit = makeKit();
  server = await startTestServer({ automation: { syncMs: 100, scanMs: 300, leaseMs: 15_000 } });
});
after(async () => {
  await server?.close();
  kit?.close();
});

it('a message received on a port starts the flow of a file monitor watching its folder', async () => {
  const sys = await server.login(ACME.sys.username, ACME.sys.password);
  const admin = await server.login(ACME.admin.username, ACME.admin.password);
  const port = await receivingPort(server, sys, kit);
  const api = monitorApi(server, admin);
  const files = storeApi(
    () => server,
    () => admin,
    FILE_PATHS,
  );
  await api.engine.deploy('as2-flow.bpmn', oneTask('as2Flow'));
  await files.mkdir('mounted/', 'as2');
  await files.mkdir('mounted/as2/', 'RP_IN');
  const { body } = await api.create('file', {
    name: 'AS2 orders',
    processKey: 'as2Flow',
    folder: 'mounted/as2/RP_IN/',
    pattern: '*.x12',
    intervalMinutes: 1,
    afterStart: 'move',
  });
  await api.toggle('startFileMonitor', body.data.id);
  await eventually(
    async () => server.app.monitors.isRunningHere(body.data.id),
    WAIT_MS,
    'the runner',
  );
  const message = opensslMessage(kit);
  const response = await server.app.inject({
    method: 'POST',
    url: `/as2/inbound/${port.id}`,
    headers: { ...as2Headers('<monitor-1@partner.example>'), 'content-type': message.contentType },
    payload: message.body,
  });
  assert.equal(response.statusCode, 200);
  await eventually(async () => (await api.instances('as2Flow')) === 1, WAIT_MS, 'one instance');
});
