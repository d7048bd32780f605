import { USAGE_URLS } from '@console/shared/contract';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { callerOf } from '../../auth/guard';
import { attachment } from '../../http/attachment';
import { ok } from '../../http/envelope';
import { accountReaders } from '../usage/routes';
import { MonthQuery, PlanBody } from '../usage/schema';
import type { UsageDeps } from '../usage/usage-service';
import type { UsageConfig } from '../usage/config';
import { changePlan, planView } from './plan-service';
import { statementCsv, statementOf } from './statement';

/** Changing a tenant's plan: sys, and further only the platform's own tenant's (plan-service). */
const sysOnly = { auth: { roles: ['sys'] as const } };

export async function billingRoutes(
  app: FastifyInstance,
  { deps, config }: { deps: UsageDeps; config: UsageConfig },
) {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  const { db, meter, bytes } = deps;

  r.get(USAGE_URLS.plan, { config: accountReaders }, async (req) =>
    ok(await planView(db, callerOf(req), config)),
  );

  r.put(USAGE_URLS.plan, { schema: { body: PlanBody }, config: sysOnly }, async (req) => {
    const changed = await changePlan(db, callerOf(req), req.body, config);
    deps.quotas.forget(changed.tenantId);
    return ok(changed);
  });

  const statement = async (tenantId: number, month: string) => {
    // Today's stored bytes count in the current month's peak.
    await bytes.current(tenantId);
    return statementOf(db, meter, config, tenantId, month);
  };

  r.get(
    USAGE_URLS.statement,
    { schema: { querystring: MonthQuery }, config: accountReaders },
    async (req) => ok(await statement(callerOf(req).bpId, req.query.month)),
  );

  r.get(
    USAGE_URLS.statementCsv,
    { schema: { querystring: MonthQuery }, config: accountReaders },
    async (req, reply) => {
      const { month } = req.query;
      const csv = statementCsv(await statement(callerOf(req).bpId, month));
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', attachment(`statement-${month}.csv`))
        .send(csv);
    },
  );
}
