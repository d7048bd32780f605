/**
 * The release API (issue 26 §2): who may call it, each change and what /remotes.json answers
 * each caller after it, the refusals (which change nothing), the audit entries, the hosts' load
 * reports and the candidate withdrawn when several users cannot load it.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AreaRelease, ReleasesView, RemoteEntry } from '@console/shared/contract';
import { remoteLoads } from '../../src/db/schema';
import { REPORTS_PER_MINUTE } from '../../src/modules/releases/events';
import { seedPartner } from '../fixtures';
import { ACME, GLOBEX, startTestServer, type StartedServer } from '../harness';
import { writeBuild } from './builds';

const root = mkdtempSync(path.join(os.tmpdir(), 'console-release-api-'));
const V1 = '0.1.0+v1';
const V2 = '0.1.0+v2';
/** Built against a newer @console/shared than the host's 1.0.0. */
const FUTURE = '0.2.0';

/** A build of `remote` `version` in its version folder, deployed `minutesAgo`. */
const deploy = (remote: string, version: string, contract: string, minutesAgo: number) =>
  writeBuild(path.join(root, 'remotes', remote, version), {
    remote,
    version,
    contract,
    minutesAgo,
  });

let server: StartedServer;
const tokens: Record<'sys' | 'admin' | 'globexSys' | 'globexAdmin' | 'northwind', string> = {
  sys: '',
  admin: '',
  globexSys: '',
  globexAdmin: '',
  northwind: '',
};
let northwindId: number;

before(async () => {
  mkdirSync(path.join(root, 'host'), { recursive: true });
  writeFileSync(path.join(root, 'host/contract.json'), JSON.stringify({ contract: '1.0.0' }));
  deploy('partners', V1, '^1.0.0', 30);
  deploy('partners', FUTURE, '^1.1.0', 20);
  deploy('files', '0.1.0', '^1.0.0', 30);
  server = await startTestServer({ staticRoot: root });
  const northwind = await seedPartner(server.db, {
    tenantId: server.acme.tenantId,
    parentGroupId: server.acme.rootGroupId,
    group: 'Suppliers',
    name: 'Northwind',
    users: [{ username: 'northwind-sys', password: 'northwind-pass', roles: ['sys'] }],
  });
  northwindId = northwind.partnerId;
  // Two partners of one name, in two tenants' trees: a name that picks no one.
  for (const tenant of [server.acme, server.globex]) {
    await seedPartner(server.db, {
      tenantId: tenant.tenantId,
      parentGroupId: tenant.rootGroupId,
      group: 'Metals',
      name: 'Contoso',
      users: [],
    });
  }
  tokens.sys = await server.login(ACME.sys.username, ACME.sys.password);
  tokens.admin = await server.login(ACME.admin.username, ACME.admin.password);
  tokens.globexSys = await server.login(GLOBEX.sys.username, GLOBEX.sys.password);
  tokens.globexAdmin = await server.login(GLOBEX.admin.username, GLOBEX.admin.password);
  tokens.northwind = await server.login('northwind-sys', 'northwind-pass');
  // A report a week old, pruned by the first report this server takes.
  await server.db.insert(remoteLoads).values({
    remote: 'partners',
    version: V1,
    ok: true,
    at: new Date(Date.now() - 8 * 86_400_000),
  });
});
after(async () => {
  await server.close();
  rmSync(root, { recursive: true, force: true });
});

const call = (token: string | null, method: 'GET' | 'POST', url: string, payload?: object) =>
  server.call(token, { method, url, ...(payload ? { payload } : {}) });

/** A change that must succeed: its area as the answer gives it. */
async function change(url: string, payload?: object): Promise<AreaRelease> {
  const response = await call(tokens.sys, 'POST', url, payload);
  assert.equal(response.statusCode, 200, response.body);
  return (response.json() as { data: AreaRelease }).data;
}

const view = async (token = tokens.sys) => {
  const response = await call(token, 'GET', '/api/releases');
  assert.equal(response.statusCode, 200, response.body);
  return (response.json() as { data: ReleasesView }).data;
};
const partners = async () => (await view()).areas.find((area) => area.remote === 'partners')!;

