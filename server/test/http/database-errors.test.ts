import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import { bp, bpg } from '../../src/db/schema';
import { refusedByDatabase } from '../../src/http/database-errors';
import { uniqueViolationMessage } from '../../src/http/unique-violation';
import { ACME, startTestServer, type StartedServer } from '../harness';

let server: StartedServer;
before(async () => {
  server = await startTestServer();
});
after(() => server?.close());

/** The error the driver (PGlite, or PostgreSQL in CI) really throws for a statement. */
const failureOf = async (statement: () => Promise<unknown>) => {
  try {
    await statement();
  } catch (error) {
    return error;
  }
  assert.fail('the statement did not fail');
};

describe('unique violations', () => {
  it("are recognised in the driver's own errors and named by their index", async () => {
    const values = {
      tenantId: server.acme.tenantId,
      bpgId: server.acme.rootGroupId,
      name: 'Twin',
      email: 'a@b.io',
    };
    await server.db.insert(bp).values(values);
    const error = await failureOf(() => server.db.insert(bp).values(values));
    assert.equal(uniqueViolationMessage(error), 'A business partner with this name already exists');

    const group = {
      tenantId: server.acme.tenantId,
      parentId: server.acme.rootGroupId,
      name: 'Twins',
      description: 'x',
    };
    await server.db.insert(bpg).values(group);
    const groupError = await failureOf(() => server.db.insert(bpg).values(group));
    assert.equal(uniqueViolationMessage(groupError), 'A group with this name already exists there');
  });

  it('leave other errors alone', () => {
    assert.equal(uniqueViolationMessage(new Error('boom')), undefined);
    assert.equal(uniqueViolationMessage({ code: '23503' }), undefined);
    assert.equal(
      uniqueViolationMessage({ cause: { code: '23505' } }),
      'This record already exists',
    );
  });

  it('turn simultaneous creations into one row and a 409', async () => {
    const token = await server.login(ACME.sys.username, ACME.sys.password);
    const create = () =>
      server.call(token, {
        method: 'POST',
        url: `/api/bpg?parentId=${server.acme.rootGroupId}`,
        payload: { name: 'Racing', description: 'Two at once' },
      });
    const responses = await Promise.all([create(), create(), create()]);
    assert.deepEqual(responses.map((r) => r.statusCode).sort(), [200, 409, 409]);
    for (const refused of responses.filter((r) => r.statusCode === 409)) {
      assert.match(refused.json().msg, /already exists there/);
    }
    const rows = (await server.db.select().from(bpg)).filter((row) => row.name === 'Racing');
    assert.equal(rows.length, 1);
  });
});

/** The net under the edge: what the database refuses answers 4xx, read from the driver's errors. */
describe('database refusals', () => {
  it('a NUL byte, a number out of range and malformed input are 400', async () => {
    const nul = await failureOf(() =>
      server.db.insert(bp).values({ name: 'a\u0000b', email: 'x@y.io' }),
    );
    assert.equal(refusedByDatabase(nul)?.status, 400);
    const range = await failureOf(() => server.db.execute(sql`select ${'2147483648'}::integer`));
    assert.equal(refusedByDatabase(range)?.status, 400);
    const syntax = await failureOf(() => server.db.execute(sql`select ${'Infinity'}::integer`));
    assert.deepEqual(refusedByDatabase(syntax), {
      status: 400,
      msg: 'Invalid value: invalid input syntax for type integer: "Infinity"',
    });
  });

  it('a reference to a row that is gone is 409', async () => {
    const orphan = await failureOf(() =>
      server.db.insert(bp).values({ tenantId: 999_999, name: 'Orphan', email: 'x@y.io' }),
    );
    assert.deepEqual(refusedByDatabase(orphan), {
      status: 409,
      msg: 'A record this refers to no longer exists',
    });
  });

  it('anything else is left to the error handler', () => {
    assert.equal(refusedByDatabase(new Error('boom')), undefined);
    assert.equal(refusedByDatabase({ code: '23505' }), undefined);
  });
});
