import { Client } from 'pg';

/**
 * The PostgreSQL server the tests run on (TEST_DATABASE_URL); the files that need several
 * server processes on one database skip without it.
 */
export const testDatabaseUrl = process.env.TEST_DATABASE_URL;

/** The test server's address with another database. */
export function databaseUrl(database: string) {
  const target = new URL(String(testDatabaseUrl));
  target.pathname = `/${database}`;
  return target.toString();
}

/** One statement on a connection of its own, to the server's default database or `database`. */
export async function adminQuery(sql: string, database?: string) {
  const client = new Client({
    connectionString: database ? databaseUrl(database) : String(testDatabaseUrl),
  });
  await client.connect();
  return client.query(sql).finally(() => client.end());
}
