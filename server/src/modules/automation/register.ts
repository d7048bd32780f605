import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { ServerConfig } from '../../config';
import type { createStores } from '../files/stores';
import { factoryRoutes } from '../factory/routes';
import { registerMonitors } from '../monitors/register';
import { registerTriggers } from '../triggers/routes';
import { registerCommands } from '../commands/routes';
import type { AutomationHost } from './deliver';

/** What the automation modules are given by app.ts. */
export interface AutomationDeps extends AutomationHost {
  stores: ReturnType<typeof createStores>;
  config: ServerConfig;
  logger: FastifyBaseLogger;
}

/**
 * Registers the automation modules (issue 23): each adds its routes and, where it runs work in
 * the background (monitors, timer triggers, scheduled commands), starts it and stops it with
 * the app. One line per module.
 */
export async function registerAutomation(app: FastifyInstance, deps: AutomationDeps) {
  await registerMonitors(app, deps);
  await registerTriggers(app, deps);
  await registerCommands(app, deps);
  await app.register(factoryRoutes, deps);
}
