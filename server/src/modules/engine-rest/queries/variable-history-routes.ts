import type { FastifyInstance } from 'fastify';
import { Type, type Static } from 'typebox';
import type { ProcessEngine } from '../../../engine';
import { emptyBodyAsObject } from '../../../http/empty-body';
import {
  admin,
  camundaDate,
  countJson,
  listQuery,
  OptFlag,
  OptIdList,
  open,
  OptText,
  pageOf,
  Paging,
  REST,
  tenantOf,
} from './common';
import { listRoutes } from './list-routes';
import { postBodyOf, queryOfPost } from './post-query';
import { typedValue } from './shapes';

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

/** A page of variables as history entries, with their definitions' keys read apart. */
async function variablePage(engine: ProcessEngine, tenantId: number, query: VariableInput) {
  const entries = await engine.query.variableHistory.page(tenantId, query, pageOf(query));
  return entries.map(({ row, definitionKey }) => ({
    id: row.id,
    name: row.name,
    ...typedValue(row.type, row.value),
    processDefinitionKey: definitionKey ?? null,
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
export async function variableHistoryRoutes(
  app: FastifyInstance,
  { engine }: { engine: ProcessEngine },
) {
  const url = `${REST}/history/variable-instance`;
  const page = (tenantId: number, query: VariableInput) => variablePage(engine, tenantId, query);
  const count = (tenantId: number, query: VariableInput) =>
    engine.query.variableHistory.count(tenantId, query);
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
