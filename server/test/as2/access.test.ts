import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { InjectOptions } from 'fastify';
import { ACME, GLOBEX, startTestServer, type StartedServer } from '../harness';
import { makeCertificate } from './certs';
import { as2Api, as2State, receivePortBody, sendPortBody } from './fixtures';
import { uploadRequest } from './multipart';

/**
 * Every AS2 route, aimed at Acme's data with a valid request: an admin is refused (403), no
 * token is refused (401), Globex's sys user does not find it (404 or an empty answer), and
 * none of these changes anything.
 */
let server: StartedServer;
const tokens = { admin: '', globex: '' };
const acme = { send: 0, receive: 0 };

before(async () => {
  server = await startTestServer();
  const api = as2Api(server, await server.login(ACME.sys.username, ACME.sys.password));
  await api.upload('acme.cer', makeCertificate('ACME').der);
  acme.send = (await api.addPort('send', sendPortBody({ name: 'SP_ACME' }))).id;
  acme.receive = (await api.addPort('receive', receivePortBody({ name: 'RP_ACME' }))).id;
  tokens.admin = await server.login(ACME.admin.username, ACME.admin.password);
  tokens.globex = await server.login(GLOBEX.sys.username, GLOBEX.sys.password);
});
after(() => server?.close());

type Globex = number | ((body: unknown) => void);
const empty = (body: unknown) => assert.deepEqual((body as { data: unknown }).data, []);
const noRows = (body: unknown) => assert.equal((body as { data: { total: number } }).data.total, 0);

/** Built after `before`, when the ids are known. */
const routes = (): { name: string; request: () => InjectOptions; globex: Globex }[] => [
  {
    name: 'GET sendport',
    request: () => ({ method: 'GET', url: '/as2/api/sendport' }),
    globex: empty,
  },
  {
    name: 'GET receiveport',
    request: () => ({ method: 'GET', url: '/as2/api/receiveport' }),
    globex: empty,
  },
  ...(['send', 'receive'] as const).flatMap((kind) => [
    {
      name: `POST ${kind}port/update`,
      request: (): InjectOptions => ({
        method: 'POST',
        url: `/as2/api/${kind}port/update/${acme[kind]}`,
        payload:
          kind === 'send'
            ? sendPortBody({ name: 'SP_HIJACK' })
            : receivePortBody({ name: 'RP_HIJACK' }),
      }),
      globex: 404,
    },
    {
      name: `POST ${kind}port/delete`,
      request: (): InjectOptions => ({
        method: 'POST',
        url: `/as2/api/${kind}port/delete/${acme[kind]}`,
      }),
      globex: 404,
    },
  ]),
  {
    name: 'GET QueryLogs',
    request: () => ({ method: 'GET', url: '/as2/api/QueryLogs' }),
    globex: noRows,
  },
  {
    name: 'GET logStats',
    request: () => ({ method: 'GET', url: '/as2/api/logStats?tz=Europe/Paris' }),
    globex: empty,
  },
  {
    name: 'GET certFiles',
    request: () => ({ method: 'GET', url: '/as2/api/certFiles' }),
    globex: empty,
  },
  {
    name: 'DELETE deleteCert',
    request: () => ({ method: 'DELETE', url: '/as2/api/deleteCert?name=acme.cer' }),
    globex: 404,
  },
  {
    name: 'GET downloadCert',
    request: () => ({ method: 'GET', url: '/as2/api/downloadCert?name=acme.cer' }),
    globex: 404,
  },
];

/** Routes that create: an admin and no token are refused; Globex would create its own. */
const creators = (): { name: string; request: () => InjectOptions }[] => [
  {
    name: 'POST sendport/add',
    request: () => ({
      method: 'POST',
      url: '/as2/api/sendport/add',
      payload: sendPortBody({ name: 'SP_NEW' }),
    }),
  },
  {
    name: 'POST receiveport/add',
    request: () => ({
      method: 'POST',
      url: '/as2/api/receiveport/add',
      payload: receivePortBody({ name: 'RP_NEW' }),
    }),
  },
  { name: 'POST uploadCert', request: () => uploadRequest('new.pem', makeCertificate('NEW').pem) },
];

async function unchanged(call: () => Promise<void>) {
  const before = await as2State(server.db);
  await call();
  assert.deepEqual(await as2State(server.db), before, 'nothing changed');
}

describe('AS2 access', () => {
  for (const route of [...routes(), ...creators()]) {
    it(`${route.name}: an admin gets 403`, () =>
      unchanged(async () => {
        const response = await server.call(tokens.admin, route.request());
        assert.equal(response.statusCode, 403);
        assert.deepEqual(response.json(), {
          code: 403,
          msg: 'This action needs the role sys',
          data: null,
        });
      }));

    it(`${route.name}: no token gets 401`, () =>
      unchanged(async () => {
        const response = await server.call(null, route.request());
        assert.equal(response.statusCode, 401);
        assert.equal(response.json().msg, 'Please sign in');
      }));
  }

  for (const route of routes()) {
    it(`${route.name}: Globex does not reach Acme's data`, () =>
      unchanged(async () => {
        const response = await server.call(tokens.globex, route.request());
        if (typeof route.globex === 'number') {
          assert.equal(response.statusCode, route.globex, response.body);
          assert.equal(response.json().code, 404);
        } else {
          assert.equal(response.statusCode, 200, response.body);
          route.globex(response.json());
        }
      }));
  }
});
