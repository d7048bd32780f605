import type { ServerConfig } from '../config';
import type { Db } from '../db/types';
import { createLocalBus, type BusLog, type ClusterBus } from './bus';
import { PostgresBus } from './postgres-bus';
import { storeLockModeOf } from './store-lock';

/**
 * The app's bus: across processes on PostgreSQL (config.databaseUrl), local on the embedded
 * database. On PostgreSQL it throws StoreLockRefused when this process may not run beside the
 * ones already there (a local file store on either side): main.ts prints it and exits.
 */
export async function openClusterBus(
  config: Pick<ServerConfig, 'databaseUrl' | 'fileStore'>,
  db: Db,
  log: BusLog,
): Promise<ClusterBus> {
  if (!config.databaseUrl) return createLocalBus(log);
  return PostgresBus.open({
    url: config.databaseUrl,
    db,
    lock: storeLockModeOf(config.fileStore),
    log,
  });
}
