import { EventEmitter } from 'node:events';
import { randomUUID } from 'node:crypto';
import type { Engine } from 'bpmn-engine';
import {
  newInstanceEngine,
  recoveredEngine,
  savedStateOf,
  type CompiledDefinition,
  type TaskDone,
} from '../bpmn/factory';
import type { DefinitionRow, InstanceRow } from '../types';
import { emptyChanges, type ActivityInsert, type StepChanges } from './changes';
import { plainValues, storedValue, type Variable, type Variables } from './variables';

/** The fields of an activity event that the engine reads. */
interface ActivityEvent {
  id: string;
  type: string;
  name?: string;
  executionId: string;
  content: {
    expireAt?: string | Date;
    parent?: { executionId?: string };
    message?: { id?: string; name?: string };
    [key: string]: unknown;
  };
}

/** What the runtime does for an instance's engine. */
export interface RuntimeHooks {
  externalTask: (
    live: LiveInstance,
    activity: { id: string; name?: string; topic: string },
    executionId: string,
  ) => void;
  timerFired: (live: LiveInstance, fire: () => void) => void;
}

/** bpmn:ServiceTask → serviceTask, as Camunda names activity types. */
const camundaType = (type: string) => {
  const bare = type.replace(/^bpmn:/, '');
  return bare[0].toLowerCase() + bare.slice(1);
};

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
  ended = false;
  failure: Error | null = null;
  private lastEndEvent: string | null = null;
  sequence = 0;
  private readonly listener = new EventEmitter();

  constructor(
    readonly row: InstanceRow,
    readonly definition: DefinitionRow,
    private readonly compiled: CompiledDefinition,
    readonly variables: Variables,
    private readonly runtime: RuntimeHooks,
  ) {
    this.listener.on('activity.start', (event: ActivityEvent) => this.activityStarted(event));
    this.listener.on('activity.end', (event: ActivityEvent) => this.activityEnded(event, false));
    this.listener.on('activity.discard', (event: ActivityEvent) => this.activityEnded(event, true));
    this.listener.on('activity.wait', (event: ActivityEvent) => this.activityWaits(event));
    this.listener.on('activity.timer', (event: ActivityEvent) => this.timerStarted(event));
    this.listener.on('activity.timeout', (event: ActivityEvent) => this.timerEnded(event));
  }

  private hooks() {
    return {
      variables: () => plainValues(this.variables),
      externalTask: (
        activity: { id: string; name?: string; topic: string },
        executionId: string,
        done: TaskDone,
      ) => {
        this.waiting.set(executionId, done);
        if (!this.tasks.has(executionId)) this.runtime.externalTask(this, activity, executionId);
      },
      timerFired: (fire: () => void) => this.runtime.timerFired(this, fire),
      longTimer: (executionId: string, fire: () => void) => this.longTimers.set(executionId, fire),
    };
  }

  private watch(engine: Engine) {
    this.engine = engine;
    engine.once('end', () => (this.ended = true));
    engine.once('error', (error: Error) => (this.failure = error));
  }

  async execute() {
    this.watch(newInstanceEngine(this.row.id, this.compiled, this.hooks()));
    await this.engine.execute({ listener: this.listener });
  }

  async resume(savedState: string) {
    this.watch(recoveredEngine(this.row.id, this.compiled, savedState, this.hooks()));
    await this.engine.resume({ listener: this.listener });
  }

  activityInstanceId = (executionId: string) => `${executionId}:${this.row.id}`;

  private activityStarted(event: ActivityEvent) {
    if (event.type === 'bpmn:Process' || event.type === 'bpmn:SequenceFlow') return;
    if (event.type === 'bpmn:StartEvent' && !this.row.startActivityId) {
      this.row.startActivityId = event.id;
    }
    const id = this.activityInstanceId(event.executionId);
    // A resumed engine announces its waiting activities again: they keep their first start.
    if (this.open.has(id)) return;
    const row: ActivityInsert = {
      id,
      tenantId: this.row.tenantId,
      processInstanceId: this.row.id,
      definitionId: this.definition.id,
      definitionKey: this.definition.key,
      activityId: event.id,
      activityName: event.name ?? null,
      activityType: camundaType(event.type),
      executionId: event.executionId,
      startTime: new Date(),
      sequence: this.sequence++,
    };
    this.open.set(id, row);
    this.changes.activities.set(id, row);
  }

  private activityEnded(event: ActivityEvent, discarded: boolean) {
    const id = this.activityInstanceId(event.executionId);
    if (event.type === 'bpmn:EndEvent' && !discarded) this.lastEndEvent = event.id;
    const subscription = this.subscriptions.get(event.executionId);
    if (subscription) {
      this.changes.subscriptionsDeleted.add(subscription.id);
      this.subscriptions.delete(event.executionId);
    }
    for (const timerExecution of this.timers.keys()) {
      if (timerExecution.startsWith(event.executionId)) this.dropTimer(timerExecution);
    }
    const started = this.open.get(id);
    if (!started) return;
    this.open.delete(id);
    this.changes.activities.set(id, { ...started, endTime: new Date(), canceled: discarded });
  }

  private activityWaits(event: ActivityEvent) {
    const { name, id: messageId } = event.content.message ?? {};
    if (!name) return;
    const known = this.subscriptions.get(event.executionId);
    if (known) {
      known.messageId = messageId;
      return;
    }
    const id = randomUUID();
    this.subscriptions.set(event.executionId, { id, name, messageId });
    this.changes.subscriptionsCreated.set(id, {
      id,
      tenantId: this.row.tenantId,
      eventName: name,
      processInstanceId: this.row.id,
      activityId: event.id,
      executionId: event.executionId,
    });
  }

  private timerExecutionId = (event: ActivityEvent) =>
    typeof event.content.executionId === 'string' ? event.content.executionId : event.executionId;

  private timerStarted(event: ActivityEvent) {
    const executionId = this.timerExecutionId(event);
    if (this.timers.has(executionId)) return;
    const id = `${executionId}:${this.row.id}`;
    this.timers.set(executionId, id);
    this.changes.timersCreated.set(id, {
      id,
      tenantId: this.row.tenantId,
      processInstanceId: this.row.id,
      activityId: event.id,
      dueDate: event.content.expireAt ? new Date(event.content.expireAt) : new Date(),
    });
  }

  private timerEnded(event: ActivityEvent) {
    this.dropTimer(this.timerExecutionId(event));
  }

  private dropTimer(executionId: string) {
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
      this.log(
        'error',
        `Process instance of ${this.definition.key} failed: ${this.failure.message}`,
      );
      this.row.state = 'INTERNALLY_TERMINATED';
      this.row.endTime = new Date();
      this.row.deleteReason = this.failure.message;
      this.row.engineState = null;
    } else if (this.ended) {
      this.log('info', `Process instance of ${this.definition.key} completed`);
      this.row.state = 'COMPLETED';
      this.row.endTime = new Date();
      this.row.endActivityId = this.lastEndEvent;
      this.row.engineState = null;
    } else {
      this.row.engineState = await savedStateOf(this.engine);
    }
    this.changes.instances.set(this.row.id, { ...this.row });
    const changes = this.changes;
    this.changes = emptyChanges();
    return changes;
  }

  stop() {
    this.engine?.stop();
  }
}
