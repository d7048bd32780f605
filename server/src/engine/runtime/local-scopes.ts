import type { StoredLocal } from '../../db/engine-schema';
import { fromPlain, plainValues, type Variable, type Variables } from './variables';

/**
 * The local variables of an instance's activity executions (Camunda's activity scopes): the
 * inputs of an activity with camunda:inputOutput, a multi-instance execution's element and
 * loopCounter, a worker's localVariables. The process's own variables are elsewhere
 * (LiveInstance.variables) and never hold these.
 *
 * Where they are kept: in memory here while the instance is live; an external task's on its
 * row (external_task.local_variables), from which a recovered instance gets them back; another
 * activity's in bpmn-engine's saved state (the run message of the activity, see
 * console-extension.ts). They go when their activity ends.
 */
export class LocalScopes {
  private readonly byExecution = new Map<string, Variables>();
  /** The running execution of each activity with locals: `@<activity id>` refers to it. */
  private readonly byActivity = new Map<string, string>();

  private resolve(ref: string) {
    return ref.startsWith('@') ? (this.byActivity.get(ref.slice(1)) ?? ref) : ref;
  }

  /** Whether the execution has a scope of its own (else its variables are the process's). */
  has(executionId: string) {
    return this.byExecution.has(executionId);
  }

  get(executionId: string): Variables | undefined {
    return this.byExecution.get(executionId);
  }

  /** Sets plain values (types inferred) as the execution's locals, over what it had. */
  setPlain(executionId: string, values: Record<string, unknown>, activityId?: string) {
    if (activityId) this.byActivity.set(activityId, executionId);
    const scope = this.byExecution.get(executionId) ?? new Map<string, Variable>();
    for (const [name, variable] of fromPlain(values)) scope.set(name, variable);
    this.byExecution.set(executionId, scope);
  }

  set(executionId: string, name: string, variable: Variable) {
    const scope = this.byExecution.get(executionId) ?? new Map<string, Variable>();
    scope.set(name, variable);
    this.byExecution.set(executionId, scope);
  }

  /** The process's variables under the locals of each execution, outermost first. */
  visible(processVariables: Variables, executionIds: string[]): Record<string, unknown> {
    const scope = plainValues(processVariables);
    for (const ref of executionIds) {
      const locals = this.byExecution.get(this.resolve(ref));
      if (locals) Object.assign(scope, plainValues(locals));
    }
    return scope;
  }

  /** Forgets the execution's scope and those of executions under it (multi-instance ones). */
  drop(executionId: string) {
    for (const id of this.byExecution.keys()) {
      if (id === executionId || id.startsWith(`${executionId}_`)) this.byExecution.delete(id);
    }
    for (const [activityId, id] of this.byActivity) {
      if (id === executionId) this.byActivity.delete(activityId);
    }
  }

  /** The execution's locals as an external task row stores them; null when it has none. */
  stored(executionId: string): Record<string, StoredLocal> | null {
    const scope = this.byExecution.get(executionId);
    return scope ? Object.fromEntries(scope) : null;
  }

  /** Locals read back from an external task row (a recovered instance). */
  restore(executionId: string, stored: Record<string, StoredLocal>) {
    this.byExecution.set(executionId, new Map(Object.entries(stored)));
  }
}
