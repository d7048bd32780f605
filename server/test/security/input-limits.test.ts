import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { ACME, GLOBEX, startTestServer, type StartedServer } from '../harness';
import { engineApi, multipartFile, REST } from '../engine/api';
import { oneTask } from '../engine/bpmn';
import { changedTables, fingerprint } from './db-fingerprint';

/**
 * The input limits of docs/api.md ("Security"), each with the issue's own example: a 400 that
 * names the field, and nothing changed.
 */
let server: StartedServer;
let sys: string;
let admin: string;

before(async () => {
  server = await startTestServer();
  sys = await server.login(ACME.sys.username, ACME.sys.password);
  admin = await server.login(ACME.admin.username, ACME.admin.password);
  await engineApi(server, admin).deploy('limits.bpmn', oneTask('limits', 'limits-work'));
});
after(() => server?.close());

/** The request answers 400 with `msg`, and no table changed. */
async function refused(
  token: string,
  request: Parameters<StartedServer['call']>[1],
  msg: string | RegExp,
) {
  const before = await fingerprint(server.db);
  const response = await server.call(token, request);
  assert.equal(response.statusCode, 400, response.body);
  const body = response.json() as { msg: string };
  if (typeof msg === 'string') assert.equal(body.msg, msg);
  else assert.match(body.msg, msg);
  assert.deepEqual(changedTables(before, await fingerprint(server.db)), []);
}

const deep = (levels: number) => `${'['.repeat(levels)}${']'.repeat(levels)}`;

describe('strings', () => {
  it('refuse a NUL byte in a body, a query and a path', async () => {
    await refused(
      sys,
      {
        method: 'POST',
        url: `/api/bpg?parentId=${server.acme.rootGroupId}`,
        payload: { name: 'a\u0000b', description: 'd' },
      },
      'body.name must not contain a NUL byte (\\u0000)',
    );
    await refused(sys, { method: 'GET', url: '/api/bpUser?username=a%00b' }, /NUL byte/);
    await refused(
      admin,
      { method: 'GET', url: `${REST}/process-instance/a%00b` },
      'params.id must not contain a NUL byte (\\u0000)',
    );
  });

  it('refuse an unpaired surrogate in a business key', async () => {
    await refused(
      admin,
      {
        method: 'POST',
        url: `${REST}/process-definition/key/limits/start`,
        payload: '{"businessKey":"k\\ud800"}',
        headers: { 'content-type': 'application/json' },
      },
      'body.businessKey must not contain an unpaired UTF-16 surrogate',
    );
  });
});

describe('numbers', () => {
  it("carry their column's bounds", async () => {
    for (const id of ['2147483648', '1e21', '9223372036854775808']) {
      await refused(
        sys,
        { method: 'GET', url: `/api/bpg?id=${id}` },
        'querystring.id must be <= 2147483647',
      );
    }
    await refused(
      sys,
      { method: 'GET', url: '/api/bpg?id=1e400' },
      'querystring.id must be a finite number',
    );
    await refused(
      admin,
      { method: 'GET', url: `${REST}/process-instance?firstResult=2147483648` },
      /firstResult must be <= 2147483647/,
    );
  });
});

describe('lists and nesting', () => {
  const ids = Array.from({ length: 100_000 }, (_, i) => `id-${i}`);

  it('hold at most 10,000 ids', async () => {
    await refused(
      admin,
      {
        method: 'POST',
        url: `${REST}/process-instance/delete`,
        payload: { processInstanceIds: ids },
      },
      /processInstanceIds must NOT have more than 10000 items$/,
    );
    await refused(
      admin,
      {
        method: 'PUT',
        url: `${REST}/external-task/retries`,
        payload: { externalTaskIds: ids, retries: 1 },
      },
      /externalTaskIds must NOT have more than 10000 items$/,
    );
  });

  it('refuse a body nested deeper than 64 levels, and a Json variable too', async () => {
    await refused(
      admin,
      {
        method: 'POST',
        url: `${REST}/process-definition/key/limits/start`,
        payload: `{"variables":${deep(5000)}}`,
        headers: { 'content-type': 'application/json' },
      },
      /is nested deeper than 64 levels/,
    );
    await refused(
      admin,
      {
        method: 'POST',
        url: `${REST}/process-definition/key/limits/start`,
        payload: { variables: { order: { type: 'Json', value: deep(5000) } } },
      },
      /^variable "order"(\[0\])+ is nested deeper than 64 levels$/,
    );
  });
});

describe('multipart', () => {
  it('a body cut short or without a boundary is a 400', async () => {
    const whole = multipartFile('cut.bpmn', oneTask('cut', 'cut-work'));
    await refused(
      admin,
      {
        method: 'POST',
        url: '/api/camunda/deploy',
        payload: whole.payload.slice(0, 120),
        headers: whole.headers,
      },
      /^The multipart body is malformed/,
    );
    await refused(
      admin,
      {
        method: 'POST',
        url: '/api/camunda/deploy',
        payload: 'x',
        headers: { 'content-type': 'multipart/form-data' },
      },
      /^The multipart body is malformed/,
    );
  });
});

describe('deleting a deployment', () => {
  it("answers 404 for an unknown id and for another tenant's, and 204 for one's own", async () => {
    const own = await engineApi(server, admin).deployRaw('gone.bpmn', oneTask('gone', 'gone-work'));
    const deploymentId = (own.json() as { id: string }).id;
    const globex = await server.login(GLOBEX.admin.username, GLOBEX.admin.password);
    for (const [token, id] of [
      [admin, 'no-such-deployment'],
      [globex, deploymentId],
    ]) {
      const response = await server.call(token, {
        method: 'DELETE',
        url: `${REST}/deployment/${id}`,
      });
      assert.equal(response.statusCode, 404, response.body);
      assert.equal(response.json().type, 'InvalidRequestException');
    }
    const deleted = await server.call(admin, {
      method: 'DELETE',
      url: `${REST}/deployment/${deploymentId}`,
    });
    assert.equal(deleted.statusCode, 204);
    const again = await server.call(admin, {
      method: 'DELETE',
      url: `${REST}/deployment/${deploymentId}`,
    });
    assert.equal(again.statusCode, 404);
    const left = await server.call(admin, {
      method: 'GET',
      url: `${REST}/process-definition/count?key=gone`,
    });
    assert.equal(left.json().count, 0);
  });
});
