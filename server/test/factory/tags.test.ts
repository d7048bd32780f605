import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { ACME, GLOBEX, startTestServer, type StartedServer } from '../harness';
import { bpmnXml } from '../flows/fixtures';
import { factoryApi, refusal } from './factory-api';

/** The factory's tags (SPEC §7 Flow factory): admin only, tenant scoped, validated. */
let server: StartedServer;
let acme: ReturnType<typeof factoryApi>;
let globex: ReturnType<typeof factoryApi>;

before(async () => {
  server = await startTestServer();
  acme = factoryApi(server, await server.login(ACME.admin.username, ACME.admin.password));
  globex = factoryApi(server, await server.login(GLOBEX.admin.username, GLOBEX.admin.password));
});
after(() => server?.close());

describe('factory tags (/api/tags, /api/tag)', () => {
  it('adds and lists tags by name, with the number of files carrying each', async () => {
    assert.deepEqual(await acme.ok('POST', '/api/tag', { tagName: 'orders' }), {
      tagName: 'orders',
      files: 0,
    });
    await acme.ok('POST', '/api/tag', { tagName: 'EDI 850' });
    await acme.ok('POST', '/api/tag', { tagName: 'Ü-tag' });
    await acme.uploaded('a.bpmn', bpmnXml(), { tags: 'orders,EDI 850' });
    await acme.uploaded('b.bpmn', bpmnXml(), { tags: 'orders' });
    assert.deepEqual(await acme.tags(), [
      { tagName: 'EDI 850', files: 1 },
      { tagName: 'orders', files: 2 },
      { tagName: 'Ü-tag', files: 0 },
    ]);
  });

  it('refuses a bad or taken tag name with the field named, and adds nothing', async () => {
    const before = await acme.tags();
    const bad: [object, number, string][] = [
      [{}, 400, 'body.tagName is required'],
      [{ tagName: '  ' }, 400, 'tagName is required'],
      [{ tagName: 'a,b' }, 400, "tagName must not contain ','"],
      [{ tagName: ' lead' }, 400, 'tagName must not start or end with a space'],
      [{ tagName: 'line\nbreak' }, 400, 'tagName must not contain control characters'],
      [{ tagName: 'x'.repeat(65) }, 400, 'tagName must be at most 64 characters'],
      [{ tagName: 'orders' }, 409, 'A tag named "orders" already exists'],
    ];
    for (const [body, status, msg] of bad) {
      assert.deepEqual(refusal(await acme.call('POST', '/api/tag', body)), { status, msg });
    }
    assert.deepEqual(await acme.tags(), before);
  });

  it('deletes a tag and takes it off the files that carried it', async () => {
    await acme.ok('POST', '/api/tag', { tagName: 'gone' });
    await acme.uploaded('c.bpmn', bpmnXml(), { tags: 'gone,orders' });
    assert.deepEqual(await acme.ok('DELETE', '/api/tag/gone'), { files: 1 });
    assert.ok(!(await acme.tags()).some((tag) => tag.tagName === 'gone'));
    const [file] = (await acme.folder()).filter((entry) => entry.fileName === 'c.bpmn');
    assert.deepEqual(file.tags, ['orders']);
    assert.deepEqual(refusal(await acme.call('DELETE', '/api/tag/gone')), {
      status: 404,
      msg: 'No tag named "gone"',
    });
    // A tag whose name needs escaping in the URL.
    await acme.ok('POST', '/api/tag', { tagName: 'a/b?c' });
    assert.deepEqual(await acme.ok('DELETE', `/api/tag/${encodeURIComponent('a/b?c')}`), {
      files: 0,
    });
  });

  it("keeps each tenant's tags apart", async () => {
    assert.deepEqual(await globex.tags(), []);
    assert.deepEqual(refusal(await globex.call('DELETE', '/api/tag/orders')), {
      status: 404,
      msg: 'No tag named "orders"',
    });
    // The same name is free in another tenant, and putting it there changes nothing at Acme.
    await globex.ok('POST', '/api/tag', { tagName: 'orders' });
    assert.equal((await acme.tags()).find((tag) => tag.tagName === 'orders')?.files, 3);
    await globex.ok('DELETE', '/api/tag/orders');
    assert.equal((await acme.tagged('orders')).length, 3);
  });

  it('is for the admin role only', async () => {
    const sys = await server.login(ACME.sys.username, ACME.sys.password);
    const response = await server.call(sys, { method: 'GET', url: '/api/tags' });
    assert.deepEqual(refusal(response), {
      status: 403,
      msg: 'This action needs the role admin',
    });
  });
});
