import { and, eq, type AnyColumn, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../../db/types';
import { engineNotFound } from '../../errors';
import { orderOf, sortOf, type Page, type Sort } from './sql';

type Ordering = AnyColumn | SQL;

/** The paging and sorting parameters every list query carries next to its filters. */
export interface ListInput {
  firstResult?: number;
  maxResults?: number;
  sortBy?: string;
  sortOrder?: string;
}

/**
 * How one Camunda resource is listed straight from its table: the conditions of a query (the
 * caller's tenant included), the columns each sortBy key orders by, and the default order.
 */
export interface TableList<T extends PgTable, Q extends ListInput, K extends string> {
  table: T;
  where: (tenantId: number, query: Q) => SQL | undefined;
  /** sortBy keys in Camunda's order: a bad sortBy is a 400 that lists them in this order. */
  sorts: Record<K, Ordering | Ordering[]>;
  /** Ordered by after the sort key's columns, so that pages are stable. */
  tieBreakers?: Ordering[];
  defaultSort: Sort<NoInfer<K>>;
}

/** A TableList with its sort keys inferred from `sorts`. */
export const tableList = <T extends PgTable, Q extends ListInput, K extends string>(
  list: TableList<T, Q, K>,
) => list;

/**
 * A page of the tenant's rows that fit the query, in the order it asks for. The sort is
 * checked before the filters, so a query with both wrong is refused for its sortBy/sortOrder.
 */
export async function tablePage<T extends PgTable, Q extends ListInput, K extends string>(
  db: Db,
  list: TableList<T, Q, K>,
  tenantId: number,
  query: Q,
  page: Page,
): Promise<T['$inferSelect'][]> {
  // Object.keys keeps the record's order and its keys are exactly K.
  const keys = Object.keys(list.sorts) as K[];
  const sort = sortOf(keys, list.defaultSort, query.sortBy, query.sortOrder);
  const columns = [list.sorts[sort.by], ...(list.tieBreakers ?? [])].flat();
  const rows = await db
    .select()
    .from(plainTable(list.table))
    .where(list.where(tenantId, query))
    .orderBy(...orderOf(sort, ...columns))
    .limit(page.limit)
    .offset(page.offset);
  return rows as T['$inferSelect'][];
}

/** How many of the tenant's rows fit the query (Camunda's `/count`, which ignores paging). */
export const tableCount = <T extends PgTable, Q extends ListInput, K extends string>(
  db: Db,
  list: TableList<T, Q, K>,
  tenantId: number,
  query: Q,
): Promise<number> => db.$count(list.table, list.where(tenantId, query));

/**
 * The tenant's row with this id, or not found with Camunda's message: another tenant's id is as
 * unknown as a missing one. `scope` narrows further (running instances, open incidents).
 */
export async function tenantRow<T extends PgTable & { id: AnyPgColumn; tenantId: AnyPgColumn }>(
  db: Db,
  table: T,
  tenantId: number,
  id: string,
  missing: string,
  scope?: SQL,
): Promise<T['$inferSelect']> {
  const [row] = await db
    .select()
    .from(plainTable(table))
    .where(and(eq(table.id, id), eq(table.tenantId, tenantId), scope));
  if (!row) throw engineNotFound(missing);
  return row as T['$inferSelect'];
}

/** The reads of one resource listed straight from its table: a page, a count, one by id. */
export interface TableReads<Q, Row> {
  page: (tenantId: number, query: Q, page: Page) => Promise<Row[]>;
  count: (tenantId: number, query: Q) => Promise<number>;
  byId: (tenantId: number, id: string) => Promise<Row>;
}

/** TableReads of `list`; `missing` is Camunda's message for an unknown id, `scope` narrows ids. */
export function tableReads<
  T extends PgTable & { id: AnyPgColumn; tenantId: AnyPgColumn },
  Q extends ListInput,
  K extends string,
>(
  db: Db,
  list: TableList<T, Q, K>,
  missing: (id: string) => string,
  scope?: SQL,
): TableReads<Q, T['$inferSelect']> {
  return {
    page: (tenantId, query, page) => tablePage(db, list, tenantId, query, page),
    count: (tenantId, query) => tableCount(db, list, tenantId, query),
    byId: (tenantId, id) => tenantRow(db, list.table, tenantId, id, missing(id), scope),
  };
}

/**
 * Drizzle cannot type `select().from()` over a generic table (its check for empty selections
 * does not resolve), so the table goes in as a plain PgTable and the callers above give the
 * rows back their table's row type: `select()` without fields reads exactly those columns.
 */
const plainTable = (table: PgTable): PgTable => table;
