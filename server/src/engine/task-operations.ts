import { randomUUID } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  engineLogs,
  externalTaskLogs,
  externalTasks,
  incidents,
  processInstances,
} from '../db/schema';
import type { Db, Tx } from '../db/types';
import { engineBadRequest, engineNotFound } from './errors';
import { countStat } from './daily-stat';
import { retriesLeft } from './retries-left';
import { assertLockedBy, taskOf, type TaskRow } from './external-tasks';
import type { Runtime } from './runtime/runtime';
import { taskLog } from './runtime/task-changes';
import { fromVariableMap } from './runtime/variables';
import type { ProcessEngine, TenantScope } from './types';

type Ops = Pick<
  ProcessEngine,
  'complete' | 'handleFailure' | 'handleBpmnError' | 'extendLock' | 'unlock' | 'setRetries'
>;

async function openIncident(tx: Tx, task: TaskRow, message: string | null) {
  await tx.insert(incidents).values({
    id: randomUUID(),
    tenantId: task.tenantId,
    incidentType: 'failedExternalTask',
    incidentMessage: message,
    incidentTimestamp: new Date(),
    activityId: task.activityId,
    executionId: task.executionId,
    processInstanceId: task.processInstanceId,
    definitionId: task.definitionId,
    definitionKey: task.definitionKey,
    configuration: task.id,
  });
  await tx
    .update(processInstances)
    .set({ incidents: sql`${processInstances.incidents} + 1` })
    .where(eq(processInstances.id, task.processInstanceId));
}

async function resolveIncidents(tx: Tx, task: TaskRow) {
  const resolved = await tx
    .update(incidents)
    .set({ state: 'resolved', endTime: new Date() })
    .where(and(eq(incidents.configuration, task.id), eq(incidents.state, 'open')))
    .returning({ id: incidents.id });
  if (!resolved.length) return;
  await tx
    .update(processInstances)
    .set({ incidents: sql`greatest(${processInstances.incidents} - ${resolved.length}, 0)` })
    .where(eq(processInstances.id, task.processInstanceId));
}

const logFor = (tx: Tx, task: TaskRow, level: 'warn' | 'error', message: string) =>
  tx.insert(engineLogs).values({
    tenantId: task.tenantId,
    level,
    source: 'engine',
    processInstanceId: task.processInstanceId,
    activityId: task.activityId,
    message,
  });

