import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { OUTSIDE } from '../../src/modules/files/store-path';
import { ACME, startTestServer, type StartedServer } from '../harness';
import { CLOUD_PATHS, FILE_PATHS, namesIn, storeApi } from './store-api';

let server: StartedServer;
let token = '';
let outside = '';
const files = storeApi(
  () => server,
  () => token,
  FILE_PATHS,
);
const cloud = storeApi(
  () => server,
  () => token,
  CLOUD_PATHS,
);

/** Every form of a path that would leave the tenant's root (issue 12 §1). */
const ESCAPES = [
  '../etc/passwd',
  'mounted/../../etc/passwd',
  'mounted/inbound/../../../x',
  '/etc/passwd',
  '/mounted/a.csv',
  'C:/Windows/win.ini',
  'mounted\\..\\..\\x',
  'mounted/%2e%2e/%2e%2e/x',
  'mounted/%252e%252e/x',
  'mounted/a%2f..%2f..%2fx',
  'mounted/%c0%ae%c0%ae/x',
  'mounted/./a.csv',
  'mounted//a.csv',
  'mounted/a\u0000.csv',
  'elsewhere/a.csv',
  '.trash/1',
];

before(async () => {
  server = await startTestServer();
  token = await server.login(ACME.admin.username, ACME.admin.password);
  await files.mkdir('mounted/', 'inbound');
  await files.upload('mounted/inbound/', 'kept.csv', Buffer.from('kept'));
  outside = mkdtempSync(path.join(os.tmpdir(), 'console-outside-'));
  writeFileSync(path.join(outside, 'secret.txt'), 'secret');
  // A link in the tenant's tree that an operator of the machine could have made.
  const mounted = path.join(server.dataDir, 'files', String(server.acme.tenantId), 'mounted');
  symlinkSync(outside, path.join(mounted, 'escape'));
  symlinkSync(path.join(outside, 'secret.txt'), path.join(mounted, 'inbound', 'secret.csv'));
});
after(async () => {
  await server?.close();
  rmSync(outside, { recursive: true, force: true });
});

describe('paths that would leave the store', () => {
  for (const [label, api] of [
    ['file store', files],
    ['cloud storage', cloud],
  ] as const) {
    it(`are refused by every call of the ${label} with a 400 that changes nothing`, async () => {
      for (const escape of ESCAPES) {
        const calls = [
          (await api.list({ path: escape })).response,
          await api.download(escape),
          (await api.mkdir(escape, 'x')).response,
          (await api.upload(escape, 'a.csv', Buffer.from('x'))).response,
          (await api.remove([escape])).response,
          (await api.remove(['mounted/inbound/kept.csv', escape])).response,
          (await api.audit(escape)).response,
        ];
        for (const response of calls) {
          assert.equal(response.statusCode, 400, `${escape}: ${response.body}`);
        }
      }
      assert.equal((await api.mkdir('mounted/', '..')).response.statusCode, 400);
      assert.equal((await api.upload('mounted/', '..', Buffer.from('x'))).response.statusCode, 400);
      assert.equal((await api.trash()).data.length, 0);
    });
  }

  it('keeps the file store as it was', async () => {
    assert.deepEqual(await namesIn(files, 'mounted/inbound/'), ['kept.csv']);
    assert.equal((await files.download('mounted/inbound/kept.csv')).body, 'kept');
  });

  it('answers the older listing calls with 400 for an encoded escape', async () => {
    for (const url of [
      '/api/getFileList/mounted%2F..%2F..%2F',
      '/api/getFileListDetails/..%2Fetc%2F',
      '/api/getFileListDetails/%2Fetc%2F',
    ]) {
      const response = await server.call(token, { method: 'GET', url });
      assert.equal(response.statusCode, 400, url);
    }
  });

  it('refuses a symbolic link that leads out of the tenant’s root, and lists no link', async () => {
    const viaFolder = await files.list({ path: 'mounted/escape/' });
    assert.equal(viaFolder.response.statusCode, 400);
    assert.equal(viaFolder.response.json().msg, OUTSIDE);
    assert.equal((await files.download('mounted/escape/secret.txt')).statusCode, 400);
    assert.equal((await files.download('mounted/inbound/secret.csv')).statusCode, 400);
    const into = await files.upload('mounted/escape/', 'planted.csv', Buffer.from('x'));
    assert.equal(into.response.statusCode, 400);
    assert.equal((await files.mkdir('mounted/escape/', 'planted')).response.statusCode, 400);
    assert.deepEqual(readdirSync(outside), ['secret.txt']);
    assert.ok(!(await namesIn(files, 'mounted/')).includes('escape'));
  });

  it('leaves no partial file behind when an upload is refused for its size', async () => {
    const tenantRoot = path.join(server.dataDir, 'files', String(server.acme.tenantId));
    mkdirSync(path.join(tenantRoot, '.tmp'), { recursive: true });
    const over = await files.upload(
      'mounted/inbound/',
      'big.dat',
      Buffer.alloc(10 * 1024 * 1024 + 1),
    );
    assert.equal(over.response.statusCode, 413);
    assert.deepEqual(readdirSync(path.join(tenantRoot, '.tmp')), []);
    assert.deepEqual(await namesIn(files, 'mounted/inbound/'), ['kept.csv']);
  });
});
