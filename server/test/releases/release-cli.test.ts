/**
 * `pnpm release` (src/cli/release.ts): deploys into the remotes root as version folders, and
 * the API commands against a test server on a loopback port, run in-process; one child
 * process proves the workspace script's wiring.
 */
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { ReleasesView } from '@console/shared/contract';
import { runRelease } from '../../src/cli/release';
import { WORKSPACE_ROOT } from '../../src/config';
import { revokedTokens } from '../../src/db/schema';
import { ACME, GLOBEX, startTestServer, type StartedServer } from '../harness';
import { PARTNERS_AREA, writeBuild } from './builds';

const scratch = mkdtempSync(path.join(os.tmpdir(), 'console-release-cli-'));
after(() => rmSync(scratch, { recursive: true, force: true }));

/**
 * A build of partners as its build writes it, in builds/<name>; its chunk in static/, so a
 * deploy that did not copy subfolders would show.
 */
const buildOf = (name: string, version: string, chunk = 'export const page = 1;\n') =>
  writeBuild(path.join(scratch, 'builds', name), {
    remote: 'partners',
    version,
    contract: '^1.0.0',
    area: PARTNERS_AREA,
    chunk,
    chunkFile: 'static/113.effe7a65.js',
  });

/** Runs a command line in-process; its exit status and what it printed. */
async function release(argv: string[], env: NodeJS.ProcessEnv) {
  const out: string[] = [];
  const err: string[] = [];
  const status = await runRelease(argv, env, {
    log: (line) => out.push(line),
    error: (line) => err.push(line),
  });
  return { status, out: out.join('\n'), err: err.join('\n') };
}

