import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app';
import { readConfig } from '../../src/config';
import type { Database } from '../../src/db/client';
import { freshDatabase } from '../database';
import { seedTenant } from '../fixtures';
import { sendPortBody } from './fixtures';

/** With AS2_FUNCTIONS_KEY set, every /as2/api call needs the matching x-functions-key. */
const KEY = 'test-functions-key';
let database: Database;
let app: FastifyInstance;
let token = '';

before(async () => {
  database = await freshDatabase();
  await seedTenant(database.db, {
    name: 'Keyed',
    users: [{ username: 'keyed-sys', password: 'keyed-sys-pass', roles: ['sys'] }],
  });
  const config = {
    ...readConfig({}),
    jwtSecret: 'test-secret',
    demoData: false,
    staticRoot: '/nonexistent',
    as2FunctionsKey: KEY,
  };
  app = await buildApp({ db: database.db, config, logger: false });
  await app.ready();
  const login = await app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { username: 'keyed-sys', password: 'keyed-sys-pass' },
  });
  token = login.json().data.token;
});
after(async () => {
  await app?.close();
  await database?.close();
});

const requests = [
  { method: 'GET' as const, url: '/as2/api/sendport' },
  { method: 'GET' as const, url: '/as2/api/receiveport' },
  { method: 'POST' as const, url: '/as2/api/sendport/add', payload: sendPortBody() },
  { method: 'POST' as const, url: '/as2/api/receiveport/delete/1' },
  { method: 'GET' as const, url: '/as2/api/QueryLogs' },
  { method: 'GET' as const, url: '/as2/api/logStats' },
  { method: 'GET' as const, url: '/as2/api/certFiles' },
  { method: 'DELETE' as const, url: '/as2/api/deleteCert?name=x.cer' },
  { method: 'GET' as const, url: '/as2/api/downloadCert?name=x.cer' },
];

describe('x-functions-key', () => {
  for (const request of requests) {
    it(`${request.method} ${request.url} needs the key`, async () => {
      for (const headers of [{}, { 'x-functions-key': 'wrong' }, { 'x-functions-key': '' }]) {
        const response = await app.inject({ ...request, headers: { token, ...headers } });
        assert.equal(response.statusCode, 401);
        assert.deepEqual(response.json(), {
          code: 401,
          msg: 'Missing or wrong x-functions-key',
          data: null,
        });
      }
    });
  }

  it('lets a call with the key through, and the port was not added without it', async () => {
    const headers = { token, 'x-functions-key': KEY };
    const list = await app.inject({ method: 'GET', url: '/as2/api/sendport', headers });
    assert.equal(list.statusCode, 200);
    assert.deepEqual(list.json().data, [], 'the keyless add changed nothing');
    const added = await app.inject({
      method: 'POST',
      url: '/as2/api/sendport/add',
      headers,
      payload: sendPortBody(),
    });
    assert.equal(added.statusCode, 200, added.body);
  });

  it('does not apply outside /as2/api', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/user/userInfo',
      headers: { token },
    });
    assert.equal(response.statusCode, 200);
  });
});
