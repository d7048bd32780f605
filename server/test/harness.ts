import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../src/app';
import { readConfig, type ServerConfig } from '../src/config';
import type { Db } from '../src/db/types';
import { freshDatabase } from './database';
import { standardTenantsOf } from './fixtures';

export interface TestServer {
  app: FastifyInstance;
  db: Db;
  /** Signs in and returns the token. */
  login: (username: string, password: string) => Promise<string>;
  /** An injected request with the given token in the `token` header. */
  call: (token: string | null, options: InjectOptions) => Promise<LightMyRequestResponse>;
  close: () => Promise<void>;
}

export { ACME, GLOBEX } from './fixtures';

export type StartedServer = TestServer & {
  acme: { tenantId: number; rootGroupId: number };
  globex: { tenantId: number; rootGroupId: number };
  /** The server's data folder (a fresh temporary one unless overridden). */
  dataDir: string;
};

/**
 * Where a test server's outbound calls may go: the loopback servers tests start themselves,
 * and the CI's PostgreSQL. The egress tests start a server without this allowance.
 */
export const TEST_EGRESS_ALLOW = [
  '127.0.0.0/8',
  '::1/128',
  'localhost',
  ...(process.env.TEST_DATABASE_URL ? [new URL(process.env.TEST_DATABASE_URL).hostname] : []),
];

/**
 * A built app on a fresh database with the Acme and Globex tenants. The alarm notifier does
 * not run on its own (tests call `app.alarmNotifier.tick()`); `overrides` change the config.
 */
export async function startTestServer(
  overrides: Partial<ServerConfig> = {},
): Promise<StartedServer> {
  const database = await freshDatabase({ seeded: true });
  const { acme, globex } = await standardTenantsOf(database.db);
  // The file stores write under the data folder: each test server has its own.
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'console-test-data-'));
  const config = {
    ...readConfig({}),
    dataDir,
    jwtSecret: 'test-secret',
    demoData: false,
    staticRoot: '/nonexistent',
    alarmScanMs: 0,
    egressAllow: TEST_EGRESS_ALLOW,
    ...overrides,
  };
  let app: FastifyInstance;
  try {
    app = await buildApp({ db: database.db, config, logger: false });
    await app.ready();
  } catch (error) {
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }

  const call: TestServer['call'] = (token, options) =>
    app.inject({ ...options, headers: { ...(token ? { token } : {}), ...options.headers } });

  const login = async (username: string, password: string) => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username, password },
    });
    if (response.statusCode !== 200) throw new Error(`login ${username}: ${response.body}`);
    return (response.json() as { data: { token: string } }).data.token;
  };

  return {
    app,
    db: database.db,
    acme,
    globex,
    dataDir: config.dataDir,
    login,
    call,
    close: async () => {
      await app.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

// Here for the files that import the harness; others import it from ./eventually, which loads
// nothing of the server.
export { eventually } from './eventually';
