import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openPglite } from '../../src/db/client';
import { appSettings } from '../../src/db/schema';
import { copyTemplate } from '../database';

const base = mkdtempSync(path.join(os.tmpdir(), 'console-pglite-'));
after(() => rmSync(base, { recursive: true, force: true }));

describe('openPglite on a folder', { skip: Boolean(process.env.TEST_DATABASE_URL) }, () => {
  const dir = path.join(base, 'data', 'pglite');
  const lockFile = path.join(base, 'data', 'server.lock');

  it('keeps what was written across a close and a reopen', async () => {
    // Starting from the migrated template skips initdb (seconds and most of a gigabyte).
    copyTemplate(dir);
    const first = await openPglite(dir);
    assert.equal(first.kind, 'pglite');
    assert.ok(existsSync(lockFile), 'the folder is locked while open');
    await first.db.insert(appSettings).values({ key: 'persisted', value: 'across restarts' });
    await first.close();
    assert.equal(existsSync(lockFile), false, 'closing releases the lock');

    const second = await openPglite(dir);
    try {
      const rows = await second.db
        .select()
        .from(appSettings)
        .where(eq(appSettings.key, 'persisted'));
      assert.deepEqual(rows, [{ key: 'persisted', value: 'across restarts' }]);
    } finally {
      await second.close();
    }
  });

  it('refuses a second open of the same folder while the first is open', async () => {
    const first = await openPglite(dir);
    try {
      await assert.rejects(openPglite(dir), {
        message: `The data folder ${path.dirname(dir)} is in use by process ${process.pid}. Stop it first, or set DATA_DIR.`,
      });
      // The refused open did not take the lock away from the first.
      assert.ok(existsSync(lockFile));
      const rows = await first.db
        .select()
        .from(appSettings)
        .where(eq(appSettings.key, 'persisted'));
      assert.equal(rows.length, 1);
    } finally {
      await first.close();
    }
    assert.equal(existsSync(lockFile), false);
  });
});