describe('pnpm release deploy', () => {
  const staticRoot = path.join(scratch, 'deploy-root');
  const env = { CONSOLE_STATIC_ROOT: staticRoot, INIT_CWD: path.join(scratch, 'builds') };
  const folder = path.join(staticRoot, 'remotes', 'partners', '0.1.0+v1');

  it('copies a build in as <remote>/<version>/, and says so again without copying', async () => {
    buildOf('v1', '0.1.0+v1');
    // A relative --from is the caller's folder (pnpm's INIT_CWD), not server/.
    const first = await release(['deploy', 'partners', '--from', 'v1'], env);
    assert.deepEqual(first, { status: 0, out: `Deployed partners 0.1.0+v1 to ${folder}`, err: '' });
    assert.equal(
      readFileSync(path.join(folder, 'static', '113.effe7a65.js'), 'utf8'),
      'export const page = 1;\n',
    );
    const again = await release(['deploy', 'partners', '--from', 'v1'], env);
    assert.equal(again.status, 0);
    assert.equal(again.out, `partners 0.1.0+v1 is already deployed in ${folder}`);
    // No temporary copy is left beside the versions.
    assert.deepEqual(readdirSync(path.dirname(folder)), ['0.1.0+v1']);
  });

  it('never overwrites a deployed version with other files', async () => {
    const other = buildOf('v1-other', '0.1.0+v1', 'export const page = 2;\n');
    const refused = await release(['deploy', 'partners', '--from', other], env);
    assert.equal(refused.status, 1);
    assert.match(refused.err, /partners 0\.1\.0\+v1 is already deployed in .* with other files/);
    assert.equal(
      readFileSync(path.join(folder, 'static', '113.effe7a65.js'), 'utf8'),
      'export const page = 1;\n',
    );
    assert.deepEqual(readdirSync(path.dirname(folder)), ['0.1.0+v1']);
  });

  it('refuses a folder that is not a build of that remote', async () => {
    const empty = path.join(scratch, 'builds', 'empty');
    mkdirSync(empty, { recursive: true });
    const notBuild = await release(['deploy', 'partners', '--from', empty], env);
    assert.equal(notBuild.status, 1);
    assert.match(notBuild.err, /is not a remote's build \(no area\.json and mf-manifest\.json\)/);
    const other = await release(['deploy', 'as2', '--from', 'v1'], env);
    assert.equal(other.status, 1);
    assert.match(other.err, /is the build of partners, not as2/);
    assert.equal(existsSync(path.join(staticRoot, 'remotes', 'as2')), false);
  });

  it('deploys into DATA_DIR/remotes without CONSOLE_STATIC_ROOT', async () => {
    const dataDir = path.join(scratch, 'data');
    const result = await release(['deploy', 'partners', '--from', buildOf('v1', '0.1.0+v1')], {
      DATA_DIR: dataDir,
    });
    assert.equal(result.status, 0);
    assert.ok(
      existsSync(path.join(dataDir, 'remotes', 'partners', '0.1.0+v1', 'mf-manifest.json')),
    );
  });
});

describe('pnpm release against the running console', () => {
  const staticRoot = path.join(scratch, 'console-root');
  let server: StartedServer;
  let env: NodeJS.ProcessEnv;
  let token: string;
  const view = async () => {
    const response = await server.call(token, { method: 'GET', url: '/api/releases' });
    assert.equal(response.statusCode, 200, response.body);
    return (response.json() as { data: ReleasesView }).data;
  };
  const partners = async () => (await view()).areas.find((area) => area.remote === 'partners');

  before(async () => {
    mkdirSync(path.join(staticRoot, 'host'), { recursive: true });
    writeFileSync(
      path.join(staticRoot, 'host', 'contract.json'),
      JSON.stringify({ version: '0.1.0', contract: '1.0.0' }),
    );
    server = await startTestServer({ staticRoot });
    const address = await server.app.listen({ port: 0, host: '127.0.0.1' });
    env = {
      CONSOLE_STATIC_ROOT: staticRoot,
      CONSOLE_URL: address,
      CONSOLE_USER: ACME.sys.username,
      CONSOLE_PASSWORD: ACME.sys.password,
    };
    token = await server.login(ACME.sys.username, ACME.sys.password);
  });
  after(() => server.close());

  it('lists, rolls out to a tenant or a share, promotes, rolls back and withdraws', async () => {
    assert.equal(
      (await release(['deploy', 'partners', '--from', buildOf('c1', '0.1.0+v1')], env)).status,
      0,
    );
    let result = await release(['list'], env);
    assert.equal(result.status, 0, result.err);
    assert.match(result.out, /^partners: current 0\.1\.0\+v1, previous -$/m);
    // Deployed into the running console: the next call sees it.
    assert.equal(
      (await release(['deploy', 'partners', '--from', buildOf('c2', '0.1.0+v2', 'v2')], env))
        .status,
      0,
    );

    result = await release(['partners', '0.1.0+v2', '--tenants', 'Globex'], env);
    assert.deepEqual(result, {
      status: 0,
      out: 'partners 0.1.0+v2 is the candidate for Globex; 0.1.0+v1 stays current',
      err: '',
    });
    result = await release(['partners', '0.1.0+v2', '--percent=50'], env);
    assert.equal(
      result.out,
      'partners 0.1.0+v2 is the candidate for 50 % of users; 0.1.0+v1 stays current',
    );
    assert.match(
      (await release(['list'], env)).out,
      /^partners: current 0\.1\.0\+v1, previous -, candidate 0\.1\.0\+v2 for 50 % of users$/m,
    );

    result = await release(['promote', 'partners'], env);
    assert.deepEqual(result, {
      status: 0,
      out: 'partners 0.1.0+v2 is promoted to current (previous 0.1.0+v1)',
      err: '',
    });
    result = await release(['rollback', 'partners'], env);
    assert.deepEqual(result, {
      status: 0,
      out: 'partners is rolled back to 0.1.0+v1 from 0.1.0+v2',
      err: '',
    });
    await release(['partners', '0.1.0+v2', '--tenants', String(server.globex.tenantId)], env);
    result = await release(['withdraw', 'partners'], env);
    assert.deepEqual(result, {
      status: 0,
      out: 'partners 0.1.0+v2 is withdrawn; everyone gets 0.1.0+v1',
      err: '',
    });
    assert.equal((await partners())?.withdrawn?.reason, `Withdrawn by ${ACME.sys.username}`);
    // Each run signs out again: its token does not stay valid for hours, unused.
    const revoked = await server.db.select().from(revokedTokens);
    assert.equal(revoked.length, 8);
  });

  it('refuses, says why, and changes nothing', async () => {
    await release(['partners', '0.1.0+v2', '--tenants', 'Globex'], env);
    const unchanged = await view();
    const refusals: Array<[string[], number, string]> = [
      [['frobnicate'], 2, 'Unknown command frobnicate'],
      [['partners', '0.1.0+v2', '--colour', 'red'], 2, 'Unknown option --colour'],
      [['promote'], 2, 'promote needs a remote'],
      [['partners', '0.1.0+v2', '--percent'], 2, '--percent needs a value'],
      [
        ['partners', '0.1.0+v2', '--percent', '101'],
        1,
        'The percentage must be a whole number from 0 to 100',
      ],
      [
        ['partners', '0.1.0+v2', '--percent', 'half'],
        1,
        'The percentage must be a whole number from 0 to 100',
      ],
      [['partners', 'latest'], 1, 'latest is not a version (such as 0.1.0 or 0.1.0+v2)'],
      [['nosuch', '0.1.0'], 1, 'No remote named nosuch is deployed'],
      [['rollback', 'nosuch'], 1, 'No remote named nosuch is deployed'],
      [['partners', '9.9.9'], 1, 'partners has no version 9.9.9 deployed'],
      [['partners', '0.1.0+v2', '--tenants', 'Globex,Nowhere'], 1, 'No tenant Nowhere'],
      [['partners', '0.1.0+v1'], 1, 'partners 0.1.0+v1 is already current'],
    ];
    for (const [argv, status, message] of refusals) {
      const result = await release(argv, env);
      assert.equal(result.status, status, argv.join(' '));
      assert.equal(result.out, '', argv.join(' '));
      assert.equal(result.err.split('\n')[0], message);
    }
    const globexSys = await release(['list'], {
      ...env,
      CONSOLE_USER: GLOBEX.sys.username,
      CONSOLE_PASSWORD: GLOBEX.sys.password,
    });
    assert.deepEqual(
      [globexSys.status, globexSys.err],
      [1, 'Only a sys user of the platform tenant may manage releases'],
    );
    const badPassword = await release(['list'], { ...env, CONSOLE_PASSWORD: 'wrong' });
    assert.equal(badPassword.status, 1);
    assert.match(badPassword.err, /^Sign-in as acme-sys failed: /);
    assert.deepEqual(await view(), unchanged);
  });

  it('runs as `pnpm release` from the workspace', async () => {
    const child = spawn('pnpm', ['--silent', 'release', 'list'], {
      cwd: WORKSPACE_ROOT,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    const status = await new Promise((resolve) => child.on('close', resolve));
    assert.equal(status, 0);
    assert.match(stdout, /^partners: current 0\.1\.0\+v1/m);
  });
});