export function taskOperations(db: Db, runtime: Runtime): Ops {
  const lockedTask = async (scope: TenantScope, taskId: string, workerId: string) => {
    const task = await taskOf(db, scope, taskId);
    assertLockedBy(task, workerId);
    return task;
  };

  return {
    async complete(scope, taskId, input) {
      const task = await lockedTask(scope, taskId, input.workerId);
      const vars = fromVariableMap(input.variables);
      const locals = fromVariableMap(input.localVariables);
      await runtime.step(task.processInstanceId, {
        kind: 'completeTask',
        task,
        variables: [...vars],
        localVariables: [...locals],
        outputs: Object.fromEntries([...vars].map(([name, v]) => [name, v.value])),
      });
    },

    async handleFailure(scope, taskId, input) {
      const task = await lockedTask(scope, taskId, input.workerId);
      // Checked before anything is written; the engine keeps variables on the process only.
      const vars = fromVariableMap({ ...input.variables, ...input.localVariables });
      const retries = input.retries ?? Math.max((task.retries ?? 1) - 1, 0);
      if (!Number.isInteger(retries) || retries < 0)
        throw engineBadRequest('retries must be 0 or more');
      const retryTimeout = input.retryTimeout ?? 0;
      await runtime.serialize(task.processInstanceId, () =>
        db.transaction(async (tx) => {
          await tx
            .update(externalTasks)
            .set({
              retries,
              errorMessage: input.errorMessage ?? null,
              errorDetails: input.errorDetails ?? null,
              workerId: retries > 0 && retryTimeout > 0 ? task.workerId : null,
              lockExpirationTime:
                retries > 0 && retryTimeout > 0 ? new Date(Date.now() + retryTimeout) : null,
            })
            .where(eq(externalTasks.id, task.id));
          await tx.insert(externalTaskLogs).values(
            taskLog(task, 'failed', {
              retries,
              errorMessage: input.errorMessage ?? null,
              errorDetails: input.errorDetails ?? null,
            }),
          );
          const reason = input.errorMessage ?? 'no error message';
          await logFor(
            tx,
            task,
            'warn',
            `Task ${task.topicName} failed: ${reason} (${retriesLeft(retries)})`,
          );
          if (retries === 0) {
            await openIncident(tx, task, input.errorMessage ?? null);
            await logFor(
              tx,
              task,
              'error',
              `Incident opened for task ${task.topicName}: ${reason}`,
            );
          }
          await countStat(tx, task.tenantId, 'task', 'failed');
        }),
      );
      if (vars.size) {
        await runtime.step(task.processInstanceId, {
          kind: 'setVariables',
          set: [...vars],
          deleted: [],
        });
      }
      if (retries > 0) {
        // The task can be fetched again when its retry timeout ends: say so then.
        const announce = () => runtime.events.emit('tasks', [task.topicName]);
        if (retryTimeout > 0) setTimeout(announce, retryTimeout + 10).unref();
        else announce();
      }
    },

    async handleBpmnError(scope, taskId, input) {
      const task = await lockedTask(scope, taskId, input.workerId);
      if (!input.errorCode) throw engineBadRequest('errorCode is required');
      await runtime.step(task.processInstanceId, {
        kind: 'throwBpmnError',
        task,
        variables: [...fromVariableMap(input.variables)],
        error: { code: input.errorCode, message: input.errorMessage ?? input.errorCode },
      });
    },

    async extendLock(scope, taskId, { workerId, newDuration }) {
      const task = await lockedTask(scope, taskId, workerId);
      if (task.lockExpirationTime! < new Date()) {
        throw engineBadRequest(`Cannot extend a lock that expired for external task ${taskId}`);
      }
      if (!(newDuration > 0)) throw engineBadRequest('newDuration must be greater than 0');
      await db
        .update(externalTasks)
        .set({ lockExpirationTime: new Date(Date.now() + newDuration) })
        .where(eq(externalTasks.id, taskId));
    },

    async unlock(scope, taskId) {
      const task = await taskOf(db, scope, taskId);
      await db
        .update(externalTasks)
        .set({ workerId: null, lockExpirationTime: null })
        .where(eq(externalTasks.id, task.id));
      runtime.events.emit('tasks', [task.topicName]);
    },

    async setRetries(scope, taskIds, retries) {
      if (!Number.isInteger(retries) || retries < 0)
        throw engineBadRequest('retries must be 0 or more');
      const tasks = await db
        .select()
        .from(externalTasks)
        .where(
          and(
            inArray(externalTasks.id, taskIds),
            scope === 'all' ? undefined : eq(externalTasks.tenantId, scope),
          ),
        );
      const missing = taskIds.filter((id) => !tasks.some((task) => task.id === id));
      // One task by id is a 404, as for every call on one task (Camunda's answer too).
      if (missing.length === 1 && taskIds.length === 1) {
        throw engineNotFound(`External task with id ${missing[0]} does not exist`);
      }
      if (missing.length)
        throw engineBadRequest(`External tasks do not exist: ${missing.join(', ')}`);
      for (const task of tasks) {
        await runtime.serialize(task.processInstanceId, () =>
          db.transaction(async (tx) => {
            await tx.update(externalTasks).set({ retries }).where(eq(externalTasks.id, task.id));
            if (retries > 0) await resolveIncidents(tx, task);
            else if (task.retries !== 0) await openIncident(tx, task, task.errorMessage);
          }),
        );
      }
      const topics = [...new Set(tasks.map((task) => task.topicName))];
      if (retries > 0 && topics.length) runtime.events.emit('tasks', topics);
    },
  };
}
