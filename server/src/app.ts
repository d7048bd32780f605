import compress from '@fastify/compress';
import multipart from '@fastify/multipart';
import Fastify, { type FastifyInstance } from 'fastify';
import { registerAuthGuard } from './auth/guard';
import { createTokenService } from './auth/tokens';
import type { ServerConfig } from './config';
import type { Db } from './db/types';
import { registerErrorHandler } from './http/error-handler';
import { as2Routes } from './modules/as2/routes';
import { authRoutes } from './modules/auth/routes';
import { partnerRoutes } from './modules/partners/routes';
import { userRoutes } from './modules/users/routes';
import { ensureReferenceData, signingSecret } from './seed/reference';
import { registerConsoleStatic } from './static/console';

/** SPEC §9: uploads are at most 10M. */
export const UPLOAD_MAX_BYTES = 10 * 1024 * 1024;

export interface AppOptions {
  db: Db;
  config: ServerConfig;
  logger?: boolean;
}

/** The whole server as a Fastify instance; main.ts listens, tests inject. */
export async function buildApp({
  db,
  config,
  logger = true,
}: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ? { level: config.logLevel } : false,
    bodyLimit: 2 * 1024 * 1024,
  });

  await ensureReferenceData(db);
  const tokens = createTokenService(
    config.jwtSecret ?? (await signingSecret(db)),
    config.tokenTtlSeconds,
  );

  registerErrorHandler(app);
  registerAuthGuard(app, db, tokens);
  await app.register(compress, { threshold: 1024 });
  await app.register(multipart, { limits: { fileSize: UPLOAD_MAX_BYTES, files: 1 } });

  await app.register(authRoutes, { db, tokens });
  await app.register(userRoutes, { db, tokens });
  await app.register(partnerRoutes, { db });
  await app.register(as2Routes, { db, config });
  await registerConsoleStatic(app, config);
  return app;
}
