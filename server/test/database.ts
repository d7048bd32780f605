import { randomBytes } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, renameSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { openPglite, openPostgres, type Database } from '../src/db/client';

/**
 * A migrated PGlite data folder, made once by run.ts and copied per test file: opening a copy
 * takes a third of the time of loading a dump into memory (about 1 s against 3 s, 89 files).
 * It lives in memory-backed /dev/shm where there is one. TEST_PGLITE_TEMPLATE names another
 * folder, so that two checkouts can test at once.
 */
const SCRATCH = existsSync('/dev/shm') ? '/dev/shm' : os.tmpdir();
export const PGLITE_TEMPLATE =
  process.env.TEST_PGLITE_TEMPLATE ?? path.join(SCRATCH, 'console-server-test-template');
export const PG_TEMPLATE_DB = 'console_test_template';

const withDatabase = (url: string, name: string) => {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
};

async function adminQuery(url: string, sql: string) {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** Copies the migrated template into `dir` (a PGlite data folder that does not exist yet). */
export const copyTemplate = (dir: string) => cpSync(PGLITE_TEMPLATE, dir, { recursive: true });

/** A fresh, migrated, empty database for one test file. */
export async function freshDatabase(): Promise<Database> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    const copy = mkdtempSync(path.join(SCRATCH, 'console-test-db-'));
    // /dev/shm is memory: a test file that ends without closing must not leave its copy there.
    const remove = () => rmSync(copy, { recursive: true, force: true });
    process.once('exit', remove);
    copyTemplate(path.join(copy, 'pglite'));
    const database = await openPglite(path.join(copy, 'pglite'));
    return {
      ...database,
      close: async () => {
        await database.close();
        remove();
      },
    };
  }
  const name = `console_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(url, `create database ${name} template ${PG_TEMPLATE_DB}`);
  const database = await openPostgres(withDatabase(url, name));
  return {
    ...database,
    close: async () => {
      await database.close();
      await adminQuery(url, `drop database if exists ${name}`);
    },
  };
}

/** Builds the template that `freshDatabase` copies. */
export async function buildTemplate() {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    // Built beside its final place and renamed: a half-written template is never copied.
    rmSync(PGLITE_TEMPLATE, { recursive: true, force: true });
    const building = mkdtempSync(`${PGLITE_TEMPLATE}-`);
    const database = await openPglite(path.join(building, 'pglite'));
    await database.close();
    renameSync(path.join(building, 'pglite'), PGLITE_TEMPLATE);
    rmSync(building, { recursive: true, force: true });
    return;
  }
  await adminQuery(url, `drop database if exists ${PG_TEMPLATE_DB}`);
  await adminQuery(url, `create database ${PG_TEMPLATE_DB}`);
  const template = await openPostgres(withDatabase(url, PG_TEMPLATE_DB));
  await template.close();
}
