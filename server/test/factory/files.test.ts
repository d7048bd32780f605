import { UPLOAD_MAX_BYTES } from '@console/shared/contract';
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { ACME, GLOBEX, startTestServer, type StartedServer } from '../harness';
import { bpmnXml } from '../flows/fixtures';
import { factoryApi, refusal } from './factory-api';

/** The factory's folders, uploads, downloads and tag filter (SPEC §7 Flow factory). */
let server: StartedServer;
let acme: ReturnType<typeof factoryApi>;
let globex: ReturnType<typeof factoryApi>;
const ORDER = bpmnXml({ key: 'order', name: 'Order flow' });

before(async () => {
  server = await startTestServer();
  acme = factoryApi(server, await server.login(ACME.admin.username, ACME.admin.password));
  globex = factoryApi(server, await server.login(GLOBEX.admin.username, GLOBEX.admin.password));
  for (const tagName of ['edi', 'orders', 'draft']) {
    await acme.ok('POST', '/api/tag', { tagName });
  }
});
after(() => server?.close());

const names = (entries: { fileName: string; type: string }[]) =>
  entries.map((entry) => `${entry.type === 'directory' ? 'd' : 'f'}:${entry.fileName}`);

describe('folders (/api/bpmnDir, /api/bpmnFileList)', () => {
  it('makes folders and lists one folder, folders first, then files, each by name', async () => {
    const made = await acme.mkdir('', 'orders');
    assert.equal(made.path, 'orders');
    assert.equal(made.dir, '');
    assert.equal(made.type, 'directory');
    assert.equal(made.modifiedBy, ACME.admin.username);
    await acme.mkdir('orders', 'inbound');
    await acme.mkdir('orders/', 'archive');
    await acme.mkdir('/', 'billing');
    await acme.uploaded('zeta.bpmn', ORDER);
    await acme.uploaded('alpha.xml', ORDER);
    assert.deepEqual(names(await acme.folder()), [
      'd:billing',
      'd:orders',
      'f:alpha.xml',
      'f:zeta.bpmn',
    ]);
    assert.deepEqual(names(await acme.folder('orders')), ['d:archive', 'd:inbound']);
    assert.deepEqual(await acme.folder('orders/inbound/'), []);
  });

  it('refuses bad names, a missing parent and a taken name, and makes nothing', async () => {
    const before = await acme.folder();
    const bad: [object, number, string][] = [
      [{ dir: '', name: '' }, 400, 'name is required'],
      [{ dir: '', name: 'a/b' }, 400, "name must not contain '/' or '\\'"],
      [{ dir: '', name: '..' }, 400, "name must not be '.' or '..'"],
      [{ dir: '', name: 'é'.repeat(128) }, 400, 'name must be at most 255 bytes'],
      [{ dir: '../etc', name: 'x' }, 400, "dir must not be '.' or '..'"],
      [{ dir: 'orders//inbound', name: 'x' }, 400, "dir must not start with '/' or hold '//'"],
      [{ dir: 'nowhere', name: 'x' }, 404, 'No folder "nowhere"'],
      [
        { dir: '', name: 'orders' },
        409,
        'A file or folder named "orders" already exists in the top folder',
      ],
      [
        { dir: '', name: 'zeta.bpmn' },
        409,
        'A file or folder named "zeta.bpmn" already exists in the top folder',
      ],
      [
        { dir: 'orders', name: 'inbound' },
        409,
        'A file or folder named "inbound" already exists in "orders"',
      ],
    ];
    for (const [body, status, msg] of bad) {
      assert.deepEqual(refusal(await acme.call('POST', '/api/bpmnDir', body)), { status, msg });
    }
    assert.deepEqual(await acme.folder(), before);
    assert.deepEqual(refusal(await acme.call('GET', '/api/bpmnFileList?dir=nowhere')), {
      status: 404,
      msg: 'No folder "nowhere"',
    });
    // A file is not a folder to list.
    assert.deepEqual(refusal(await acme.call('GET', '/api/bpmnFileList?dir=zeta.bpmn')), {
      status: 404,
      msg: 'No folder "zeta.bpmn"',
    });
  });
});

