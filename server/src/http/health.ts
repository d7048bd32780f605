import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Db } from '../db/types';

declare module 'fastify' {
  interface FastifyInstance {
    /** main.ts calls `drain()` on SIGTERM/SIGINT, before it waits SHUTDOWN_DRAIN_MS and closes. */
    readiness: { drain: () => void };
  }
}

/** How long /api/ready waits for the database before it calls the process not ready. */
export const READY_DB_TIMEOUT_MS = 2_000;

/**
 * Why the database is not usable now (no answer in time, or an error), or null when it is. The
 * error itself goes to the log only: the open answer must not name hosts or users.
 */
async function databaseTrouble(
  db: Db,
  timeoutMs: number,
  log: FastifyBaseLogger,
): Promise<string | null> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<string>((resolve) => {
    timer = setTimeout(
      () => resolve(`The database did not answer within ${timeoutMs / 1000} s`),
      timeoutMs,
    );
  });
  const answer = db.execute(sql`select 1`).then(
    () => null,
    (err: unknown) => {
      log.warn({ err }, 'readiness check: the database failed');
      return 'The database failed the check';
    },
  );
  try {
    return await Promise.race([answer, late]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The load balancer's two checks (issue 27), open to anyone because they reveal nothing, and
 * neither counted as a tenant's API call (the usage meter counts signed-in callers only):
 * - `GET /api/health`: the process is alive; never touches the database.
 * - `GET /api/ready`: the database answers within 2 s, and the process is not draining; else 503
 *   with the reason. Draining starts when the process is told to stop: the balancer stops
 *   sending it work while it still finishes what it has (SHUTDOWN_DRAIN_MS). A starting process
 *   is not ready either: main.ts listens only after the migrations and the app are done, and
 *   once the app closes Fastify itself answers 503 to every request.
 */
export function registerHealth(app: FastifyInstance, db: Db, dbTimeoutMs = READY_DB_TIMEOUT_MS) {
  let draining = false;
  app.decorate('readiness', { drain: () => (draining = true) });
  const open = { auth: { public: true } } as const;

  app.get('/api/health', { config: open }, async () => ({ status: 'ok' }));

  app.get('/api/ready', { config: open }, async (request, reply) => {
    if (draining) {
      return reply.code(503).send({ status: 'unavailable', reason: 'The server is shutting down' });
    }
    const trouble = await databaseTrouble(db, dbTimeoutMs, request.log);
    if (trouble) return reply.code(503).send({ status: 'unavailable', reason: trouble });
    return { status: 'ready' };
  });
}
