import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type, type Static } from 'typebox';
import { callerOf } from '../../auth/guard';
import type { ProcessEngine } from '../../engine';
import { badRequest } from '../../http/envelope';
import { MAX_LIST_ITEMS } from '../../limits/input-limits';
import { checkedSuspension, REST } from './deploy-routes';
import { DefinitionSuspendedBody } from './schema';
import { batchJson } from './queries/batch-routes';
import { admin, IdParams, open } from './queries/common';
import { TaskQuery } from './queries/external-task-routes';
import { InstanceTargets } from './queries/instance-targets';
import { postBodyOf, queryOfPost } from './queries/post-query';

const Ids = Type.Array(Type.String({ minLength: 1, maxLength: 255 }), {
  maxItems: MAX_LIST_ITEMS,
});
const SuspendInstancesBody = Type.Object(
  {
    suspended: Type.Boolean(),
    processDefinitionId: Type.Optional(Type.String({ minLength: 1, maxLength: 255 })),
    processDefinitionKey: Type.Optional(Type.String({ minLength: 1, maxLength: 255 })),
    processDefinitionTenantId: Type.Optional(Type.String({ maxLength: 255 })),
    processDefinitionWithoutTenantId: Type.Optional(Type.Boolean()),
    ...InstanceTargets,
  },
  open,
);
const SuspendDefinitionsBody = Type.Object(
  {
    ...DefinitionSuspendedBody.properties,
    processDefinitionKey: Type.String({ minLength: 1, maxLength: 255 }),
  },
  open,
);
/** SetRetriesForExternalTasksDto: tasks by id, by their instances, or by a task query. */
const RetriesBody = Type.Object(
  {
    retries: Type.Optional(Type.Union([Type.Integer({ minimum: 0 }), Type.Null()])),
    externalTaskIds: Type.Optional(Ids),
    externalTaskQuery: Type.Optional(postBodyOf(TaskQuery)),
    ...InstanceTargets,
  },
  open,
);
const DeleteHistoryBody = Type.Object(
  {
    historicProcessInstanceIds: Type.Optional(Ids),
    historicProcessInstanceQuery: InstanceTargets.historicProcessInstanceQuery,
    deleteReason: Type.Optional(Type.String({ maxLength: 4000 })),
    failIfNotExists: Type.Optional(Type.Boolean()),
  },
  open,
);
const AnnotationBody = Type.Object(
  { annotation: Type.Optional(Type.Union([Type.String({ maxLength: 4000 }), Type.Null()])) },
  open,
);
const FailIfNotExists = Type.Object({ failIfNotExists: Type.Optional(Type.Boolean()) }, open);

const ALL = { offset: 0, limit: MAX_LIST_ITEMS };

/** The external tasks a retries call names: by id, by task query, and by their instances. */
async function retryTargets(
  engine: ProcessEngine,
  tenantId: number,
  body: Static<typeof RetriesBody>,
) {
  const tasks = engine.query.externalTasks;
  const { externalTaskIds, externalTaskQuery } = body;
  const { processInstanceIds, processInstanceQuery, historicProcessInstanceQuery } = body;
  const instances = { processInstanceIds, processInstanceQuery, historicProcessInstanceQuery };
  const targets = [externalTaskIds, externalTaskQuery, ...Object.values(instances)];
  if (!targets.some(Boolean)) {
    throw badRequest(
      'externalTaskIds, externalTaskQuery, processInstanceIds, processInstanceQuery or historicProcessInstanceQuery is required',
    );
  }
  const ids = new Set(externalTaskIds ?? []);
  if (externalTaskQuery) {
    const query = queryOfPost<typeof TaskQuery>(externalTaskQuery, {});
    for (const id of await tasks.idsOfQuery(tenantId, query, ALL)) ids.add(id);
  }
  if (Object.values(instances).some(Boolean)) {
    const instanceIds = await engine.query.instances.targets(tenantId, instances);
    for (const id of await tasks.idsOfInstances(tenantId, instanceIds)) ids.add(id);
  }
  return [...ids];
}

const retriesOf = (body: Static<typeof RetriesBody>) => {
  if (body.retries === undefined || body.retries === null) {
    throw badRequest('The number of retries cannot be null.');
  }
  return body.retries;
};

