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
import type { FastifyRequest } from 'fastify';
import { Type, type TProperties } from 'typebox';
import { callerOf } from '../../../auth/guard';
import { processDefinitions } from '../../../db/schema';
import { badRequest } from '../../../http/envelope';

export { camundaDate } from '../format';

export const REST = '/api/camunda/engine-rest';
/** Every query here is the administrator's, scoped to the caller's tenant. */
export const admin = { auth: { roles: ['admin'] as const } };
export const tenantOf = (req: FastifyRequest) => callerOf(req).bpId;

/**
 * Camunda has no upper bound on maxResults; with a million history rows one is needed, so a
 * list answers at most MAX_RESULTS rows and that is also the default page.
 */
export const MAX_RESULTS = 1000;

/** Camunda's paging parameters (always in the query string, also for POST queries). */
export const Paging = {
  firstResult: Type.Optional(Type.Integer({ minimum: 0 })),
  maxResults: Type.Optional(Type.Integer({ minimum: 0, maximum: MAX_RESULTS })),
};
export const Sorting = {
  sortBy: Type.Optional(Type.String({ maxLength: 64 })),
  sortOrder: Type.Optional(Type.String({ maxLength: 8 })),
};
/** Camunda clients send filters this server does not know; they are ignored, as fields are. */
export const open = { additionalProperties: true };
/** A list's query string: its filters, Camunda's paging and sorting, unknown filters ignored. */
export const listQuery = <F extends TProperties>(filters: F) =>
  Type.Object({ ...filters, ...Paging, ...Sorting }, open);
const Text = Type.String({ maxLength: 1000 });
export const OptText = Type.Optional(Text);
export const OptFlag = Type.Optional(Type.Boolean());
/** A comma-separated id list (Camunda's `...In` parameters), split by listOf. */
export const OptIdList = Type.Optional(Type.String({ maxLength: 100_000 }));
export const IdParams = Type.Object({ id: Type.String({ minLength: 1, maxLength: 255 }) });
export const KeyParams = Type.Object({ key: Type.String({ minLength: 1, maxLength: 255 }) });

export interface Page {
  offset: number;
  limit: number;
}
export const pageOf = (query: { firstResult?: number; maxResults?: number }): Page => ({
  offset: query.firstResult ?? 0,
  limit: query.maxResults ?? MAX_RESULTS,
});

export interface Sort<K extends string> {
  by: K;
  desc: boolean;
}

/** Camunda's answer to a list query with only one of sortBy and sortOrder. */
export const LONE_SORT = 'Only a single sorting parameter specified. sortBy and sortOrder required';

/**
 * sortBy checked against the route's keys and sortOrder against asc/desc, both 400 when wrong.
 * As in Camunda, both or neither: one alone is a 400 too.
 */
export function sortOf<K extends string>(
  keys: readonly K[],
  fallback: Sort<K>,
  sortBy: string | undefined,
  sortOrder: string | undefined,
): Sort<K> {
  if (sortOrder !== undefined && sortOrder !== 'asc' && sortOrder !== 'desc') {
    throw badRequest(`sortOrder must be asc or desc, not "${sortOrder}"`);
  }
  if (sortBy === undefined && sortOrder === undefined) return fallback;
  if (sortBy === undefined || sortOrder === undefined) throw badRequest(LONE_SORT);
  const key = keys.find((candidate) => candidate === sortBy);
  if (!key) throw badRequest(`sortBy must be one of ${keys.join(', ')}, not "${sortBy}"`);
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
 * `+02:00` too; without a zone it is UTC), or 400 naming the parameter. Impossible dates such
 * as 2024-02-30 are refused rather than rolled over.
 */
export function parseDate(field: string, text: string | undefined): Date | undefined {
  if (text === undefined) return undefined;
  // An unencoded `+0200` arrives as ` 0200` (a `+` in a query string is a space).
  const match = DATE.exec(text.trim().replace(/ (\d{2}:?\d{2})$/, '+$1'));
  const bad = () =>
    badRequest(`${field} must be a date as yyyy-MM-ddTHH:mm:ss.SSSZ, not "${text}"`);
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
 * Camunda ignores a filter the client did not send: each of these is the condition for a
 * parameter that was given, and undefined (no condition, for drizzle's `and`) otherwise.
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

/** Camunda's count answers. */
export const countJson = (count: number) => ({ count });

/** Milliseconds from start to end, or null while running. */
export const durationOf = (start: Date, end: Date | null) =>
  end ? end.getTime() - start.getTime() : null;
