import type { PlanChange, PlanId, PlanView } from '@console/shared/contract';
import { PLAN_IDS } from '@console/shared/contract';
import { and, asc, eq, isNull, placeholder } from 'drizzle-orm';
import type { Caller } from '../../auth/caller';
import { preparedOn } from '../../db/prepared';
import { bp, tenantPlans } from '../../db/schema';
import type { Db } from '../../db/types';
import { forbidden, notFound } from '../../http/envelope';
import type { UsageConfig } from '../usage/config';
import { PLANS, quotasOf } from './plans';

const isPlanId = (value: string): value is PlanId => PLAN_IDS.some((id) => id === value);

/** The tenant's plan: the one stored for it, else the configured default. */
const storedPlan = preparedOn('tenant_plan', (db, name) =>
  db
    .select({ plan: tenantPlans.plan })
    .from(tenantPlans)
    .where(eq(tenantPlans.tenantId, placeholder('tenantId')))
    .prepare(name),
);

export async function planOf(db: Db, tenantId: number, config: UsageConfig): Promise<PlanId> {
  const [row] = await storedPlan(db).execute({ tenantId });
  return row && isPlanId(row.plan) ? row.plan : config.defaultPlan;
}

/**
 * The platform's own tenant: the one PLATFORM_TENANT names, else the oldest tenant (the one
 * the installation began with). Every signed-in tenant is a root BP, so "a sys user of a root
 * BP" alone would let any tenant's sys change everyone's plan.
 */
export async function platformTenantId(db: Db, config: UsageConfig): Promise<number | undefined> {
  const [row] = await db
    .select({ id: bp.id })
    .from(bp)
    .where(
      and(
        isNull(bp.tenantId),
        config.platformTenant ? eq(bp.name, config.platformTenant) : undefined,
      ),
    )
    .orderBy(asc(bp.id))
    .limit(1);
  return row?.id;
}

/**
 * A sys user of the platform's own tenant: the one who may change tenants' plans, and manage
 * the releases of areas (modules/releases).
 */
export async function mayChangePlans(db: Db, caller: Caller, config: UsageConfig) {
  if (!caller.platform || !caller.roles.includes('sys')) return false;
  return (await platformTenantId(db, config)) === caller.bpId;
}

export async function planView(db: Db, caller: Caller, config: UsageConfig): Promise<PlanView> {
  const plan = await planOf(db, caller.bpId, config);
  return {
    tenantId: caller.bpId,
    plan,
    name: PLANS[plan].name,
    monthlyFee: PLANS[plan].monthlyFee,
    currency: 'USD',
    quotas: quotasOf(plan, config),
    mayChange: await mayChangePlans(db, caller, config),
  };
}

/** PUT /api/account/plan: a tenant's plan, changed by a sys user of the platform's tenant. */
export async function changePlan(db: Db, caller: Caller, change: PlanChange, config: UsageConfig) {
  if (!(await mayChangePlans(db, caller, config))) {
    throw forbidden("Only a sys user of the platform's own tenant may change a tenant's plan");
  }
  const [tenant] = await db
    .select({ id: bp.id })
    .from(bp)
    .where(and(eq(bp.id, change.tenantId), isNull(bp.tenantId)));
  if (!tenant) throw notFound(`No tenant with id ${change.tenantId}`);
  await db
    .insert(tenantPlans)
    .values({ tenantId: tenant.id, plan: change.plan, changedBy: caller.username })
    .onConflictDoUpdate({
      target: tenantPlans.tenantId,
      set: { plan: change.plan, changedBy: caller.username, changedAt: new Date() },
    });
  return { tenantId: tenant.id, plan: change.plan };
}
