import {
  and,
  asc,
  Column,
  desc,
  eq,
  gte,
  ilike,
  inArray,
  is,
  lte,
  sql,
  type AnyColumn,
  type SQL,
} from 'drizzle-orm';
import { processDefinitions } from '../../../db/schema';
import { engineBadRequest } from '../../errors';

/**
 * The SQL pieces every Camunda query of the engine is made of: paging, sorting, dates, and
 * the conditions of filters that were given (Camunda ignores a filter the client did not send).
 */

/** A page of a list: rows skipped and rows wanted. */
export interface Page {
  offset: number;
  limit: number;
}

export interface Sort<K extends string> {
  by: K;
  desc: boolean;
}

/** Camunda's answer to a list query with only one of sortBy and sortOrder. */
const LONE_SORT = 'Only a single sorting parameter specified. sortBy and sortOrder required';

/**
 * sortBy checked against the list's keys and sortOrder against asc/desc, both refused when
 * wrong. As in Camunda, both or neither: one alone is refused too.
 */
export function sortOf<K extends string>(
  keys: readonly K[],
  fallback: Sort<K>,
  sortBy: string | undefined,
  sortOrder: string | undefined,
): Sort<K> {
  if (sortOrder !== undefined && sortOrder !== 'asc' && sortOrder !== 'desc') {
    throw engineBadRequest(`sortOrder must be asc or desc, not "${sortOrder}"`);
  }
  if (sortBy === undefined && sortOrder === undefined) return fallback;
  if (sortBy === undefined || sortOrder === undefined) throw engineBadRequest(LONE_SORT);
  const key = keys.find((candidate) => candidate === sortBy);
  if (!key) throw engineBadRequest(`sortBy must be one of ${keys.join(', ')}, not "${sortBy}"`);
  return { by: key, desc: sortOrder === 'desc' };
}

/**
 * ORDER BY the sort column then the tie-breaker, both in the sort's direction (stable pages).
 * The indexes are `desc nulls last`, and PostgreSQL only reads an index in order when the
 * nulls placement matches too, so NOT NULL columns say it explicitly (for them it changes no
 * result): `desc nulls last`, or `asc nulls first` to read the index backwards. Nullable
 * columns keep PostgreSQL's (and Camunda's) default placement.
 */
export const orderOf = (sort: { desc: boolean }, ...columns: (AnyColumn | SQL)[]) =>
  columns.map((column) => {
    if (!is(column, Column) || !column.notNull) return sort.desc ? desc(column) : asc(column);
    return sort.desc ? sql`${column} desc nulls last` : sql`${column} asc nulls first`;
  });

const DATE =
  /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})(?:\.(\d{1,3}))?(Z|[+-]\d{2}:?\d{2})?$/;

/**
 * A date parameter in Camunda's format (`2024-01-31T12:00:00.000+0200`; ISO's `Z` and
 * `+02:00` too; without a zone it is UTC), or refused naming the parameter. Impossible dates
 * such as 2024-02-30 are refused rather than rolled over.
 */
export function parseDate(field: string, text: string | undefined): Date | undefined {
  if (text === undefined) return undefined;
  // An unencoded `+0200` arrives as ` 0200` (a `+` in a query string is a space).
  const match = DATE.exec(text.trim().replace(/ (\d{2}:?\d{2})$/, '+$1'));
  const bad = () =>
    engineBadRequest(`${field} must be a date as yyyy-MM-ddTHH:mm:ss.SSSZ, not "${text}"`);
  if (!match) throw bad();
  const [year, month, day, hour, minute, second] = match.slice(1, 7).map(Number);
  const zone = match[8] ?? 'Z';
  const offset = zone === 'Z' ? 'Z' : `${zone.slice(0, 3)}:${zone.slice(-2)}`;
  const millis = (match[7] ?? '0').padEnd(3, '0');
  const iso = `${match.slice(1, 4).join('-')}T${match.slice(4, 7).join(':')}.${millis}${offset}`;
  const date = new Date(iso);
  const calendar = new Date(Date.UTC(year, month - 1, day));
  if (
    Number.isNaN(date.getTime()) ||
    calendar.getUTCMonth() !== month - 1 ||
    calendar.getUTCDate() !== day ||
    hour > 23 ||
    minute > 59 ||
    second > 59
  ) {
    throw bad();
  }
  return date;
}

/**
 * Camunda's `...Like` parameters: Cockpit sends a LIKE pattern with its own `%`; other clients
 * send a bare substring. A value with `%` is used as it is, anything else matches as a substring.
 */
export function likeOf(column: AnyColumn, text: string): SQL {
  const pattern = text.includes('%') ? text : `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return ilike(column, pattern);
}

/*
 * Each of these is the condition for a parameter that was given, and undefined (no condition,
 * for drizzle's `and`) otherwise.
 */
export const eqOpt = (column: AnyColumn, value: string | number | undefined) =>
  value === undefined ? undefined : eq(column, value);
export const likeOpt = (column: AnyColumn, text: string | undefined) =>
  text === undefined ? undefined : likeOf(column, text);
export const lteOpt = (column: AnyColumn, date: Date | undefined) =>
  date ? lte(column, date) : undefined;
export const gteOpt = (column: AnyColumn, date: Date | undefined) =>
  date ? gte(column, date) : undefined;

/** A comma-separated id list (Camunda's `...In` and `processInstanceIds` parameters). */
export const listOf = (text: string | string[] | undefined): string[] | undefined => {
  if (text === undefined) return undefined;
  const parts = (Array.isArray(text) ? text : text.split(','))
    .map((part) => part.trim())
    .filter(Boolean);
  return parts;
};

/** A single-value filter and a list filter of the same field: a row must pass both. */
export function oneAndList(one: string | undefined, list: string | string[] | undefined) {
  const many = listOf(list);
  if (one === undefined) return many;
  return many ? many.filter((value) => value === one) : [one];
}

/** A `...In` filter: the column is one of the listed values; an empty list matches nothing. */
export const inListOpt = (column: AnyColumn, text: string | string[] | undefined) => {
  const values = listOf(text);
  if (values === undefined) return undefined;
  return values.length ? inArray(column, values) : sql`false`;
};

/** Camunda's tenantIdIn: every row here is the caller's tenant, so it is in the list or not. */
export const tenantIdIn = (tenantId: number, text: string | string[] | undefined) => {
  const tenants = listOf(text);
  return tenants && !tenants.includes(String(tenantId)) ? sql`false` : undefined;
};

/** Rows whose definition (`definitionColumn`) has this name, or a name like this. */
export function definitionNamed(
  definitionColumn: AnyColumn,
  tenantId: number,
  name: string | undefined,
  nameLike: string | undefined,
): SQL | undefined {
  if (name === undefined && nameLike === undefined) return undefined;
  const pd = processDefinitions;
  return inArray(
    definitionColumn,
    sql`(select ${pd.id} from ${pd} where ${and(
      eq(pd.tenantId, tenantId),
      eqOpt(pd.name, name),
      likeOpt(pd.name, nameLike),
    )})`,
  );
}

/** A query's parameters as the engine reads them: optional texts and optional flags. */
export type Texts<K extends string> = { [P in K]?: string };
export type Flags<K extends string> = { [P in K]?: boolean };
