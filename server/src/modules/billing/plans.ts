import {
  QUOTA_NAMES,
  type PlanId,
  type QuotaName,
  type QuotaPrice,
} from '@console/shared/contract';
import type { UsageConfig } from '../usage/config';

const GIB = 1024 ** 3;

export interface Plan {
  id: PlanId;
  name: string;
  /** Cents per month. */
  monthlyFee: number;
  /** Per quota: what the month includes (stored bytes: at any time) and the price beyond. */
  quotas: Record<QuotaName, { included: number; unit: number; unitPrice: number }>;
}

/**
 * The plans (issue 24 §1), in code: monthly quotas and the price of each unit begun beyond
 * them. Quotas are enforced, so a statement's overage comes from what is not refused (API
 * calls, AS2 messages the gateway logs, bytes written by scripts) and from calls that raced.
 */
export const PLANS: Record<PlanId, Plan> = {
  free: {
    id: 'free',
    name: 'Free',
    monthlyFee: 0,
    quotas: {
      instancesStarted: { included: 1_000, unit: 1_000, unitPrice: 100 },
      scriptRuns: { included: 2_000, unit: 1_000, unitPrice: 50 },
      connectorRuns: { included: 2_000, unit: 1_000, unitPrice: 50 },
      apiCalls: { included: 50_000, unit: 10_000, unitPrice: 20 },
      as2Messages: { included: 500, unit: 100, unitPrice: 100 },
      storedBytes: { included: 1 * GIB, unit: GIB, unitPrice: 10 },
    },
  },
  standard: {
    id: 'standard',
    name: 'Standard',
    monthlyFee: 49_00,
    quotas: {
      instancesStarted: { included: 100_000, unit: 1_000, unitPrice: 80 },
      scriptRuns: { included: 200_000, unit: 1_000, unitPrice: 40 },
      connectorRuns: { included: 200_000, unit: 1_000, unitPrice: 40 },
      apiCalls: { included: 5_000_000, unit: 10_000, unitPrice: 15 },
      as2Messages: { included: 50_000, unit: 100, unitPrice: 80 },
      storedBytes: { included: 50 * GIB, unit: GIB, unitPrice: 8 },
    },
  },
  enterprise: {
    id: 'enterprise',
    name: 'Enterprise',
    monthlyFee: 499_00,
    quotas: {
      instancesStarted: { included: 5_000_000, unit: 1_000, unitPrice: 50 },
      scriptRuns: { included: 10_000_000, unit: 1_000, unitPrice: 25 },
      connectorRuns: { included: 10_000_000, unit: 1_000, unitPrice: 25 },
      apiCalls: { included: 100_000_000, unit: 10_000, unitPrice: 10 },
      as2Messages: { included: 1_000_000, unit: 100, unitPrice: 50 },
      storedBytes: { included: 1024 * GIB, unit: GIB, unitPrice: 5 },
    },
  },
};

/** A plan's quotas with the configured overrides (tests use small limits). */
export const quotasOf = (plan: PlanId, config: UsageConfig): QuotaPrice[] =>
  QUOTA_NAMES.map((quota) => ({
    quota,
    ...PLANS[plan].quotas[quota],
    included: limitOf(plan, quota, config),
  }));

/** A quota's limit on a plan, overrides included. */
export function limitOf(plan: PlanId, quota: QuotaName, config: UsageConfig) {
  return config.limitOverrides[plan]?.[quota] ?? PLANS[plan].quotas[quota].included;
}
