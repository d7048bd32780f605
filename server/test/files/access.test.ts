import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { ACME, GLOBEX, startTestServer, type StartedServer } from '../harness';
import { CLOUD_PATHS, FILE_PATHS, namesIn, storeApi } from './store-api';

let server: StartedServer;
const tokens = { acme: '', acmeSys: '', globex: '' };

before(async () => {
  server = await startTestServer();
  tokens.acme = await server.login(ACME.admin.username, ACME.admin.password);
  tokens.acmeSys = await server.login(ACME.sys.username, ACME.sys.password);
  tokens.globex = await server.login(GLOBEX.admin.username, GLOBEX.admin.password);
});
after(() => server?.close());

for (const [label, paths] of [
  ['file store', FILE_PATHS],
  ['cloud storage', CLOUD_PATHS],
] as const) {
  describe(`the ${label}'s tenants and roles`, () => {
    const acme = storeApi(
      () => server,
      () => tokens.acme,
      paths,
    );
    const globex = storeApi(
      () => server,
      () => tokens.globex,
      paths,
    );
    const sys = storeApi(
      () => server,
      () => tokens.acmeSys,
      paths,
    );
    const nobody = storeApi(
      () => server,
      () => '',
      paths,
    );

    it('refuses a sys user (403) and a caller without a token (401) on every call', async () => {
      for (const [api, status] of [
        [sys, 403],
        [nobody, 401],
      ] as const) {
        const responses = [
          (await api.list({ path: 'mounted/' })).response,
          (await api.upload('mounted/', 'a.csv', Buffer.from('x'))).response,
          await api.download('mounted/a.csv'),
          (await api.mkdir('mounted/', 'x')).response,
          (await api.remove(['mounted/a.csv'])).response,
          (await api.trash()).response,
          (await api.restore(1)).response,
          (await api.audit('mounted/a.csv')).response,
        ];
        assert.deepEqual(
          responses.map((response) => response.statusCode),
          responses.map(() => status),
        );
      }
      assert.deepEqual(await namesIn(acme, 'mounted/'), []);
    });

    it("keeps each tenant's tree, trash and audit apart", async () => {
      await acme.mkdir('mounted/', 'acme-only');
      await acme.upload('mounted/acme-only/', 'secret.csv', Buffer.from('acme'));
      await acme.upload('mounted/', 'gone.csv', Buffer.from('gone'));
      await acme.remove(['mounted/gone.csv']);
      const [acmeTrash] = (await acme.trash()).data;

      assert.deepEqual(await namesIn(globex, 'mounted/'), []);
      assert.equal((await globex.list({ path: 'mounted/acme-only/' })).response.statusCode, 404);
      assert.equal((await globex.download('mounted/acme-only/secret.csv')).statusCode, 404);
      assert.deepEqual((await globex.trash()).data, []);
      assert.equal((await globex.restore(acmeTrash.id)).response.statusCode, 404);
      assert.deepEqual((await globex.audit('mounted/acme-only/secret.csv')).data, []);
      const removal = (await globex.remove(['mounted/acme-only/'])).data;
      assert.equal(removal[0].status, 1);

      await globex.upload('mounted/', 'gone.csv', Buffer.from('globex'));
      assert.equal((await acme.download('mounted/gone.csv')).statusCode, 404);
      assert.equal((await acme.download('mounted/acme-only/secret.csv')).body, 'acme');
    });
  });
}

describe('the older listing calls and the bucket', () => {
  it('answer the file store by the folder in the URL, names only or with details', async () => {
    const acme = storeApi(
      () => server,
      () => tokens.acme,
      FILE_PATHS,
    );
    await acme.mkdir('mounted/', 'legacy');
    await acme.upload('mounted/legacy/', 'a.csv', Buffer.from('abc'));
    const names = await server.call(tokens.acme, {
      method: 'GET',
      url: '/api/getFileList/mounted%2Flegacy%2F',
    });
    assert.deepEqual(names.json().data.entries, [
      { name: 'a.csv', path: 'mounted/legacy/a.csv', type: 'file' },
    ]);
    const details = await server.call(tokens.acme, {
      method: 'GET',
      url: '/api/getFileListDetails/mounted%2Flegacy%2F?prefix=a',
    });
    const [entry] = details.json().data.entries;
    assert.equal(entry.size, 3);
    assert.ok(Date.parse(entry.createTime) > 0 && Date.parse(entry.updateTime) > 0);
    const sys = await server.call(tokens.acmeSys, {
      method: 'GET',
      url: '/api/getFileList/mounted%2F',
    });
    assert.equal(sys.statusCode, 403);
  });

  it('names the local bucket, and a single rm answers its status', async () => {
    const bucket = await server.call(tokens.acme, { method: 'GET', url: '/api/gcp/gcs/bucket' });
    assert.deepEqual(bucket.json().data, { bucket: 'console-bucket', driver: 'local' });
    const cloud = storeApi(
      () => server,
      () => tokens.acme,
      CLOUD_PATHS,
    );
    await cloud.upload('mounted/', 'one.csv', Buffer.from('1'));
    const rm = await server.call(tokens.acme, {
      method: 'POST',
      url: '/api/gcp/gcs/rm',
      payload: { path: 'mounted/one.csv' },
    });
    assert.deepEqual(rm.json().data, { path: 'mounted/one.csv', status: 0 });
    const again = await server.call(tokens.acme, {
      method: 'POST',
      url: '/api/gcp/gcs/rm',
      payload: { path: 'mounted/one.csv' },
    });
    assert.equal(again.json().data.status, 1);
  });
});
