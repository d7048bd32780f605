import { engineBadRequest, engineNotFound } from '../errors';
import type { TaskRow } from '../external-tasks';
import { cancelCall, completeCall, failCall } from './call-mappings';
import { addStat } from './changes';
import type { StepAction } from './engine-thread-protocol';
import type { LiveInstance } from './live-instance';
import { finishTask } from './task-changes';
import type { Variable } from './variables';

/** Short timers that came due, by the token the runtime was told. */
export type DueTimers = Map<number, { live: LiveInstance; fire: () => void }>;

/** Takes the engine's callback of a waiting task: the task is done with from here on. */
function takeWaiting(live: LiveInstance, task: TaskRow) {
  const done = live.waiting.get(task.executionId);
  // Its row was there when the call began: another call (in any server process) completed it
  // since, as Camunda's 404 for a task that is gone.
  if (!done) throw engineNotFound(`External task ${task.id} is no longer waiting`);
  live.waiting.delete(task.executionId);
  live.tasks.delete(task.executionId);
  return done;
}

/**
 * A worker's variables, as Camunda sets them on the task's execution: a variable goes where
 * one of its name already is (a local of the task), else to the process; local variables stay
 * in the task's own scope (input/output mappings, multi-instance), for its output mappings, or
 * are the process's when the task has no scope of its own.
 */
function setTaskVariables(
  live: LiveInstance,
  executionId: string,
  variables: [string, Variable][],
  localVariables: [string, Variable][] = [],
) {
  const scoped = live.locals.has(executionId);
  for (const [name, variable] of localVariables) {
    if (scoped) live.locals.set(executionId, name, variable);
    else live.setVariable(name, variable);
  }
  const locals = live.locals.get(executionId);
  for (const [name, variable] of variables) {
    if (locals?.has(name)) locals.set(name, variable);
    else live.setVariable(name, variable);
  }
}

/** Runs one step's action on a live instance (in the engine thread). */
export function applyAction(live: LiveInstance, action: StepAction, dueTimers: DueTimers) {
  switch (action.kind) {
    case 'completeTask': {
      const done = takeWaiting(live, action.task);
      setTaskVariables(live, action.task.executionId, action.variables, action.localVariables);
      finishTask(live.changes, action.task, 'successful');
      done(null, action.outputs);
      return;
    }
    case 'throwBpmnError': {
      const done = takeWaiting(live, action.task);
      setTaskVariables(live, action.task.executionId, action.variables);
      finishTask(live.changes, action.task, 'failed');
      done(Object.assign(new Error(action.error.message), { code: action.error.code }));
      return;
    }
    case 'setVariables':
      for (const [name, variable] of action.set) live.setVariable(name, variable);
      for (const name of action.deleted) live.deleteVariable(name);
      return;
    case 'deliverMessage': {
      const subscription = live.subscriptions.get(action.executionId);
      if (!subscription?.messageId) throw engineBadRequest('The message subscription is gone');
      for (const [name, variable] of action.variables) live.setVariable(name, variable);
      addStat(live.changes, live.row.tenantId, 'event', 'success');
      live.engine.execution.signal({ id: subscription.messageId });
      return;
    }
    case 'deliverStartMessage': {
      // The start has already counted as the event.
      const waiting = [...live.subscriptions.values()].find(
        (sub) => sub.name === action.messageName,
      );
      if (waiting?.messageId) live.engine.execution.signal({ id: waiting.messageId });
      return;
    }
    case 'fireDueTimers':
      live.fireDue(action.jobIds);
      return;
    case 'completeCall':
      completeCall(live, action.executionId, new Map(action.variables));
      return;
    case 'failCall':
      failCall(live, action.executionId, action.error);
      return;
    case 'cancelCall':
      cancelCall(live, action.executionId, action.reason, live.engine.execution.getPostponed());
      return;
    case 'fireTimer': {
      const due = dueTimers.get(action.token);
      dueTimers.delete(action.token);
      // Only the engine that armed the timer may run it (not one evicted since).
      if (due?.live === live) due.fire();
      return;
    }
  }
}
