import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { engineLogs } from '../../src/db/schema';
import { engineApi } from '../engine/api';
import { oneTask } from '../engine/bpmn';
import { startTestServer, type StartedServer } from '../harness';
import { data, refused, statsRows, statsUsers } from './fixtures';

let server: StartedServer;
let tokens: Awaited<ReturnType<typeof statsUsers>>;
let instanceId: string;
let otherInstanceId: string;

const SUMMARY = '/stat/api/instance-log/summary';
const TEXT = '/stat/api/instance-log';
const IN_OUT = '/stat/api/instance-log/in-out';

/** Lines of our own, after the engine's start line (UTC 09:00:0n on 2024-05-01). */
const OURS = [
  { level: 'info', source: 'engine', activityId: 'work', message: 'Task work started' },
  { level: 'warn', source: 'worker', activityId: null, message: 'Retrying: prix élevé' },
  { level: 'error', source: 'engine', activityId: 'work', message: 'Task work failed' },
];

before(async () => {
  server = await startTestServer();
  tokens = await statsUsers(server);
  const acme = engineApi(server, tokens.acmeAdmin);
  await acme.deploy('logs.bpmn', oneTask('logs', 'logs-work'));
  instanceId = (await acme.start('logs')).id;
  const globex = engineApi(server, tokens.globexAdmin);
  await globex.deploy('logs.bpmn', oneTask('logs', 'logs-work'));
  otherInstanceId = (await globex.start('logs')).id;
  const rows = statsRows(server);
  // The engine wrote one line on start; the other tenant's instance keeps no line at all.
  await server.db.delete(engineLogs).where(eq(engineLogs.processInstanceId, otherInstanceId));
  await rows.logs(
    server.acme.tenantId,
    OURS.map((line, n) => ({
      ...line,
      processInstanceId: instanceId,
      timestamp: new Date(Date.UTC(2024, 4, 1, 9, 0, n)),
    })),
  );
  await rows.runs(server.acme.tenantId, [
    {
      timestamp: new Date('2024-05-01T09:00:01Z'),
      processInstanceId: instanceId,
      definitionKey: 'logs',
      activityId: 'work',
      input: '{"order":"PO-1"}',
      output: '<ack/>',
    },
    { timestamp: new Date('2024-05-01T09:00:02Z'), processInstanceId: 'someone-else' },
  ]);
});
after(() => server?.close());

const get = (url: string) => ({ method: 'GET' as const, url });
/** Camunda's 404 for an instance the caller's tenant does not have. */
const unknownTo = (token: string, route: string, id: string) =>
  refused(
    server,
    token,
    get(`${route}${route.includes('?') ? '&' : '?'}processInstanceId=${id}`),
    404,
    `Historic process instance with id '${id}' does not exist`,
  );
const text = async (query: string) => {
  const response = await server.call(tokens.acmeAdmin, get(`${TEXT}?${query}`));
  assert.equal(response.statusCode, 200, response.body);
  return response;
};

describe('GET /stat/api/instance-log/summary', () => {
  it('counts the lines and the bytes of each mode, as the text has them', async () => {
    const summary = await data<{
      process: string;
      lines: number;
      bytes: { simple: number; complete: number };
    }>(server, tokens.acmeAdmin, get(`${SUMMARY}?processInstanceId=${instanceId}`));
    assert.equal(summary.process, 'logs');
    assert.equal(summary.lines, 4);
    const simple = await text(`processInstanceId=${instanceId}`);
    const complete = await text(`processInstanceId=${instanceId}&mode=complete`);
    assert.equal(summary.bytes.simple, Buffer.byteLength(simple.body));
    assert.equal(summary.bytes.complete, Buffer.byteLength(complete.body));
  });

  it('answers 0 lines for an instance with no log, and 404 for another tenant’s or no instance', async () => {
    const empty = await data<{ lines: number; bytes: { simple: number } }>(
      server,
      tokens.globexAdmin,
      get(`${SUMMARY}?processInstanceId=${otherInstanceId}`),
    );
    assert.deepEqual([empty.lines, empty.bytes.simple], [0, 0]);
    for (const id of [otherInstanceId, 'nope']) await unknownTo(tokens.acmeAdmin, SUMMARY, id);
  });

  it('is the administrator’s: a sys user and no token are refused; the id is required', async () => {
    const url = `${SUMMARY}?processInstanceId=${instanceId}`;
    assert.equal((await server.call(tokens.acmeSys, get(url))).statusCode, 403);
    assert.equal((await server.call(null, get(url))).statusCode, 401);
    await refused(server, tokens.acmeAdmin, get(SUMMARY), 400, /processInstanceId/);
  });
});

describe('GET /stat/api/instance-log', () => {
  it('writes the log in time order, simple and complete, in the timezone', async () => {
    const simple = await text(`processInstanceId=${instanceId}&timezone=Europe/Paris`);
    assert.match(simple.headers['content-type'] as string, /^text\/plain/);
    assert.equal(simple.headers['content-disposition'], undefined);
    // Ours are dated 2024: before the engine's start line, written first but dated today.
    const lines = simple.body.split('\n');
    assert.equal(
      lines.slice(0, 3).join('\n'),
      '2024-05-01 11:00:00 Task work started\n' +
        '2024-05-01 11:00:01 Retrying: prix élevé\n' +
        '2024-05-01 11:00:02 Task work failed',
    );
    assert.match(lines[3], /^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d Process instance of logs v1 started$/);
    assert.equal(lines[4], '');
    const complete = await text(`processInstanceId=${instanceId}&mode=complete`);
    assert.equal(
      complete.body.split('\n')[1],
      '2024-05-01 09:00:01 WARN  worker - Retrying: prix élevé',
    );
    assert.equal(
      complete.body.split('\n')[2],
      '2024-05-01 09:00:02 ERROR engine work Task work failed',
    );
  });

  it('answers a download as an attachment named after the instance and the mode', async () => {
    const response = await text(`processInstanceId=${instanceId}&mode=complete&download=true`);
    assert.equal(
      response.headers['content-disposition'],
      `attachment; filename="${instanceId}-complete.log"`,
    );
  });

  it('refuses an unknown mode or timezone and another tenant’s instance', async () => {
    const url = `${TEXT}?processInstanceId=${instanceId}`;
    await refused(server, tokens.acmeAdmin, get(`${url}&mode=all`), 400, /mode/);
    await refused(
      server,
      tokens.acmeAdmin,
      get(`${url}&timezone=Mars/Olympus`),
      400,
      "timezone: 'Mars/Olympus' is not a time zone",
    );
    await unknownTo(tokens.globexAdmin, TEXT, instanceId);
  });
});

describe('GET /stat/api/instance-log/in-out', () => {
  it('lists the instance’s runs with their input and output files, none of another instance', async () => {
    const answer = await data<{
      runs: {
        task: string;
        status: string;
        inputFile: { name: string; content: string };
        outputFile: { name: string };
      }[];
      truncated: boolean;
    }>(server, tokens.acmeAdmin, get(`${IN_OUT}?processInstanceId=${instanceId}`));
    assert.equal(answer.truncated, false);
    assert.equal(answer.runs.length, 1);
    const [run] = answer.runs;
    assert.equal(run.task, 'work');
    assert.equal(run.status, 'success');
    assert.equal(run.inputFile.content, '{"order":"PO-1"}');
    assert.match(run.inputFile.name, /^input-\d+\.json$/);
    assert.match(run.outputFile.name, /^output-\d+\.xml$/);
  });

  it('is 404 for another tenant', async () => {
    await unknownTo(tokens.globexAdmin, IN_OUT, instanceId);
  });
});
