import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema';

/** One handle type for both drivers (TOOLCHAIN.md: not a union of the two). */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/** A transaction handle, usable wherever a Db is. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;
