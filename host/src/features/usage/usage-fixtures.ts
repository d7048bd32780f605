import { USAGE_METRICS, type QuotaUse, type UsageMetric, type UsageReport } from '@console/shared';

const values = (figures: Partial<Record<UsageMetric, number>> = {}) => ({
  ...(Object.fromEntries(USAGE_METRICS.map((metric) => [metric, 0])) as Record<
    UsageMetric,
    number
  >),
  ...figures,
});

export const quota = (overrides: Partial<QuotaUse> & Pick<QuotaUse, 'quota'>): QuotaUse => ({
  used: 0,
  limit: 1000,
  exceeded: false,
  ...overrides,
});

/** A usage answer over two UTC days, as GET /api/account/usage gives it. */
export function usageReport(overrides: Partial<UsageReport> = {}): UsageReport {
  const first = values({
    instancesStarted: 4,
    instancesEnded: 3,
    apiCalls: 120,
    fileStoreBytes: 2048,
  });
  const second = values({ instancesStarted: 6, instancesEnded: 6, scriptRuns: 2, apiCalls: 80 });
  return {
    from: '2025-03-01',
    to: '2025-03-02',
    timeZone: 'UTC',
    days: [
      { day: '2025-03-01', values: first },
      { day: '2025-03-02', values: second },
    ],
    totals: values({
      instancesStarted: 10,
      instancesEnded: 9,
      scriptRuns: 2,
      apiCalls: 200,
      fileStoreBytes: 2048,
    }),
    plan: 'free',
    quotas: [
      quota({ quota: 'instancesStarted', used: 1000, limit: 1000, exceeded: true }),
      quota({ quota: 'scriptRuns', used: 2, limit: 2000 }),
      quota({ quota: 'storedBytes', used: 2048, limit: 1024 ** 3 }),
    ],
    ...overrides,
  };
}

export const emptyReport = () =>
  usageReport({
    days: [{ day: '2025-03-01', values: values() }],
    totals: values(),
    quotas: [quota({ quota: 'instancesStarted' })],
  });
