import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { bp, bpg } from '../../src/db/schema';
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
