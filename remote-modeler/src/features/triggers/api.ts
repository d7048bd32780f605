import {
  AUTOMATION_URLS as URLS,
  CONNECTOR_API_VERSION,
  MAX_PAGE_SIZE,
  VERSION_HEADER,
  dataOf,
  http,
  type AvailableConnector,
  type DeployedFlow,
  type MonitorView,
  type Page,
  type PageQuery,
  type Trigger,
  type TriggerFireEntry,
  type TriggerForm,
  type TriggerPage,
  type TriggerTypeOption,
} from '@console/shared';

/** SPEC §9: the paged trigger and command lists send the version header 1.2. */
export const PAGED = { headers: { [VERSION_HEADER]: CONNECTOR_API_VERSION } } as const;

// A refused save (400 naming the field, 409 for a taken name) is shown on the form, not as a toast.
const SHOWN_ON_FORM = { expectedStatuses: [400, 409] } as const;

// GET /api/trigger_type: the trigger types as a key/value list.
export const fetchTriggerTypes = () => dataOf<TriggerTypeOption[]>(http.get(URLS.triggerTypes));

// GET /api/trigger?page=&pageSize= (header version 1.2): one page of the triggers, by name.
export const fetchTriggers = (query: PageQuery) =>
  dataOf<TriggerPage>(http.get(URLS.trigger, { ...PAGED, params: query }));

// POST /api/trigger: a new trigger.
export const createTrigger = (body: TriggerForm) =>
  dataOf<Trigger>(http.post(URLS.trigger, body, SHOWN_ON_FORM));

// PUT /api/trigger: replaces a trigger (every field is sent).
export const updateTrigger = (body: TriggerForm & { id: number }) =>
  dataOf<Trigger>(http.put(URLS.trigger, body, SHOWN_ON_FORM));

// DELETE /api/delTrigger/{id}: its fires stay in the ledger.
export const deleteTrigger = (id: number) =>
  dataOf<null>(http.delete(`${URLS.deleteTrigger}/${id}`));

// GET /api/trigger/nextRuns?schedule=&timezone=: the next five times, or 400 naming the problem.
export const fetchNextRuns = (schedule: string, timezone?: string) =>
  dataOf<string[]>(
    http.get(URLS.nextRuns, {
      params: { schedule, timezone: timezone || undefined },
      expectedStatuses: [400],
    }),
  );

// GET /api/trigger/fires?id=: a timer's fires, newest first.
export const fetchTriggerFires = (id: number) =>
  dataOf<TriggerFireEntry[]>(http.get(URLS.triggerFires, { params: { id } }));

// GET /api/availableEventConnectors?page=&pageSize= (header version 1.2): a page of them.
export const fetchEventConnectorPage = (query: PageQuery) =>
  dataOf<Page<AvailableConnector>>(http.get(URLS.eventConnectors, { ...PAGED, params: query }));

/** Every event connector of the tenant, page after page (a select lists them all). */
export async function fetchAllEventConnectors() {
  const rows: AvailableConnector[] = [];
  for (let page = 1; ; page++) {
    const answer = await fetchEventConnectorPage({ page, pageSize: MAX_PAGE_SIZE });
    rows.push(...answer.list);
    if (!answer.list.length || rows.length >= answer.total) return rows;
  }
}

/** The monitor routes: /api/monitor/file also answers the GCP file monitors. */
export const MONITOR_ROUTES = ['file', 'mq', 'webapi'] as const;
export type MonitorRoute = (typeof MONITOR_ROUTES)[number];

// GET /api/monitor/{route}: the tenant's monitors of one kind.
export const fetchMonitors = (route: MonitorRoute) =>
  dataOf<MonitorView[]>(http.get(`/api/monitor/${route}`));

/** Every monitor of the tenant, of the three routes. */
export const fetchAllMonitors = async () =>
  (await Promise.all(MONITOR_ROUTES.map(fetchMonitors))).flat();

// GET /api/camunda/deployedFlows: every deployed version (plain JSON, SPEC §8).
export const fetchDeployedFlows = async () =>
  (await http.get<DeployedFlow[]>('/api/camunda/deployedFlows')).data;
