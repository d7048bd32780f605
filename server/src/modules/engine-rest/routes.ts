import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/types';
import type { ProcessEngine } from '../../engine';
import { deployRoutes } from './deploy-routes';
import { bulkRoutes } from './bulk-routes';
import { instanceRoutes } from './instance-routes';
import { admin, REST } from './queries/common';
import { queryRoutes } from './queries/routes';
import { taskRoutes } from './task-routes';

const CAMUNDA_VERSION = '7.24.0';

/** Camunda 7's engine-rest under /api/camunda/engine-rest, and the console's /api/camunda calls. */
export async function engineRestRoutes(
  app: FastifyInstance,
  options: { db: Db; engine: ProcessEngine },
) {
  // Camunda answers `application/json` exactly, and its JS client parses nothing else.
  app.addHook('onSend', async (_request, reply, payload) => {
    const type = reply.getHeader('content-type');
    if (typeof type === 'string' && type.startsWith('application/json')) {
      reply.header('content-type', 'application/json');
    }
    return payload;
  });
  // The Camunda 7 version whose REST API this one follows (camunda-rest-reference.json).
  app.get(`${REST}/version`, { config: admin }, async () => ({ version: CAMUNDA_VERSION }));
  await app.register(deployRoutes, options);
  await app.register(instanceRoutes, options);
  await app.register(bulkRoutes, options);
  await app.register(taskRoutes, options);
  await app.register(queryRoutes, options);
}
