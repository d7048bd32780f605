import { dataOf, http, USAGE_URLS, type UsageReport } from '@console/shared';

// GET /api/account/usage: the tenant's usage per UTC day over the range, and this month's quotas.
export const fetchUsage = (from: string, to: string) =>
  dataOf<UsageReport>(http.get(USAGE_URLS.usage, { params: { from, to } }));
