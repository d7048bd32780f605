import { randomUUID } from 'node:crypto';
import { enclosingExecutions, type ParentRef } from '../bpmn/execution-scopes';
import type { DefinitionRow } from '../types';
import type { ActivityInsert, ExternalTaskInsert, StepChanges } from './changes';

/** What ending an activity's work reads and writes of a live instance. */
export interface InterruptedInstance {
  readonly definition: DefinitionRow;
  changes: StepChanges;
  readonly open: Map<string, ActivityInsert>;
  /** External task ids by bpmn execution id. */
  readonly tasks: Map<string, string>;
  /** Callbacks of external tasks waiting in the engine, by bpmn execution id. */
  readonly waiting: Map<string, unknown>;
  readonly locals: { drop(executionId: string): void };
  activityInstanceId(executionId: string): string;
  /** The activity a boundary event is attached to, and whether it interrupts it. */
  boundaryTarget(boundaryId: string): { attachedTo: string; interrupting: boolean } | null;
}

const ownedBy = (executionId: string, owner: string) =>
  executionId === owner || executionId.startsWith(`${owner}_`);

/**
 * Removes the external task rows still waiting under an activity that ended without them
 * (interrupted by a boundary event, or its subprocess was): as Camunda deletes the external
 * task of a canceled execution, with a `deleted` line in the task log. Multi-instance
 * executions (`<id>_<index>`) go with their activity.
 */
export function dropWaitingTasks(live: InterruptedInstance, executionId: string) {
  for (const [taskExecution, taskId] of live.tasks) {
    if (!ownedBy(taskExecution, executionId)) continue;
    live.tasks.delete(taskExecution);
    live.waiting.delete(taskExecution);
    const created = live.changes.tasksCreated.get(taskId);
    // A task created in this same step is simply not written.
    if (created) live.changes.tasksCreated.delete(taskId);
    else live.changes.tasksDeleted.add(taskId);
    const row = created ?? taskLike(live, taskExecution, taskId);
    if (row) {
      live.changes.taskLogs.push({
        ...row,
        id: randomUUID(),
        externalTaskId: taskId,
        timestamp: new Date(),
        state: 'deleted',
      });
    }
  }
  live.locals.drop(executionId);
}

/** The log columns of a task created in an earlier step, from its open activity row. */
function taskLike(
  live: InterruptedInstance,
  executionId: string,
  taskId: string,
): ExternalTaskInsert | null {
  const activityInstanceId = live.activityInstanceId(executionId);
  const open =
    live.open.get(activityInstanceId) ??
    [...live.open.values()].find((row) => row.taskId === taskId);
  if (!open) return null;
  const topic = live.definition.model.externalTasks.find(
    (task) => task.activityId === open.activityId,
  )?.topic;
  return {
    id: taskId,
    tenantId: open.tenantId,
    topicName: topic ?? '',
    processInstanceId: open.processInstanceId,
    executionId,
    activityId: open.activityId,
    activityInstanceId,
    definitionId: open.definitionId,
    definitionKey: open.definitionKey,
  };
}

/** The executions (subprocesses) around each open activity of an instance, as it started. */
const enclosingByInstance = new WeakMap<InterruptedInstance, Map<string, string[]>>();
function enclosingOf(live: InterruptedInstance) {
  let found = enclosingByInstance.get(live);
  if (!found) enclosingByInstance.set(live, (found = new Map()));
  return found;
}

/** Notes what encloses an activity that started (its open row's id). */
export function trackEnclosing(
  live: InterruptedInstance,
  activityInstanceId: string,
  parent: ParentRef | undefined,
) {
  const enclosing = enclosingExecutions(parent);
  if (enclosing.length) enclosingOf(live).set(activityInstanceId, enclosing);
}

/**
 * The open activities inside an execution that ends (a subprocess an interrupting boundary
 * event or an error end event stops): they end with it. Forgets what it returns.
 */
export function openInside(live: InterruptedInstance, executionId: string, activityId: string) {
  const enclosing = enclosingOf(live);
  const inside: ActivityInsert[] = [];
  enclosing.delete(live.activityInstanceId(executionId));
  for (const [id, executions] of enclosing) {
    if (!executions.includes(executionId) && !executions.includes(`@${activityId}`)) continue;
    enclosing.delete(id);
    const started = live.open.get(id);
    if (started) inside.push(started);
  }
  return inside;
}

/** The open executions of the activity an interrupting boundary event fired on. */
export function interruptedBy(live: InterruptedInstance, boundaryId: string) {
  const target = live.boundaryTarget(boundaryId);
  if (!target?.interrupting) return [];
  return [...live.open.values()].filter((row) => row.activityId === target.attachedTo);
}
