import { MARKET_URLS } from '@console/shared/contract';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { callerOf } from '../../auth/guard';
import type { Db } from '../../db/types';
import { emptyBodyAsObject } from '../../http/empty-body';
import { ok } from '../../http/envelope';
import { InstallBody, PackageParams, UpgradeBody } from './schema';
import { installPackage, marketCatalogue, removePackage, upgradePackage } from './service';

/**
 * The market (issue 24 §1) is the tenant's: each caller sees and changes its own tenant's
 * packages. Reading is for the account's roles (the page sits in the account menu); installing,
 * upgrading and removing change what the modeler's connectors may run, so, like connectivity
 * (SPEC §6), they are the admin's.
 */
const readers = { auth: { roles: ['admin', 'sys'] as const } };
const admin = { auth: { roles: ['admin'] as const } };

const tenant = (req: FastifyRequest) => callerOf(req).bpId;
const actor = (req: FastifyRequest) => ({ caller: callerOf(req), address: req.ip });
const ONE = `${MARKET_URLS.packages}/:name`;

export async function marketRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  r.get(MARKET_URLS.packages, { config: readers }, async (req) =>
    ok(await marketCatalogue(db, tenant(req))),
  );
  r.post(
    `${ONE}/install`,
    {
      schema: { params: PackageParams, body: InstallBody },
      // Install takes the latest version when sent with no body at all.
      preValidation: emptyBodyAsObject,
      config: admin,
    },
    async (req) =>
      ok(
        await installPackage(db, actor(req), tenant(req), req.params.name, req.body.version),
        'The package was installed',
      ),
  );
  r.post(
    `${ONE}/upgrade`,
    { schema: { params: PackageParams, body: UpgradeBody }, config: admin },
    async (req) =>
      ok(
        await upgradePackage(db, actor(req), tenant(req), req.params.name, req.body.version),
        'The package was upgraded',
      ),
  );
  r.delete(ONE, { schema: { params: PackageParams }, config: admin }, async (req) =>
    ok(
      await removePackage(db, actor(req), tenant(req), req.params.name),
      'The package was removed',
    ),
  );
}
