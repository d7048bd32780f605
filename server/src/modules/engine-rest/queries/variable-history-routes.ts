import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { Type, type Static } from 'typebox';
import { processDefinitions, variables } from '../../../db/schema';
import type { Db } from '../../../db/types';
import { emptyBodyAsObject } from '../../../http/empty-body';
import {
  admin,
  camundaDate,
  countJson,
  eqOpt,
  inListOpt,
  likeOpt,
  listOf,
  listQuery,
  OptFlag,
  OptIdList,
  open,
  OptText,
  Paging,
  REST,
  tenantIdIn,
  tenantOf,
} from './common';
import { absentOpt, withoutTenantOpt } from './absent';
import { oneAndList } from './history-instance-filters';
import { listRoutes } from './list-routes';
import { postBodyOf, queryOfPost } from './post-query';
import { definitionsOf, typedValue } from './shapes';
import { variableValueIs } from './variable-value';
import { tableCount, tableList, tablePage } from './table-list';

const v = variables;
const pd = processDefinitions;
const VariableQuery = listQuery({
  processInstanceId: OptText,
  processInstanceIdIn: OptIdList,
  processDefinitionId: OptText,
  processDefinitionKey: OptText,
  variableName: OptText,
  variableNameIn: OptIdList,
  variableNameLike: OptText,
  // Typed by the value itself: a JSON body's 5 stays a number (see variable-filter.ts).
  variableValue: Type.Optional(Type.Unknown()),
  variableNamesIgnoreCase: OptFlag,
  variableValuesIgnoreCase: OptFlag,
  variableTypeIn: OptIdList,
  includeDeleted: OptFlag,
  executionIdIn: OptIdList,
  activityInstanceIdIn: OptIdList,
  taskIdIn: OptIdList,
  caseInstanceId: OptText,
  caseExecutionIdIn: OptIdList,
  caseActivityIdIn: OptIdList,
  tenantIdIn: OptIdList,
  withoutTenantId: OptFlag,
  deserializeValues: OptFlag,
});
type VariableInput = Static<typeof VariableQuery>;

/** The name filters, case-insensitive when asked (variableNamesIgnoreCase). */
function nameConditions(q: VariableInput) {
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
function variableConditions(tenantId: number, q: VariableInput) {
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

/** A page of variables as history entries, with their definitions' keys read apart. */
async function variablePage(db: Db, tenantId: number, query: VariableInput) {
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

/** The POST form keeps deserializeValues in the query string, next to the paging. */
const PostQuery = Type.Object({ ...Paging, deserializeValues: OptFlag }, open);

/**
 * The history of variables. The variable table holds each variable's latest value, so every
 * variable is one CREATED history entry. Meant to be read per process instance (its index).
 * Values are stored as JSON, so deserializeValues changes nothing in the answer.
 */
export async function variableHistoryRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const url = `${REST}/history/variable-instance`;
  const page = (tenantId: number, query: VariableInput) => variablePage(db, tenantId, query);
  const count = (tenantId: number, query: VariableInput) =>
    tableCount(db, VARIABLES, tenantId, query);
  listRoutes(app, url, VariableQuery, { page, count });
  // Camunda's POST form, as listRoutes' but for deserializeValues in its query string.
  const options = {
    schema: { querystring: PostQuery, body: postBodyOf(VariableQuery) },
    preValidation: emptyBodyAsObject,
    config: admin,
  };
  const posted = (req: { body: unknown; query: unknown }) =>
    queryOfPost<typeof VariableQuery>(
      req.body as Record<string, unknown>,
      req.query as Static<typeof PostQuery>,
    );
  app.post(url, options, async (req) => page(tenantOf(req), posted(req)));
  app.post(`${url}/count`, options, async (req) =>
    countJson(await count(tenantOf(req), posted(req))),
  );
}
