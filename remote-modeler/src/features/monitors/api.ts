import {
  CONNECTIVITY_URLS,
  dataOf,
  http,
  type ConnectorDetail,
  type Credential,
  type FileMonitorForm,
  type MonitorEvent,
  type MonitorSaved,
  type MonitorView,
  type MqMonitorForm,
  type WebApiMonitorForm,
} from '@console/shared';
import { SHOWN_ON_FORM, type MonitorRoute } from '../automation-common/api';

/** What each route's POST and PUT take. */
export interface MonitorBodies {
  file: FileMonitorForm;
  mq: MqMonitorForm;
  webapi: WebApiMonitorForm;
}

/** SPEC §7: each kind has its own start and stop calls. */
const SWITCHES: Record<MonitorRoute, { start: string; stop: string }> = {
  file: { start: '/api/startFileMonitor', stop: '/api/stopFileMonitor' },
  mq: { start: '/api/startRemoteMqMonitor', stop: '/api/stopRemoteMqMonitor' },
  webapi: { start: '/api/startMonitor', stop: '/api/stopMonitor' },
};

// POST /api/monitor/{route}: a new monitor (a web API one answers its webhook secret, once).
export const createMonitor = <R extends MonitorRoute>(route: R, body: MonitorBodies[R]) =>
  dataOf<MonitorSaved>(http.post(`/api/monitor/${route}`, body, SHOWN_ON_FORM));

// PUT /api/monitor/{route}: changes a monitor; `notice` says when it was left INACTIVE.
export const updateMonitor = <R extends MonitorRoute>(
  route: R,
  body: MonitorBodies[R] & { id: number },
) => dataOf<MonitorSaved>(http.put(`/api/monitor/${route}`, body, SHOWN_ON_FORM));

// DELETE /api/monitor/{route}?id=: stops and deletes a monitor with its events.
export const deleteMonitor = (route: MonitorRoute, id: number) =>
  dataOf<null>(http.delete(`/api/monitor/${route}`, { params: { id } }));

// PUT /api/start…|stop…?connectorId=: the kind's start or stop call.
export const setMonitorActive = (route: MonitorRoute, connectorId: number, active: boolean) => {
  const { start, stop } = SWITCHES[route];
  return dataOf<MonitorView>(
    http.put(active ? start : stop, undefined, { params: { connectorId } }),
  );
};

// GET /api/monitor/events?id=&limit=: the monitor's recent events, newest first.
export const fetchMonitorEvents = (id: number, limit?: number) =>
  dataOf<MonitorEvent[]>(http.get('/api/monitor/events', { params: { id, limit } }));

// GET /api/credentialList: the tenant's credentials (filtered by template where used).
export const fetchCredentials = () =>
  dataOf<Credential[]>(http.get(CONNECTIVITY_URLS.credentialList));

// GET /api/eventConnectorList: the tenant's event connectors.
export const fetchEventConnectors = () =>
  dataOf<ConnectorDetail[]>(http.get(CONNECTIVITY_URLS.eventConnectorList));
