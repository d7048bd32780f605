/** Requests and notices between the runtime and the engine thread (engine-thread.ts). */
import type { TaskRow } from '../external-tasks';
import type { DefinitionRow, InstanceRow } from '../types';
import type { ActivityInsert, StepChanges } from './changes';
import type { Variable, Variables } from './variables';

/** What a recovered instance had in the database besides its engine state. */
export interface Waits {
  /** External task ids by bpmn execution id. */
  tasks: [string, string][];
  /** Message subscriptions: [execution id, subscription id, message name]. */
  subscriptions: [string, string, string][];
  /** Timer job ids. */
  timers: string[];
  /** Activity rows started and not yet ended. */
  open: ActivityInsert[];
}

/** One way to move a live instance on; each is a step of its own, committed as one. */
export type StepAction =
  | {
      kind: 'completeTask';
      task: TaskRow;
      variables: [string, Variable][];
      outputs: Record<string, unknown>;
    }
  | {
      kind: 'throwBpmnError';
      task: TaskRow;
      variables: [string, Variable][];
      error: { code: string; message: string };
    }
  | { kind: 'setVariables'; set: [string, Variable][]; deleted: string[] }
  | { kind: 'deliverMessage'; executionId: string; variables: [string, Variable][] }
  | { kind: 'deliverStartMessage'; messageName: string }
  | { kind: 'fireDueTimers'; jobIds: string[] }
  | { kind: 'fireTimer'; token: number };

export type EngineRequest =
  | { op: 'start'; definition: DefinitionRow; row: InstanceRow; variables: Variables }
  | {
      op: 'load';
      definition: DefinitionRow;
      row: InstanceRow;
      engineState: string;
      variables: Variables;
      waits: Waits;
    }
  | { op: 'step'; instanceId: string; action: StepAction }
  | { op: 'evict'; instanceId: string }
  | { op: 'forgetDefinition'; definitionId: string };

/** What a start or a step changed, for the runtime to commit. */
export interface StepOutcome {
  changes: StepChanges;
  /** The instance's row as the step left it. */
  row: InstanceRow;
  ended: boolean;
  /** Why the engine failed the instance, when it did. */
  failure: string | null;
  /** The variables at the end (for callers waiting on a sync flow), when it ended. */
  variables: Variables | null;
}

/** A short timer came due in the engine thread: the runtime runs it as a step. */
export interface TimerNotice {
  instanceId: string;
  token: number;
}
