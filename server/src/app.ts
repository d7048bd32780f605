import { UPLOAD_MAX_BYTES } from '@console/shared/contract';
import compress from '@fastify/compress';
import multipart from '@fastify/multipart';
import Fastify, { type FastifyInstance } from 'fastify';
import { createAccounts } from './auth/accounts';
import { createCallerCache } from './auth/caller-cache';
import { registerAuthGuard, tokenCallers } from './auth/guard';
import { openClusterBus } from './cluster/open-bus';
import { createTokenService } from './auth/tokens';
import type { ServerConfig } from './config';
import type { Db } from './db/types';
import { createProcessEngine, type EngineOptions } from './engine';
import { BindingSignal } from './modules/connectors/worker/binding-events';
import { startConnectorWorker } from './modules/connectors/worker/connector-worker';
import { egressPolicy } from './http/egress';
import { registerErrorHandler } from './http/error-handler';
import { registerHealth } from './http/health';
import { registerInputGuard } from './http/input-guard';
import { registerJsonBodies } from './http/json-bodies';
import { recordRoutes } from './http/route-table';
import { createMailer } from './modules/alarms/deliver';
import { createNotifier, type Notifier } from './modules/alarms/notifier';
import { Leases } from './modules/automation/lease';
import { alarmRoutes } from './modules/alarms/routes';
import { inboundRoute } from './modules/as2/inbound/route';
import { as2Routes } from './modules/as2/routes';
import { registerCamundaErrors } from './modules/engine-rest/camunda-errors';
import { engineRestRoutes } from './modules/engine-rest/routes';
import { auditRoutes } from './modules/audit/routes';
import { authRoutes } from './modules/auth/routes';
import { connectorRoutes } from './modules/connectors/routes';
import { connectivityRoutes } from './modules/connectors/kinds-routes';
import { ScriptPool } from './modules/scripts/script-pool';
import { sealClearSecrets } from './modules/connectors/seal-clear-secrets';
import { createSealer, loadCredentialKey } from './modules/credentials/seal';
import { credentialRoutes } from './modules/credentials/routes';
import { fileRoutes } from './modules/files/routes';
import { createStores } from './modules/files/stores';
import { flowRoutes } from './modules/flows/routes';
import { lazyValidators } from './http/lazy-validators';
import { incidentRoutes } from './modules/incidents/routes';
import { instanceLogRoutes } from './modules/instance-log/routes';
import { partnerRoutes } from './modules/partners/routes';
import { statsRoutes } from './modules/stats/routes';
import { syncRoutes } from './modules/sync/routes';
import { userRoutes } from './modules/users/routes';
import { ensureReferenceData, signingSecret } from './seed/reference';
import { registerConsoleStatic } from './static/console';
import { registerAutomation } from './modules/automation/register';
import { marketRoutes } from './modules/market/routes';
import { billingRoutes } from './modules/billing/routes';
import { createUsage, startUsageMeter } from './modules/usage/register';
import { usageRoutes } from './modules/usage/routes';
import { registerReleases } from './modules/releases/register';

declare module 'fastify' {
  interface FastifyInstance {
    /** Tests drive it with `tick()` when the config's scan interval is 0. */
    alarmNotifier: Notifier;
  }
}

export interface AppOptions {
  db: Db;
  config: ServerConfig;
  logger?: boolean;
  engine?: EngineOptions;
}

