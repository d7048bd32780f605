import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { callerOf } from '../../auth/guard';
import type { ProcessEngine } from '../../engine';
import { emptyBodyAsObject } from '../../http/empty-body';
import { ok } from '../../http/envelope';
import { StopInput, SyncFlowBody, SyncFlowParams } from './schema';
import { runningSyncFlows, runSyncFlow, stopSyncFlow } from './sync-service';

/** Running and stopping flows is the administrator's work. */
const admin = { auth: { roles: ['admin'] as const } };

/** Sync flows: started over HTTP, the caller waiting for the end. Shapes: schema.ts. */
export async function syncRoutes(app: FastifyInstance, { engine }: { engine: ProcessEngine }) {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();

  r.get('/api/runningSyncFlow', { config: admin }, async (req) =>
    ok(await runningSyncFlows(engine, callerOf(req).bpId)),
  );

  r.post(
    '/api/stopRunningSyncFlow',
    {
      schema: { querystring: StopInput, body: StopInput },
      config: admin,
      preValidation: emptyBodyAsObject,
    },
    async (req) => {
      await stopSyncFlow(engine, callerOf(req), req.body?.instanceId ?? req.query.instanceId);
      return ok(null);
    },
  );

  r.post(
    '/api/syncFlow/:key',
    {
      schema: { params: SyncFlowParams, body: SyncFlowBody },
      config: admin,
      preValidation: emptyBodyAsObject,
    },
    async (req) => ok(await runSyncFlow(engine, callerOf(req).bpId, req.params.key, req.body)),
  );
}
