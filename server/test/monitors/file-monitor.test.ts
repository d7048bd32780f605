import assert from 'node:assert/strict';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { MONITOR_MESSAGES, UPLOAD_OVERWRITE } from '@console/shared/contract';
import { oneTask } from '../engine/bpmn';
import { CLOUD_PATHS, FILE_PATHS, namesIn, storeApi } from '../files/store-api';
import { ACME, GLOBEX, startTestServer, type StartedServer } from '../harness';
import { eventually, monitorApi, WAIT_MS } from './monitor-api';

/**
 * The file monitor (issue 23 §1): a file uploaded through the API starts its flow at once (the
 * store's outbox), a file written to the folder by other means is found by the scan, each file
 * starts one instance whichever saw it first, and the started file moves to processed/.
 */
let server: StartedServer;
let api: ReturnType<typeof monitorApi>;
let files: ReturnType<typeof storeApi>;
let globex: ReturnType<typeof monitorApi>;

const form = (extra: Record<string, unknown> = {}) => ({
  name: 'Inbound orders',
  processKey: 'fileFlow',
  folder: 'mounted/in/',
  pattern: '*.csv',
  intervalMinutes: 1,
  afterStart: 'move',
  ...extra,
});

before(async () => {
  server = await startTestServer({ automation: { syncMs: 100, scanMs: 300, leaseMs: 15_000 } });
  const token = await server.login(ACME.admin.username, ACME.admin.password);
  api = monitorApi(server, token);
  files = storeApi(
    () => server,
    () => token,
    FILE_PATHS,
  );
  globex = monitorApi(server, await server.login(GLOBEX.admin.username, GLOBEX.admin.password));
  await api.engine.deploy('file-flow.bpmn', oneTask('fileFlow'));
  assert.equal((await files.mkdir('mounted/', 'in')).response.statusCode, 200);
});
after(() => server.close());

