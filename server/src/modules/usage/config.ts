import { PLAN_IDS, type PlanId, type QuotaName } from '@console/shared/contract';

/** Usage counting and plans (issue 24 §1). */
export interface UsageConfig {
  /** How often counted usage is written (USAGE_FLUSH_MS); 0 writes only when read or closed. */
  flushMs: number;
  /** The plan of a tenant no one chose one for (DEFAULT_PLAN). */
  defaultPlan: PlanId;
  /**
   * The BP name of the platform's own tenant (PLATFORM_TENANT), whose sys users may change
   * tenants' plans; unset, the oldest tenant (the one the installation began with).
   */
  platformTenant: string | undefined;
  /** Limits that replace the plans' own, per plan (tests use small ones). */
  limitOverrides: Partial<Record<PlanId, Partial<Record<QuotaName, number>>>>;
}

function planOf(value: string | undefined): PlanId {
  if (value === undefined || value === '') return 'standard';
  const plan = PLAN_IDS.find((id) => id === value);
  if (!plan)
    throw new Error(`DEFAULT_PLAN must be one of ${PLAN_IDS.join(', ')} (it is "${value}")`);
  return plan;
}

export function readUsageConfig(env: NodeJS.ProcessEnv): UsageConfig {
  const flushMs = Number(env.USAGE_FLUSH_MS ?? 2000);
  if (!Number.isInteger(flushMs) || flushMs < 0) {
    throw new Error(`USAGE_FLUSH_MS must be a whole number (it is "${env.USAGE_FLUSH_MS}")`);
  }
  return {
    flushMs,
    defaultPlan: planOf(env.DEFAULT_PLAN),
    platformTenant: env.PLATFORM_TENANT || undefined,
    limitOverrides: {},
  };
}
