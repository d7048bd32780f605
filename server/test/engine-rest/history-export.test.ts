import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { ACME, GLOBEX, startTestServer, type StartedServer } from '../harness';
import { engineApi, REST } from '../engine/api';
import { oneTask } from '../engine/bpmn';

/** The console's instance list as CSV (issue 10 §2, beyond): same filters, streamed. */
let server: StartedServer;
let api: ReturnType<typeof engineApi>;
let globex: ReturnType<typeof engineApi>;
const EXPORT = '/api/camunda/history/process-instance/export.csv';

before(async () => {
  server = await startTestServer();
  api = engineApi(server, await server.login(ACME.admin.username, ACME.admin.password));
  globex = engineApi(server, await server.login(GLOBEX.admin.username, GLOBEX.admin.password));
  await api.deploy('csv.bpmn', oneTask('csv_flow', 'csv-work'));
  const first = await api.start('csv_flow', { businessKey: 'PO-1' });
  await api.start('csv_flow', { businessKey: '=HYPERLINK("x")' });
  await api.start('csv_flow', { businessKey: 'a,b"c' });
  const [task] = (await api.fetch('csv-work', 'w', 10)).filter(
    (row) => row.processInstanceId === first.id,
  );
  await api.ok('POST', `${REST}/external-task/${task.id}/failure`, {
    workerId: 'w',
    errorMessage: 'down',
    retries: 0,
  });
});
after(() => server?.close());

const csv = async (query: string, who = api) => {
  const response = await who.call('GET', `${EXPORT}?${query}`);
  return {
    status: response.statusCode,
    type: response.headers['content-type'],
    body: response.body,
  };
};

describe('GET /api/camunda/history/process-instance/export.csv', () => {
  it('writes every matching instance, newest first, with the columns shown and safe fields', async () => {
    const { status, type, body } = await csv('processDefinitionKey=csv_flow');
    assert.equal(status, 200);
    assert.match(String(type), /^text\/csv/);
    const lines = body.trimEnd().split('\r\n');
    assert.equal(
      lines[0],
      'id,businessKey,version,startTime,endTime,state,incidents,activity,activityId',
    );
    assert.equal(lines.length, 4);
    assert.match(lines[1], /^[^,]+,"a,b""c",1,\d{4}-\d\d-\d\dT[^,]+Z,,Active,0,Do work,task$/);
    assert.match(lines[2], /,'=HYPERLINK\(""x""\)"?,|,"'=HYPERLINK\(""x""\)",/);
    assert.match(lines[3], /,PO-1,1,.*,Incident,1,Do work,task$/);
  });

  it('takes the list filters, its state names and a choice of columns', async () => {
    const { body } = await csv(
      'processDefinitionKey=csv_flow&state=Incident&columns=businessKey,state',
    );
    assert.equal(body, 'businessKey,state\r\nPO-1,Incident\r\n');
  });

  it('names the activity a running instance waits in (its id when unnamed), none once ended', async () => {
    await api.deploy('csv-unnamed.bpmn', oneTask('csv_unnamed', 'csv-unnamed', ''));
    const waiting = await api.start('csv_unnamed', { businessKey: 'UN-1' });
    const { body } = await csv(
      'processDefinitionKey=csv_unnamed&columns=businessKey,activity,activityId',
    );
    assert.equal(body, 'businessKey,activity,activityId\r\nUN-1,task,task\r\n');
    await api.ok('DELETE', `${REST}/process-instance/${waiting.id}`);
    const ended = await csv('processDefinitionKey=csv_unnamed&columns=businessKey,state,activity');
    assert.equal(ended.body, 'businessKey,state,activity\r\nUN-1,Cancelled,\r\n');
  });

  it('writes the times in the zone asked for, named in the header (issue 24 §2)', async () => {
    const iso = await csv('processDefinitionKey=csv_flow&businessKey=PO-1&columns=startTime');
    const started = new Date(iso.body.split('\r\n')[1]);
    const paris = await csv(
      'processDefinitionKey=csv_flow&businessKey=PO-1&columns=businessKey,startTime&tz=Europe/Paris',
    );
    const expected = new Intl.DateTimeFormat('sv-SE', {
      timeZone: 'Europe/Paris',
      dateStyle: 'short',
      timeStyle: 'medium',
    }).format(started);
    assert.equal(paris.body, `businessKey,startTime (Europe/Paris)\r\nPO-1,${expected}\r\n`);
    assert.match(expected, /^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    const bad = await csv('columns=startTime&tz=Mars/Olympus');
    assert.equal(bad.status, 400);
    assert.match(bad.body, /tz must be an IANA time zone/);
  });

  it('refuses an unknown column and a bad filter, and shows another tenant nothing', async () => {
    const bad = await csv('columns=id,secret');
    assert.equal(bad.status, 400);
    assert.match(bad.body, /unknown secret/);
    assert.equal((await csv('startedAfter=yesterday')).status, 400);
    assert.equal((await csv('state=Sleeping')).status, 400);
    const theirs = await csv('processDefinitionKey=csv_flow&columns=id', globex);
    assert.equal(theirs.body, 'id\r\n');
  });
});
