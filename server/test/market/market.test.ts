import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { ACME, GLOBEX, startTestServer, type StartedServer } from '../harness';
import { marketApi, refused } from './api';

let server: StartedServer;
let admin: ReturnType<typeof marketApi>;
let sys: ReturnType<typeof marketApi>;
let globex: ReturnType<typeof marketApi>;

before(async () => {
  server = await startTestServer();
  admin = marketApi(server, await server.login(ACME.admin.username, ACME.admin.password));
  sys = marketApi(server, await server.login(ACME.sys.username, ACME.sys.password));
  globex = marketApi(server, await server.login(GLOBEX.admin.username, GLOBEX.admin.password));
});
after(() => server?.close());

const V12 = { version: '1.2' };
const textConnector = (name: string, commandId: string, parameters: Record<string, unknown>) => ({
  method: 'POST' as const,
  url: '/api/connector',
  headers: V12,
  payload: { name, timeout: 1000, packageId: 'text', commandId, parameters },
});
const dryRun = (commandId: string, parameters: Record<string, unknown>, input: object) => ({
  method: 'POST' as const,
  url: '/api/script/dryRun',
  payload: { packageId: 'text', commandId, parameters, input },
});

describe('the market (issue 24 §1)', () => {
  it('lists the catalogue with the versions, commands and what the tenant installed', async () => {
    const list = await admin.catalogue();
    assert.deepEqual(
      list.map((p) => [p.id, p.installed?.version ?? null, p.latestVersion]),
      [
        ['http', '1.0.0', '1.1.0'],
        ['sftp', '1.0.0', '1.0.0'],
        ['sql', '1.0.0', '1.0.0'],
        ['mail', '1.0.0', '1.0.0'],
        ['files', '1.0.0', '1.0.0'],
        ['transform', '1.0.0', '1.0.0'],
        ['text', null, '1.1.0'],
      ],
    );
    const http = list[0];
    assert.equal(http.installed?.installedBy, 'platform');
    assert.equal(http.defaultVersion, '1.0.0');
    assert.deepEqual(http.upgrade?.added, ['graphql']);
    assert.deepEqual(
      http.versions.map((v) => [v.version, v.commands.map((c) => c.id)]),
      [
        ['1.0.0', ['request', 'soap']],
        ['1.1.0', ['request', 'soap', 'graphql']],
      ],
    );
    const request = http.versions[0].commands[0];
    assert.match(request.description, /Calls a URL/);
    assert.ok(request.paramsMeta.some((p) => p.name === 'method'));
    assert.ok(!('script' in request), 'the catalogue carries no scripts');
    assert.equal(list[6].defaultVersion, null);
    // Reading is for the account's roles; a stranger is refused.
    assert.equal((await sys.catalogue()).length, 7);
    await refused(
      server.call(null, { method: 'GET', url: '/api/market/packages' }),
      401,
      /sign in/i,
    );
  });

  it('makes only installed packages usable, at the installed version', async () => {
    await refused(
      admin.raw({ method: 'GET', url: '/api/connectorList?packageId=text' }),
      404,
      /"Text tools" is not installed/,
    );
    await refused(admin.raw(dryRun('template', {}, {})), 404, /not installed/);
    await refused(
      admin.raw(textConnector('Too soon', 'template', { template: 'x', targetVariable: 'y' })),
      404,
      /not installed/,
    );
    const installed = await admin.install('text', '1.0.0');
    assert.equal(installed.installed?.version, '1.0.0');
    assert.equal(installed.installed?.installedBy, ACME.admin.username);
    assert.deepEqual(installed.upgrade?.added, ['split']);
    assert.deepEqual(installed.upgrade?.changed, ['case']);
    await refused(
      admin.raw({ method: 'POST', url: '/api/market/packages/text/install' }),
      409,
      /installed already \(version 1\.0\.0\)/,
    );
    assert.deepEqual(await admin.commandIds('text'), ['template', 'case']);
    const packages = await admin.call<{ id: string }[]>({
      method: 'GET',
      url: '/api/commandPackages',
    });
    assert.ok(packages.some((p) => p.id === 'text'));
    const dry = await admin.call<{ output: unknown }>(
      dryRun('template', { template: 'Dear ${name}', targetVariable: 'letter' }, { name: 'Ann' }),
    );
    assert.deepEqual(dry.output, { letter: 'Dear Ann' });
  });

  it('upgrades: new commands appear, and the connectors of a changed command follow', async () => {
    await admin.call(
      textConnector('Shout', 'case', { sourceVariable: 'a', targetVariable: 'b', mode: 'upper' }),
    );
    await refused(admin.raw(dryRun('split', {}, {})), 404, /No available Command/);
    await refused(
      sys.raw({
        method: 'POST',
        url: '/api/market/packages/text/upgrade',
        payload: { version: '1.1.0' },
      }),
      403,
      /.+/,
    );
    const { package: upgraded, changes } = await admin.upgrade('text', '1.1.0');
    assert.deepEqual(changes, {
      from: '1.0.0',
      to: '1.1.0',
      added: ['split'],
      changed: ['case'],
      removed: [],
      following: ['Shout'],
      blocking: [],
    });
    assert.equal(upgraded.installed?.version, '1.1.0');
    assert.equal(upgraded.installed?.changedBy, ACME.admin.username);
    assert.equal(upgraded.upgrade, null);
    assert.deepEqual(upgraded.usedBy, { case: ['Shout'] });
    assert.deepEqual(await admin.commandIds('text'), ['template', 'case', 'split']);
    const split = await admin.call<{ output: unknown }>(
      dryRun('split', { sourceVariable: 's', targetVariable: 'parts' }, { s: 'a, b,c' }),
    );
    assert.deepEqual(split.output, { parts: ['a', 'b', 'c'] });
    const trim = await admin.call<{ output: unknown }>(
      dryRun('case', { sourceVariable: 's', targetVariable: 't', mode: 'trim' }, { s: '  x ' }),
    );
    assert.deepEqual(trim.output, { t: 'x' });
    await refused(
      admin.raw({
        method: 'POST',
        url: '/api/market/packages/text/upgrade',
        payload: { version: '1.0.0' },
      }),
      400,
      /not newer than the installed version 1\.1\.0/,
    );
    await refused(
      admin.raw({
        method: 'POST',
        url: '/api/market/packages/text/upgrade',
        payload: { version: '9.9.9' },
      }),
      404,
      /no version 9\.9\.9/,
    );
  });

  it('refuses to remove a package while a connector or a compose step runs it', async () => {
    const compose = await admin.call<{ id: number }>({
      method: 'POST',
      url: '/api/composeConnector',
      payload: {
        name: 'Letters',
        timeout: 1000,
        steps: [
          {
            packageCommandInfo: { packageId: 'text', connectorId: 'template' },
            commandConnector: { parameters: { template: 'x', targetVariable: 'y' } },
          },
        ],
      },
    });
    await refused(
      admin.raw({ method: 'DELETE', url: '/api/market/packages/text' }),
      409,
      /used by these connectors: Letters \(step 1\), Shout$/,
    );
    assert.equal((await admin.one('text')).installed?.version, '1.1.0');
    const connectors = await admin.call<{ id: number; name: string }[]>({
      method: 'GET',
      url: '/api/allConnectors',
    });
    const shout = connectors.find((c) => c.name === 'Shout')!;
    await admin.call({
      method: 'DELETE',
      url: `/api/connector/connector?id=${shout.id}&connectorType=command`,
    });
    await admin.call({ method: 'DELETE', url: `/api/composeConnector?connectorId=${compose.id}` });
    const removed = await admin.remove('text');
    assert.equal(removed.installed, null);
    await refused(admin.raw(dryRun('template', {}, {})), 404, /not installed/);
    await refused(
      admin.raw({ method: 'DELETE', url: '/api/market/packages/text' }),
      404,
      /not installed/,
    );
    // Installed again, at the latest version when none is named.
    assert.equal((await admin.install('text')).installed?.version, '1.1.0');
  });

  it('keeps the other default packages when one is removed, and leaves other tenants alone', async () => {
    await admin.remove('sql');
    const mine = await admin.catalogue();
    assert.deepEqual(
      mine.filter((p) => p.installed).map((p) => p.id),
      ['http', 'sftp', 'mail', 'files', 'transform', 'text'],
    );
    await admin.upgrade('http', '1.1.0');
    assert.deepEqual(await admin.commandIds('http'), ['request', 'soap', 'graphql']);
    const theirs = await globex.catalogue();
    assert.deepEqual(
      theirs.map((p) => [p.id, p.installed?.version ?? null]),
      [
        ['http', '1.0.0'],
        ['sftp', '1.0.0'],
        ['sql', '1.0.0'],
        ['mail', '1.0.0'],
        ['files', '1.0.0'],
        ['transform', '1.0.0'],
        ['text', null],
      ],
    );
    assert.deepEqual(await globex.commandIds('http'), ['request', 'soap']);
    assert.deepEqual(await globex.commandIds('sql'), ['query']);
    await admin.install('sql');
  });

  it('answers bad names and versions with a 400 or a 404', async () => {
    const post = (url: string, payload?: object) => admin.raw({ method: 'POST', url, payload });
    await refused(post('/api/market/packages/nope/install'), 404, /no package "nope"/);
    await refused(post('/api/market/packages/BAD!/install'), 400, /params\.name/);
    await refused(
      post('/api/market/packages/http/install', { version: '1.0' }),
      400,
      /body\.version/,
    );
    await refused(post('/api/market/packages/text/upgrade', {}), 400, /body\.version is required/);
    await refused(
      post('/api/market/packages/nope/upgrade', { version: '1.0.0' }),
      404,
      /no package/,
    );
    await refused(
      admin.raw({ method: 'DELETE', url: '/api/market/packages/nope' }),
      404,
      /no package/,
    );
    await refused(
      post('/api/market/packages/sftp/install', { version: '7.0.0' }),
      404,
      /no version 7\.0\.0/,
    );
  });

  it('writes every change to the audit log', async () => {
    const page = await sys.call<{
      list: { action: string; actorUsername: string; detail: Record<string, unknown> }[];
    }>({
      method: 'GET',
      url: '/api/audit?pageSize=100',
    });
    const market = page.list.filter((e) => e.action.startsWith('package.')).reverse();
    assert.deepEqual(
      market.map((e) => [e.action, e.detail.packageId]),
      [
        ['package.install', 'text'],
        ['package.upgrade', 'text'],
        ['package.remove', 'text'],
        ['package.install', 'text'],
        ['package.remove', 'sql'],
        ['package.upgrade', 'http'],
        ['package.install', 'sql'],
      ],
    );
    assert.equal(market[0].actorUsername, ACME.admin.username);
    assert.deepEqual(market[1].detail.following, ['Shout']);
  });
});
