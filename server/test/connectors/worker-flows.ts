import { engineApi, REST } from '../engine/api';
import { oneTask } from '../engine/bpmn';
import { ACME, eventually, GLOBEX, startTestServer, type StartedServer } from '../harness';
import type { ConnectorRun } from '../../src/modules/connectors/run-service';
import type { LogSearchAnswer } from '../../src/modules/stats/log-search';
import { connectorApi } from './helpers';
import { startHttpTarget } from './http-target';

interface TaskLogRow {
  timestamp: string;
  creationLog: boolean;
  failureLog: boolean;
  successLog: boolean;
  retries: number | null;
  errorMessage: string | null;
}

export interface OpenTask {
  id: string;
  topicName: string;
  workerId: string | null;
  lockExpirationTime: string | null;
  retries: number | null;
  errorMessage: string | null;
}

const stateOf = (row: TaskLogRow) =>
  row.creationLog ? 'created' : row.failureLog ? 'failed' : row.successLog ? 'successful' : '?';

/**
 * Flows the built-in worker runs inside the real server: deployed, bound and started over
 * HTTP, and read back through the engine's REST API and the run log, as a user would.
 */
function workerFlows(server: StartedServer, token: string) {
  const api = connectorApi(server, token);
  const engine = engineApi(server, token);
  const get = <T>(url: string) => engine.ok<T>('GET', `${REST}${url}`);
  const instance = (id: string) => get<{ state: string }>(`/history/process-instance/${id}`);
  /** Starts `key` with typed variables; resolves with the instance id. */
  const start = async (key: string, variables: Record<string, unknown> = {}) =>
    (await engine.start(key, { variables })).id;
  /** The instance's external task log, oldest first. */
  const taskLog = async (id: string) =>
    (
      await get<TaskLogRow[]>(
        `/history/external-task-log?processInstanceId=${id}&sortBy=timestamp&sortOrder=asc`,
      )
    ).map((row) => ({
      state: stateOf(row),
      at: Date.parse(row.timestamp),
      retries: row.retries,
      errorMessage: row.errorMessage,
    }));
  const failures = async (id: string) =>
    (await taskLog(id)).filter((row) => row.state === 'failed');

  return {
    api,
    engine,
    start,
    /**
     * Deploys start → external task (topic `${key}-topic`) → end as `key`, binds the connector
     * of `kind` to the topic, starts one instance; resolves with its id.
     */
    async run(key: string, kind: string, connectorId: number, vars: Record<string, unknown> = {}) {
      await engine.deploy(`${key}.bpmn`, oneTask(key, `${key}-topic`, `${key} task`));
      await api.bind(kind, key, `${key}-topic`, connectorId);
      return start(key, vars);
    },
    instance,
    ended: (id: string, ms = 10_000) =>
      eventually(async () => (await instance(id)).state === 'COMPLETED', `the end of ${id}`, ms),
    /** The instance's variables by name, as the history keeps them. */
    variablesOf: async (id: string) =>
      Object.fromEntries(
        (
          await get<{ name: string; type: string; value: unknown }[]>(
            `/history/variable-instance?processInstanceId=${id}`,
          )
        ).map((v) => [v.name, { type: v.type, value: v.value }]),
      ),
    taskLog,
    /** The failed attempts in the instance's task log, oldest first. */
    failures,
    /** The first failed attempt, once there is one. */
    async firstFailure(id: string) {
      await eventually(async () => (await failures(id)).length > 0, `a failed attempt of ${id}`);
      return (await failures(id))[0];
    },
    /** The instance's external tasks not done yet. */
    openTasks: (id: string) => get<OpenTask[]>(`/external-task?processInstanceId=${id}`),
    openIncidents: (id: string) =>
      get<{ incidentType: string; incidentMessage: string; activityId: string }[]>(
        `/incident?processInstanceId=${id}`,
      ),
    /**
     * What the worker ran for a process, newest first (the run log), once it holds `count`
     * rows: they are written in batches, just after the tasks are reported to the engine.
     */
    async runsOf(processId: string, count = 1) {
      const read = () =>
        api.call<ConnectorRun[]>({
          method: 'GET',
          url: `/api/fileLogByTimestamp?processId=${processId}`,
        });
      await eventually(async () => (await read()).length >= count, `${count} runs of ${processId}`);
      return read();
    },
    /** The worker's lines in the engine log about an instance, oldest first. */
    logOf: async (id: string) =>
      (
        await api.call<LogSearchAnswer>({
          method: 'POST',
          url: '/stat/api/log',
          payload: { processInstanceId: id, source: 'connector-worker', size: 50 },
        })
      ).hits
        .map((hit) => hit.message)
        .reverse(),
  };
}

export type WorkerFlows = ReturnType<typeof workerFlows>;

/**
 * A test server with Acme's and Globex's admins signed in, each with their flows, and a local
 * HTTP server for command connectors to call.
 */
export async function startWorkerServer() {
  const server = await startTestServer();
  const target = await startHttpTarget();
  const flowsOf = async ({ username, password }: { username: string; password: string }) =>
    workerFlows(server, await server.login(username, password));
  return {
    server,
    target,
    acme: await flowsOf(ACME.admin),
    globex: await flowsOf(GLOBEX.admin),
    close: async () => {
      await target.close();
      await server.close();
    },
  };
}