/** The whole server as a Fastify instance; main.ts listens, tests inject. */
export async function buildApp({
  db,
  config,
  logger = true,
  engine: engineOptions,
}: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ? { level: config.logLevel } : false,
    bodyLimit: 2 * 1024 * 1024,
    schemaController: lazyValidators(),
  });
  // First: a process that may not run beside the others (a local file store) stops here.
  const bus = await openClusterBus(config, db, app.log);
  app.addHook('onClose', () => bus.close());

  await ensureReferenceData(db);
  const tokens = createTokenService(
    config.jwtSecret ?? (await signingSecret(db)),
    config.tokenTtlSeconds,
  );

  // One cache of callers per app: the guard reads it, an account change in any process clears it.
  const callers = createCallerCache(bus);
  const accounts = createAccounts(db, callers);
  registerErrorHandler(app);
  registerCamundaErrors(app);
  registerJsonBodies(app);
  registerInputGuard(app);
  recordRoutes(app);
  registerAuthGuard(app, db, tokens, callers);
  // The load balancer's checks (open, not metered): ready once every route is registered.
  registerHealth(app, db);
  // Before any route: every authenticated call is counted as the tenant's API call.
  const meter = startUsageMeter(app, db, config.usage);
  await app.register(compress, { threshold: 1024 });
  await app.register(multipart, { limits: { fileSize: UPLOAD_MAX_BYTES, files: 1 } });

  await app.register(authRoutes, { db, tokens, accounts });
  await app.register(userRoutes, { db, tokens, accounts });
  await app.register(partnerRoutes, { db, accounts });
  await app.register(auditRoutes, { db });
  // Every outbound connection that tenant configuration aims goes through one egress policy.
  const egress = egressPolicy(config.egressAllow);
  const stores = createStores(db, config);
  await app.register(as2Routes, { db, config, egress, files: stores.files });
  // Usage and quotas (issue 24): uploads, script and connector runs and starts are checked.
  const usage = createUsage(db, meter, stores, config.usage);
  await app.register(fileRoutes, stores);
  const sealer = createSealer(loadCredentialKey(config.credentialKey, config.dataDir));
  await sealClearSecrets(db, sealer);
  // Scripts run with the tenant's own file store and the credential bound to their topic.
  // Tenant code runs in the pool's threads, never on this one (issue 22 §2).
  const pool = new ScriptPool(config.scriptPool);
  app.addHook('onClose', () => pool.close());
  const scripts = { db, sealer, files: stores.files, egress, pool, usage: usage.gate };
  // Partners' AS2 messages to the receive ports; MDNs to partners go under the egress policy.
  await app.register(inboundRoute, {
    deps: { db, files: stores.files, egress },
    maxBytes: config.as2MaxMessageBytes,
  });

  const engine = await createProcessEngine(db, {
    engineThreads: config.engineThreads,
    jobLockMs: config.engineJobLockMs,
    onFailure: (err) => app.log.error({ err }, 'process engine work failed'),
    beforeStart: (tenantId) => usage.gate.admit(tenantId, 'instancesStarted'),
    bus,
    ...engineOptions,
  });
  app.addHook('onClose', () => engine.close());
  await app.register(engineRestRoutes, { db, engine });
  await app.register(incidentRoutes, { engine });
  // The connector worker is a client of the engine like any outside worker; the connector
  // routes tell it when connectors or bindings change.
  const bindingsChanged = new BindingSignal(bus);
  await app.register(connectorRoutes, { db, engine, bindingsChanged });
  await app.register(connectivityRoutes, { host: scripts, bindingsChanged });
  await app.register(credentialRoutes, { db, sealer, bindingsChanged });
  await app.register(marketRoutes, { db });
  await app.register(usageRoutes, usage.deps);
  await app.register(billingRoutes, { deps: usage.deps, config: config.usage });
  await app.register(flowRoutes, { db, engine });
  // onClose hooks run last-added first: the worker stops before the engine closes.
  const connectorWorker = startConnectorWorker({
    db,
    engine,
    logger: app.log,
    bindingsChanged,
    scripts,
  });
  app.addHook('onClose', () => connectorWorker.stop());
  await app.register(statsRoutes, { db, engine });
  await app.register(instanceLogRoutes, { db, engine });
  await app.register(alarmRoutes, { db, engine });
  await app.register(syncRoutes, { engine });
  // Alarm contacts hear of new incidents: scanned and delivered every few seconds.
  const alarmNotifier = createNotifier(db, engine, {
    mailer: config.smtp ? createMailer(config.smtp) : undefined,
    egress,
    leases: new Leases(db, config.automation.leaseMs),
  });
  app.decorate('alarmNotifier', alarmNotifier);
  if (config.alarmScanMs > 0) {
    alarmNotifier.start(config.alarmScanMs, (err) =>
      app.log.error({ err }, 'alarm notifier failed'),
    );
  }
  app.addHook('onClose', () => alarmNotifier.stop());
  // Automation (issue 23): monitors, triggers, commands and the flow factory.
  const automation = { db, engine, scripts, stores, config, logger: app.log };
  await registerAutomation(app, automation);
  // Releases of one area (issue 26): the release API and the hosts' load reports.
  await registerReleases(app, { db, config, bus });
  await registerConsoleStatic(app, config, { db, callerOf: tokenCallers(db, tokens, callers) });
  return app;
}
