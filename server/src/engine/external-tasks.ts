import { inArray, sql, type SQL } from 'drizzle-orm';
import { externalTasks, processDefinitions, variables as variableTable } from '../db/schema';
import type { StoredLocal } from '../db/engine-schema';
import type { Db } from '../db/types';
import { engineBadRequest, engineNotFound } from './errors';
import { parseStored, toVariableMap, type Variables } from './runtime/variables';
import type { FetchAndLockRequest, LockedExternalTask, TenantScope } from './types';
import { readTask, type TaskRow } from './task-reader';

export type { TaskRow } from './task-reader';

/** The task, if the caller's tenant may see it; 404 otherwise (Camunda's message). */
export async function taskOf(db: Db, scope: TenantScope, taskId: string): Promise<TaskRow> {
  const task = await readTask(db, taskId);
  if (!task || (scope !== 'all' && task.tenantId !== scope)) {
    throw engineNotFound(`External task with id ${taskId} does not exist`);
  }
  return task;
}

/** Camunda refuses work on a task locked by another worker, or no longer locked. */
export function assertLockedBy(task: TaskRow, workerId: string) {
  if (task.suspended) throw engineBadRequest(`ExternalTask with id '${task.id}' is suspended`);
  if (task.workerId !== workerId || !task.lockExpirationTime) {
    throw engineBadRequest(
      `External Task ${task.id} cannot be completed by worker '${workerId}'. It is locked by worker '${task.workerId ?? ''}'.`,
    );
  }
}

/** The stored variables of each instance (runtime and history alike). */
export async function variablesOf(db: Db, instanceIds: string[]) {
  const byInstance = new Map<string, Variables>();
  if (!instanceIds.length) return byInstance;
  const rows = await db
    .select()
    .from(variableTable)
    .where(inArray(variableTable.processInstanceId, instanceIds));
  for (const row of rows) {
    const vars = byInstance.get(row.processInstanceId) ?? new Map();
    vars.set(row.name, parseStored(row.type, row.value));
    byInstance.set(row.processInstanceId, vars);
  }
  return byInstance;
}

/**
 * Locks up to `maxTasks` fetchable tasks of the requested topics: not locked (or the lock has
 * expired, which is also how a retry timeout ends), not suspended, retries left.
 */
export async function fetchAndLock(
  db: Db,
  scope: TenantScope,
  request: FetchAndLockRequest,
): Promise<LockedExternalTask[]> {
  if (!request.workerId) throw engineBadRequest('workerId is required');
  const locked: { task: TaskRow; topic: FetchAndLockRequest['topics'][number] }[] = [];
  let room = request.maxTasks;
  for (const topic of request.topics) {
    if (room <= 0) break;
    if (!(topic.lockDuration > 0)) throw engineBadRequest('lockDuration must be greater than 0');
    const filters = [
      sql`${externalTasks.topicName} = ${topic.topicName}`,
      sql`(${externalTasks.lockExpirationTime} is null or ${externalTasks.lockExpirationTime} < now())`,
      sql`${externalTasks.suspended} = false`,
      sql`(${externalTasks.retries} is null or ${externalTasks.retries} > 0)`,
      scope === 'all' ? undefined : sql`${externalTasks.tenantId} = ${scope}`,
      topic.processDefinitionKey
        ? sql`${externalTasks.definitionKey} = ${topic.processDefinitionKey}`
        : undefined,
      topic.businessKey ? sql`${externalTasks.businessKey} = ${topic.businessKey}` : undefined,
    ].filter((filter): filter is SQL => filter !== undefined);
    // Camunda sorts fetched tasks by priority first (usePriority), then by createTime.
    const newestFirst = request.sorting?.[0]?.sortOrder === 'desc';
    const byTime = newestFirst ? sql`create_time desc` : sql`create_time`;
    const order = request.usePriority ? sql`priority desc, ${byTime}` : byTime;
    // The picked ids are materialised first: as `where id in (select … limit n)` the planner
    // may run the locking subquery once per row of a nested loop, locking more than n tasks.
    const result = await db.execute(sql`
      with picked as materialized (
        select id from ${externalTasks} where ${sql.join(filters, sql` and `)}
        order by ${order} limit ${room} for update skip locked)
      update ${externalTasks}
      set worker_id = ${request.workerId},
          lock_expiration_time = now() + ${`${topic.lockDuration} milliseconds`}::interval
      from picked where ${externalTasks.id} = picked.id
      returning ${externalTasks.id}`);
    // Both drivers answer { rows }.
    const ids = (result as unknown as { rows: { id: string }[] }).rows.map((row) => row.id);
    if (!ids.length) continue;
    const tasks = await db.select().from(externalTasks).where(inArray(externalTasks.id, ids));
    for (const task of tasks) locked.push({ task, topic });
    room -= tasks.length;
  }
  const vars = await variablesOf(db, [
    ...new Set(locked.map(({ task }) => task.processInstanceId)),
  ]);
  const versionTags = await versionTagsOf(
    db,
    locked.map(({ task }) => task.definitionId),
  );
  return locked.map(({ task, topic }) => ({
    id: task.id,
    topicName: task.topicName,
    workerId: request.workerId,
    lockExpirationTime: task.lockExpirationTime!.toISOString(),
    retries: task.retries,
    errorMessage: task.errorMessage,
    errorDetails: task.errorDetails,
    activityId: task.activityId,
    activityInstanceId: task.activityInstanceId,
    executionId: task.executionId,
    processInstanceId: task.processInstanceId,
    processDefinitionId: task.definitionId,
    processDefinitionKey: task.definitionKey,
    processDefinitionVersionTag: versionTags.get(task.definitionId) ?? null,
    businessKey: task.businessKey,
    tenantId: String(task.tenantId),
    priority: task.priority,
    variables: toVariableMap(
      taskScope(vars.get(task.processInstanceId), task.localVariables, topic.localVariables),
      topic.variables,
    ),
    extensionProperties: {},
    suspended: task.suspended,
    createTime: task.createTime.toISOString(),
  }));
}

/**
 * The variables a task's execution sees, as Camunda gives them to a worker: its locals (input
 * mappings, multi-instance element) over the process's. A task without a scope of its own runs
 * in the process's execution, whose locals are the process variables.
 */
function taskScope(
  processVariables: Variables | undefined,
  locals: Record<string, StoredLocal> | null,
  onlyLocal = false,
): Variables {
  const own = Object.entries(locals ?? {});
  if (onlyLocal && locals) return new Map(own);
  return new Map([...(processVariables ?? []), ...own]);
}

async function versionTagsOf(db: Db, definitionIds: string[]) {
  if (!definitionIds.length) return new Map<string, string | null>();
  const rows = await db
    .select({ id: processDefinitions.id, versionTag: processDefinitions.versionTag })
    .from(processDefinitions)
    .where(inArray(processDefinitions.id, [...new Set(definitionIds)]));
  return new Map(rows.map((row) => [row.id, row.versionTag]));
}
