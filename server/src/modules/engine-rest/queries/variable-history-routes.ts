import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Static } from 'typebox';
import { variables } from '../../../db/schema';
import type { Db } from '../../../db/types';
import {
  camundaDate,
  eqOpt,
  likeOpt,
  listQuery,
  OptFlag,
  OptIdList,
  OptText,
  REST,
} from './common';
import { oneAndList } from './history-instance-filters';
import { listRoutes } from './list-routes';
import { definitionsOf, typedValue } from './shapes';
import { tableCount, tableList, tablePage } from './table-list';

const v = variables;
const VariableQuery = listQuery({
  processInstanceId: OptText,
  processInstanceIdIn: OptIdList,
  processDefinitionId: OptText,
  variableName: OptText,
  variableNameLike: OptText,
  deserializeValues: OptFlag,
});

function variableConditions(tenantId: number, q: Static<typeof VariableQuery>) {
  const instances = oneAndList(q.processInstanceId, q.processInstanceIdIn);
  return and(
    eq(v.tenantId, tenantId),
    instances ? inArray(v.processInstanceId, instances) : undefined,
    eqOpt(v.definitionId, q.processDefinitionId),
    eqOpt(v.name, q.variableName),
    likeOpt(v.name, q.variableNameLike),
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

/** A page of variables as history entries, with their definitions' keys read apart. */
async function variablePage(db: Db, tenantId: number, query: Static<typeof VariableQuery>) {
  const rows = await tablePage(db, VARIABLES, tenantId, query);
  const definitions = await definitionsOf(
    db,
    tenantId,
    rows.map((row) => row.definitionId),
  );
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    ...typedValue(row.type, row.value),
    processDefinitionKey: definitions.get(row.definitionId)?.key ?? null,
    processDefinitionId: row.definitionId,
    processInstanceId: row.processInstanceId,
    // Variables live on the process instance: its root execution and activity instance.
    executionId: row.processInstanceId,
    activityInstanceId: row.processInstanceId,
    caseDefinitionKey: null,
    caseDefinitionId: null,
    caseInstanceId: null,
    caseExecutionId: null,
    taskId: null,
    tenantId: String(row.tenantId),
    errorMessage: null,
    state: 'CREATED',
    createTime: camundaDate(row.createTime),
    removalTime: null,
    rootProcessInstanceId: row.processInstanceId,
  }));
}

/**
 * The history of variables. The variable table holds each variable's latest value, so every
 * variable is one CREATED history entry. Meant to be read per process instance (its index).
 */
export async function variableHistoryRoutes(app: FastifyInstance, { db }: { db: Db }) {
  listRoutes(
    app,
    `${REST}/history/variable-instance`,
    VariableQuery,
    {
      page: (tenantId, query) => variablePage(db, tenantId, query),
      count: (tenantId, query) => tableCount(db, VARIABLES, tenantId, query),
    },
    { post: true },
  );
}
