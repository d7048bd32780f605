import { randomBytes } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, renameSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { openPglite, openPostgres, type Database } from '../src/db/client';
import { seedStandardTenants } from './fixtures';

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
/**
 * The same with Acme and Globex seeded (fixtures.ts), which every test server starts with:
 * copying them costs nothing, seeding them each time cost a test file one to two seconds of CPU
 * here (four scrypt hashes and the rows of two tenants).
 */
const PGLITE_SEEDED_TEMPLATE = `${PGLITE_TEMPLATE}-seeded`;
const PG_SEEDED_TEMPLATE_DB = `${PG_TEMPLATE_DB}_seeded`;

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
export const copyTemplate = (dir: string, template = PGLITE_TEMPLATE) =>
  cpSync(template, dir, { recursive: true });

/**
 * A fresh, migrated database for one test file: empty, or with Acme and Globex when `seeded`
 * (see `standardTenantsOf` for their ids).
 */
export async function freshDatabase({ seeded = false } = {}): Promise<Database> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    const copy = mkdtempSync(path.join(SCRATCH, 'console-test-db-'));
    // /dev/shm is memory: a test file that ends without closing must not leave its copy there.
    const remove = () => rmSync(copy, { recursive: true, force: true });
    process.once('exit', remove);
    copyTemplate(path.join(copy, 'pglite'), seeded ? PGLITE_SEEDED_TEMPLATE : PGLITE_TEMPLATE);
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
  const template = seeded ? PG_SEEDED_TEMPLATE_DB : PG_TEMPLATE_DB;
  await adminQuery(url, `create database ${name} template ${template}`);
  const database = await openPostgres(withDatabase(url, name));
  return {
    ...database,
    close: async () => {
      await database.close();
      await adminQuery(url, `drop database if exists ${name}`);
    },
  };
}

/**
 * Builds the templates that `freshDatabase` copies: migrated, and migrated and seeded. On the
 * PostgreSQL of TEST_DATABASE_URL when set, and as PGlite folders when there is none or `pglite`
 * asks for them too (a PostgreSQL run's files that run on the embedded database).
 */
export async function buildTemplate({ pglite = false } = {}) {
  const url = process.env.TEST_DATABASE_URL;
  if (!url || pglite) {
    await buildPgliteTemplate(PGLITE_TEMPLATE);
    await buildPgliteTemplate(PGLITE_SEEDED_TEMPLATE, seedStandardTenants, PGLITE_TEMPLATE);
  }
  if (!url) return;
  for (const name of [PG_SEEDED_TEMPLATE_DB, PG_TEMPLATE_DB]) {
    await adminQuery(url, `drop database if exists ${name}`);
  }
  await adminQuery(url, `create database ${PG_TEMPLATE_DB}`);
  const template = await openPostgres(withDatabase(url, PG_TEMPLATE_DB));
  await template.close();
  await adminQuery(url, `create database ${PG_SEEDED_TEMPLATE_DB} template ${PG_TEMPLATE_DB}`);
  const seeded = await openPostgres(withDatabase(url, PG_SEEDED_TEMPLATE_DB));
  try {
    await seedStandardTenants(seeded.db);
  } finally {
    await seeded.close();
  }
}

/**
 * A new PGlite folder, or a copy of `from`, seeded; built beside its final place and renamed, so
 * a half-written template is never copied.
 */
async function buildPgliteTemplate(
  target: string,
  seed?: (db: Database['db']) => Promise<void>,
  from?: string,
) {
  rmSync(target, { recursive: true, force: true });
  const building = mkdtempSync(`${target}-`);
  if (from) copyTemplate(path.join(building, 'pglite'), from);
  const database = await openPglite(path.join(building, 'pglite'));
  try {
    await seed?.(database.db);
  } finally {
    await database.close();
  }
  renameSync(path.join(building, 'pglite'), target);
  rmSync(building, { recursive: true, force: true });
}
