import { getTableName, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { processDefinitions, tempFlows } from '../../db/schema';

/** `"table"."column"`, spelled out: in insert, update and delete, drizzle leaves columns bare. */
export const qualified = (table: PgTable, column: PgColumn) =>
  sql`${sql.identifier(getTableName(table))}.${sql.identifier(column.name)}`;

/**
 * Whether a definition deployed from the draft (a temp_flow row) exists, as a column of a
 * query on temp_flow: the flows module reads it rather than the stored flag, which a
 * definition deleted through the engine's REST face leaves behind.
 */
export const draftHasDeployedDefinition = sql<boolean>`exists (
  select 1 from ${processDefinitions}
  where ${qualified(processDefinitions, processDefinitions.tempFlowId)} = ${qualified(tempFlows, tempFlows.id)}
    and ${qualified(processDefinitions, processDefinitions.tenantId)} = ${qualified(tempFlows, tempFlows.tenantId)})`;
