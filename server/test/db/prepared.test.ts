import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { freshDatabase } from '../database';
import { as2Logs } from '../../src/db/schema';
import { standardTenantsOf } from '../fixtures';
import { updateLog, updateLogWithSummary } from '../../src/modules/as2/log-statements';
import { columnsKey } from '../../src/db/prepared';

/**
 * Statements prepared once per database handle (db/prepared.ts), on the embedded database and
 * on PostgreSQL (node-postgres prepares them by name per connection).
 */
let database: Awaited<ReturnType<typeof freshDatabase>>;
let logId: number;

before(async () => {
  database = await freshDatabase({ seeded: true });
  const { acme } = await standardTenantsOf(database.db);
  const [row] = await database.db
    .insert(as2Logs)
    .values({
      tenantId: acme.tenantId,
      messageId: '<prepared@test>',
      direction: 'send',
      portName: 'SP_TEST',
      as2From: 'A',
      as2To: 'B',
      status: 'pending',
      messageTimestamp: new Date('2026-11-01T00:00:00Z'),
      headers: { 'as2-from': 'A' },
      mdnTimestamp: new Date('2026-11-01T00:00:01Z'),
    })
    .returning({ id: as2Logs.id });
  logId = row.id;
});
after(() => database?.close());

const stored = async () =>
  (await database.db.select().from(as2Logs).where(eq(as2Logs.id, logId)))[0];

describe('prepared statements', () => {
  it('keys an update by the columns it sets, null ones marked, undefined ones left out', () => {
    assert.equal(
      columnsKey({ status: 'failed', mic: undefined, mdnTimestamp: null, errorMessage: 'x' }),
      'errorMessage,mdnTimestamp=null,status',
    );
    assert.equal(columnsKey({}), '');
  });

  it('sets values through placeholders with their columns’ encoders (timestamp, jsonb, bytea)', async () => {
    const summary = await updateLogWithSummary(database.db, logId, {
      status: 'success',
      mdnTimestamp: new Date('2026-11-02T10:00:00Z'),
      headers: { subject: 'order' },
      mdn: Buffer.from('MDN body'),
    });
    assert.equal(summary.status, 'success');
    assert.equal(summary.mdnTimestamp?.toISOString(), '2026-11-02T10:00:00.000Z');
    assert.equal('mdn' in summary, false, 'the summary leaves the MDN out');
    const row = await stored();
    assert.deepEqual(row.headers, { subject: 'order' });
    assert.equal(row.mdn?.toString(), 'MDN body');
  });

  it('sets SQL null, not JSON null, and a null timestamp, through the same statements again', async () => {
    await updateLog(database.db, logId, { headers: null, mdnTimestamp: null, mdn: null });
    const row = await stored();
    assert.equal(row.headers, null);
    assert.equal(row.mdnTimestamp, null);
    assert.equal(row.mdn, null);
    // The same set of columns with values again: the other statement of that key.
    await updateLog(database.db, logId, {
      headers: { again: 'yes' },
      mdnTimestamp: new Date('2026-11-03T00:00:00Z'),
      mdn: Buffer.from('again'),
    });
    const again = await stored();
    assert.deepEqual(again.headers, { again: 'yes' });
    assert.equal(again.mdnTimestamp?.toISOString(), '2026-11-03T00:00:00.000Z');
  });

  it('refuses an update that sets nothing', async () => {
    await assert.rejects(updateLog(database.db, logId, {}), /sets no column/);
  });
});
