import { dataOf, http } from '@console/shared';

export interface StatPoint {
  date: string;
  count: number;
}
export type StatKind = 'task' | 'event';
export type StatOutcome = 'success' | 'failed' | 'total';
/**
 * Statistics dates go in UTC as `YYYY-MM-DD HH:mm:ss`; tz (an IANA name) is the zone whose
 * days the points are.
 */
export interface StatRange {
  from: string;
  to: string;
  tz: string;
}

// GET /stat/api/{task|event}/{success|failed|total}?from&to&tz: one point per day of tz, 0 when none.
export const fetchDailyCounts = (kind: StatKind, outcome: StatOutcome, range: StatRange) =>
  dataOf<StatPoint[]>(http.get(`/stat/api/${kind}/${outcome}`, { params: range }));

/** The figures of GET /api/camunda/statistics the dashboard shows (Camunda-style JSON). */
export interface InstanceTotals {
  running: number;
  active: number;
  incident: number;
}

// GET /api/camunda/statistics: the tenant's instances now, by state (no envelope).
export const fetchInstanceTotals = async () =>
  (await http.get<InstanceTotals>('/api/camunda/statistics')).data;

const OUTCOMES: StatOutcome[] = ['success', 'failed', 'total'];

/** Everything the dashboard draws for a range: inbound (event) and outbound (task) per day. */
export async function fetchDashboard(range: StatRange) {
  const [inbound, outbound, instances] = await Promise.all([
    Promise.all(OUTCOMES.map((outcome) => fetchDailyCounts('event', outcome, range))),
    Promise.all(OUTCOMES.map((outcome) => fetchDailyCounts('task', outcome, range))),
    fetchInstanceTotals(),
  ]);
  const byOutcome = ([success, failed, total]: StatPoint[][]) => ({ success, failed, total });
  return {
    series: { inbound: byOutcome(inbound), outbound: byOutcome(outbound) },
    instances,
    at: new Date(),
  };
}
