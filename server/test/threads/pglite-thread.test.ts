import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PgliteThread } from '../../src/db/pglite-thread';
import { copyTemplate } from '../database';

/** The PGlite thread's own contract: what drizzle relies on, tested without drizzle. */
let pg: PgliteThread;
const base = mkdtempSync(path.join(os.tmpdir(), 'console-pglite-thread-'));

before(async () => {
  if (process.env.TEST_DATABASE_URL) return; // PostgreSQL runs skip this file's tests
  copyTemplate(path.join(base, 'pglite'));
  pg = new PgliteThread({ dataDir: path.join(base, 'pglite') });
  await pg.waitReady;
  await pg.exec('create table thing (id int primary key, at timestamptz, doc jsonb)');
});
after(async () => {
  await pg?.close();
  rmSync(base, { recursive: true, force: true });
});

const ids = async () =>
  (await pg.query<{ id: number }>('select id from thing order by id')).rows.map((row) => row.id);

describe('PGlite on its own thread', { skip: Boolean(process.env.TEST_DATABASE_URL) }, () => {
  it('runs queries with parameters; timestamps and dates come back as text, as drizzle reads them', async () => {
    await pg.query('insert into thing values ($1, $2, $3)', [
      1,
      new Date('2026-01-02T03:04:05Z'),
      { a: [1, 2] },
    ]);
    const asObjects = await pg.query<{ id: number; at: string; doc: unknown }>(
      'select * from thing',
    );
    assert.deepEqual(asObjects.rows, [{ id: 1, at: '2026-01-02 03:04:05+00', doc: { a: [1, 2] } }]);
    const asArrays = await pg.query<unknown[]>(
      "select at::date, interval '1 day', at::timestamp from thing",
      [],
      { rowMode: 'array' },
    );
    assert.deepEqual(asArrays.rows, [['2026-01-02', '1 day', '2026-01-02 03:04:05']]);
  });

  it('commits a transaction whose work resolves, and others wait for it', async () => {
    let outsideSaw: number[] | undefined;
    await pg.transaction(async (tx) => {
      await tx.query('insert into thing (id) values (2)');
      // Started inside, answered after the commit: it sees the row.
      void ids().then((seen) => (outsideSaw = seen));
      await tx.query('insert into thing (id) values (3)');
    });
    assert.deepEqual(await ids(), [1, 2, 3]);
    assert.deepEqual(outsideSaw, [1, 2, 3]);
  });

  it('rolls back a transaction whose work throws, and rethrows', async () => {
    await assert.rejects(
      pg.transaction(async (tx) => {
        await tx.query('insert into thing (id) values (4)');
        throw new Error('changed my mind');
      }),
      { message: 'changed my mind' },
    );
    assert.deepEqual(await ids(), [1, 2, 3]);
  });

  it("rethrows PostgreSQL's error with its code and constraint, inside a transaction too", async () => {
    await assert.rejects(pg.query('insert into thing (id) values (1)'), {
      code: '23505',
      constraint: 'thing_pkey',
    });
    await assert.rejects(
      pg.transaction((tx) => tx.query('insert into thing (id) values (1)')),
      { code: '23505' },
    );
    assert.deepEqual(await ids(), [1, 2, 3]);
  });

  it('reads and writes bytea as the bytes they are, null and empty too', async () => {
    await pg.exec('create table blob (id int primary key, content bytea)');
    const bytes = Buffer.from([0, 1, 0x7f, 0x80, 0xfe, 0xff, 0x5c, 0x78]);
    const big = Buffer.alloc(70_000, 0xab);
    for (const [id, content] of [
      [1, bytes],
      [2, big],
      [3, Buffer.alloc(0)],
      [4, null],
    ] as const)
      await pg.query('insert into blob values ($1, $2)', [id, content]);
    const { rows } = await pg.query<{ id: number; content: Uint8Array | null; hex: string }>(
      "select id, content, encode(content, 'hex') as hex from blob order by id",
    );
    assert.deepEqual(Buffer.from(rows[0].content ?? []), bytes);
    assert.equal(rows[0].hex, bytes.toString('hex'));
    assert.deepEqual(Buffer.from(rows[1].content ?? []), big);
    assert.equal(rows[2].content?.length, 0);
    assert.equal(rows[3].content, null);
    await assert.rejects(pg.query('update blob set content = $1 where id = 1', [42]), {
      message: 'Invalid input for bytea type',
    });
  });

  it('runs one text many times with other values, and tells a failing statement by its text', async () => {
    const text = 'select id from thing where id >= $1 order by id';
    for (const [from, expected] of [
      [1, [1, 2, 3]],
      [3, [3]],
      [9, []],
    ] as const)
      assert.deepEqual(
        (await pg.query<{ id: number }>(text, [from])).rows.map((row) => row.id),
        expected,
      );
    await assert.rejects(pg.query('select nothing from thing where id = $1', [1]), {
      code: '42703',
      query: 'select nothing from thing where id = $1',
    });
    await assert.rejects(pg.query(text, ['not a number']), { code: '22P02' });
    assert.deepEqual((await pg.query<{ id: number }>(text, [2])).rows, [{ id: 2 }, { id: 3 }]);
  });

  it('answers a statement again after its table changed shape, outside a transaction and in the next one', async () => {
    await pg.exec('create table shape (id int primary key, name text)');
    await pg.query("insert into shape values (1, 'one')");
    const text = 'select * from shape where id = $1';
    assert.deepEqual((await pg.query(text, [1])).rows, [{ id: 1, name: 'one' }]);
    await pg.exec("alter table shape add column note text default 'added'");
    assert.deepEqual((await pg.query(text, [1])).rows, [{ id: 1, name: 'one', note: 'added' }]);
    await pg.exec('alter table shape drop column note');
    // In a transaction the stale statement's failure ends it; the next one prepares it again.
    await assert.rejects(
      pg.transaction((tx) => tx.query(text, [1])),
      { code: '0A000' },
    );
    const again = await pg.transaction((tx) => tx.query(text, [1]));
    assert.deepEqual(again.rows, [{ id: 1, name: 'one' }]);
  });

  it('refuses calls once closed', async () => {
    const other = new PgliteThread({});
    await other.waitReady;
    await other.close();
    await assert.rejects(other.query('select 1'), /exited/);
  });
});
