import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { callerOf } from '../../auth/guard';
import type { ProcessEngine } from '../../engine';
import { EngineError } from '../../engine';
import { REST } from './deploy-routes';
import { instanceJson } from './format';
import { batchJson } from './queries/batch-routes';
import {
  BulkDeleteBody,
  DeleteInstanceQuery,
  IdParams,
  MessageBody,
  SuspendedBody,
  TypedValueBody,
  VariableParams,
  VariablesBody,
} from './schema';

const admin = { auth: { roles: ['admin'] as const } };
const INSTANCE = `${REST}/process-instance`;

/** Stopping, suspending and changing running instances; delivering messages. */
export async function instanceRoutes(app: FastifyInstance, { engine }: { engine: ProcessEngine }) {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  r.delete(
    `${INSTANCE}/:id`,
    { schema: { params: IdParams, querystring: DeleteInstanceQuery }, config: admin },
    async (req, reply) => {
      // SPEC §9: stopping skips custom listeners and IO mappings (the engine runs neither).
      try {
        await engine.cancel(callerOf(req).bpId, req.params.id, {
          reason: req.query.deleteReason,
          skipCustomListeners: req.query.skipCustomListeners ?? true,
          skipIoMappings: req.query.skipIoMappings ?? true,
        });
      } catch (error) {
        // failIfNotExists=false: an unknown or ended instance is no error.
        const missing = error instanceof EngineError && error.kind === 'not-found';
        if (!missing || req.query.failIfNotExists !== false) throw error;
      }
      return reply.status(204).send();
    },
  );
  r.post(`${INSTANCE}/delete`, { schema: { body: BulkDeleteBody }, config: admin }, async (req) => {
    const caller = callerOf(req);
    const ids = await engine.query.instances.targets(caller.bpId, req.body);
    const batch = await engine.deleteAsync(caller.bpId, ids, {
      reason: req.body.deleteReason,
      skipCustomListeners: req.body.skipCustomListeners,
      user: caller.username,
    });
    return batchJson(batch);
  });
  r.put(
    `${INSTANCE}/:id/suspended`,
    { schema: { params: IdParams, body: SuspendedBody }, config: admin },
    async (req, reply) => {
      await engine.suspendInstance(callerOf(req).bpId, req.params.id, req.body.suspended);
      return reply.status(204).send();
    },
  );
  r.post(
    `${INSTANCE}/:id/variables`,
    { schema: { params: IdParams, body: VariablesBody }, config: admin },
    async (req, reply) => {
      const { modifications = {}, deletions = [] } = req.body;
      await engine.setVariables(callerOf(req).bpId, req.params.id, modifications, deletions);
      return reply.status(204).send();
    },
  );
  r.put(
    `${INSTANCE}/:id/variables/:name`,
    { schema: { params: VariableParams, body: TypedValueBody }, config: admin },
    async (req, reply) => {
      await engine.setVariables(callerOf(req).bpId, req.params.id, { [req.params.name]: req.body });
      return reply.status(204).send();
    },
  );
  r.delete(
    `${INSTANCE}/:id/variables/:name`,
    { schema: { params: VariableParams }, config: admin },
    async (req, reply) => {
      await engine.setVariables(callerOf(req).bpId, req.params.id, {}, [req.params.name]);
      return reply.status(204).send();
    },
  );
  r.post(
    `${REST}/message`,
    { schema: { body: MessageBody }, config: admin },
    async (req, reply) => {
      const results = await engine.correlateMessage(callerOf(req).bpId, req.body);
      if (!req.body.resultEnabled) return reply.status(204).send();
      // MessageCorrelationResultWithVariableDto: the execution reached, or the instance started.
      const caller = callerOf(req);
      const tenantId = String(caller.bpId);
      const variablesOf = (id: string) =>
        req.body.variablesInResultEnabled ? engine.instanceVariables(caller.bpId, id) : null;
      const answers = await Promise.all(
        results.map(async (result) => ({
          result,
          variables: await variablesOf(result.processInstanceId),
        })),
      );
      return answers.map(({ result, variables }) => ({
        resultType: result.resultType,
        processInstance:
          result.resultType === 'ProcessDefinition' ? instanceJson(result.instance) : null,
        execution:
          result.resultType === 'Execution'
            ? {
                id: result.executionId,
                processInstanceId: result.processInstanceId,
                ended: false,
                tenantId,
              }
            : null,
        variables,
      }));
    },
  );
}