/** The version and channel of partners that /remotes.json gives a caller. */
async function served(token: string | null) {
  const response = await call(token, 'GET', '/remotes.json');
  assert.equal(response.statusCode, 200);
  const entry = (response.json() as RemoteEntry[]).find((remote) => remote.name === 'partners');
  return `${entry?.version} ${entry?.channel}`;
}
const servedToAll = async () => ({
  anonymous: await served(null),
  acme: await served(tokens.sys),
  northwind: await served(tokens.northwind),
  globex: await served(tokens.globexSys),
});

type AuditEntry = { action: string; actorUsername: string; targetBpId: number; detail: object };
const audit = async (): Promise<AuditEntry[]> => {
  const response = await call(tokens.sys, 'GET', '/api/audit?pageSize=100');
  return (response.json() as { data: { list: AuditEntry[] } }).data.list;
};
const lastAudit = async () => {
  const [entry] = await audit();
  return [entry.action, entry.actorUsername, entry.targetBpId, entry.detail];
};

describe('who may manage releases', () => {
  it('the platform tenant’s sys users only', async () => {
    const message = 'Only a sys user of the platform tenant may manage releases';
    for (const token of [tokens.globexSys, tokens.northwind]) {
      const read = await call(token, 'GET', '/api/releases');
      assert.equal(read.statusCode, 403);
      assert.equal(read.json().msg, message);
      const write = await call(token, 'POST', '/api/releases/partners', { version: FUTURE });
      assert.equal(write.statusCode, 403);
      assert.equal(write.json().msg, message);
    }
    assert.equal((await call(tokens.admin, 'GET', '/api/releases')).statusCode, 403);
    assert.equal((await call(null, 'GET', '/api/releases')).statusCode, 401);
    assert.equal((await audit()).length, 0);
  });

  it('sees each area, its versions newest first, the host contract and every tenant', async () => {
    const seen = await view();
    assert.equal(seen.hostContract, '1.0.0');
    assert.equal(seen.failureUsers, 3);
    assert.deepEqual(
      seen.tenants.map((tenant) => tenant.name),
      ['Acme', 'Contoso', 'Contoso', 'Globex', 'Northwind'],
    );
    assert.deepEqual(
      seen.areas.map((area) => area.remote),
      ['files', 'partners'],
    );
    const area = await partners();
    // First seen: the newest version the host can run is current.
    assert.deepEqual(
      [area.current, area.previous, area.candidate, area.withdrawn],
      [V1, null, null, null],
    );
    assert.deepEqual(
      area.versions.map(({ version, fits, serving, loads, failures }) => [
        version,
        fits,
        serving,
        loads,
        failures,
      ]),
      [
        [FUTURE, false, null, 0, 0],
        [V1, true, 'current', 0, 0],
      ],
    );
  });
});

