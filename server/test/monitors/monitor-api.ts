import type { MonitorEvent, MonitorSaved, MonitorView } from '@console/shared/contract';
import { engineApi, REST } from '../engine/api';
import { eventually as waitUntil, type StartedServer } from '../harness';

/** The monitor calls of one caller, and the counts a test checks. */
export function monitorApi(server: StartedServer, token: string) {
  const engine = engineApi(server, token);
  const send = async <T>(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: unknown,
  ) => {
    const response = await server.call(token, {
      method,
      url,
      payload: payload as Record<string, unknown>,
    });
    return {
      response,
      status: response.statusCode,
      body: response.json() as { msg: string; data: T },
    };
  };
  return {
    token,
    engine,
    send,
    create: (route: 'file' | 'mq' | 'webapi', form: unknown) =>
      send<MonitorSaved>('POST', `/api/monitor/${route}`, form),
    update: (route: 'file' | 'mq' | 'webapi', form: unknown) =>
      send<MonitorSaved>('PUT', `/api/monitor/${route}`, form),
    get: (route: 'file' | 'mq' | 'webapi', id: number) =>
      send<MonitorView>('GET', `/api/monitor/${route}?id=${id}`),
    list: (route: 'file' | 'mq' | 'webapi') => send<MonitorView[]>('GET', `/api/monitor/${route}`),
    remove: (route: 'file' | 'mq' | 'webapi', id: number) =>
      send<null>('DELETE', `/api/monitor/${route}?id=${id}`),
    toggle: (call: string, id: number) =>
      send<MonitorView>('PUT', `/api/${call}?connectorId=${id}`),
    events: (id: number) => send<MonitorEvent[]>('GET', `/api/monitor/events?id=${id}`),
    /** Instances of a flow, running or ended. */
    async instances(key: string) {
      const { count } = await engine.ok<{ count: number }>(
        'GET',
        `${REST}/history/process-instance/count?processDefinitionKey=${key}`,
      );
      return count;
    },
  };
}

/**
 * How long the monitor tests wait for what a monitor does in the background (a poll, a start,
 * a status). A flow's first start boots its engine threads and a connector's first run its
 * script thread: beside the route walk in CI here, waits of 5 s ran out three times. A wait
 * that is met ends at once.
 */
export const WAIT_MS = 20_000;

/** The harness's `eventually`, with the monitor tests' order of arguments. */
export const eventually = (probe: () => Promise<boolean>, ms = WAIT_MS, what = 'condition') =>
  waitUntil(probe, what, ms);
