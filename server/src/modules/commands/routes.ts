import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../http/envelope';
import type { AutomationDeps } from '../automation/register';
import { connectorView, listConnectors } from '../connectors/connector-service';
import type { ScriptHost } from '../connectors/script-runs';
import { paramsMetaIndex } from '../packages/service';
import { admin, requireVersion, tenantOf } from '../triggers/paging';
import { scanIntervalOf } from '../triggers/schedule';
import { recentRuns, runNow, runsOfDay } from './command-run';
import { CommandScheduler } from './command-scheduler';
import { commandParameters } from './command-view';
import {
  createCommand,
  deleteCommand,
  duplicateCommand,
  listCommands,
  updateCommand,
} from './command-service';
import {
  CommandBody,
  CommandListQuery,
  CommandUpdateBody,
  ConnectorQuery,
  FileLogQuery,
  IdParams,
  IdQuery,
  RunsQuery,
} from './schema';

declare module 'fastify' {
  interface FastifyInstance {
    /** Runs the due scheduled commands; tests drive it with `tick(now)`. */
    commandScheduler: CommandScheduler;
  }
}

/**
 * SPEC §7 Commands: the paged command list (version header), the connectors a command runs
 * (GET /api/availableCommandConnectors is the connectors module's) and their parameter form,
 * create and update (POST and PUT /api/availableCommandConnectors, as the SPEC names them),
 * delete, duplicate, run now, and the runs (by UTC day: /api/fileLog; the latest ones).
 */
async function commandRoutes(app: FastifyInstance, { host }: { host: ScriptHost }) {
  const { db, sealer } = host;
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  r.get(
    '/api/command',
    { schema: { querystring: CommandListQuery }, config: admin },
    async (req) => {
      requireVersion(req);
      return ok(await listCommands(db, tenantOf(req, req.query.bpId), req.query));
    },
  );
  r.get('/api/availableComposeConnectors', { config: admin }, async (req) => {
    const [rows, paramsMetaOf] = await Promise.all([
      listConnectors(db, tenantOf(req), 'compose'),
      paramsMetaIndex(db, tenantOf(req)),
    ]);
    return ok(rows.map((row) => connectorView(row, paramsMetaOf)));
  });
  r.get(
    '/api/command_parameters',
    { schema: { querystring: ConnectorQuery }, config: admin },
    async (req) => ok(await commandParameters(db, tenantOf(req), req.query.connectorId)),
  );
  r.post(
    '/api/availableCommandConnectors',
    { schema: { body: CommandBody }, config: admin },
    async (req) => ok(await createCommand(db, sealer, tenantOf(req), req.body)),
  );
  r.put(
    '/api/availableCommandConnectors',
    { schema: { body: CommandUpdateBody }, config: admin },
    async (req) => ok(await updateCommand(db, sealer, tenantOf(req), req.body)),
  );
  r.delete('/api/delCommand/:id', { schema: { params: IdParams }, config: admin }, async (req) => {
    await deleteCommand(db, tenantOf(req), req.params.id);
    return ok(null, 'The command was deleted');
  });
  r.post(
    '/api/duplicateCommand',
    { schema: { querystring: IdQuery }, config: admin },
    async (req) => ok(await duplicateCommand(db, tenantOf(req), req.query.id)),
  );
  r.post('/api/command/run', { schema: { querystring: IdQuery }, config: admin }, async (req) =>
    ok(await runNow(host, tenantOf(req), req.query.id)),
  );
  r.get('/api/command/runs', { schema: { querystring: RunsQuery }, config: admin }, async (req) =>
    ok(await recentRuns(db, tenantOf(req), req.query.commandId, req.query.limit)),
  );
  r.get('/api/fileLog', { schema: { querystring: FileLogQuery }, config: admin }, async (req) =>
    ok(await runsOfDay(db, tenantOf(req), req.query)),
  );
}

/** Commands (issue 23 §2): the routes, and the scheduler of their runs, stopped on close. */
export async function registerCommands(app: FastifyInstance, deps: AutomationDeps) {
  const scheduler = new CommandScheduler(deps.scripts);
  app.decorate('commandScheduler', scheduler);
  await app.register(commandRoutes, { host: deps.scripts });
  scheduler.start(scanIntervalOf(deps.config), (err) =>
    deps.logger.error({ err }, 'command scheduler failed'),
  );
  app.addHook('onClose', () => scheduler.stop());
}
