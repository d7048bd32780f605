import assert from 'node:assert/strict';
import {
  chmodSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { openPglite } from '../../src/db/client';
import { privateDataDir } from '../../src/db/data-dir';
import { copyTemplate } from '../database';
import { CLOUD_PATHS, FILE_PATHS, storeApi } from '../files/store-api';
import { ACME, startTestServer } from '../harness';

/**
 * Issue 22 §5: the data folder (the embedded database with the JWT secret, credential.key,
 * the file stores) is its user's only. main.ts calls privateDataDir first thing; so do these
 * tests, and put the umask back after.
 */
let root: string;
let umaskBefore: number | undefined;

before(() => {
  root = mkdtempSync(path.join(os.tmpdir(), 'console-data-dir-'));
});
after(() => {
  if (umaskBefore !== undefined) process.umask(umaskBefore);
  rmSync(root, { recursive: true, force: true });
});

const modeOf = (file: string) => statSync(file).mode & 0o777;

/** Every file and folder under `dir` that its group or others may use. */
function sharedUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter((file) => (statSync(file).mode & 0o077) !== 0)
    .map((file) => `${path.relative(dir, file)} ${modeOf(file).toString(8)}`);
}

describe('the data folder', () => {
  it('is created 700, and what is written in it is 600 (umask 077)', () => {
    const dir = path.join(root, 'fresh', 'data');
    umaskBefore = privateDataDir(dir);
    assert.equal(modeOf(dir), 0o700);
    assert.equal(modeOf(path.dirname(dir)), 0o700, 'the parents made with it too');
    writeFileSync(path.join(dir, 'note.txt'), 'x');
    mkdirSync(path.join(dir, 'sub'));
    assert.equal(modeOf(path.join(dir, 'note.txt')), 0o600);
    assert.equal(modeOf(path.join(dir, 'sub')), 0o700);
  });

  it('is tightened to 700 when it exists looser', () => {
    const dir = path.join(root, 'older');
    mkdirSync(dir);
    chmodSync(dir, 0o755);
    privateDataDir(dir);
    assert.equal(modeOf(dir), 0o700);
  });

  it(
    "holds the embedded database's files, credential.key and the stores' files privately",
    { skip: process.env.TEST_DATABASE_URL && 'PGlite only' },
    async () => {
      const dir = path.join(root, 'server');
      privateDataDir(dir);
      // PGlite's initdb writes its files 666 whatever the umask: as an older folder holds them.
      const pglite = path.join(dir, 'pglite');
      copyTemplate(pglite);
      for (const file of [pglite, ...everythingUnder(pglite)]) {
        chmodSync(file, statSync(file).isDirectory() ? 0o755 : 0o666);
      }
      const database = await openPglite(pglite);
      await database.close();

      const server = await startTestServer({ dataDir: dir });
      try {
        const token = await server.login(ACME.admin.username, ACME.admin.password);
        for (const paths of [FILE_PATHS, CLOUD_PATHS]) {
          const api = storeApi(
            () => server,
            () => token,
            paths,
          );
          await api.mkdir('mounted/', 'private');
          const upload = await api.upload('mounted/private/', 'a.csv', Buffer.from('a,b'));
          assert.equal(upload.response.statusCode, 200, upload.response.body);
        }
        assert.equal(modeOf(path.join(dir, 'credential.key')), 0o600);
        assert.ok(readdirSync(dir).length > 2, 'the server wrote its files here');
        assert.deepEqual(sharedUnder(dir), []);
      } finally {
        await server.close();
      }
    },
  );
});

/** Every file and folder under `dir`. */
function everythingUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true }).map((entry) =>
    path.join(entry.parentPath, entry.name),
  );
}