describe('file monitor', () => {
  let id: number;

  it('is made inactive, with its settings', async () => {
    const { status, body } = await api.create('file', form());
    assert.equal(status, 200, JSON.stringify(body));
    id = body.data.id;
    assert.equal(body.data.state, 'INACTIVE');
    assert.equal(body.data.status, 'stopped');
    assert.deepEqual(body.data.config, {
      folder: 'mounted/in/',
      pattern: '*.csv',
      intervalMinutes: 1,
      afterStart: 'move',
      storage: 'files',
    });
  });

  it('starts the flow for a file uploaded through the API, once, and moves it', async () => {
    const started = await api.toggle('startFileMonitor', id);
    assert.equal(started.body.data.state, 'ACTIVE');
    await eventually(async () => server.app.monitors.isRunningHere(id), WAIT_MS, 'the runner');
    assert.equal(
      (await files.upload('mounted/in/', 'a.csv', Buffer.from('x,1'))).response.statusCode,
      200,
    );
    // Not a match: another extension.
    await files.upload('mounted/in/', 'a.txt', Buffer.from('x'));
    await eventually(async () => (await api.instances('fileFlow')) === 1, WAIT_MS, 'one instance');
    await eventually(async () =>
      (await namesIn(files, 'mounted/in/processed/').catch(() => [] as string[])).includes('a.csv'),
    );
    const events = (await api.events(id)).body.data;
    assert.equal(events.length, 1);
    assert.equal(events[0].outcome, 'started');
    assert.equal(events[0].detail.path, 'mounted/in/a.csv');
    assert.match(String(events[0].instanceId), /^[0-9a-f-]{36}$/);
    assert.deepEqual(await namesIn(files, 'mounted/in/'), ['processed', 'a.txt']);
  });

  it('finds a file written to the folder by other means in its scan', async () => {
    const folder = path.join(
      server.dataDir,
      'files',
      String(server.acme.tenantId),
      'mounted',
      'in',
    );
    await mkdir(folder, { recursive: true });
    await writeFile(path.join(folder, 'dropped.csv'), 'y,2');
    await eventually(async () => (await api.instances('fileFlow')) === 2, WAIT_MS, 'the scan');
    await server.app.monitors.counts.flush();
    const view = (await api.get('file', id)).body.data;
    assert.equal(view.counts.started, 2);
    assert.equal(view.status, 'running');
    assert.ok(view.lastRunAt && view.nextRunAt);
  });

  it('starts nothing twice: the same file again is a duplicate', async () => {
    // The same bytes under the same path: the ledger already holds that start.
    await api.update('file', { id, ...form({ afterStart: 'mark' }) });
    await eventually(async () => server.app.monitors.isRunningHere(id), WAIT_MS, 'the restart');
    await files.upload('mounted/in/', 'a.csv', Buffer.from('x,1'));
    await new Promise((resolve) => setTimeout(resolve, 1000));
    assert.equal(await api.instances('fileFlow'), 2);
    await server.app.monitors.counts.flush();
    assert.ok((await api.get('file', id)).body.data.counts.duplicates >= 1);
    // New content under the same name is a new file.
    await files.upload('mounted/in/', 'a.csv', Buffer.from('x,2'), { flg: UPLOAD_OVERWRITE });
    await eventually(
      async () => (await api.instances('fileFlow')) === 3,
      WAIT_MS,
      'the new content',
    );
    // Marked, not moved: it stays.
    assert.ok((await namesIn(files, 'mounted/in/')).includes('a.csv'));
  });

  it('stops, and starts nothing while stopped', async () => {
    const stopped = await api.toggle('stopFileMonitor', id);
    assert.equal(stopped.body.data.state, 'INACTIVE');
    assert.equal(server.app.monitors.isRunningHere(id), false);
    await files.upload('mounted/in/', 'b.csv', Buffer.from('z'));
    await new Promise((resolve) => setTimeout(resolve, 800));
    assert.equal(await api.instances('fileFlow'), 3);
  });

  it('shows a missing folder as failing, and the others go on', async () => {
    const missing = await api.create('file', form({ name: 'Nowhere', folder: 'mounted/nowhere/' }));
    await api.toggle('startFileMonitor', missing.body.data.id);
    await eventually(
      async () => (await api.get('file', missing.body.data.id)).body.data.status === 'failing',
      WAIT_MS,
      'failing',
    );
    const view = (await api.get('file', missing.body.data.id)).body.data;
    assert.match(String(view.lastError), /mounted\/nowhere\/ cannot be read/);
  });

  it('refuses bad settings with the field and changes nothing', async () => {
    const before = (await api.list('file')).body.data.length;
    const cases: [Record<string, unknown>, number, RegExp][] = [
      [{ folder: 'in/' }, 400, /body\.folder: The path must start with 'mounted\/'/],
      [{ folder: 'mounted/in' }, 400, /end with '\/'/],
      [{ folder: 'mounted/../x/' }, 400, /body\.folder: The path must stay inside/],
      [
        { pattern: '../*.csv' },
        400,
        new RegExp(`body.pattern: ${MONITOR_MESSAGES.patternSlash.slice(0, 20)}`),
      ],
      [{ pattern: 'sub/*.csv' }, 400, /cannot contain '\/'/],
      [{ intervalMinutes: 0 }, 400, /intervalMinutes/],
      [{ processKey: 'noSuchFlow' }, 400, /no deployed flow has the key 'noSuchFlow'/],
      [{ eventConnectorId: 999999 }, 400, /no event connector/],
      [{ name: '' }, 400, /name/],
    ];
    for (const [change, status, message] of cases) {
      const { status: got, body } = await api.create(
        'file',
        form({ name: `bad ${got_(change)}`, ...change }),
      );
      assert.equal(got, status, JSON.stringify(change));
      assert.match(body.msg, message, JSON.stringify(change));
    }
    assert.equal((await api.list('file')).body.data.length, before);
    assert.equal((await api.create('file', form())).status, 409);
  });

  it("answers another tenant's monitor as missing", async () => {
    assert.equal((await globex.get('file', id)).status, 404);
    assert.equal((await globex.toggle('startFileMonitor', id)).status, 404);
    assert.equal((await globex.update('file', { id, ...form() })).status, 404);
    assert.equal((await globex.remove('file', id)).status, 404);
    assert.equal((await globex.events(id)).status, 404);
    assert.deepEqual((await globex.list('file')).body.data, []);
    assert.equal(
      (await globex.send('GET', `/api/monitor/file?bpId=${server.acme.tenantId}`)).status,
      404,
    );
  });

  it('converting an active file monitor to the GCP one leaves it inactive and says so', async () => {
    await api.toggle('startFileMonitor', id);
    const { body } = await api.update('file', { id, ...form({ storage: 'gcs' }) });
    assert.equal(body.data.kind, 'gcs');
    assert.equal(body.data.state, 'INACTIVE');
    assert.equal(body.data.notice, MONITOR_MESSAGES.convertedInactive);
  });

  it('stops the file monitors of a flow by its process id', async () => {
    await api.toggle('startFileMonitor', id);
    const { body } = await api.send<number[]>(
      'PUT',
      '/api/stopFileMonitorByProcessId?processId=fileFlow',
    );
    assert.ok(body.data.includes(id));
    assert.equal((await api.get('file', id)).body.data.state, 'INACTIVE');
  });

  it('passes events through its event connector, and to the event triggers tied to it', async () => {
    await api.engine.deploy('tied-flow.bpmn', oneTask('tiedFlow'));
    const connector = async (name: string, script: string) => {
      const { status, body } = await api.send<{ id: number }>('POST', '/api/eventConnector', {
        name,
        description: '',
        parameters: { script },
      });
      assert.equal(status, 200, JSON.stringify(body));
      return body.data.id;
    };
    const own = await connector(
      'file facts',
      'return [fileName: input.name, bytes: input.size, modified: input.updateTime]',
    );
    const tiedConnector = await connector('tied facts', 'return [tied: input.path]');
    const made = await api.create(
      'file',
      form({ name: 'With connector', folder: 'mounted/tied/', eventConnectorId: own }),
    );
    assert.equal(made.status, 200, made.response.body);
    const trigger = await api.send<{ id: number }>('POST', '/api/trigger', {
      name: 'tie',
      type: 'event',
      processKey: 'tiedFlow',
      monitorId: made.body.data.id,
      eventConnectorId: tiedConnector,
    });
    assert.equal(trigger.status, 200, trigger.response.body);
    await files.mkdir('mounted/', 'tied');
    await api.toggle('startFileMonitor', made.body.data.id);
    await eventually(
      async () => server.app.monitors.isRunningHere(made.body.data.id),
      WAIT_MS,
      'runner',
    );
    const before = await api.instances('fileFlow');
    await files.upload('mounted/tied/', 'c.csv', Buffer.from('abc'));
    await eventually(async () => (await api.instances('tiedFlow')) === 1, WAIT_MS, 'the tied flow');
    assert.equal(await api.instances('fileFlow'), before + 1);
    const variables = async (key: string) => {
      const [instance] = await api.engine.ok<{ id: string }[]>(
        'GET',
        `/api/camunda/engine-rest/history/process-instance?processDefinitionKey=${key}&sortBy=startTime&sortOrder=desc`,
      );
      return api.engine.ok<Record<string, { value: unknown }>>(
        'GET',
        `/api/camunda/engine-rest/process-instance/${instance.id}/variables`,
      );
    };
    const mine = await variables('fileFlow');
    assert.equal(mine.fileName.value, 'c.csv');
    assert.match(String(mine.modified.value), /^\d{4}-\d{2}-\d{2}T/);
    assert.equal(mine.bytes.value, 3);
    assert.equal(mine.path, undefined);
    assert.equal((await variables('tiedFlow')).tied.value, 'mounted/tied/c.csv');
  });

  it('watches the cloud storage as the GCP file monitor', async () => {
    const cloud = storeApi(
      () => server,
      () => api.token,
      CLOUD_PATHS,
    );
    assert.equal((await cloud.mkdir('mounted/', 'landing')).response.statusCode, 200);
    const made = await api.create(
      'file',
      form({ name: 'Cloud', storage: 'gcs', folder: 'mounted/landing/' }),
    );
    assert.equal(made.body.data.kind, 'gcs');
    await api.toggle('startFileMonitor', made.body.data.id);
    await eventually(
      async () => server.app.monitors.isRunningHere(made.body.data.id),
      WAIT_MS,
      'runner',
    );
    const before = await api.instances('fileFlow');
    // The file store's folder of the same name is another place: nothing starts from it.
    await files.mkdir('mounted/', 'landing');
    await files.upload('mounted/landing/', 'local.csv', Buffer.from('l'));
    await cloud.upload('mounted/landing/', 'cloud.csv', Buffer.from('c'));
    await eventually(
      async () => (await api.instances('fileFlow')) === before + 1,
      WAIT_MS,
      'the cloud file',
    );
    await new Promise((resolve) => setTimeout(resolve, 700));
    assert.equal(await api.instances('fileFlow'), before + 1);
    const [event] = (await api.events(made.body.data.id)).body.data;
    assert.equal(event.detail.path, 'mounted/landing/cloud.csv');
    assert.deepEqual(await namesIn(cloud, 'mounted/landing/processed/'), ['cloud.csv']);
  });

  it('deletes a monitor with its events', async () => {
    assert.equal((await api.remove('file', id)).status, 200);
    assert.equal((await api.get('file', id)).status, 404);
  });
});

const got_ = (change: Record<string, unknown>) => Object.keys(change).join('-') + Math.random();
