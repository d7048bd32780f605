import assert from 'node:assert/strict';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { readConfig } from '../../src/config';
import { ACME, startTestServer, type StartedServer } from '../harness';
import {
  credential,
  dryRun,
  heardOn,
  listen,
  LOOPBACK,
  LOOPBACK_SPELLINGS,
  type Listening,
} from './egress-helpers';

/**
 * A script's http under the egress policy (issue 22 §3). `strict` is a server without the
 * tests' loopback allowance: loopback in any spelling is refused, naming the rule, and the
 * listener hears nothing. `partners` allows 127.0.0.2 and 127.0.0.3 (EGRESS_ALLOW): what they
 * serve goes through, a redirect from them to loopback does not, and a cross-origin redirect
 * drops the API key. (The other kinds of connection: egress-remote.test.ts.)
 */
let strict: StartedServer;
let partners: StartedServer;
let strictToken: string;
let partnersToken: string;
/** Loopback of IPv4 and IPv6 (`::` takes both, where there is IPv6): nothing may reach it. */
let inner: Listening;
let a: Listening;
let b: Listening;
const innerUntouched = () => assert.equal(inner.connections, 0, 'a connection reached loopback');

before(async () => {
  inner = await listen('::').catch(() => listen('127.0.0.1'));
  const secret = `:${inner.port}/secret`;
  a = await listen('127.0.0.2', (path) => {
    if (path === '/to-loopback') return `http://127.0.0.1${secret}`;
    if (path === '/to-localhost') return `http://localhost${secret}`;
    if (path === '/307-to-mapped') return `http://[::ffff:127.0.0.1]${secret}`;
    if (path === '/same') return '/landing';
    if (path === '/cross') return `http://127.0.0.3:${b.port}/landing`;
    if (path === '/loop') return '/loop';
    return undefined;
  });
  b = await listen('127.0.0.3');
  strict = await startTestServer({ egressAllow: [] });
  partners = await startTestServer({
    egressAllow: readConfig({ EGRESS_ALLOW: '127.0.0.2/32, 127.0.0.3' }).egressAllow,
  });
  strictToken = await strict.login(ACME.admin.username, ACME.admin.password);
  partnersToken = await partners.login(ACME.admin.username, ACME.admin.password);
});
after(async () => {
  await strict?.close();
  await partners?.close();
  for (const s of [inner, a, b]) s?.server.closeAllConnections();
  for (const s of [inner, a, b]) s?.server.close();
});

const strictRun = (payload: object) => dryRun(strict, strictToken, payload);
const partnersRun = (payload: object) => dryRun(partners, partnersToken, payload);

describe("a script's http", () => {
  it('refuses loopback in every spelling, and the listener hears nothing', async () => {
    for (const host of LOOPBACK_SPELLINGS) {
      const run = await strictRun({
        script: `return http.get('http://${host}:${inner.port}/secret')`,
      });
      assert.equal(run.ok, false, host);
      assert.match(run.error?.message ?? '', LOOPBACK, host);
    }
    innerUntouched();
  });

  it("refuses the HTTP package's request and the server's own /remotes.json", async () => {
    const run = await strictRun({
      packageId: 'http',
      commandId: 'request',
      parameters: {
        method: 'GET',
        url: `http://localhost:${inner.port}/secret`,
        resultVariable: 'r',
      },
    });
    assert.match(run.error?.message ?? '', LOOPBACK);
    await strict.app.listen({ host: '127.0.0.1', port: 0 });
    const own = (strict.app.server.address() as AddressInfo).port;
    const remotes = await strictRun({
      script: `return http.get('http://127.0.0.1:${own}/remotes.json')`,
    });
    assert.match(remotes.error?.message ?? '', LOOPBACK);
    innerUntouched();
  });

  it('goes through to an address EGRESS_ALLOW lists, and only there', async () => {
    const script = `return http.get('http://127.0.0.2:${a.port}/fine').body`;
    assert.deepEqual((await partnersRun({ script })).output, { fine: true });
    assert.match((await strictRun({ script })).error?.message ?? '', LOOPBACK);
    const beside = await partnersRun({ script: "return http.get('http://127.0.0.1:1/')" });
    assert.match(beside.error?.message ?? '', LOOPBACK);
  });

  it('checks every redirect: to loopback, to a name of loopback, to a mapped address', async () => {
    for (const path of ['/to-loopback', '/to-localhost', '/307-to-mapped']) {
      const run = await partnersRun({
        script: `return http.get('http://127.0.0.2:${a.port}${path}')`,
      });
      assert.equal(run.ok, false, path);
      assert.match(run.error?.message ?? '', LOOPBACK, path);
    }
    assert.ok(
      heardOn('127.0.0.2').some((h) => h.path === '/to-localhost'),
      'the first hop went',
    );
    innerUntouched();
    const loop = await partnersRun({
      script: `return http.get('http://127.0.0.2:${a.port}/loop')`,
    });
    assert.match(loop.error?.message ?? '', /redirected more than 5 times/);
  });

  it('drops the API key on a cross-origin redirect and keeps it on a same-origin one', async () => {
    const key = await credential(partners, partnersToken, 'api-key-header', {
      header: 'X-Partner-Key',
      key: 'k-123',
    });
    for (const path of ['/same', '/cross']) {
      const run = await partnersRun({
        script: `return http.get('http://127.0.0.2:${a.port}${path}').body`,
        credentialId: key,
      });
      assert.deepEqual(run.output, { fine: true }, JSON.stringify(run.error));
    }
    const same = heardOn('127.0.0.2').filter((h) => h.path === '/landing');
    assert.equal(same.at(-1)?.headers['x-partner-key'], 'k-123');
    const cross = heardOn('127.0.0.3').filter((h) => h.path === '/landing');
    assert.equal(cross.length, 1);
    assert.equal(cross[0].headers['x-partner-key'], undefined);
    assert.equal(
      heardOn('127.0.0.2').find((h) => h.path === '/cross')?.headers['x-partner-key'],
      'k-123',
    );
  });
});
