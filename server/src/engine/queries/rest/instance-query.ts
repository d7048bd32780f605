import { and, eq, sql } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { InstanceState } from '../../../db/schema';
import type { Db, Tx } from '../../../db/types';
import { orderOf, type Page } from './sql';
import {
  ALL_STATES,
  conditions,
  SORT_COLUMNS,
  stateCondition,
  t,
  type InstanceCriteria,
  type InstanceRow,
  type InstanceSort,
} from './instance-criteria';

/**
 * Reads with bitmap scans off. PGlite runs no autovacuum, so the planner may have no
 * statistics; it then guesses that a tenant and state match a handful of rows and would
 * gather them all in a bitmap and sort them (a second for the completed instances of a
 * million) instead of reading the first rows of the ordered index.
 */
const withOrderedScans = <T>(db: Db, read: (tx: Tx) => Promise<T>) =>
  db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_bitmapscan = off`);
    return read(tx);
  });

/**
 * One page of instances. Sorted by start time with several states (running, finished, the
 * console's Cancelled), each state is read from the (tenant, state, start_time desc, id desc)
 * index on its own and the parts are merged, instead of sorting every row of those states.
 * A definition filter (no index of its own) is split by all five states the same way: each
 * part then reads its state's index in order and stops at the page's end.
 */
export async function instancePage(
  db: Db,
  c: InstanceCriteria,
  sort: InstanceSort,
  page: Page,
): Promise<InstanceRow[]> {
  if (!c.states.length || page.limit === 0) return [];
  const order = orderOf(sort, SORT_COLUMNS[sort.by], t.id);
  const where = conditions(c);
  const byDefinition = c.definitionId !== undefined || c.definitionKeys !== undefined;
  const split =
    sort.by === 'startTime' &&
    !c.openIncidents &&
    c.states.length > 1 &&
    (c.states.length < ALL_STATES.length || byDefinition);
  if (!split) {
    return withOrderedScans(db, (tx) =>
      tx
        .select()
        .from(t)
        .where(and(where, stateCondition(c.states, c.openIncidents)))
        .orderBy(...order)
        .limit(page.limit)
        .offset(page.offset),
    );
  }
  return withOrderedScans(db, (tx) => {
    const part = (state: InstanceState) =>
      tx
        .select()
        .from(t)
        .where(and(where, eq(t.state, state)))
        .orderBy(...order)
        .limit(page.offset + page.limit);
    const [first, second, ...rest] = c.states.map(part);
    const merged = orderOf(
      sort,
      sql`${sql.identifier('start_time')}`,
      sql`${sql.identifier('id')}`,
    );
    return unionAll(first, second, ...rest)
      .orderBy(...merged)
      .limit(page.limit)
      .offset(page.offset);
  });
}
