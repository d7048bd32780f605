import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { ACME, startTestServer, type StartedServer } from '../harness';
import { engineApi, REST } from '../engine/api';
import { oneTask } from '../engine/bpmn';
import { camundaError } from './reference';

/**
 * Failed calls answer as Camunda's do (camunda-rest-reference.json, `errors`): the status,
 * the exception type, the message, and `code` the engine's error code (null for the REST
 * layer's own exceptions), not the HTTP status.
 */
let server: StartedServer;
let api: ReturnType<typeof engineApi>;
let token: string;

before(async () => {
  server = await startTestServer();
  token = await server.login(ACME.admin.username, ACME.admin.password);
  api = engineApi(server, token);
  await api.deploy('errors.bpmn', oneTask('errors', 'errors-work'));
});
after(() => server?.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
/** [reference call, reference case, our request, values for the message's holes] */
const CASES: [string, string, Method, string, object | undefined, Record<string, string>][] = [
  [
    'GET /process-definition/{id}',
    'unknown id',
    'GET',
    '/process-definition/nope',
    undefined,
    { id: 'nope' },
  ],
  [
    'GET /process-definition/{id}/xml',
    'unknown id',
    'GET',
    '/process-definition/nope/xml',
    undefined,
    { id: 'nope' },
  ],
  [
    'GET /process-definition/key/{key}',
    'unknown key',
    'GET',
    '/process-definition/key/nope',
    undefined,
    { key: 'nope' },
  ],
  ['GET /deployment/{id}', 'unknown id', 'GET', '/deployment/nope', undefined, { id: 'nope' }],
  [
    'GET /process-instance/{id}',
    'unknown id',
    'GET',
    '/process-instance/nope',
    undefined,
    { id: 'nope' },
  ],
  [
    'GET /process-instance/{id}/activity-instances',
    'unknown id',
    'GET',
    '/process-instance/nope/activity-instances',
    undefined,
    { id: 'nope' },
  ],
  [
    'GET /external-task/{id}',
    'unknown id',
    'GET',
    '/external-task/nope',
    undefined,
    { id: 'nope' },
  ],
  [
    'POST /external-task/{id}/complete|failure|bpmnError|extendLock|unlock, PUT /external-task/{id}/retries',
    'unknown id',
    'POST',
    '/external-task/nope/complete',
    { workerId: 'w' },
    { id: 'nope' },
  ],
  [
    'POST /external-task/{id}/complete|failure|bpmnError|extendLock|unlock, PUT /external-task/{id}/retries',
    'unknown id',
    'PUT',
    '/external-task/nope/retries',
    { retries: 1 },
    { id: 'nope' },
  ],
  [
    'DELETE /process-instance/{id}',
    'unknown id (failIfNotExists defaults to true)',
    'DELETE',
    '/process-instance/nope',
    undefined,
    { id: 'nope' },
  ],
  ['POST /message', 'messageName missing', 'POST', '/message', {}, {}],
  ['GET /batch/{id}', 'unknown id', 'GET', '/batch/nope', undefined, { id: 'nope' }],
  [
    'GET /history/process-instance/{id}',
    'unknown id',
    'GET',
    '/history/process-instance/nope',
    undefined,
    { id: 'nope' },
  ],
  ['GET /incident/{id}', 'unknown id', 'GET', '/incident/nope', undefined, { id: 'nope' }],
  [
    'GET (any list query)',
    'sortBy without sortOrder',
    'GET',
    '/process-instance?sortBy=businessKey',
    undefined,
    {},
  ],
];

/** A message the engine writes is named in the reference as `(engine … message) text`. */
const messageOf = (message: string) => message.replace(/^\([^)]*\) /, '');

describe('errors in Camunda shape', () => {
  for (const [call, when, method, url, body, values] of CASES) {
    it(`${call}: ${when} (${method} ${url})`, async () => {
      const expected = camundaError(call, when, values);
      const answer = await api.call(method, `${REST}${url}`, body);
      assert.equal(answer.statusCode, expected.status, answer.body);
      const json = answer.json() as { type: string; message: string; code: unknown };
      assert.equal(json.type, expected.type);
      if (expected.message !== 'No message name supplied') {
        assert.equal(json.message, messageOf(expected.message));
      }
      assert.equal(json.code, null, 'the REST layer has no engine error code');
    });
  }

  it('DELETE /process-instance/{id} of a finished instance is a 404 too', async () => {
    const started = await api.start('errors');
    const [task] = await api.fetch('errors-work');
    await api.complete(task.id);
    const answer = await api.call('DELETE', `${REST}/process-instance/${started.id}`);
    assert.equal(answer.statusCode, 404, answer.body);
    assert.equal(answer.json().message, `No process instance found for id '${started.id}'`);
  });

  it('POST /message that nothing waits for is a RestException', async () => {
    const expected = camundaError('POST /message', 'nothing matches the message', { name: 'lost' });
    const answer = await api.call('POST', `${REST}/message`, { messageName: 'lost' });
    assert.equal(answer.statusCode, expected.status);
    assert.equal(answer.json().type, expected.type);
    assert.match(answer.json().message, /^Cannot correlate message 'lost'/);
  });

  it('a bodiless call sent as application/json is accepted, as Camunda accepts it', async () => {
    const json = { 'content-type': 'application/json' };
    const count = await server.call(token, {
      method: 'POST',
      url: `${REST}/process-instance/count`,
      headers: json,
    });
    assert.equal(count.statusCode, 200, count.body);
    await api.start('errors');
    const [task] = await api.fetch('errors-work');
    const unlock = await server.call(token, {
      method: 'POST',
      url: `${REST}/external-task/${task.id}/unlock`,
      headers: json,
    });
    assert.equal(unlock.statusCode, 204, unlock.body);
    const broken = await server.call(token, {
      method: 'POST',
      url: `${REST}/process-instance/count`,
      headers: json,
      payload: '{"a":',
    });
    assert.equal(broken.statusCode, 400);
  });

  it('a refused role is an AuthorizationException with the engine fallback code 0', async () => {
    const sys = await server.login(ACME.sys.username, ACME.sys.password);
    const answer = await server.call(sys, { method: 'GET', url: `${REST}/process-definition` });
    assert.equal(answer.statusCode, 403);
    assert.equal(answer.json().type, 'AuthorizationException');
    assert.equal(answer.json().code, 0);
  });
});
