import { randomUUID } from 'node:crypto';
import type {
  FetchAndLockRequest,
  LockedExternalTask,
  ProcessEngine,
  TenantScope,
  VariableMap,
} from '../../src/engine/types';

interface FakeTask {
  task: LockedExternalTask;
  lockedUntil: number;
  state: 'open' | 'completed' | 'incident';
}

/**
 * The engine calls the connector worker makes, kept in memory: the worker's own behaviour
 * (batching, retries, concurrency, no busy polling) is checked without the real engine.
 */
export function fakeEngine() {
  const tasks: FakeTask[] = [];
  const listeners = new Set<(topics: string[]) => void>();
  const fetches: { scope: TenantScope; request: FetchAndLockRequest; got: number }[] = [];
  const completed: { id: string; variables: VariableMap }[] = [];
  const failures: { id: string; errorMessage?: string; retries?: number; retryTimeout?: number }[] =
    [];
  const logs: { tenantId: number; level: string; message: string }[] = [];
  let active = 0;
  let maxActive = 0;
  /** Resolves a completion after this many ms (to see tasks run at once). */
  let completeDelayMs = 0;
  /** Hands out tasks of any topic, as if a binding vanished between fetch and run. */
  let greedy = false;

  const find = (id: string) => {
    const found = tasks.find((t) => t.task.id === id);
    if (!found) throw new Error(`no task ${id}`);
    return found;
  };
  const unused = () => Promise.reject(new Error('not used by the connector worker'));

  // Only what the worker calls; any other method rejects, so a new call shows up in a test.
  const used: Partial<ProcessEngine> = {
    async fetchAndLock(scope, request) {
      const now = Date.now();
      const picked = tasks
        .filter(
          ({ task, lockedUntil, state }) =>
            state === 'open' &&
            lockedUntil <= now &&
            (scope === 'all' || task.tenantId === String(scope)) &&
            (greedy ||
              request.topics.some(
                (topic) =>
                  topic.topicName === task.topicName &&
                  (!topic.processDefinitionKey ||
                    topic.processDefinitionKey === task.processDefinitionKey),
              )),
        )
        .slice(0, request.maxTasks);
      for (const entry of picked) {
        const topic = request.topics.find((t) => t.topicName === entry.task.topicName);
        entry.lockedUntil = now + (topic?.lockDuration ?? 0);
      }
      fetches.push({ scope, request, got: picked.length });
      return picked.map((entry) => ({ ...entry.task, workerId: request.workerId }));
    },
    async complete(_scope, taskId, input) {
      active++;
      maxActive = Math.max(maxActive, active);
      await new Promise((resolve) => setTimeout(resolve, completeDelayMs));
      active--;
      find(taskId).state = 'completed';
      completed.push({ id: taskId, variables: input.variables ?? {} });
    },
    async handleFailure(_scope, taskId, input) {
      const entry = find(taskId);
      failures.push({ id: taskId, ...input });
      entry.task = {
        ...entry.task,
        retries: input.retries ?? 0,
        errorMessage: input.errorMessage ?? null,
      };
      if (entry.task.retries === 0) entry.state = 'incident';
      entry.lockedUntil = Date.now() + (input.retryTimeout ?? 0);
      // The real engine announces the task at once, before its retry timeout ends.
      if (entry.task.retries) for (const listener of listeners) listener([entry.task.topicName]);
    },
    async unlock(_scope, taskId) {
      find(taskId).lockedUntil = 0;
    },
    onTasksAvailable(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    log(tenantId, line) {
      logs.push({ tenantId, level: line.level, message: line.message });
    },
    close: async () => undefined,
  };
  const engine = new Proxy(used as ProcessEngine, {
    get: (target, name: keyof ProcessEngine) => target[name] ?? unused,
  });

  return {
    engine,
    fetches,
    completed,
    failures,
    logs,
    tasks,
    maxActive: () => maxActive,
    slowCompletions: (ms: number) => {
      completeDelayMs = ms;
    },
    handOutAnyTopic: () => {
      greedy = true;
    },
    /** Adds an external task and announces its topic, as the engine does. */
    addTask(fields: {
      tenantId: number;
      processKey: string;
      topic: string;
      variables?: VariableMap;
      announce?: boolean;
    }) {
      const id = randomUUID();
      tasks.push({
        lockedUntil: 0,
        state: 'open',
        task: {
          id,
          topicName: fields.topic,
          workerId: '',
          lockExpirationTime: '',
          retries: null,
          errorMessage: null,
          errorDetails: null,
          activityId: 'Task_1',
          activityInstanceId: `Task_1:${id}`,
          executionId: id,
          processInstanceId: `instance-${id}`,
          processDefinitionId: `${fields.processKey}:1:x`,
          processDefinitionKey: fields.processKey,
          processDefinitionVersionTag: null,
          businessKey: null,
          tenantId: String(fields.tenantId),
          priority: 0,
          variables: fields.variables ?? {},
          extensionProperties: {},
        },
      });
      if (fields.announce !== false) for (const listener of listeners) listener([fields.topic]);
      return id;
    },
  };
}

export type FakeEngine = ReturnType<typeof fakeEngine>;

/** Waits until `check` holds, polling briefly; fails with `what` after `ms`. */
export async function eventually(check: () => boolean | Promise<boolean>, what: string, ms = 5000) {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