describe('rolling out and back', () => {
  before(() => deploy('partners', V2, '^1.0.0', 10));

  it('refuses what it cannot do, with its reason, and changes nothing', async () => {
    const before = await view();
    const refusals: [string, object | undefined, number, string][] = [
      ['nope', { version: V2 }, 404, 'No remote named nope is deployed'],
      ['partners', { version: '9.9.9' }, 404, 'partners has no version 9.9.9 deployed'],
      [
        'partners',
        { version: V2, percent: 101 },
        400,
        'The percentage must be a whole number from 0 to 100',
      ],
      [
        'partners',
        { version: V2, percent: 12.5 },
        400,
        'The percentage must be a whole number from 0 to 100',
      ],
      [
        'partners',
        { version: V2, percent: -1 },
        400,
        'The percentage must be a whole number from 0 to 100',
      ],
      ['partners', { version: V2, tenants: ['Nobody'] }, 400, 'No tenant Nobody'],
      [
        'partners',
        { version: V2, tenants: ['Contoso'] },
        400,
        'More than one tenant is named Contoso; give its id instead',
      ],
      ['partners', { version: V2, tenants: ['Northwind', 999999] }, 400, 'No tenant 999999'],
      [
        'partners',
        { version: FUTURE },
        409,
        'partners 0.2.0 needs @console/shared ^1.1.0; the host has 1.0.0',
      ],
      [
        'partners',
        { version: FUTURE, percent: 10 },
        409,
        'partners 0.2.0 needs @console/shared ^1.1.0; the host has 1.0.0',
      ],
      ['partners', { version: V1 }, 409, `partners ${V1} is already current`],
      ['partners/promote', undefined, 409, 'partners has no candidate to promote'],
      ['partners/rollback', undefined, 409, 'partners has no previous version to roll back to'],
      ['partners/withdraw', undefined, 409, 'partners has no candidate to withdraw'],
      ['nope/promote', undefined, 404, 'No remote named nope is deployed'],
    ];
    for (const [url, payload, status, message] of refusals) {
      const response = await call(tokens.sys, 'POST', `/api/releases/${url}`, payload);
      assert.equal(
        response.statusCode,
        status,
        `${url} ${JSON.stringify(payload)}: ${response.body}`,
      );
      assert.equal(response.json().msg, message);
    }
    for (const payload of [
      {},
      { version: V2, tenants: [{}] },
      { version: V2, percent: 'ten' },
      { version: V2, tenants: [true] },
    ]) {
      const response = await call(tokens.sys, 'POST', '/api/releases/partners', payload);
      assert.equal(response.statusCode, 400, JSON.stringify(payload));
    }
    assert.deepEqual(await view(), before);
    assert.equal((await audit()).length, 0);
  });

  it('a candidate for one tenant: its users get it, the others keep the current', async () => {
    const area = await change('/api/releases/partners', { version: V2, tenants: ['Northwind'] });
    assert.equal(area.current, V1);
    assert.deepEqual(area.candidate?.tenants, [{ id: northwindId, name: 'Northwind' }]);
    assert.deepEqual([area.candidate?.version, area.candidate?.percent], [V2, null]);
    assert.equal(area.versions.find((v) => v.version === V2)?.serving, 'candidate');
    assert.deepEqual(await servedToAll(), {
      anonymous: `${V1} current`,
      acme: `${V1} current`,
      northwind: `${V2} candidate`,
      globex: `${V1} current`,
    });
    assert.deepEqual(await lastAudit(), [
      'release.start',
      ACME.sys.username,
      server.acme.tenantId,
      { remote: 'partners', version: V2, tenants: [northwindId], percent: null },
    ]);
  });

  it('promote: everyone gets the candidate; rollback: everyone gets the one before', async () => {
    const promoted = await change('/api/releases/partners/promote');
    assert.deepEqual([promoted.current, promoted.previous, promoted.candidate], [V2, V1, null]);
    assert.deepEqual(Object.values(await servedToAll()), Array(4).fill(`${V2} current`));
    assert.deepEqual(await lastAudit(), [
      'release.promote',
      ACME.sys.username,
      server.acme.tenantId,
      { remote: 'partners', version: V2, from: V1 },
    ]);

    const rolledBack = await change('/api/releases/partners/rollback');
    assert.deepEqual([rolledBack.current, rolledBack.previous], [V1, V2]);
    assert.deepEqual(Object.values(await servedToAll()), Array(4).fill(`${V1} current`));
    assert.deepEqual((await lastAudit())[3], { remote: 'partners', version: V1, from: V2 });
  });

  it('a version made current at once, and a candidate for every signed-in user withdrawn', async () => {
    const current = await change('/api/releases/partners', { version: V2 });
    assert.deepEqual([current.current, current.previous], [V2, V1]);
    assert.deepEqual((await lastAudit()).slice(0, 1), ['release.current']);

    const candidate = await change('/api/releases/partners', { version: V1, percent: 100 });
    assert.deepEqual([candidate.candidate?.percent, candidate.candidate?.tenants], [100, []]);
    assert.deepEqual(await servedToAll(), {
      anonymous: `${V2} current`,
      acme: `${V1} candidate`,
      northwind: `${V1} candidate`,
      globex: `${V1} candidate`,
    });

    const withdrawn = await change('/api/releases/partners/withdraw');
    assert.equal(withdrawn.candidate, null);
    assert.deepEqual(
      [withdrawn.withdrawn?.version, withdrawn.withdrawn?.reason],
      [V1, 'Withdrawn by acme-sys'],
    );
    assert.deepEqual(Object.values(await servedToAll()), Array(4).fill(`${V2} current`));
    assert.deepEqual(await lastAudit(), [
      'release.withdraw',
      ACME.sys.username,
      server.acme.tenantId,
      { remote: 'partners', version: V1, reason: 'Withdrawn by acme-sys' },
    ]);
    assert.deepEqual(
      (await audit()).map((entry) => entry.action),
      [
        'release.withdraw',
        'release.start',
        'release.current',
        'release.rollback',
        'release.promote',
        'release.start',
      ],
    );
  });
});

