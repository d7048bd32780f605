import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/types';
import type { FileStore } from '../files/store';
import { createQuotas, type UsageGate } from '../billing/quota';
import type { UsageConfig } from './config';
import { UsageMeter } from './meter';
import { StoredBytes } from './stored-bytes';
import type { UsageDeps } from './usage-service';

/**
 * The meter of the app, counting every authenticated call of a tenant as an API call. Added
 * before any route, so that the hook covers them all; its counts are written every few
 * seconds and when the app closes (its onClose runs after the routes' own, last-added first).
 */
export function startUsageMeter(app: FastifyInstance, db: Db, config: UsageConfig) {
  const meter = new UsageMeter(db, (err) => app.log.error({ err }, 'usage counts not written'));
  app.addHook('onResponse', async (request) => {
    if (request.caller) meter.add(request.caller.bpId, 'apiCalls');
  });
  meter.start(config.flushMs);
  app.addHook('onClose', () => meter.close());
  return meter;
}

/**
 * Usage reading and quota enforcement over the app's meter and stores. Uploads to either store
 * are checked against the stored-bytes quota before they are written.
 */
export function createUsage(
  db: Db,
  meter: UsageMeter,
  stores: { files: FileStore; cloud: FileStore },
  config: UsageConfig,
): { deps: UsageDeps; gate: UsageGate } {
  const bytes = new StoredBytes(db, stores);
  const quotas = createQuotas(db, meter, bytes, config);
  stores.files.quota = quotas.gate;
  stores.cloud.quota = quotas.gate;
  return { deps: { db, meter, bytes, quotas }, gate: quotas.gate };
}
