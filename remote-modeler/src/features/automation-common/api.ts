import {
  AUTOMATION_URLS as URLS,
  CONNECTOR_API_VERSION,
  VERSION_HEADER,
  dataOf,
  http,
  type DeployedFlow,
  type MonitorView,
} from '@console/shared';

/** SPEC §9: the paged trigger and command lists send the version header 1.2. */
export const PAGED = { headers: { [VERSION_HEADER]: CONNECTOR_API_VERSION } } as const;

// A refused save (400 naming the field, 409 for a taken name) is shown on the form, not as a toast.
export const SHOWN_ON_FORM = { expectedStatuses: [400, 409] } as const;

// GET /api/trigger/nextRuns?schedule=&timezone=: the next five times, or 400 naming the problem.
export const fetchNextRuns = (schedule: string, timezone?: string) =>
  dataOf<string[]>(
    http.get(URLS.nextRuns, {
      params: { schedule, timezone: timezone || undefined },
      expectedStatuses: [400],
    }),
  );

// GET /api/camunda/deployedFlows: every deployed version (plain JSON, SPEC §8).
export const fetchDeployedFlows = async () =>
  (await http.get<DeployedFlow[]>('/api/camunda/deployedFlows')).data;

/** The monitor routes: /api/monitor/file also answers the GCP file monitors. */
export const MONITOR_ROUTES = ['file', 'mq', 'webapi'] as const;
export type MonitorRoute = (typeof MONITOR_ROUTES)[number];

// GET /api/monitor/{route}: the tenant's monitors of one kind, by name.
export const fetchMonitors = (route: MonitorRoute) =>
  dataOf<MonitorView[]>(http.get(`/api/monitor/${route}`));

/** Every monitor of the tenant, of the three routes (an event trigger picks one). */
export const fetchAllMonitors = async () =>
  (await Promise.all(MONITOR_ROUTES.map(fetchMonitors))).flat();
