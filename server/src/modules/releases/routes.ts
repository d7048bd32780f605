import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { callerOf } from '../../auth/guard';
import type { ClusterBus } from '../../cluster/bus';
import type { Db } from '../../db/types';
import { ok } from '../../http/envelope';
import { loadEvents } from './events';
import { LoadReportBody, ReleaseBody, RemoteParams } from './schema';
import { assertReleaseManager, type ReleaseConfig } from './service-access';
import { promoteCandidate, releaseVersion, rollBack, withdrawCandidate } from './service';
import { releasesView } from './service-view';

/**
 * Releases are the platform's: sys here, and further only the platform tenant's sys users
 * (service-access). Load reports come from every signed-in user's browser.
 */
const platformSys = { auth: { roles: ['sys'] as const } };
const everyone = { auth: { roles: ['admin', 'sys'] as const } };

const actor = (req: FastifyRequest) => ({ caller: callerOf(req), address: req.ip });

export async function releaseRoutes(
  app: FastifyInstance,
  { db, config, bus }: { db: Db; config: ReleaseConfig; bus: ClusterBus },
) {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  const report = loadEvents(db, config, app.log, bus);
  // A release names a version just deployed: every process reads the remotes' folders again.
  const released = () => bus.publish('releases');

  r.get('/api/releases', { config: platformSys }, async (req) => {
    await assertReleaseManager(db, callerOf(req), config);
    return ok(await releasesView(db, config));
  });

  // A static path: find-my-way matches it before `/api/releases/:remote`.
  r.post(
    '/api/releases/events',
    { schema: { body: LoadReportBody }, config: everyone },
    async (req) => {
      await report(callerOf(req), req.body);
      return ok(null);
    },
  );

  r.post(
    '/api/releases/:remote',
    { schema: { params: RemoteParams, body: ReleaseBody }, config: platformSys },
    async (req) => {
      const release = await releaseVersion(db, config, actor(req), req.params.remote, req.body);
      await released();
      return ok(release);
    },
  );

  const changes = { promote: promoteCandidate, rollback: rollBack, withdraw: withdrawCandidate };
  for (const [name, change] of Object.entries(changes)) {
    r.post(
      `/api/releases/:remote/${name}`,
      { schema: { params: RemoteParams }, config: platformSys },
      async (req) => {
        const changed = await change(db, config, actor(req), req.params.remote);
        await released();
        return ok(changed);
      },
    );
  }
}
