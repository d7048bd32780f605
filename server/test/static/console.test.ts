import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import type { RemoteEntry } from '@console/shared/contract';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { buildApp } from '../../src/app';
import { readConfig } from '../../src/config';
import type { Database } from '../../src/db/client';
import { freshDatabase } from '../database';
import { PARTNERS_AREA, writeBuild } from '../releases/builds';

const NO_CACHE = 'no-cache';
const IMMUTABLE = 'public, max-age=31536000, immutable';
const INDEX_HTML =
  '<!doctype html><html><body><div id="root"></div><script src="/main.js"></script></body></html>';
// Long enough to be worth compressing, so a wrong answer would be visible.
const CHUNK = `export const chunk = ${JSON.stringify('x'.repeat(4000))};\n`;

const root = mkdtempSync(path.join(os.tmpdir(), 'console-static-'));
const write = (file: string, content: string | Buffer) => {
  const full = path.join(root, file);
  mkdirSync(path.dirname(full), { recursive: true });
  writeFileSync(full, content);
};
/** A flat build of `remote` (remotes/<remote>/, one version: its area.json names none). */
const deploy = (remote: string, area: object | null) =>
  writeBuild(path.join(root, 'remotes', remote), { remote, area });

interface Started {
  app: FastifyInstance;
  database: Database;
}
const started: Started[] = [];

const start = async (remotesJson?: string) => {
  const database = await freshDatabase();
  const config = {
    ...readConfig({}),
    jwtSecret: 'test-secret',
    staticRoot: root,
    remotesJson,
    demoData: false,
  };
  const app = await buildApp({ db: database.db, config, logger: false });
  await app.ready();
  started.push({ app, database });
  return app;
};

