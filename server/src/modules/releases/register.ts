import type { FastifyInstance } from 'fastify';
import type { ClusterBus } from '../../cluster/bus';
import type { Db } from '../../db/types';
import { releaseRoutes } from './routes';
import type { ReleaseConfig } from './service-access';

/** Releases of one area (issue 26): the release API and the hosts' load reports. */
export async function registerReleases(
  app: FastifyInstance,
  deps: { db: Db; config: ReleaseConfig; bus: ClusterBus },
) {
  await app.register(releaseRoutes, deps);
}
