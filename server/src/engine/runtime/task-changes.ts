import { randomUUID } from 'node:crypto';
import type { TaskRow } from '../external-tasks';
import { addStat, type StepChanges } from './changes';

/** A row of the external task log for `task` in `state`. */
export const taskLog = (task: TaskRow, state: string, extra: Partial<TaskRow> = {}) => ({
  ...task,
  ...extra,
  id: randomUUID(),
  externalTaskId: task.id,
  timestamp: new Date(),
  state,
});

/** Ends a waiting task inside a step: row deleted, log written, statistic counted. */
export function finishTask(changes: StepChanges, task: TaskRow, state: 'successful' | 'failed') {
  changes.tasksDeleted.add(task.id);
  changes.taskLogs.push(taskLog(task, state));
  addStat(changes, task.tenantId, 'task', state === 'successful' ? 'success' : 'failed');
}
