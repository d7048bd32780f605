import { EventEmitter } from 'node:events';
import { randomUUID } from 'node:crypto';
import type { Engine } from 'bpmn-engine';
import { boundaryTargets } from '../bpmn/execution-scopes';
import {
  newInstanceEngine,
  recoveredEngine,
  savedStateOf,
  type CompiledDefinition,
  type TaskDone,
} from '../bpmn/factory';
import type { CalledElement } from '../bpmn/called-element';
import type { DefinitionRow, InstanceRow } from '../types';
import { callReached, InstanceCalls, recordThrownErrors } from './call-mappings';
import { emptyChanges, type ActivityInsert, type StepChanges } from './changes';
import { recordEngineEvents } from './engine-events';
import { openFailedJobIncident } from './failed-step';
import { LocalScopes } from './local-scopes';
import { fromPlain, plainValues, storedValue, type Variable, type Variables } from './variables';

/** What the runtime does for an instance's engine. */
export interface RuntimeHooks {
  externalTask: (
    live: LiveInstance,
    activity: { id: string; name?: string; topic: string },
    executionId: string,
  ) => void;
  timerFired: (live: LiveInstance, fire: () => void) => void;
}

/**
 * One process instance held in memory with its bpmn-engine. Engine events become rows in
 * `changes`; the runtime takes them after each step and commits them with the engine state.
 */
export class LiveInstance {
  engine!: Engine;
  changes: StepChanges = emptyChanges();
  /** Callbacks of external tasks waiting in the engine, by bpmn execution id. */
  readonly waiting = new Map<string, TaskDone>();
  /** External task ids already in the database, by bpmn execution id. */
  readonly tasks = new Map<string, string>();
  /** Message subscriptions by bpmn execution id. */
  readonly subscriptions = new Map<string, { id: string; name: string; messageId?: string }>();
  /** Timer job ids by the timer's bpmn execution id. */
  readonly timers = new Map<string, string>();
  /** Timers too long for memory, ready to fire when the scheduler finds them due. */
  readonly longTimers = new Map<string, () => void>();
  /** Activity rows started and not yet ended, by activity instance id. */
  readonly open = new Map<string, ActivityInsert>();
  /** Local variables of activity executions (input mappings, multi-instance elements). */
  readonly locals = new LocalScopes();
  /** Call activities waiting for their called instances. */
  readonly calls = new InstanceCalls();
  ended = false;
  failure: Error | null = null;
  lastEndEvent: string | null = null;
  sequence = 0;
  private readonly listener = new EventEmitter();

  constructor(
    readonly row: InstanceRow,
    readonly definition: DefinitionRow,
    private readonly compiled: CompiledDefinition,
    readonly variables: Variables,
    private readonly runtime: RuntimeHooks,
  ) {
    recordEngineEvents(this.listener, this);
    recordThrownErrors(this.listener, this);
  }

  private hooks() {
    return {
      variables: () => plainValues(this.variables),
      externalTask: (
        activity: { id: string; name?: string; topic: string },
        executionId: string,
        done: TaskDone,
        locals: () => Record<string, unknown> | null,
      ) => {
        // Inputs are evaluated first: if one fails, no task waits.
        const values = this.tasks.has(executionId) ? null : locals();
        this.waiting.set(executionId, done);
        if (this.tasks.has(executionId)) return;
        if (values) this.locals.setPlain(executionId, values);
        this.runtime.externalTask(this, activity, executionId);
      },
      scope: (executionIds: string[]) => this.locals.visible(this.variables, executionIds),
      inheritedLocals: (executionIds: string[]) => this.locals.visible(new Map(), executionIds),
      setLocals: (executionId: string, values: Record<string, unknown>, activityId: string) =>
        this.locals.setPlain(executionId, values, activityId),
      setVariables: (values: Record<string, unknown>) => {
        for (const [name, variable] of fromPlain(values)) this.setVariable(name, variable);
      },
      timerFired: (fire: () => void) => this.runtime.timerFired(this, fire),
      longTimer: (executionId: string, fire: () => void) => this.longTimers.set(executionId, fire),
      callActivity: (
        call: CalledElement,
        executionId: string,
        done: TaskDone,
        visible: () => Record<string, unknown>,
      ) => callReached(this, call, executionId, done, visible),
    };
  }

  private watch(engine: Engine) {
    this.engine = engine;
    engine.once('end', () => (this.ended = true));
    engine.once('error', (error: Error) => (this.failure = error));
  }

