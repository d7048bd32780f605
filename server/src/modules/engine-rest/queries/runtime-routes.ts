import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { Type, type Static } from 'typebox';
import { variables } from '../../../db/schema';
import type { Db } from '../../../db/types';
import { notFound } from '../../../http/envelope';
import { instanceJson } from '../format';
import {
  admin,
  eqOpt,
  IdParams,
  listQuery,
  open,
  OptFlag,
  OptIdList,
  OptText,
  pageOf,
  REST,
  sortOf,
  tenantOf,
} from './common';
import { oneAndList } from './history-instance-filters';
import { instanceCount } from './instance-count';
import { BodyVariables, extraInstanceFilter, RuntimeInstanceFilters } from './instance-filters';
import { narrow, RUNNING, type InstanceCriteria, type InstanceSort } from './instance-criteria';
import { instancePage } from './instance-query';
import { runningInstance, activityTree } from './activity-tree';
import { idRoute, listRoutes } from './list-routes';
import { typedValue } from './shapes';

const RuntimeQuery = listQuery({
  processInstanceIds: OptIdList,
  businessKey: OptText,
  businessKeyLike: OptText,
  processDefinitionId: OptText,
  processDefinitionKey: OptText,
  processDefinitionKeyIn: OptIdList,
  active: OptFlag,
  suspended: OptFlag,
  withIncident: OptFlag,
  ...RuntimeInstanceFilters,
});
const VariablesQuery = Type.Object({ deserializeValues: OptFlag }, open);
const VariableParams = Type.Object({
  id: Type.String({ minLength: 1, maxLength: 255 }),
  name: Type.String({ minLength: 1, maxLength: 255 }),
});

const SORTS: readonly InstanceSort['by'][] = [
  'instanceId',
  'definitionKey',
  'definitionId',
  'tenantId',
  'businessKey',
];

function runtimeCriteria(tenantId: number, q: Static<typeof RuntimeQuery>): InstanceCriteria {
  let states = RUNNING;
  if (q.active) states = narrow(states, ['ACTIVE']);
  if (q.suspended) states = narrow(states, ['SUSPENDED']);
  return {
    tenantId,
    states,
    ids: oneAndList(undefined, q.processInstanceIds),
    businessKey: q.businessKey,
    businessKeyLike: q.businessKeyLike,
    definitionId: q.processDefinitionId,
    definitionKeys: oneAndList(q.processDefinitionKey, q.processDefinitionKeyIn),
    openIncidents: q.withIncident ? true : undefined,
    extra: extraInstanceFilter(tenantId, q, { history: false }),
  };
}

/** The variables of a running instance; `name` picks one (404 when it has none of that name). */
async function instanceVariables(db: Db, tenantId: number, id: string, name?: string) {
  await runningInstance(db, tenantId, id);
  const rows = await db
    .select({ name: variables.name, type: variables.type, value: variables.value })
    .from(variables)
    .where(
      and(
        eq(variables.processInstanceId, id),
        eq(variables.tenantId, tenantId),
        eqOpt(variables.name, name),
      ),
    )
    .orderBy(asc(variables.name));
  if (name !== undefined && !rows.length) {
    throw notFound(`Process instance variable with name ${name} does not exist`);
  }
  return Object.fromEntries(rows.map((row) => [row.name, typedValue(row.type, row.value)]));
}

/**
 * Running process instances: the list (newest first unless sorted) and count, one instance,
 * its activity instance tree and its variables (Json values as serialized text; the
 * deserializeValues parameter is accepted and changes nothing).
 */
export async function runtimeRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const INSTANCE = `${REST}/process-instance`;
  listRoutes(
    app,
    INSTANCE,
    RuntimeQuery,
    {
      page: async (tenantId, q) => {
        const sort = sortOf(SORTS, { by: 'startTime', desc: true }, q.sortBy, q.sortOrder);
        const criteria = runtimeCriteria(tenantId, q);
        return (await instancePage(db, criteria, sort, pageOf(q))).map(instanceJson);
      },
      count: (tenantId, q) => instanceCount(db, runtimeCriteria(tenantId, q)),
    },
    { post: true, bodyOnly: BodyVariables },
  );
  idRoute(app, `${INSTANCE}/:id`, async (tenantId, id) =>
    instanceJson(await runningInstance(db, tenantId, id)),
  );
  idRoute(app, `${INSTANCE}/:id/activity-instances`, (tenantId, id) =>
    activityTree(db, tenantId, id),
  );
  // The variables routes take deserializeValues, which changes nothing but is checked.
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  r.get(
    `${INSTANCE}/:id/variables`,
    { schema: { params: IdParams, querystring: VariablesQuery }, config: admin },
    async (req) => instanceVariables(db, tenantOf(req), req.params.id),
  );
  r.get(
    `${INSTANCE}/:id/variables/:name`,
    { schema: { params: VariableParams, querystring: VariablesQuery }, config: admin },
    async (req) => {
      const all = await instanceVariables(db, tenantOf(req), req.params.id, req.params.name);
      return all[req.params.name];
    },
  );
}
