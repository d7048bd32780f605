import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import type { ProcessEngine } from '../../../engine';
import { instanceJson } from '../format';
import { activityTreeJson } from './activity-tree';
import { admin, IdParams, open, OptFlag, pageOf, REST, tenantOf } from './common';
import { BodyVariables } from './instance-filters';
import { idRoute, listRoutes } from './list-routes';
import { orQueriesOf } from './or-queries';
import { RuntimeQuery } from './runtime-instance-filters';
import { typedValue } from './shapes';

const VariablesQuery = Type.Object({ deserializeValues: OptFlag }, open);
const VariableQuery = Type.Object({ deserializeValue: OptFlag }, open);
const VariableParams = Type.Object({
  id: Type.String({ minLength: 1, maxLength: 255 }),
  name: Type.String({ minLength: 1, maxLength: 255 }),
});

/** The variables of a running instance as Camunda's typed values, by name. */
async function instanceVariables(
  engine: ProcessEngine,
  tenantId: number,
  id: string,
  name?: string,
) {
  const rows = await engine.query.instances.variables(tenantId, id, name);
  return Object.fromEntries(rows.map((row) => [row.name, typedValue(row.type, row.value)]));
}

/**
 * Running process instances: the list (newest first unless sorted) and count, one instance,
 * its activity instance tree and its variables (Json values as serialized text; the
 * deserializeValues parameter is accepted and changes nothing).
 */
export async function runtimeRoutes(app: FastifyInstance, { engine }: { engine: ProcessEngine }) {
  const INSTANCE = `${REST}/process-instance`;
  const reads = engine.query.instances;
  listRoutes(
    app,
    INSTANCE,
    RuntimeQuery,
    {
      page: async (tenantId, q) =>
        (await reads.runtimePage(tenantId, q, pageOf(q))).map(instanceJson),
      count: (tenantId, q) => reads.runtimeCount(tenantId, q),
    },
    { post: true, bodyOnly: { ...BodyVariables, ...orQueriesOf(RuntimeQuery) } },
  );
  idRoute(app, `${INSTANCE}/:id`, async (tenantId, id) =>
    instanceJson(await reads.running(tenantId, id)),
  );
  idRoute(app, `${INSTANCE}/:id/activity-instances`, async (tenantId, id) =>
    activityTreeJson(await reads.activityTree(tenantId, id)),
  );
  // The variables routes take deserializeValues, which changes nothing but is checked.
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  r.get(
    `${INSTANCE}/:id/variables`,
    { schema: { params: IdParams, querystring: VariablesQuery }, config: admin },
    async (req) => instanceVariables(engine, tenantOf(req), req.params.id),
  );
  r.get(
    `${INSTANCE}/:id/variables/:name`,
    { schema: { params: VariableParams, querystring: VariableQuery }, config: admin },
    async (req) => {
      const all = await instanceVariables(engine, tenantOf(req), req.params.id, req.params.name);
      return all[req.params.name];
    },
  );
}