  async execute() {
    // A start event chosen before the start (initial, message, timer) is the one it runs from.
    const from = this.row.startActivityId;
    this.watch(newInstanceEngine(this.row.id, this.compiled, this.hooks(), from));
    await this.engine.execute({ listener: this.listener });
  }

  async resume(savedState: string) {
    this.watch(recoveredEngine(this.row.id, this.compiled, savedState, this.hooks()));
    await this.engine.resume({ listener: this.listener });
  }

  activityInstanceId = (executionId: string) => `${executionId}:${this.row.id}`;

  boundaryTarget = (boundaryId: string) =>
    boundaryTargets(this.compiled.sourceContext).get(boundaryId) ?? null;

  /** Forgets a timer that fired or whose activity ended. */
  dropTimer(executionId: string) {
    const id = this.timers.get(executionId);
    if (!id) return;
    this.timers.delete(executionId);
    this.longTimers.delete(executionId);
    this.changes.timersDeleted.add(id);
  }

  /** Fires the long timers whose jobs are due (inside a step). */
  fireDue(jobIds: string[]) {
    for (const [executionId, id] of this.timers) {
      if (jobIds.includes(id)) this.longTimers.get(executionId)?.();
    }
  }

  setVariable(name: string, variable: Variable) {
    this.variables.set(name, variable);
    this.changes.variables.set(`${this.row.id}\u0000${name}`, {
      id: randomUUID(),
      tenantId: this.row.tenantId,
      processInstanceId: this.row.id,
      definitionId: this.definition.id,
      name,
      type: variable.type,
      value: storedValue(variable),
    });
  }

  /** A new external task row (and its creation log line) for a task the engine reached. */
  createExternalTask(activity: { id: string; topic: string }, executionId: string) {
    const id = randomUUID();
    const now = new Date();
    const task = {
      id,
      tenantId: this.row.tenantId,
      topicName: activity.topic,
      retries: null,
      processInstanceId: this.row.id,
      executionId,
      activityId: activity.id,
      activityInstanceId: this.activityInstanceId(executionId),
      definitionId: this.definition.id,
      definitionKey: this.definition.key,
      businessKey: this.row.businessKey,
      suspended: this.row.state === 'SUSPENDED',
      createTime: now,
      localVariables: this.locals.stored(executionId),
    };
    this.tasks.set(executionId, id);
    this.changes.tasksCreated.set(id, task);
    this.changes.taskLogs.push({
      ...task,
      id: randomUUID(),
      externalTaskId: id,
      timestamp: now,
      state: 'created',
    });
    const open = this.open.get(task.activityInstanceId);
    if (open) open.taskId = id;
  }

  deleteVariable(name: string) {
    if (!this.variables.delete(name)) return;
    const key = `${this.row.id}\u0000${name}`;
    this.changes.variables.delete(key);
    this.changes.variablesDeleted.set(key, [this.row.id, name]);
  }

  log(level: 'info' | 'warn' | 'error', message: string, activityId?: string) {
    this.changes.logs.push({
      tenantId: this.row.tenantId,
      level,
      source: 'engine',
      processInstanceId: this.row.id,
      activityId: activityId ?? null,
      message,
    });
  }

  /** Closes the step: the instance row with the engine state, and the step's changes. */
  async finishStep(): Promise<StepChanges> {
    if (this.failure) {
      // Not ended: it stays running with an incident, its engine state the last good step's.
      openFailedJobIncident(this, this.failure);
    } else if (this.ended) {
      this.log('info', `Process instance of ${this.definition.key} completed`);
      this.row.state = 'COMPLETED';
      this.row.endTime = new Date();
      this.row.endActivityId = this.lastEndEvent;
      this.row.engineState = null;
    } else {
      this.row.engineState = await savedStateOf(this.engine);
    }
    if (this.row.endTime) this.cancelOpenActivities(this.row.endTime);
    this.changes.instances.set(this.row.id, { ...this.row });
    const changes = this.changes;
    this.changes = emptyChanges();
    return changes;
  }

  /**
   * An ended instance has no running activity: one the engine left without announcing it (an
   * activity a boundary event interrupted, in a resumed engine) ends with it, as canceled.
   */
  private cancelOpenActivities(endTime: Date) {
    for (const [id, started] of this.open) {
      this.changes.activities.set(id, { ...started, endTime, canceled: true });
    }
    this.open.clear();
  }

  stop() {
    this.engine?.stop();
  }
}
