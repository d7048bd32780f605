import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { openPglite, openPostgres, type Database } from '../src/db/client';

/**
 * A migrated PGlite dump, made once by run.ts and copied into memory per test file.
 * TEST_PGLITE_TEMPLATE names another file, so that two checkouts can test at once.
 */
export const PGLITE_TEMPLATE =
  process.env.TEST_PGLITE_TEMPLATE ?? path.join(os.tmpdir(), 'console-server-test-template.tar');
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

/** A fresh, migrated, empty database for one test file. */
export async function freshDatabase(): Promise<Database> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    const dump = new Blob([await readFile(PGLITE_TEMPLATE)]);
    return openPglite(undefined, { loadDataDir: dump });
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
    const database = await openPglite(undefined);
    const client = (
      database.db as unknown as { $client: { dumpDataDir: (c: 'none') => Promise<Blob> } }
    ).$client;
    const dump = await client.dumpDataDir('none');
    const { writeFile } = await import('node:fs/promises');
    await writeFile(PGLITE_TEMPLATE, Buffer.from(await dump.arrayBuffer()));
    await database.close();
    return;
  }
  await adminQuery(url, `drop database if exists ${PG_TEMPLATE_DB}`);
  await adminQuery(url, `create database ${PG_TEMPLATE_DB}`);
  const template = await openPostgres(withDatabase(url, PG_TEMPLATE_DB));
  await template.close();
}
