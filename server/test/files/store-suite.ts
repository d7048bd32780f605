import { FILE_MESSAGES, REMOVE_STATUS } from '@console/shared/contract';
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import type { ServerConfig } from '../../src/config';
import { ACME, startTestServer, type StartedServer } from '../harness';
import type { StoreUrls } from '@console/shared/contract';
import { namesIn, storeApi } from './store-api';

const MiB = 1024 * 1024;
const bytes = (text: string) => Buffer.from(text);

/**
 * Every rule of one store through its HTTP calls (issue 12 §4): the same suite runs on the
 * file store's local and database drivers and on the cloud storage's local bucket.
 */
export function storeSuite(
  label: string,
  paths: StoreUrls,
  overrides: Partial<ServerConfig> | (() => Promise<Partial<ServerConfig>>) = {},
) {
  let server: StartedServer;
  let token = '';
  const api = storeApi(
    () => server,
    () => token,
    paths,
  );

  before(async () => {
    server = await startTestServer(typeof overrides === 'function' ? await overrides() : overrides);
    token = await server.login(ACME.admin.username, ACME.admin.password);
  });
  after(() => server?.close());

  describe(`${label}: folders`, () => {
    it('makes a folder and lists it as a Directory', async () => {
      const { response, data } = await api.mkdir('mounted/', 'inbound');
      assert.equal(response.statusCode, 200, response.body);
      assert.equal(data.path, 'mounted/inbound/');
      assert.equal(data.type, 'Directory');
      const page = (await api.list({ path: 'mounted/' })).data;
      assert.deepEqual(
        page.entries.filter((e) => e.name === 'inbound').map((e) => [e.type, e.path]),
        [['Directory', 'mounted/inbound/']],
      );
    });

    it("refuses names with '/', over 250 characters, empty or taken, with SPEC's messages", async () => {
      const refusals: [string, number, string][] = [
        ['a/b', 400, FILE_MESSAGES.folderSlash],
        ['x'.repeat(251), 400, FILE_MESSAGES.folderTooLong],
        ['  ', 400, FILE_MESSAGES.folderEmpty],
        ['inbound', 409, 'inbound exists in mounted/'],
      ];
      for (const [name, status, message] of refusals) {
        const { response } = await api.mkdir('mounted/', name);
        assert.equal(response.statusCode, status, name);
        assert.equal(response.json().msg, message);
      }
      assert.equal((await api.mkdir('mounted/', 'y'.repeat(250))).response.statusCode, 200);
      assert.equal((await api.mkdir('mounted/missing/', 'x')).response.statusCode, 404);
      assert.equal((await namesIn(api, 'mounted/')).filter((n) => n.startsWith('a')).length, 0);
    });
  });

  describe(`${label}: uploads`, () => {
    before(async () => {
      await api.mkdir('mounted/', 'up');
    });

    it('uploads, refuses a taken name without overwrite, and overwrites with it', async () => {
      const first = await api.upload('mounted/up/', 'orders.csv', bytes('a,b\n1,2\n'));
      assert.equal(first.response.statusCode, 200, first.response.body);
      assert.deepEqual(first.data, { path: 'mounted/up/orders.csv', size: 8, overwritten: false });
      assert.equal(first.response.json().msg, 'upload success');

      const again = await api.upload('mounted/up/', 'orders.csv', bytes('changed'));
      assert.equal(again.response.statusCode, 409);
      assert.equal(again.response.json().msg, 'orders.csv exists in mounted/up/');
      assert.equal((await api.download('mounted/up/orders.csv')).body, 'a,b\n1,2\n');

      const replaced = await api.upload('mounted/up/', 'orders.csv', bytes('changed'), {
        flg: 'overwrite',
      });
      assert.deepEqual(replaced.data, {
        path: 'mounted/up/orders.csv',
        size: 7,
        overwritten: true,
      });
      const download = await api.download('mounted/up/orders.csv');
      assert.equal(download.body, 'changed');
      assert.match(String(download.headers['content-disposition']), /filename="orders.csv"/);

      const audit = (await api.audit('mounted/up/orders.csv')).data;
      assert.deepEqual(
        audit.map((entry) => [entry.action, entry.username, entry.size]),
        [
          ['overwrite', ACME.admin.username, 7],
          ['upload', ACME.admin.username, 8],
        ],
      );
    });

    it('refuses a type outside the accepted list, the default one or the call’s', async () => {
      const exe = await api.upload('mounted/up/', 'tool.exe', bytes('MZ'));
      assert.equal(exe.response.statusCode, 415);
      assert.equal(exe.response.json().msg, FILE_MESSAGES.unsupportedType);
      const narrowed = await api.upload('mounted/up/', 'doc.xml', bytes('<a/>'), { types: 'csv' });
      assert.equal(narrowed.response.json().msg, FILE_MESSAGES.unsupportedType);
      const widened = await api.upload('mounted/up/', 'run.sh', bytes('x'), { types: 'sh,csv' });
      assert.equal(widened.response.json().msg, FILE_MESSAGES.unsupportedType);
      assert.deepEqual(await namesIn(api, 'mounted/up/'), ['orders.csv']);
    });

    it('takes 10M exactly and refuses one byte more with 413, keeping nothing', async () => {
      const limit = await api.upload('mounted/up/', 'limit.dat', Buffer.alloc(10 * MiB, 1));
      assert.equal(limit.response.statusCode, 200, limit.response.body);
      const over = await api.upload('mounted/up/', 'over.dat', Buffer.alloc(10 * MiB + 1, 2));
      assert.equal(over.response.statusCode, 413);
      assert.equal(over.response.json().msg, FILE_MESSAGES.tooBig);
      assert.deepEqual(await namesIn(api, 'mounted/up/'), ['limit.dat', 'orders.csv']);
      assert.equal((await api.download('mounted/up/over.dat')).statusCode, 404);
    });

    it('answers 404 for a missing file or a folder, and for an upload into no folder', async () => {
      assert.equal((await api.download('mounted/up/nothing.csv')).statusCode, 404);
      assert.equal((await api.download('mounted/up/')).statusCode, 404);
      const lost = await api.upload('mounted/nowhere/', 'a.csv', bytes('x'));
      assert.equal(lost.response.statusCode, 404);
    });
  });

  describe(`${label}: listing pages`, () => {
    const names = Array.from({ length: 25 }, (_, at) => `f${String(at).padStart(2, '0')}.csv`);
    before(async () => {
      await api.mkdir('mounted/', 'many');
      await api.mkdir('mounted/many/', 'zz-folder');
      for (const [at, name] of names.entries()) {
        await api.upload('mounted/many/', name, Buffer.alloc((at * 7) % 25, 1));
      }
    });

    it('pages by cursor, folders first, with the total', async () => {
      const seen: string[] = [];
      let cursor: string | undefined;
      const sizes: number[] = [];
      do {
        const { data } = await api.list({ path: 'mounted/many/', limit: 10, cursor });
        assert.equal(data.total, 26);
        sizes.push(data.entries.length);
        seen.push(...data.entries.map((entry) => entry.name));
        cursor = data.nextCursor ?? undefined;
      } while (cursor);
      assert.deepEqual(sizes, [10, 10, 6]);
      assert.deepEqual(seen, ['zz-folder', ...names]);
    });

    it('sorts by size descending across pages, and filters by name prefix', async () => {
      const first = (
        await api.list({ path: 'mounted/many/', limit: 13, sort: 'size', order: 'desc' })
      ).data;
      const second = (
        await api.list({
          path: 'mounted/many/',
          limit: 13,
          sort: 'size',
          order: 'desc',
          cursor: first.nextCursor!,
        })
      ).data;
      const entries = [...first.entries, ...second.entries];
      assert.equal(entries[0].type, 'Directory');
      const fileSizes = entries.slice(1).map((entry) => entry.size);
      assert.deepEqual(
        fileSizes,
        [...fileSizes].sort((a, b) => b - a),
      );
      assert.equal(new Set(entries.map((entry) => entry.name)).size, 26);
      assert.equal(second.nextCursor, null);

      const filtered = (await api.list({ path: 'mounted/many/', prefix: 'f1' })).data;
      assert.equal(filtered.total, 10);
      assert.ok(filtered.entries.every((entry) => entry.name.startsWith('f1')));
    });

    it('pages by name descending and within a prefix, folders still first', async () => {
      const walk = async (query: { order?: 'desc'; prefix?: string }) => {
        const seen: string[] = [];
        let cursor: string | undefined;
        do {
          const { data } = await api.list({ path: 'mounted/many/', limit: 4, cursor, ...query });
          seen.push(...data.entries.map((entry) => entry.name));
          cursor = data.nextCursor ?? undefined;
        } while (cursor);
        return seen;
      };
      assert.deepEqual(await walk({ order: 'desc' }), ['zz-folder', ...[...names].reverse()]);
      assert.deepEqual(
        await walk({ prefix: 'f1' }),
        names.filter((n) => n.startsWith('f1')),
      );
      assert.deepEqual(
        await walk({ prefix: 'f2', order: 'desc' }),
        names.filter((n) => n.startsWith('f2')).reverse(),
      );
    });

    it('refuses a cursor it did not give and a page over 1,000, and 404s a missing folder', async () => {
      assert.equal(
        (await api.list({ path: 'mounted/many/', cursor: 'bogus' })).response.statusCode,
        400,
      );
      assert.equal(
        (await api.list({ path: 'mounted/many/', limit: 1001 })).response.statusCode,
        400,
      );
      assert.equal((await api.list({ path: 'mounted/none/' })).response.statusCode, 404);
    });
  });

  describe(`${label}: delete, trash and restore`, () => {
    before(async () => {
      await api.mkdir('mounted/', 'trash-test');
      await api.mkdir('mounted/trash-test/', 'outer');
      await api.mkdir('mounted/trash-test/outer/', 'inner');
      await api.upload('mounted/trash-test/outer/inner/', 'deep.csv', bytes('deep'));
      await api.upload('mounted/trash-test/', 'one.csv', bytes('one'));
      await api.upload('mounted/trash-test/', 'two.csv', bytes('two'));
    });

    it('removes a mix of good and bad names, with a status per path', async () => {
      const { response, data } = await api.remove([
        'mounted/trash-test/one.csv',
        'mounted/trash-test/missing.csv',
        'mounted/trash-test/outer/',
        'mounted/trash-test/outer/inner/',
        'mounted/',
      ]);
      assert.equal(response.statusCode, 200, response.body);
      assert.deepEqual(
        data.map((entry) => [entry.path, entry.status, entry.message]),
        [
          ['mounted/trash-test/one.csv', REMOVE_STATUS.removed, undefined],
          ['mounted/trash-test/missing.csv', REMOVE_STATUS.notFound, 'It does not exist'],
          ['mounted/trash-test/outer/', REMOVE_STATUS.refused, FILE_MESSAGES.containsSelected],
          ['mounted/trash-test/outer/inner/', REMOVE_STATUS.removed, undefined],
          ['mounted/', REMOVE_STATUS.refused, 'The root cannot be deleted'],
        ],
      );
      assert.deepEqual(await namesIn(api, 'mounted/trash-test/'), ['outer', 'two.csv']);
      assert.deepEqual(await namesIn(api, 'mounted/trash-test/outer/'), []);
    });

    it('keeps deletes in the trash 30 days and restores a file and a folder with what it held', async () => {
      const trash = (await api.trash()).data;
      const [inner, one] = trash;
      assert.deepEqual(
        trash.map((entry) => [entry.path, entry.type, entry.deletedBy]),
        [
          ['mounted/trash-test/outer/inner/', 'Directory', ACME.admin.username],
          ['mounted/trash-test/one.csv', 'file', ACME.admin.username],
        ],
      );
      const kept = Date.parse(one.expiresAt) - Date.parse(one.deletedAt);
      assert.equal(kept, 30 * 86_400_000);

      const restored = await api.restore(one.id);
      assert.equal(restored.response.statusCode, 200, restored.response.body);
      assert.equal(restored.data.path, 'mounted/trash-test/one.csv');
      assert.equal((await api.download('mounted/trash-test/one.csv')).body, 'one');
      await api.restore(inner.id);
      assert.equal((await api.download('mounted/trash-test/outer/inner/deep.csv')).body, 'deep');
      assert.deepEqual((await api.trash()).data, []);
      const audit = (await api.audit('mounted/trash-test/one.csv')).data;
      assert.deepEqual(
        audit.map((entry) => entry.action),
        ['restore', 'delete', 'upload'],
      );
    });

    it('refuses a restore onto a taken path, and of an id it does not hold', async () => {
      await api.remove(['mounted/trash-test/two.csv']);
      await api.upload('mounted/trash-test/', 'two.csv', bytes('new two'));
      const [two] = (await api.trash()).data;
      const taken = await api.restore(two.id);
      assert.equal(taken.response.statusCode, 409);
      assert.equal((await api.download('mounted/trash-test/two.csv')).body, 'new two');
      assert.equal((await api.restore(999_999)).response.statusCode, 404);
    });

    it('purges entries deleted more than 30 days ago', async () => {
      const [two] = (await api.trash()).data;
      await server.db.execute(
        sql`update file_trash set deleted_at = now() - interval '31 days' where id = ${two.id}`,
      );
      assert.deepEqual((await api.trash()).data, []);
      assert.equal((await api.restore(two.id)).response.statusCode, 404);
    });
  });
}