describe('load reports', () => {
  const report = (token: string, body: object) => call(token, 'POST', '/api/releases/events', body);

  it('are taken from every signed-in user, counted per version over the last hour', async () => {
    const first = await report(tokens.admin, { remote: 'partners', version: V2, ok: true });
    assert.equal(first.statusCode, 200, first.body);
    assert.equal(first.json().data, null);
    // The first report pruned the week-old one.
    assert.equal((await server.db.select().from(remoteLoads)).length, 1);
    await report(tokens.globexAdmin, { remote: 'partners', version: V2, ok: true });
    await report(tokens.northwind, { remote: 'partners', version: V2, ok: false, message: 'x' });
    const refused: [object, string | null][] = [
      [{ remote: 'nope', version: V2, ok: false }, 'No remote named nope is deployed'],
      [
        { remote: 'partners', version: '9.9.9', ok: false },
        'partners has no version 9.9.9 deployed',
      ],
      [{ remote: 'partners', version: V2, ok: false, message: 'x'.repeat(501) }, null],
      [{ remote: 'partners', version: V2 }, null],
    ];
    for (const [body, message] of refused) {
      const response = await report(tokens.admin, body);
      assert.equal(response.statusCode, 400, JSON.stringify(body));
      if (message) assert.equal(response.json().msg, message);
    }
    assert.equal((await call(null, 'POST', '/api/releases/events', refused[0][0])).statusCode, 401);
    const counts = (await partners()).versions.map((v) => [v.version, v.loads, v.failures]);
    assert.deepEqual(counts, [
      [FUTURE, 0, 0],
      [V2, 2, 1],
      [V1, 0, 0],
    ]);
  });

  it('withdraw a candidate that several users cannot load, not one user failing often', async () => {
    await change('/api/releases/partners', { version: V1, tenants: ['Globex', northwindId] });
    const fail = (token: string, message: string) =>
      report(token, { remote: 'partners', version: V1, ok: false, message });
    for (let attempt = 0; attempt < 4; attempt += 1) await fail(tokens.northwind, 'boom');
    await fail(tokens.globexSys, 'boom');
    // Failures of the current version withdraw nothing.
    await report(tokens.admin, { remote: 'partners', version: V2, ok: false });
    assert.equal((await partners()).candidate?.version, V1);
    assert.equal(await served(tokens.globexSys), `${V1} candidate`);

    await fail(tokens.globexAdmin, 'Loading chunk 12 failed');
    const area = await partners();
    const reason =
      'Withdrawn automatically: 3 users could not load it in the last hour (last error: Loading chunk 12 failed)';
    assert.equal(area.candidate, null);
    assert.deepEqual([area.withdrawn?.version, area.withdrawn?.reason], [V1, reason]);
    assert.equal(await served(tokens.globexSys), `${V2} current`);
    assert.deepEqual(await lastAudit(), [
      'release.withdraw',
      'console-server',
      server.acme.tenantId,
      { remote: 'partners', version: V1, reason },
    ]);
  });

  it('take at most REPORTS_PER_MINUTE from one user a minute, and store none beyond', async () => {
    const stored = async () => (await server.db.select().from(remoteLoads)).length;
    const before = await stored();
    const body = { remote: 'partners', version: V2, ok: true };
    // Acme's sys user has sent none before.
    for (let sent = 0; sent < REPORTS_PER_MINUTE; sent += 1) {
      assert.equal((await report(tokens.sys, body)).statusCode, 200);
    }
    const refused = await report(tokens.sys, body);
    assert.equal(refused.statusCode, 429);
    assert.equal(refused.json().msg, 'Too many load reports from this user; try again in a minute');
    assert.equal(await stored(), before + REPORTS_PER_MINUTE);
    // Another user is not held back by it.
    assert.equal((await report(tokens.admin, body)).statusCode, 200);
  });
});
