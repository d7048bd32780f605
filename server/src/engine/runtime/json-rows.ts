import { getTableColumns, getTableName, is, sql, SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';

/**
 * Many rows as one JSON parameter (`jsonb_populate_recordset`) instead of one parameter per
 * value: building and binding thousands of parameters cost more than the writes themselves.
 * Defaults are filled in here, since a missing JSON key would otherwise become NULL.
 */
interface TablePlan {
  table: string;
  columns: [property: string, column: PgColumn][];
  list: string;
}

const plans = new Map<PgTable, TablePlan>();
const SERIAL = new Set(['PgSerial', 'PgBigSerial53', 'PgBigSerial64']);

function planOf(table: PgTable): TablePlan {
  let plan = plans.get(table);
  if (!plan) {
    const columns = Object.entries(getTableColumns(table)).filter(
      ([, column]) => !SERIAL.has(column.columnType),
    );
    plan = {
      table: `"${getTableName(table)}"`,
      columns,
      list: columns.map(([, column]) => `"${column.name}"`).join(', '),
    };
    plans.set(table, plan);
  }
  return plan;
}

const defaultOf = (column: PgColumn, now: string) => {
  if (!column.hasDefault) return null;
  // defaultNow() is SQL; every other default of these tables is a plain value.
  return is(column.default, SQL) ? now : (column.default ?? null);
};

function payload(plan: TablePlan, rows: Record<string, unknown>[]) {
  const now = new Date().toISOString();
  return JSON.stringify(
    rows.map((row) =>
      Object.fromEntries(
        plan.columns.map(([property, column]) => [
          column.name,
          row[property] === undefined ? defaultOf(column, now) : row[property],
        ]),
      ),
    ),
  );
}

/** `insert into t (cols) select cols from <rows>`, ready for an `on conflict` clause. */
export function insertRows<T extends PgTable>(table: T, rows: T['$inferInsert'][]): SQL {
  const plan = planOf(table);
  const json = payload(plan, rows as Record<string, unknown>[]);
  return sql`insert into ${sql.raw(plan.table)} (${sql.raw(plan.list)})
    select ${sql.raw(plan.list)} from jsonb_populate_recordset(null::${sql.raw(plan.table)}, ${json}::jsonb)`;
}

/** `on conflict (target) do update set col = excluded.col` for every column but `keep`. */
export function onConflictUpdate(
  table: PgTable,
  target: string[],
  keep: string[],
  where?: SQL,
): SQL {
  const set = planOf(table)
    .columns.filter(([property]) => !keep.includes(property))
    .map(([, column]) => `"${column.name}" = excluded."${column.name}"`)
    .join(', ');
  const conflict = sql.raw(
    ` on conflict (${target.map((name) => `"${name}"`).join(', ')}) do update set ${set}`,
  );
  return where ? sql`${conflict} where ${where}` : conflict;
}
