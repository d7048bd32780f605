import type { FastifyInstance } from 'fastify';
import type { AutomationDeps } from '../automation/register';
import { storeMonitor } from './kinds/store-monitor';
import { mqMonitor } from './kinds/mq-monitor';
import { webApiMonitor } from './kinds/webapi-monitor';
import { MonitorManager } from './manager';
import { monitorRoutes } from './routes';

declare module 'fastify' {
  interface FastifyInstance {
    /** Tests call `monitors.sync()` instead of waiting for the next round. */
    monitors: MonitorManager;
  }
}

/**
 * The monitors: their routes, and the manager that runs the active ones in this process (those
 * whose lease it holds). A file written through the API wakes its tenant's file monitors here;
 * other processes find it in the outbox on their next poll.
 */
export async function registerMonitors(app: FastifyInstance, deps: AutomationDeps) {
  const manager = new MonitorManager(deps, {
    file: storeMonitor(() => deps.stores.files),
    gcs: storeMonitor(() => deps.stores.cloud),
    mq: mqMonitor,
    webapi: webApiMonitor,
  });
  deps.stores.files.written = (tenant) => manager.wake(tenant, 'files');
  deps.stores.cloud.written = (tenant) => manager.wake(tenant, 'gcs');
  app.decorate('monitors', manager);
  await app.register(monitorRoutes, { deps, manager });
  if (deps.config.automation.syncMs > 0) {
    app.addHook('onReady', () => manager.start(deps.config.automation.syncMs));
  }
  app.addHook('onClose', () => manager.close());
}