let app: FastifyInstance;
before(async () => {
  write('host/index.html', INDEX_HTML);
  write('host/main.js', 'console.log("host entry");\n');
  write('host/123.abcdef12.js', CHUNK);
  write('host/123.abcdef12.js.gz', gzipSync(CHUNK));
  deploy('partners', PARTNERS_AREA);
  // A remote built before areas existed: listed, with no area.
  deploy('legacy', null);
  // A remote folder without a manifest (a build in progress) is not announced.
  write('remotes/unbuilt/readme.txt', 'not built yet');
  // Nor is a stray file beside the remotes' folders (it once stopped the server starting).
  write('remotes/README.md', 'one folder per remote');
  write(
    'remotes.override.json',
    '[\n  { "name": "partners", "entry": "https://cdn.example/partners/mf-manifest.json" }\n]\n',
  );
  app = await start();
});
after(async () => {
  for (const { app: each, database } of started) {
    await each.close();
    await database.close();
  }
  rmSync(root, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers });

describe('the console pages', () => {
  it('answers / with index.html, not cached', async () => {
    const response = await get('/');
    assert.equal(response.statusCode, 200);
    assert.equal(response.body, INDEX_HTML);
    assert.match(String(response.headers['content-type']), /^text\/html/);
    assert.equal(response.headers['cache-control'], NO_CACHE);
  });

  for (const url of ['/bpg/index', '/operator/dashboard', '/as2Setting/sendPort/index?x=1']) {
    it(`answers the SPA path ${url} with index.html, not cached`, async () => {
      const response = await get(url);
      assert.equal(response.statusCode, 200);
      assert.equal(response.body, INDEX_HTML);
      assert.match(String(response.headers['content-type']), /^text\/html/);
      assert.equal(response.headers['cache-control'], NO_CACHE);
    });
  }
});

describe('the built files', () => {
  it('serves a hashed chunk as immutable', async () => {
    const response = await get('/123.abcdef12.js');
    assert.equal(response.statusCode, 200);
    assert.equal(response.body, CHUNK);
    assert.equal(response.headers['cache-control'], IMMUTABLE);
    assert.equal(response.headers['content-encoding'], undefined);
  });

  it('serves the precompressed twin of a hashed chunk to a gzip client, still immutable', async () => {
    const response = await get('/123.abcdef12.js', { 'accept-encoding': 'gzip' });
    assert.equal(response.statusCode, 200);
    assert.equal(response.headers['content-encoding'], 'gzip');
    assert.deepEqual(response.rawPayload, gzipSync(CHUNK));
    assert.equal(response.headers['cache-control'], IMMUTABLE);
    assert.match(String(response.headers['content-type']), /javascript/);
  });

  it('serves unhashed entries and manifests as no-cache', async () => {
    for (const url of [
      '/main.js',
      '/remotes/partners/remoteEntry.js',
      '/remotes/partners/mf-manifest.json',
    ]) {
      const response = await get(url);
      assert.equal(response.statusCode, 200, url);
      assert.equal(response.headers['cache-control'], NO_CACHE, url);
    }
    assert.equal(
      (await get('/remotes/partners/mf-manifest.json')).body,
      readFileSync(path.join(root, 'remotes/partners/mf-manifest.json'), 'utf8'),
    );
  });

  it("serves a remote's hashed chunk as immutable", async () => {
    const response = await get('/remotes/partners/456.0123abcd.js');
    assert.equal(response.statusCode, 200);
    assert.equal(response.headers['cache-control'], IMMUTABLE);
  });

  it('answers a missing file of the host with a 404 envelope, so a lost chunk fails as one', async () => {
    const response = await app.inject({ method: 'GET', url: '/missing.abcdef12.js' });
    assert.equal(response.statusCode, 404);
    assert.equal(response.json().code, 404);
  });

  it('answers a missing file of a remote with a 404 envelope, not index.html', async () => {
    const response = await get('/remotes/partners/missing.js');
    assert.equal(response.statusCode, 404);
    assert.equal(response.json().code, 404);
  });
});

describe('/remotes.json', () => {
  it('lists the remotes that have a manifest with the area each declares, not cached', async () => {
    const response = await get('/remotes.json');
    assert.equal(response.statusCode, 200);
    // Flat builds (issue 26): one version each, from area.json (0.0.0 when it names none).
    const flat = (name: string, area: unknown, version: string) => ({
      name,
      entry: `/remotes/${name}/mf-manifest.json`,
      area,
      version,
      contract: null,
      channel: 'current',
      versions: [{ version, entry: `/remotes/${name}/mf-manifest.json`, contract: null }],
    });
    assert.deepEqual(response.json(), [
      flat('legacy', null, '0.0.0'),
      flat('partners', PARTNERS_AREA, '0.0.0'),
    ]);
    assert.equal(response.headers['cache-control'], NO_CACHE);
  });

  it('lists and serves a remote deployed while the server runs (issue 9 §4)', async () => {
    deploy('late', PARTNERS_AREA);
    try {
      const listed = (await get('/remotes.json')).json() as RemoteEntry[];
      const late = listed.find((remote) => remote.name === 'late');
      assert.equal(late?.entry, '/remotes/late/mf-manifest.json');
      assert.deepEqual(late?.area, { ...PARTNERS_AREA, remote: 'late' });
      const entry = await get('/remotes/late/remoteEntry.js');
      assert.equal(entry.statusCode, 200);
      assert.equal(entry.body, 'var late = {};\n');
      assert.equal(entry.headers['cache-control'], NO_CACHE);
    } finally {
      rmSync(path.join(root, 'remotes/late'), { recursive: true, force: true });
    }
    assert.equal((await get('/remotes/late/remoteEntry.js')).statusCode, 404);
  });

  it('serves the configured remotesJson file instead', async () => {
    const overridden = await start(path.join(root, 'remotes.override.json'));
    const response = await overridden.inject({ method: 'GET', url: '/remotes.json' });
    assert.equal(response.statusCode, 200);
    assert.deepEqual(response.json(), [
      { name: 'partners', entry: 'https://cdn.example/partners/mf-manifest.json' },
    ]);
    assert.equal(response.headers['cache-control'], NO_CACHE);
    // Verbatim: the same for every caller.
    assert.equal(response.headers.vary, undefined);
  });
});

describe('unknown API paths', () => {
  for (const [method, url] of [
    ['GET', '/api/nothing-here'],
    ['POST', '/api/nothing-here'],
    ['GET', '/as2/api/nothing-here'],
    ['DELETE', '/bpg/index'],
  ] as const) {
    it(`answer ${method} ${url} with a 404 envelope, not index.html`, async () => {
      const response = await app.inject({ method, url });
      assert.equal(response.statusCode, 404);
      assert.deepEqual(response.json(), {
        code: 404,
        msg: `No route ${method} ${url}`,
        data: null,
      });
    });
  }
});