describe('uploads and downloads (/api/bpmnUpload, /api/download)', () => {
  it('stores an upload in its folder with its tags, and answers it back as it came', async () => {
    const response = await acme.upload('order.bpmn', ORDER, {
      dir: 'orders/inbound',
      tags: 'edi, orders',
    });
    assert.equal(response.statusCode, 200, response.body);
    const { msg, data } = response.json();
    assert.equal(msg, 'upload success');
    assert.deepEqual(
      { ...data, modifyTime: typeof data.modifyTime },
      {
        fileName: 'order.bpmn',
        path: 'orders/inbound/order.bpmn',
        dir: 'orders/inbound/',
        type: 'file',
        tags: ['edi', 'orders'],
        size: Buffer.byteLength(ORDER),
        modifyTime: 'string',
        modifiedBy: ACME.admin.username,
      },
    );
    const download = await acme.call('GET', '/api/download?path=orders/inbound/order.bpmn');
    assert.equal(download.statusCode, 200);
    assert.equal(download.body, ORDER);
    assert.equal(download.headers['content-type'], 'application/xml; charset=utf-8');
    assert.equal(
      download.headers['content-disposition'],
      `attachment; filename="order.bpmn"; filename*=UTF-8''order.bpmn`,
    );
    assert.equal(download.headers['x-content-type-options'], 'nosniff');
  });

  it('refuses what is not BPMN with the place of the first error, and stores nothing', async () => {
    const before = await acme.folder('orders/inbound');
    const broken = ORDER.replace(
      '<bpmn:endEvent id="EndEvent_1" />',
      '<bpmn:endEvent id="EndEvent_1" <',
    );
    const line = broken.split('\n').findIndex((text) => text.includes('EndEvent_1" <')) + 1;
    const column = broken.split('\n')[line - 1].indexOf('<') + 1;
    const bad: [string, string | Buffer, Record<string, string>, number, string][] = [
      [
        'broken.bpmn',
        broken,
        {},
        400,
        `Not a BPMN file: illegal first char attribute name at "<bpmn:endEvent>"; line ${line}, column ${column}`,
      ],
      [
        'order.xml',
        '<?xml version="1.0"?>\n<order/>',
        {},
        400,
        'Not a BPMN file: unexpected element <order> at "<order/>"; line 2, column 1',
      ],
      [
        'none.bpmn',
        '<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL"/>',
        {},
        400,
        'Not a BPMN file: it holds no process',
      ],
      [
        'latin1.bpmn',
        Buffer.from([0x3c, 0xe9, 0x3e]),
        {},
        400,
        'Not a BPMN file: it is not UTF-8 text',
      ],
      ['order.txt', ORDER, {}, 400, 'file name must end with .bpmn or .xml'],
      [`${'x'.repeat(252)}.bpmn`, ORDER, {}, 400, 'file name must be at most 255 bytes'],
      ['new.bpmn', ORDER, { dir: 'orders/../..' }, 400, "dir must not be '.' or '..'"],
      ['new.bpmn', ORDER, { dir: 'nowhere' }, 404, 'No folder "nowhere"'],
      [
        'new.bpmn',
        ORDER,
        { dir: 'orders/inbound', tags: 'edi,unknown' },
        400,
        'tags: no tag named "unknown"; add it first',
      ],
      [
        'order.bpmn',
        ORDER,
        { dir: 'orders/inbound' },
        409,
        'A file or folder named "order.bpmn" already exists in "orders/inbound"',
      ],
      [
        'big.bpmn',
        Buffer.alloc(UPLOAD_MAX_BYTES + 1, 0x20),
        { dir: 'orders/inbound' },
        413,
        'The file is too big',
      ],
    ];
    for (const [fileName, content, fields, status, msg] of bad) {
      const response = await acme.upload(fileName, content, { dir: 'orders/inbound', ...fields });
      assert.deepEqual(refusal(response), { status, msg }, fileName);
    }
    assert.deepEqual(await acme.folder('orders/inbound'), before);
    // The multipart reader keeps the last segment of a file name: a path cannot come through.
    const escaped = await acme.uploaded('../../escape.bpmn', ORDER, { dir: 'orders/archive' });
    assert.equal(escaped.path, 'orders/archive/escape.bpmn');
    const noFile = await server.call(null, { method: 'POST', url: '/api/bpmnUpload' });
    assert.equal(noFile.statusCode, 401);
  });

  it('answers 404 for a missing file and 400 for a folder or a bad path', async () => {
    const cases: [string, number, string][] = [
      ['orders/inbound/missing.bpmn', 404, 'No file or folder "orders/inbound/missing.bpmn"'],
      ['orders/inbound', 400, 'path "orders/inbound" is a folder, not a file'],
      ['orders/../zeta.bpmn', 400, "path must not be '.' or '..'"],
      ['', 400, 'path is required'],
    ];
    for (const [path, status, msg] of cases) {
      const response = await acme.call('GET', `/api/download?path=${encodeURIComponent(path)}`);
      assert.deepEqual(refusal(response), { status, msg }, path);
    }
  });
});

