/**
 * The catalog of remote versions (issue 26 §1): the versions on disk, the release record a
 * remote gets when first seen, /remotes.json per caller, and the version folders served.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { RemoteEntry } from '@console/shared/contract';
import { remoteReleases, users } from '../../src/db/schema';
import { servedVersion } from '../../src/modules/releases/audience';
import { deployedVersions, hostContract } from '../../src/modules/releases/deployed';
import { ACME, GLOBEX, startTestServer, type StartedServer } from '../harness';
import { writeBuild, type Build } from './builds';

const NO_CACHE = 'no-cache';
const IMMUTABLE = 'public, max-age=31536000, immutable';

const root = mkdtempSync(path.join(os.tmpdir(), 'console-releases-'));

/**
 * `build` in `folder` (relative to root); its remoteEntry.js names the folder, so a test can
 * tell which folder answered.
 */
const deploy = (folder: string, build: Build) =>
  writeBuild(path.join(root, folder), {
    ...build,
    entry: `var ${build.remote} = ${JSON.stringify(folder)};\n`,
  });
const partners = (version: string, contract: string, minutesAgo: number) =>
  deploy(`remotes/partners/${version}`, { remote: 'partners', version, contract, minutesAgo });

let server: StartedServer;
before(async () => {
  mkdirSync(path.join(root, 'host'), { recursive: true });
  writeFileSync(
    path.join(root, 'host/contract.json'),
    JSON.stringify({ version: '0.1.0', contract: '1.0.0' }),
  );
  // v1 and v2 tie on semver (build labels are ignored): the later deploy is the newer.
  partners('0.1.0+v1', '^1.0.0', 20);
  partners('0.1.0+v2', '^1.0.0', 10);
  // Newest, but built against a newer @console/shared than the host has.
  partners('0.2.0', '^1.1.0', 5);
  // A deploy still copying: not a version.
  deploy('remotes/partners/.0.3.0.tmp-123', { remote: 'partners', version: '0.3.0' });
  // A flat build and a version folder of the same version: the version folder wins.
  deploy('remotes/files', { remote: 'files', version: '0.1.0' });
  deploy('remotes/files/0.1.0', { remote: 'files', version: '0.1.0', contract: '^1.0.0' });
  // A flat build from before versions: 0.0.0, no contract.
  deploy('remotes/legacy', { remote: 'legacy', area: null });
  server = await startTestServer({ staticRoot: root });
});
after(async () => {
  await server.close();
  rmSync(root, { recursive: true, force: true });
});

const remotesJson = async (token: string | null = null) => {
  const response = await server.call(token, { method: 'GET', url: '/remotes.json' });
  assert.equal(response.statusCode, 200);
  assert.equal(response.headers['cache-control'], NO_CACHE);
  assert.match(String(response.headers.vary), /\btoken\b/);
  return new Map((response.json() as RemoteEntry[]).map((entry) => [entry.name, entry]));
};
const record = async (remote: string) =>
  (await server.db.select().from(remoteReleases).where(eq(remoteReleases.remote, remote)))[0];

describe('the versions on disk', () => {
  it('lists each remote’s versions newest first, version folders over flat builds', async () => {
    const deployed = await deployedVersions({ staticRoot: root, dataDir: server.dataDir });
    const listed = Object.fromEntries(
      [...deployed].map(([name, versions]) => [
        name,
        versions.map(({ version, contract, flat }) => ({ version, contract, flat })),
      ]),
    );
    assert.deepEqual(listed, {
      files: [{ version: '0.1.0', contract: '^1.0.0', flat: false }],
      legacy: [{ version: '0.0.0', contract: null, flat: true }],
      partners: [
        { version: '0.2.0', contract: '^1.1.0', flat: false },
        { version: '0.1.0+v2', contract: '^1.0.0', flat: false },
        { version: '0.1.0+v1', contract: '^1.0.0', flat: false },
      ],
    });
    assert.equal(await hostContract({ staticRoot: root }), '1.0.0');
  });
});

