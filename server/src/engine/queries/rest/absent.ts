import { sql } from 'drizzle-orm';

/*
 * Filters on what this engine never has (case instances, job definitions, task assignees,
 * rows without a tenant): a value given can fit no row, so the filter answers nothing.
 */
export const NONE = sql`false`;

/** A filter on something no row here has: any value given matches nothing. */
export const absentOpt = (value: unknown) => (value === undefined ? undefined : NONE);

/** Camunda's withoutTenantId: every row here belongs to a tenant, so none fits when true. */
export const withoutTenantOpt = (flag: boolean | undefined) => (flag ? NONE : undefined);
