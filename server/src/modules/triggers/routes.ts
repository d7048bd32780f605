import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/types';
import { ok } from '../../http/envelope';
import { nextRuns } from '../automation/cron';
import { Leases } from '../automation/lease';
import type { AutomationDeps } from '../automation/register';
import { admin, requireVersion, tenantOf } from './paging';
import { checkSchedule, optionalText, scanIntervalOf } from './schedule';
import {
  EventConnectorsQuery,
  FiresQuery,
  IdParams,
  NextRunsQuery,
  TriggerBody,
  TriggerListQuery,
  TriggerUpdateBody,
} from './schema';
import { TriggerScheduler } from './trigger-scheduler';
import { eventConnectorPage, listTriggers, triggerFires } from './trigger-lists';
import { createTrigger, deleteTrigger, TRIGGER_TYPES, updateTrigger } from './trigger-service';

declare module 'fastify' {
  interface FastifyInstance {
    /** Fires the due timer triggers; tests drive it with `tick(now)`. */
    triggerScheduler: TriggerScheduler;
  }
}

/**
 * SPEC §7 Triggers: the trigger types, the paged trigger list (version header), create, update
 * and delete, the paged event connectors an event trigger picks from, a schedule's next fire
 * times as the user types, and a trigger's fires.
 */
async function triggerRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  r.get('/api/trigger_type', { config: admin }, async () => ok(TRIGGER_TYPES));
  r.get(
    '/api/trigger',
    { schema: { querystring: TriggerListQuery }, config: admin },
    async (req) => {
      requireVersion(req);
      return ok(await listTriggers(db, tenantOf(req, req.query.bpId), req.query));
    },
  );
  r.get(
    '/api/trigger/nextRuns',
    { schema: { querystring: NextRunsQuery }, config: admin },
    async (req) => {
      const timezone = optionalText(req.query.timezone);
      const cron = checkSchedule('querystring', req.query.schedule.trim(), timezone);
      return ok(nextRuns(cron).map((at) => at.toISOString()));
    },
  );
  r.get('/api/trigger/fires', { schema: { querystring: FiresQuery }, config: admin }, async (req) =>
    ok(await triggerFires(db, tenantOf(req), req.query.id, req.query.limit)),
  );
  r.post('/api/trigger', { schema: { body: TriggerBody }, config: admin }, async (req) =>
    ok(await createTrigger(db, tenantOf(req), req.body)),
  );
  r.put('/api/trigger', { schema: { body: TriggerUpdateBody }, config: admin }, async (req) =>
    ok(await updateTrigger(db, tenantOf(req), req.body)),
  );
  r.delete('/api/delTrigger/:id', { schema: { params: IdParams }, config: admin }, async (req) => {
    await deleteTrigger(db, tenantOf(req), req.params.id);
    return ok(null, 'The trigger was deleted');
  });
  r.get(
    '/api/availableEventConnectors',
    { schema: { querystring: EventConnectorsQuery }, config: admin },
    async (req) => {
      requireVersion(req);
      return ok(await eventConnectorPage(db, tenantOf(req, req.query.bpId), req.query));
    },
  );
}

/** Triggers (issue 23 §2): the routes, and the scheduler that fires timers, stopped on close. */
export async function registerTriggers(app: FastifyInstance, deps: AutomationDeps) {
  const { db, engine, scripts } = deps;
  const host = { db, engine, scripts };
  const scheduler = new TriggerScheduler(host, new Leases(db, deps.config.automation.leaseMs));
  app.decorate('triggerScheduler', scheduler);
  await app.register(triggerRoutes, { db });
  scheduler.start(scanIntervalOf(deps.config), (err) =>
    deps.logger.error({ err }, 'trigger scheduler failed'),
  );
  app.addHook('onClose', () => scheduler.stop());
}
