import type { ServerConfig } from '../config';
import type { Db } from '../db/types';
import { sealClearSecrets } from '../modules/connectors/seal-clear-secrets';
import { createSealer, loadCredentialKey } from '../modules/credentials/seal';
import { seedDemoData } from './demo';
import { ensureReferenceData, signingSecret } from './reference';

/**
 * Everything a start writes into the database before it serves: the roles, the JWT secret (when
 * JWT_SECRET does not give one), the demo data of an empty database and the sealing of secrets
 * saved in clear. main.ts runs it under the start lock (db/start-lock.ts), so that processes
 * started together do it once; buildApp repeats the cheap parts, which then find them done.
 */
export async function writeFirstStart(db: Db, config: ServerConfig) {
  await ensureReferenceData(db);
  if (!config.jwtSecret) await signingSecret(db);
  if (config.demoData) await seedDemoData(db, config);
  await sealClearSecrets(db, createSealer(loadCredentialKey(config.credentialKey, config.dataDir)));
}
