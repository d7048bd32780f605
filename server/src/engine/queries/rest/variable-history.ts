import { and, eq, inArray, sql } from 'drizzle-orm';
import { processDefinitions, variables } from '../../../db/schema';
import type { Db } from '../../../db/types';
import { absentOpt, withoutTenantOpt } from './absent';
import { definitionsOf } from './definition-info';
import {
  eqOpt,
  inListOpt,
  likeOpt,
  listOf,
  oneAndList,
  tenantIdIn,
  type Flags,
  type Page,
  type Texts,
} from './sql';
import { tableCount, tableList, tablePage, type ListInput } from './table-list';
import { variableValueIs } from './variable-value';

const v = variables;
const pd = processDefinitions;

/** Camunda's historic variable instance query; variableValue keeps its JSON type. */
export type VariableHistoryInput = Texts<
  | 'processInstanceId'
  | 'processInstanceIdIn'
  | 'processDefinitionId'
  | 'processDefinitionKey'
  | 'variableName'
  | 'variableNameIn'
  | 'variableNameLike'
  | 'variableTypeIn'
  | 'executionIdIn'
  | 'activityInstanceIdIn'
  | 'taskIdIn'
  | 'caseInstanceId'
  | 'caseExecutionIdIn'
  | 'caseActivityIdIn'
  | 'tenantIdIn'
> &
  Flags<
    | 'variableNamesIgnoreCase'
    | 'variableValuesIgnoreCase'
    | 'includeDeleted'
    | 'withoutTenantId'
    | 'deserializeValues'
  > & { variableValue?: unknown } & ListInput;

/** The name filters, case-insensitive when asked (variableNamesIgnoreCase). */
function nameConditions(q: VariableHistoryInput) {
  const names = oneAndList(q.variableName, q.variableNameIn);
  if (!names) return undefined;
  if (!q.variableNamesIgnoreCase) return inArray(v.name, names);
  const lower = names.map((name) => name.toLowerCase());
  return lower.length ? inArray(sql`lower(${v.name})`, lower) : sql`false`;
}

/**
 * Variables live on the process instance: its id is also their execution's and activity
 * instance's. Deleted variables are not kept (includeDeleted widens nothing); none belongs to
 * a task or a case.
 */
function variableConditions(tenantId: number, q: VariableHistoryInput) {
  const instances = oneAndList(q.processInstanceId, q.processInstanceIdIn);
  const types = listOf(q.variableTypeIn)?.map((type) => type.toLowerCase());
  return and(
    eq(v.tenantId, tenantId),
    instances ? inArray(v.processInstanceId, instances) : undefined,
    eqOpt(v.definitionId, q.processDefinitionId),
    q.processDefinitionKey === undefined
      ? undefined
      : inArray(
          v.definitionId,
          sql`(select ${pd.id} from ${pd} where ${and(
            eq(pd.tenantId, tenantId),
            eq(pd.key, q.processDefinitionKey),
          )})`,
        ),
    nameConditions(q),
    likeOpt(v.name, q.variableNameLike),
    variableValueIs(q.variableValue, !!q.variableValuesIgnoreCase),
    types ? (types.length ? inArray(sql`lower(${v.type})`, types) : sql`false`) : undefined,
    inListOpt(v.processInstanceId, q.executionIdIn),
    inListOpt(v.processInstanceId, q.activityInstanceIdIn),
    absentOpt(q.taskIdIn),
    absentOpt(q.caseInstanceId),
    absentOpt(q.caseExecutionIdIn),
    absentOpt(q.caseActivityIdIn),
    tenantIdIn(tenantId, q.tenantIdIn),
    withoutTenantOpt(q.withoutTenantId),
  );
}

/** By name unless sorted; a name is unique within its instance, so the pair orders fully. */
const VARIABLES = tableList({
  table: v,
  where: variableConditions,
  sorts: {
    instanceId: [v.processInstanceId, v.name],
    variableName: [v.name, v.processInstanceId],
    tenantId: [v.tenantId, v.processInstanceId, v.name],
  },
  defaultSort: { by: 'variableName', desc: false },
});

/**
 * The history of variables. The variable table holds each variable's latest value, so every
 * variable is one history entry. Meant to be read per process instance (its index). A page
 * comes with each variable's definition key, read apart.
 */
export const variableHistoryReads = (db: Db) => ({
  page: async (tenantId: number, query: VariableHistoryInput, page: Page) => {
    const rows = await tablePage(db, VARIABLES, tenantId, query, page);
    const definitions = await definitionsOf(
      db,
      tenantId,
      rows.map((row) => row.definitionId),
    );
    return rows.map((row) => ({ row, definitionKey: definitions.get(row.definitionId)?.key }));
  },
  count: (tenantId: number, query: VariableHistoryInput) =>
    tableCount(db, VARIABLES, tenantId, query),
});