describe('the tag filter (/api/bpmnFiles?tag=…&tag=…)', () => {
  it('lists the files, in every folder, that carry all the given tags', async () => {
    await acme.uploaded('edi-only.bpmn', ORDER, { dir: 'billing', tags: 'edi' });
    await acme.uploaded('both.bpmn', ORDER, { dir: 'billing', tags: 'orders,edi,draft' });
    const paths = async (...tags: string[]) => (await acme.tagged(...tags)).map((f) => f.path);
    assert.deepEqual(await paths('edi', 'orders'), [
      'billing/both.bpmn',
      'orders/inbound/order.bpmn',
    ]);
    assert.deepEqual(await paths('edi'), [
      'billing/both.bpmn',
      'billing/edi-only.bpmn',
      'orders/inbound/order.bpmn',
    ]);
    assert.deepEqual(await paths('draft', 'edi', 'orders'), ['billing/both.bpmn']);
    assert.deepEqual(await paths('nobody'), []);
    // No tag: every file (folders are not listed).
    assert.equal((await acme.tagged()).length, 6);
  });
});

describe('tenant isolation', () => {
  it("shows another tenant nothing of Acme's files and lets it change nothing", async () => {
    assert.deepEqual(await globex.folder(), []);
    assert.deepEqual(await globex.tagged(), []);
    const cases: [Parameters<typeof globex.call>, string][] = [
      [['GET', '/api/bpmnFileList?dir=orders'], 'No folder "orders"'],
      [['GET', '/api/download?path=zeta.bpmn'], 'No file or folder "zeta.bpmn"'],
      [['POST', '/api/bpmnDir', { dir: 'orders', name: 'x' }], 'No folder "orders"'],
      [
        ['PUT', '/api/bpmnFile', { path: 'zeta.bpmn', newName: 'mine.bpmn' }],
        'No file or folder "zeta.bpmn"',
      ],
      [['DELETE', '/api/bpmnFile?path=zeta.bpmn'], 'No file or folder "zeta.bpmn"'],
      [['DELETE', '/api/bpmnDir?path=orders&recursive=true'], 'No file or folder "orders"'],
    ];
    for (const [args, msg] of cases) {
      assert.deepEqual(refusal(await globex.call(...args)), { status: 404, msg }, args[1]);
    }
    const upload = await globex.upload('x.bpmn', ORDER, { dir: 'orders' });
    assert.deepEqual(refusal(upload), { status: 404, msg: 'No folder "orders"' });
    // Globex may use the same names in its own tree.
    await globex.mkdir('', 'orders');
    await globex.uploaded('zeta.bpmn', ORDER);
    assert.deepEqual(names(await globex.folder()), ['d:orders', 'f:zeta.bpmn']);
    assert.deepEqual(names(await acme.folder('orders')), ['d:archive', 'd:inbound']);
  });
});
