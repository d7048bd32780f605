import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { ACME, startTestServer, type StartedServer } from '../harness';
import { bpmnXml } from '../flows/fixtures';
import { factoryApi, refusal, type Entry } from './factory-api';

/** Saving, retagging, renaming and deleting factory files and folders (PUT and DELETE). */
let server: StartedServer;
let acme: ReturnType<typeof factoryApi>;
const ORDER = bpmnXml({ key: 'order', name: 'Order flow' });
const INVOICE = bpmnXml({ key: 'invoice', name: 'Invoice flow' });

before(async () => {
  server = await startTestServer();
  acme = factoryApi(server, await server.login(ACME.admin.username, ACME.admin.password));
  for (const tagName of ['edi', 'orders']) await acme.ok('POST', '/api/tag', { tagName });
  await acme.mkdir('', 'flows');
  await acme.mkdir('flows', 'inner');
  await acme.uploaded('order.bpmn', ORDER, { dir: 'flows', tags: 'edi' });
  await acme.uploaded('deep.bpmn', ORDER, { dir: 'flows/inner' });
  await acme.uploaded('other.bpmn', ORDER);
});
after(() => server?.close());

const put = (body: object) => acme.ok<Entry>('PUT', '/api/bpmnFile', body);
const download = async (path: string) =>
  (await acme.call('GET', `/api/download?path=${encodeURIComponent(path)}`)).body;

describe('PUT /api/bpmnFile', () => {
  it('saves new XML from the modeler, with its size and who saved it', async () => {
    const saved = await put({ path: 'flows/order.bpmn', content: INVOICE });
    assert.equal(saved.size, Buffer.byteLength(INVOICE));
    assert.deepEqual(saved.tags, ['edi']);
    assert.equal(saved.modifiedBy, ACME.admin.username);
    assert.equal(await download('flows/order.bpmn'), INVOICE);
  });

  it("retags a file with the tenant's tags, and renames it in its folder", async () => {
    assert.deepEqual(
      (await put({ path: 'flows/order.bpmn', tags: ['orders', 'edi', 'orders'] })).tags,
      ['orders', 'edi'],
    );
    const renamed = await put({ path: 'flows/order.bpmn', newName: 'invoice.xml', tags: [] });
    assert.deepEqual([renamed.path, renamed.tags], ['flows/invoice.xml', []]);
    assert.equal(await download('flows/invoice.xml'), INVOICE);
    assert.equal((await acme.call('GET', '/api/download?path=flows/order.bpmn')).statusCode, 404);
  });

  it('renames a folder, and what is inside it moves along', async () => {
    const renamed = await put({ path: 'flows/inner', newName: 'nested' });
    assert.deepEqual([renamed.path, renamed.type], ['flows/nested', 'directory']);
    const [deep] = await acme.folder('flows/nested');
    assert.deepEqual([deep.path, deep.dir], ['flows/nested/deep.bpmn', 'flows/nested/']);
    assert.equal(await download('flows/nested/deep.bpmn'), ORDER);
    assert.equal((await acme.call('GET', '/api/bpmnFileList?dir=flows/inner')).statusCode, 404);
  });

  it('refuses bad changes with the field named, and changes nothing', async () => {
    const before = [await acme.folder(), await acme.folder('flows'), await download('other.bpmn')];
    const bad: [object, number, string][] = [
      [{ path: 'other.bpmn' }, 400, 'Nothing to change: give content, tags or newName'],
      [
        { path: 'other.bpmn', content: '<bpmn:definitions' },
        400,
        'Not a BPMN file: unclosed tag at "<bpmn:definitions"; line 1, column 1',
      ],
      [
        { path: 'other.bpmn', content: '<a>\n <b></a>' },
        400,
        'Not a BPMN file: unexpected element <a> at "<a>"; line 1, column 1',
      ],
      [
        { path: 'other.bpmn', newName: 'flows/x.bpmn' },
        400,
        "newName must not contain '/' or '\\'",
      ],
      [{ path: 'other.bpmn', newName: '..' }, 400, "newName must not be '.' or '..'"],
      [{ path: 'other.bpmn', newName: 'other.txt' }, 400, 'newName must end with .bpmn or .xml'],
      [{ path: 'other.bpmn', newName: 'flows' }, 400, 'newName must end with .bpmn or .xml'],
      [
        { path: 'other.bpmn', tags: ['edi', 'nope'] },
        400,
        'tags: no tag named "nope"; add it first',
      ],
      [{ path: 'other.bpmn', tags: ['a,b'] }, 400, "tags must not contain ','"],
      [
        { path: 'flows', tags: ['edi'] },
        400,
        'content and tags apply to files only; a folder can only be renamed',
      ],
      [
        { path: 'flows/invoice.xml', newName: 'nested' },
        400,
        'newName must end with .bpmn or .xml',
      ],
      [
        { path: 'flows', newName: 'other.bpmn' },
        409,
        'A file or folder named "other.bpmn" already exists in the top folder',
      ],
      [
        { path: 'flows/nested', newName: 'invoice.xml' },
        409,
        'A file or folder named "invoice.xml" already exists in "flows"',
      ],
      [{ path: 'missing.bpmn', newName: 'x.bpmn' }, 404, 'No file or folder "missing.bpmn"'],
      [{ path: '../other.bpmn', newName: 'x.bpmn' }, 400, "path must not be '.' or '..'"],
    ];
    for (const [body, status, msg] of bad) {
      const response = await acme.call('PUT', '/api/bpmnFile', body);
      assert.deepEqual(refusal(response), { status, msg }, JSON.stringify(body));
    }
    assert.deepEqual(
      [await acme.folder(), await acme.folder('flows'), await download('other.bpmn')],
      before,
    );
  });
});

describe('DELETE /api/bpmnFile and /api/bpmnDir', () => {
  it('deletes a file; a folder is not a file and a file is not a folder', async () => {
    assert.deepEqual(refusal(await acme.call('DELETE', '/api/bpmnFile?path=flows')), {
      status: 400,
      msg: 'path "flows" is a folder, not a file',
    });
    assert.deepEqual(refusal(await acme.call('DELETE', '/api/bpmnDir?path=other.bpmn')), {
      status: 400,
      msg: 'path "other.bpmn" is a file, not a folder',
    });
    assert.deepEqual(await acme.ok('DELETE', '/api/bpmnFile?path=other.bpmn'), { deleted: 1 });
    assert.deepEqual(refusal(await acme.call('DELETE', '/api/bpmnFile?path=other.bpmn')), {
      status: 404,
      msg: 'No file or folder "other.bpmn"',
    });
  });

  it('keeps a folder that is not empty unless asked to delete what it holds', async () => {
    assert.deepEqual(refusal(await acme.call('DELETE', '/api/bpmnDir?path=flows')), {
      status: 409,
      msg: 'The folder "flows" is not empty; delete it with recursive=true',
    });
    assert.equal((await acme.folder('flows')).length, 2);
    await acme.mkdir('', 'empty');
    assert.deepEqual(await acme.ok('DELETE', '/api/bpmnDir?path=empty'), { deleted: 1 });
    // flows, flows/invoice.xml, flows/nested, flows/nested/deep.bpmn.
    assert.deepEqual(await acme.ok('DELETE', '/api/bpmnDir?path=flows/&recursive=true'), {
      deleted: 4,
    });
    assert.deepEqual(await acme.folder(), []);
  });
});
