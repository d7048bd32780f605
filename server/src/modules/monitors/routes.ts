import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { MONITOR_MESSAGES, type MonitorKind } from '@console/shared/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { callerOf } from '../../auth/guard';
import { ApiError, notFound, ok } from '../../http/envelope';
import type { AutomationDeps } from '../automation/register';
import type { MonitorManager } from './manager';
import { checkFileMonitor, checkMqMonitor, checkWebApiMonitor } from './monitor-checks';
import {
  createMonitor,
  deleteMonitor,
  kindsOf,
  listMonitors,
  monitorEvents,
  setActive,
  stopFileMonitorsOf,
  tenantMonitor,
  updateMonitor,
  type MonitorInput,
} from './monitor-service';
import { monitorView } from './monitor-view';
import {
  ConnectorIdQuery,
  EventsQuery,
  FileMonitorBody,
  FileMonitorUpdate,
  IdQuery,
  MonitorQuery,
  MqMonitorBody,
  MqMonitorUpdate,
  ProcessIdQuery,
  WebApiMonitorBody,
  WebApiMonitorUpdate,
  type FileMonitorInput,
  type MqMonitorInput,
  type WebApiMonitorInput,
} from './schema';
import { webhookRoute } from './webhook-route';

/** Monitors are the administrator's, scoped to the caller's tenant (SPEC §7). */
const admin = { auth: { roles: ['admin'] as const } };

type Route = 'file' | 'mq' | 'webapi';
const BODIES = {
  file: [FileMonitorBody, FileMonitorUpdate],
  mq: [MqMonitorBody, MqMonitorUpdate],
  webapi: [WebApiMonitorBody, WebApiMonitorUpdate],
} as const;

/** SPEC §7 "Connectors": the start and stop calls, each for its kinds of monitor. */
const SWITCHES: [string, MonitorKind[], boolean][] = [
  ['startFileMonitor', ['file', 'gcs'], true],
  ['stopFileMonitor', ['file', 'gcs'], false],
  ['startMonitor', ['webapi'], true],
  ['stopMonitor', ['webapi'], false],
  ['startRemoteMqMonitor', ['mq'], true],
  ['stopRemoteMqMonitor', ['mq'], false],
];

export async function monitorRoutes(
  app: FastifyInstance,
  { deps, manager }: { deps: AutomationDeps; manager: MonitorManager },
) {
  const { db } = deps;
  const { sealer } = deps.scripts;
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  const tenant = (req: FastifyRequest) => callerOf(req).bpId;
  // A bpId is the caller's own tenant or is answered like a monitor that does not exist.
  const checkBp = (req: FastifyRequest, bpId: number | undefined) => {
    if (bpId !== undefined && bpId !== tenant(req)) throw notFound(`No business partner ${bpId}`);
  };

  const checked = async (route: Route, tenantId: number, body: unknown): Promise<MonitorInput> => {
    if (route === 'file') {
      const input = body as FileMonitorInput;
      await checkFileMonitor(deps, tenantId, input);
      return { kind: input.storage === 'gcs' ? 'gcs' : 'file', body: input };
    }
    if (route === 'mq') {
      await checkMqMonitor(deps, tenantId, body as MqMonitorInput);
      return { kind: 'mq', body: body as MqMonitorInput };
    }
    await checkWebApiMonitor(deps, tenantId, body as WebApiMonitorInput);
    return { kind: 'webapi', body: body as WebApiMonitorInput };
  };

  for (const route of ['file', 'mq', 'webapi'] as const) {
    const url = `/api/monitor/${route}`;
    const kinds = kindsOf(route);
    const [createBody, updateBody] = BODIES[route];
    r.get(url, { schema: { querystring: MonitorQuery }, config: admin }, async (req) => {
      checkBp(req, req.query.bpId);
      if (req.query.id) {
        return ok(monitorView(await tenantMonitor(db, tenant(req), req.query.id, kinds)));
      }
      return ok(await listMonitors(db, tenant(req), kinds));
    });
    r.post(url, { schema: { body: createBody }, config: admin }, async (req) =>
      ok(await createMonitor(db, sealer, tenant(req), await checked(route, tenant(req), req.body))),
    );
    r.put(url, { schema: { body: updateBody }, config: admin }, async (req) => {
      const { id, ...body } = req.body;
      await tenantMonitor(db, tenant(req), id, kinds);
      const input = await checked(route, tenant(req), body);
      return ok(await updateMonitor(db, sealer, manager, tenant(req), id, input));
    });
    r.delete(url, { schema: { querystring: IdQuery }, config: admin }, async (req) => {
      await deleteMonitor(db, manager, tenant(req), req.query.id, kinds);
      return ok(null);
    });
  }

  for (const [name, kinds, active] of SWITCHES) {
    r.put(
      `/api/${name}`,
      { schema: { querystring: ConnectorIdQuery }, config: admin },
      async (req) =>
        ok(await setActive(db, manager, tenant(req), req.query.connectorId, kinds, active)),
    );
  }
  r.put(
    '/api/stopFileMonitorByProcessId',
    { schema: { querystring: ProcessIdQuery }, config: admin },
    async (req) => {
      try {
        return ok(await stopFileMonitorsOf(db, manager, tenant(req), req.query.processId));
      } catch (error) {
        deps.logger.error({ err: error }, 'stopping the file monitors of a flow failed');
        throw new ApiError(500, MONITOR_MESSAGES.stopByProcessFailed);
      }
    },
  );
  r.get(
    '/api/monitor/events',
    { schema: { querystring: EventsQuery }, config: admin },
    async (req) => ok(await monitorEvents(db, tenant(req), req.query.id, req.query.limit)),
  );
  await app.register(webhookRoute, { deps, manager });
}
