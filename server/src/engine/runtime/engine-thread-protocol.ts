/** Requests and notices between the runtime and the engine thread (engine-thread.ts). */
import type { StoredLocal } from '../../db/engine-schema';
import type { TaskRow } from '../external-tasks';
import type { DefinitionRow, InstanceRow } from '../types';
import type { CallRequest, EscapedError } from './call-mappings';
import type { ActivityInsert, StepChanges } from './changes';
import type { Variable, Variables } from './variables';

/** What a recovered instance had in the database besides its engine state. */
export interface Waits {
  /** External tasks: [bpmn execution id, task id, the task's local variables]. */
  tasks: [string, string, Record<string, StoredLocal>?][];
  /** Message subscriptions: [execution id, subscription id, message name]. */
  subscriptions: [string, string, string][];
  /** Timer job ids. */
  timers: string[];
  /** Activity rows started and not yet ended. */
  open: ActivityInsert[];
  /** Instances its call activities called: [execution id, called instance id]. */
  calls?: [string, string][];
}

/** One way to move a live instance on; each is a step of its own, committed as one. */
export type StepAction =
  | {
      kind: 'completeTask';
      task: TaskRow;
      variables: [string, Variable][];
      /** The worker's localVariables: the task's own scope when it has one. */
      localVariables?: [string, Variable][];
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
  | { kind: 'fireTimer'; token: number }
  // Call activities (call-activities.ts): the called instance ended, failed or was deleted.
  | { kind: 'completeCall'; executionId: string; variables: [string, Variable][] }
  | { kind: 'failCall'; executionId: string; error: EscapedError }
  | { kind: 'cancelCall'; executionId: string; reason: string | null };

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
  | { op: 'forgetDefinition'; definitionId: string }
  // The bench's CPU profile of the thread (bench/profile.ts): started, then stopped and summed.
  | { op: 'profileStart' }
  | { op: 'profileStop' };

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
  /** Called instances to start now that the step is committed. */
  calls?: CallRequest[];
  /** The BPMN error the instance ended with, uncaught (for the call activity that called it). */
  escapedError?: EscapedError | null;
}

/** A short timer came due in the engine thread: the runtime runs it as a step. */
export interface TimerNotice {
  instanceId: string;
  token: number;
}