describe('/remotes.json', () => {
  it('gives a remote first seen the newest version that fits the host, and records it', async () => {
    assert.equal(await record('partners'), undefined);
    const partners = (await remotesJson()).get('partners');
    assert.deepEqual(partners, {
      name: 'partners',
      entry: '/remotes/partners/0.1.0+v2/mf-manifest.json',
      area: { remote: 'partners', version: '0.1.0+v2', contract: '^1.0.0' },
      version: '0.1.0+v2',
      contract: '^1.0.0',
      channel: 'current',
      versions: ['0.2.0', '0.1.0+v2', '0.1.0+v1'].map((version) => ({
        version,
        entry: `/remotes/partners/${version}/mf-manifest.json`,
        contract: version === '0.2.0' ? '^1.1.0' : '^1.0.0',
      })),
    });
    assert.equal((await record('partners'))?.currentVersion, '0.1.0+v2');
    assert.equal((await record('legacy'))?.currentVersion, '0.0.0');
    const legacy = (await remotesJson()).get('legacy');
    assert.equal(legacy?.entry, '/remotes/legacy/mf-manifest.json');
    assert.equal(legacy?.area, null);
  });

  it('answers each caller with the version its audience gets', async () => {
    await server.db
      .update(remoteReleases)
      .set({
        currentVersion: '0.1.0+v1',
        candidateVersion: '0.1.0+v2',
        candidateTenants: [server.acme.tenantId],
      })
      .where(eq(remoteReleases.remote, 'partners'));
    const acme = await server.login(ACME.sys.username, ACME.sys.password);
    const globex = await server.login(GLOBEX.sys.username, GLOBEX.sys.password);
    const served = async (token: string | null) => {
      const entry = (await remotesJson(token)).get('partners');
      return `${entry?.version} ${entry?.channel} ${entry?.entry}`;
    };
    const candidate = '0.1.0+v2 candidate /remotes/partners/0.1.0+v2/mf-manifest.json';
    const current = '0.1.0+v1 current /remotes/partners/0.1.0+v1/mf-manifest.json';
    assert.equal(await served(acme), candidate);
    assert.equal(await served(globex), current);
    assert.equal(await served(null), current);
    // A token that does not verify is an anonymous caller, not a 401.
    assert.equal(await served('not-a-token'), current);
    // Nor does a signed-out one get the candidate any longer.
    assert.equal((await server.call(acme, { method: 'POST', url: '/api/logout' })).statusCode, 200);
    assert.equal(await served(acme), current);
  });

  it('keeps each user of a percentage rollout on one version over repeated calls', async () => {
    await server.db
      .update(remoteReleases)
      .set({ candidateTenants: [], candidatePercent: 50 })
      .where(eq(remoteReleases.remote, 'partners'));
    const row = await record('partners');
    assert.ok(row);
    for (const { username, password } of [ACME.admin, GLOBEX.sys, GLOBEX.admin]) {
      const token = await server.login(username, password);
      const [user] = await server.db.select().from(users).where(eq(users.username, username));
      const expected = servedVersion(row, { userId: user.id, bpId: user.bpId }).version;
      for (let call = 0; call < 3; call += 1) {
        assert.equal((await remotesJson(token)).get('partners')?.version, expected, username);
      }
    }
  });

  it('gives the newest version that fits when the recorded one is gone from disk', async () => {
    await server.db
      .update(remoteReleases)
      .set({ currentVersion: '0.0.9', candidateVersion: null, candidateTenants: [] })
      .where(eq(remoteReleases.remote, 'partners'));
    const partners = (await remotesJson()).get('partners');
    assert.equal(partners?.version, '0.1.0+v2');
    assert.equal(partners?.channel, 'current');
  });
});

describe('the version folders', () => {
  it('serves each version from its own folder, chunks immutable, the rest no-cache', async () => {
    for (const version of ['0.1.0+v1', '0.1.0+v2']) {
      const entry = await server.call(null, {
        method: 'GET',
        url: `/remotes/partners/${version}/remoteEntry.js`,
      });
      assert.equal(entry.statusCode, 200);
      assert.equal(entry.body, `var partners = "remotes/partners/${version}";\n`);
      assert.equal(entry.headers['cache-control'], NO_CACHE);
    }
    // A client may escape the build label's `+`.
    const escaped = await server.call(null, {
      method: 'GET',
      url: '/remotes/partners/0.1.0%2Bv1/remoteEntry.js',
    });
    assert.equal(escaped.body, 'var partners = "remotes/partners/0.1.0+v1";\n');
    const chunk = await server.call(null, {
      method: 'GET',
      url: '/remotes/partners/0.1.0+v1/456.0123abcd.js',
    });
    assert.equal(chunk.statusCode, 200);
    assert.equal(chunk.headers['cache-control'], IMMUTABLE);
    const missing = await server.call(null, {
      method: 'GET',
      url: '/remotes/partners/9.9.9/remoteEntry.js',
    });
    assert.equal(missing.statusCode, 404);
    const flat = await server.call(null, { method: 'GET', url: '/remotes/legacy/remoteEntry.js' });
    assert.equal(flat.body, 'var legacy = "remotes/legacy";\n');
  });

  it('serves versions deployed under DATA_DIR/remotes when there is no deploy folder', async () => {
    const local = await startTestServer({ staticRoot: undefined });
    try {
      writeBuild(path.join(local.dataDir, 'remotes/hello/0.1.0+a'), {
        remote: 'hello',
        area: null,
        entry: 'var hello = 1;\n',
      });
      const listed = (await local.call(null, { method: 'GET', url: '/remotes.json' })).json();
      const hello = (listed as RemoteEntry[]).find((entry) => entry.name === 'hello');
      assert.equal(hello?.entry, '/remotes/hello/0.1.0+a/mf-manifest.json');
      const entry = await local.call(null, {
        method: 'GET',
        url: '/remotes/hello/0.1.0+a/remoteEntry.js',
      });
      assert.equal(entry.statusCode, 200);
      assert.equal(entry.body, 'var hello = 1;\n');
    } finally {
      await local.close();
    }
  });
});
