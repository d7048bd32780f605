import { USAGE_URLS } from '@console/shared/contract';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { callerOf } from '../../auth/guard';
import { ok } from '../../http/envelope';
import { utcDayOf } from './meter';
import { UsageQuery } from './schema';
import { daysBefore, usageReport, type UsageDeps } from './usage-service';

/** The account's pages are for the tenant's admin and sys users alike. */
export const accountReaders = { auth: { roles: ['admin', 'sys'] as const } };

const DEFAULT_DAYS = 30;

export async function usageRoutes(app: FastifyInstance, deps: UsageDeps) {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();

  r.get(
    USAGE_URLS.usage,
    { schema: { querystring: UsageQuery }, config: accountReaders },
    async (req) => {
      const to = req.query.to ?? utcDayOf(new Date());
      const from = req.query.from ?? daysBefore(to, DEFAULT_DAYS - 1);
      return ok(await usageReport(deps, callerOf(req).bpId, from, to));
    },
  );
}
