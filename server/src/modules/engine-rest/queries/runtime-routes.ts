import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { variables } from '../../../db/schema';
import type { Db } from '../../../db/types';
import { notFound } from '../../../http/envelope';
import { instanceJson } from '../format';
import { admin, eqOpt, IdParams, open, OptFlag, pageOf, REST, sortOf, tenantOf } from './common';
import { instanceCount } from './instance-count';
import { BodyVariables } from './instance-filters';
import { orQueriesOf } from './or-queries';
import { instancePage } from './instance-query';
import { runningInstance, activityTree } from './activity-tree';
import { RUNTIME_SORTS, runtimeCriteria, RuntimeQuery } from './runtime-instance-filters';
import { idRoute, listRoutes } from './list-routes';
import { typedValue } from './shapes';

const VariablesQuery = Type.Object({ deserializeValues: OptFlag }, open);
const VariableQuery = Type.Object({ deserializeValue: OptFlag }, open);
const VariableParams = Type.Object({
  id: Type.String({ minLength: 1, maxLength: 255 }),
  name: Type.String({ minLength: 1, maxLength: 255 }),
});

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
        const sort = sortOf(RUNTIME_SORTS, { by: 'startTime', desc: true }, q.sortBy, q.sortOrder);
        const criteria = runtimeCriteria(tenantId, q);
        return (await instancePage(db, criteria, sort, pageOf(q))).map(instanceJson);
      },
      count: (tenantId, q) => instanceCount(db, runtimeCriteria(tenantId, q)),
    },
    { post: true, bodyOnly: { ...BodyVariables, ...orQueriesOf(RuntimeQuery) } },
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
    { schema: { params: VariableParams, querystring: VariableQuery }, config: admin },
    async (req) => {
      const all = await instanceVariables(db, tenantOf(req), req.params.id, req.params.name);
      return all[req.params.name];
    },
  );
}
