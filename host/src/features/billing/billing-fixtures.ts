import type { PlanView, Statement } from '@console/shared';

const GIB = 1024 ** 3;

/** The Free plan as GET /api/account/plan gives it. */
export const freePlan = (): PlanView => ({
  tenantId: 1,
  plan: 'free',
  name: 'Free',
  monthlyFee: 0,
  currency: 'USD',
  mayChange: false,
  quotas: [
    { quota: 'instancesStarted', included: 1000, unit: 1000, unitPrice: 100 },
    { quota: 'apiCalls', included: 50_000, unit: 10_000, unitPrice: 20 },
    { quota: 'storedBytes', included: GIB, unit: GIB, unitPrice: 10 },
  ],
});

/** A month's statement with API calls beyond the plan. */
export const statement = (month = '2025-03'): Statement => ({
  month,
  plan: 'free',
  currency: 'USD',
  monthlyFee: 0,
  lines: [
    {
      quota: 'instancesStarted',
      quantity: 1000,
      included: 1000,
      over: 0,
      unit: 1000,
      unitPrice: 100,
      amount: 0,
    },
    {
      quota: 'apiCalls',
      quantity: 72_500,
      included: 50_000,
      over: 22_500,
      unit: 10_000,
      unitPrice: 20,
      amount: 60,
    },
  ],
  total: 60,
});