/**
 * Camunda's commands on many things at once: suspending instances (by ids, queries or
 * definition) and definitions by key, external task retries now or as a batch, deleting
 * finished instances' history, and incident annotations.
 */
export async function bulkRoutes(app: FastifyInstance, { engine }: { engine: ProcessEngine }) {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  r.put(
    `${REST}/process-instance/suspended`,
    { schema: { body: SuspendInstancesBody }, config: admin },
    async (req, reply) => {
      const tenantId = callerOf(req).bpId;
      const {
        suspended,
        processDefinitionId,
        processDefinitionKey,
        processDefinitionTenantId,
        processDefinitionWithoutTenantId,
        ...targets
      } = req.body;
      // A definition of another tenant, or of none, is no definition of the caller's.
      const otherTenant =
        processDefinitionWithoutTenantId === true ||
        (processDefinitionTenantId !== undefined && processDefinitionTenantId !== String(tenantId));
      if (otherTenant) return reply.status(204).send();
      const byDefinition =
        processDefinitionId || processDefinitionKey
          ? { processInstanceQuery: { processDefinitionId, processDefinitionKey } }
          : {};
      if (byDefinition.processInstanceQuery && targets.processInstanceQuery) {
        throw badRequest('Either a definition or a process instance query, not both');
      }
      const ids = await engine.query.instances.targets(tenantId, { ...targets, ...byDefinition });
      if (ids.length) await engine.suspendInstances(tenantId, ids, suspended);
      return reply.status(204).send();
    },
  );
  r.put(
    `${REST}/process-definition/suspended`,
    { schema: { body: SuspendDefinitionsBody }, config: admin },
    async (req, reply) => {
      const { suspended, includeProcessInstances } = checkedSuspension(req.body);
      await engine.suspendDefinitionsByKey(
        callerOf(req).bpId,
        req.body.processDefinitionKey,
        suspended,
        includeProcessInstances,
      );
      return reply.status(204).send();
    },
  );
  r.put(
    `${REST}/external-task/retries`,
    { schema: { body: RetriesBody }, config: admin },
    async (req, reply) => {
      const tenantId = callerOf(req).bpId;
      const retries = retriesOf(req.body);
      const ids = await retryTargets(engine, tenantId, req.body);
      if (ids.length) await engine.setRetries(tenantId, ids, retries);
      return reply.status(204).send();
    },
  );
  r.post(
    `${REST}/external-task/retries-async`,
    { schema: { body: RetriesBody }, config: admin },
    async (req) => {
      const caller = callerOf(req);
      const retries = retriesOf(req.body);
      const ids = await retryTargets(engine, caller.bpId, req.body);
      return batchJson(await engine.setRetriesAsync(caller.bpId, ids, retries, caller.username));
    },
  );
  r.delete(
    `${REST}/history/process-instance/:id`,
    { schema: { params: IdParams, querystring: FailIfNotExists }, config: admin },
    async (req, reply) => {
      await engine.deleteHistory(callerOf(req).bpId, [req.params.id], req.query.failIfNotExists);
      return reply.status(204).send();
    },
  );
  r.post(
    `${REST}/history/process-instance/delete`,
    { schema: { body: DeleteHistoryBody }, config: admin },
    async (req) => {
      const caller = callerOf(req);
      const { historicProcessInstanceIds, historicProcessInstanceQuery } = req.body;
      const ids = await engine.query.instances.targets(caller.bpId, {
        processInstanceIds: historicProcessInstanceIds,
        historicProcessInstanceQuery,
      });
      const batch = await engine.deleteHistoryBatch(caller.bpId, ids, {
        reason: req.body.deleteReason,
        failIfNotExists: req.body.failIfNotExists,
        user: caller.username,
      });
      return batchJson(batch);
    },
  );
  for (const method of ['PUT', 'DELETE'] as const) {
    r.route({
      method,
      url: `${REST}/incident/:id/annotation`,
      schema: { params: IdParams, ...(method === 'PUT' ? { body: AnnotationBody } : {}) },
      config: admin,
      handler: async (req, reply) => {
        const body = req.body as Static<typeof AnnotationBody> | undefined;
        const annotation = method === 'PUT' ? (body?.annotation ?? null) : null;
        await engine.annotateIncident(callerOf(req).bpId, req.params.id, annotation);
        return reply.status(204).send();
      },
    });
  }
}
