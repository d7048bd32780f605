import { randomUUID } from 'node:crypto';
import type { EventEmitter } from 'node:events';
import { elementTypeName } from '../bpmn/activity-types';
import type { DefinitionRow, InstanceRow } from '../types';
import type { ActivityInsert, StepChanges } from './changes';
import {
  dropWaitingTasks,
  interruptedBy,
  openInside,
  trackEnclosing,
  type InterruptedInstance,
} from './interrupted';

/**
 * What the recorder reads and writes of a live instance (LiveInstance has it all); stated
 * here so that live-instance.ts, which wires the recorder, and this file do not import each
 * other.
 */
export interface LiveInstance extends InterruptedInstance {
  readonly row: InstanceRow;
  readonly definition: DefinitionRow;
  changes: StepChanges;
  readonly open: Map<string, ActivityInsert>;
  readonly subscriptions: Map<string, { id: string; name: string; messageId?: string }>;
  readonly timers: Map<string, string>;
  lastEndEvent: string | null;
  sequence: number;
  activityInstanceId(executionId: string): string;
  dropTimer(executionId: string): void;
}

/** The fields of an activity event that the engine reads. */
interface ActivityEvent {
  id: string;
  type: string;
  name?: string;
  executionId: string;
  content: {
    expireAt?: string | Date;
    parent?: { executionId?: string; path?: { executionId?: string }[] };
    message?: { id?: string; name?: string };
    [key: string]: unknown;
  };
}

/** Camunda's type name, from the model (or from the element type for older models). */
const activityType = (live: LiveInstance, event: ActivityEvent) =>
  live.definition.model.activityTypes?.[event.id] ?? elementTypeName(event.type);

const isBoundary = (event: ActivityEvent) => event.type === 'bpmn:BoundaryEvent';

/** A sequence flow taken, as bpmn-engine announces it. */
interface FlowEvent {
  content: { sourceId?: string };
}

const BOUNDARY_TYPE = /^boundary|BoundaryCatch$/;

/**
 * A boundary event that fires takes its outgoing flow: that is when it becomes history (a
 * resumed engine does not announce the boundary event's own end). Models stored before
 * activity types were kept do not say which sources are boundary events.
 */
function boundaryFired(live: LiveInstance, flow: FlowEvent) {
  const sourceId = flow.content.sourceId;
  const type = sourceId && live.definition.model.activityTypes?.[sourceId];
  if (!sourceId || !type || !BOUNDARY_TYPE.test(type)) return;
  const id = `${sourceId}_${randomUUID()}:${live.row.id}`;
  const row = activityRow(
    live,
    { id: sourceId, type: 'bpmn:BoundaryEvent', executionId: id, content: {} },
    id,
  );
  live.changes.activities.set(id, { ...row, endTime: row.startTime, canceled: false });
  // An interrupting one ends the activity it is attached to (which announces no end).
  for (const attached of interruptedBy(live, sourceId)) {
    closeActivity(live, attached.executionId, attached.activityId, true);
  }
}

const activityRow = (live: LiveInstance, event: ActivityEvent, id: string): ActivityInsert => ({
  id,
  tenantId: live.row.tenantId,
  processInstanceId: live.row.id,
  definitionId: live.definition.id,
  definitionKey: live.definition.key,
  activityId: event.id,
  activityName: event.name ?? null,
  activityType: activityType(live, event),
  executionId: event.executionId,
  startTime: new Date(),
  sequence: live.sequence++,
});

function activityStarted(live: LiveInstance, event: ActivityEvent) {
  if (event.type === 'bpmn:Process' || event.type === 'bpmn:SequenceFlow') return;
  if (event.type === 'bpmn:StartEvent' && !live.row.startActivityId) {
    live.row.startActivityId = event.id;
  }
  // A boundary event is history only once it fires (Camunda keeps no row of one that waited).
  if (isBoundary(event)) return;
  const id = live.activityInstanceId(event.executionId);
  // A resumed engine announces its waiting activities again: they keep their first start.
  if (live.open.has(id)) return;
  const row = activityRow(live, event, id);
  live.open.set(id, row);
  live.changes.activities.set(id, row);
  trackEnclosing(live, id, event.content.parent);
}

function activityEnded(live: LiveInstance, event: ActivityEvent, discarded: boolean) {
  if (event.type === 'bpmn:EndEvent' && !discarded) live.lastEndEvent = event.id;
  closeActivity(live, event.executionId, event.id, discarded);
}

/**
 * An activity execution is over: its waits go (external task, subscription, timers), what
 * still runs inside it (a subprocess's) ends canceled, and its history row gets its end.
 */
function closeActivity(
  live: LiveInstance,
  executionId: string,
  activityId: string,
  canceled: boolean,
) {
  const id = live.activityInstanceId(executionId);
  dropWaitingTasks(live, executionId);
  const subscription = live.subscriptions.get(executionId);
  if (subscription) {
    live.changes.subscriptionsDeleted.add(subscription.id);
    live.subscriptions.delete(executionId);
  }
  for (const timerExecution of live.timers.keys()) {
    if (timerExecution.startsWith(executionId)) live.dropTimer(timerExecution);
  }
  for (const inner of openInside(live, executionId, activityId)) {
    closeActivity(live, inner.executionId, inner.activityId, true);
  }
  const started = live.open.get(id);
  if (!started) return;
  live.open.delete(id);
  live.changes.activities.set(id, { ...started, endTime: new Date(), canceled });
}

function activityWaits(live: LiveInstance, event: ActivityEvent) {
  const { name, id: messageId } = event.content.message ?? {};
  if (!name) return;
  const known = live.subscriptions.get(event.executionId);
  if (known) {
    known.messageId = messageId;
    return;
  }
  const id = randomUUID();
  live.subscriptions.set(event.executionId, { id, name, messageId });
  live.changes.subscriptionsCreated.set(id, {
    id,
    tenantId: live.row.tenantId,
    eventName: name,
    processInstanceId: live.row.id,
    activityId: event.id,
    executionId: event.executionId,
  });
}

const timerExecutionId = (event: ActivityEvent) =>
  typeof event.content.executionId === 'string' ? event.content.executionId : event.executionId;

function timerStarted(live: LiveInstance, event: ActivityEvent) {
  const executionId = timerExecutionId(event);
  if (live.timers.has(executionId)) return;
  const id = `${executionId}:${live.row.id}`;
  live.timers.set(executionId, id);
  live.changes.timersCreated.set(id, {
    id,
    tenantId: live.row.tenantId,
    processInstanceId: live.row.id,
    activityId: event.id,
    dueDate: event.content.expireAt ? new Date(event.content.expireAt) : new Date(),
  });
}

/**
 * Turns bpmn-engine's activity events into the history rows of the current step: activity
 * instances, message subscriptions and timer jobs.
 */
export function recordEngineEvents(listener: EventEmitter, live: LiveInstance) {
  listener.on('flow.take', (flow: FlowEvent) => boundaryFired(live, flow));
  listener.on('activity.start', (event: ActivityEvent) => activityStarted(live, event));
  listener.on('activity.end', (event: ActivityEvent) => activityEnded(live, event, false));
  listener.on('activity.discard', (event: ActivityEvent) => activityEnded(live, event, true));
  listener.on('activity.wait', (event: ActivityEvent) => activityWaits(live, event));
  listener.on('activity.timer', (event: ActivityEvent) => timerStarted(live, event));
  listener.on('activity.timeout', (event: ActivityEvent) =>
    live.dropTimer(timerExecutionId(event)),
  );
}
