import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { Type, type Static } from 'typebox';
import { variables } from '../../../db/schema';
import type { Db } from '../../../db/types';
import {
  admin,
  camundaDate,
  countJson,
  likeOf,
  OptFlag,
  OptText,
  open,
  orderOf,
  pageOf,
  Paging,
  REST,
  Sorting,
  sortOf,
  tenantOf,
} from './common';
import { oneAndList } from './history-instance-filters';
import { definitionsOf, typedValue } from './shapes';

const v = variables;
const VariableQuery = Type.Object(
  {
    processInstanceId: OptText,
    processInstanceIdIn: Type.Optional(Type.String({ maxLength: 100_000 })),
    processDefinitionId: OptText,
    variableName: OptText,
    variableNameLike: OptText,
    deserializeValues: OptFlag,
    ...Paging,
    ...Sorting,
  },
  open,
);
const VARIABLE_SORTS = ['instanceId', 'variableName'] as const;

function variableConditions(tenantId: number, q: Static<typeof VariableQuery>) {
  const instances = oneAndList(q.processInstanceId, q.processInstanceIdIn);
  return and(
    eq(v.tenantId, tenantId),
    instances ? inArray(v.processInstanceId, instances) : undefined,
    q.processDefinitionId !== undefined ? eq(v.definitionId, q.processDefinitionId) : undefined,
    q.variableName !== undefined ? eq(v.name, q.variableName) : undefined,
    q.variableNameLike !== undefined ? likeOf(v.name, q.variableNameLike) : undefined,
  );
}

/**
 * The history of variables. The variable table holds each variable's latest value, so every
 * variable is one CREATED history entry. Meant to be read per process instance (its index).
 */
export async function variableHistoryRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  const vars = { schema: { querystring: VariableQuery }, config: admin };
  const VARIABLE = `${REST}/history/variable-instance`;
  r.get(VARIABLE, vars, async (req) => {
    const tenantId = tenantOf(req);
    const sort = sortOf(
      VARIABLE_SORTS,
      { by: 'variableName', desc: false },
      req.query.sortBy,
      req.query.sortOrder,
    );
    const page = pageOf(req.query);
    const columns =
      sort.by === 'variableName' ? [v.name, v.processInstanceId] : [v.processInstanceId, v.name];
    const rows = await db
      .select()
      .from(v)
      .where(variableConditions(tenantId, req.query))
      .orderBy(...orderOf(sort, ...columns))
      .limit(page.limit)
      .offset(page.offset);
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
  });
  r.get(`${VARIABLE}/count`, vars, async (req) => {
    const [row] = await db
      .select({ count: sql<string>`count(*)` })
      .from(v)
      .where(variableConditions(tenantOf(req), req.query));
    return countJson(Number(row.count));
  });
}
