import { randomUUID } from 'node:crypto';
import type { EventEmitter } from 'node:events';
import type { CalledElement } from '../bpmn/called-element';
import { resolveTemplate } from '../bpmn/expressions';
import type { TaskDone } from '../bpmn/factory';
import { engineBadRequest } from '../errors';
import type { InstanceRow } from '../types';
import type { ActivityInsert, InstanceInsert } from './changes';
import { asTemplate, businessKeyOf, mappedVariables, withLocals } from './call-variables';
import { plainValues, type Variable, type Variables } from './variables';

/**
 * The engine-thread side of call activities: a call activity waits in its instance's engine
 * like an external task; reaching it asks the runtime (call-activities.ts) to start the
 * called instance once the step is committed, and the called instance's end completes it.
 */

/** A called instance to start once the caller's step is committed. */
export interface CallRequest {
  /** The called instance's id, chosen here so that the caller's history can name it. */
  instanceId: string;
  tenantId: number;
  callerId: string;
  callerDefinitionId: string;
  rootId: string;
  executionId: string;
  activityId: string;
  activityInstanceId: string;
  key: string;
  binding: CalledElement['binding'];
  version: string | null;
  versionTag: string | null;
  businessKey: string | null;
  variables: [string, Variable][];
}

/** A BPMN error that ended an instance at an error end event nobody caught. */
export interface EscapedError {
  code: string | null;
  message: string;
}

/** The call activities of one live instance. */
export class InstanceCalls {
  /** The called instance of each waiting call activity, by bpmn execution id. */
  readonly started = new Map<string, string>();
  /** What each waiting call activity calls (for its out mappings), by bpmn execution id. */
  readonly elements = new Map<string, CalledElement>();
  /** Called instances to start after the current step. */
  requests: CallRequest[] = [];
  /** Set when a call activity was cancelled: an instance that ends in that step was deleted. */
  cancelled: { reason: string | null } | null = null;
  /** The last BPMN error thrown by an event of this instance. */
  thrown: (EscapedError & { activityId: string }) | null = null;
}

/** What the call activities read of a live instance (LiveInstance has it all). */
export interface CallingInstance {
  readonly row: InstanceRow;
  readonly definition: { id: string };
  readonly variables: Variables;
  readonly waiting: Map<string, TaskDone>;
  readonly open: Map<string, ActivityInsert>;
  readonly calls: InstanceCalls;
  lastEndEvent: string | null;
  activityInstanceId(executionId: string): string;
  setVariable(name: string, variable: Variable): void;
}

/**
 * A call activity was reached (or resumed): it waits for `done`. A new one asks for its
 * called instance; a failed mapping fails the activity, as it would in Camunda.
 */
export function callReached(
  live: CallingInstance,
  call: CalledElement,
  executionId: string,
  done: TaskDone,
  visible: () => Record<string, unknown>,
) {
  live.waiting.set(executionId, done);
  live.calls.elements.set(executionId, call);
  if (live.calls.started.has(executionId)) return;
  let request: CallRequest;
  try {
    const variables = withLocals(live.variables, visible());
    const plain = plainValues(variables);
    const key = resolveTemplate(asTemplate(call.calledElement), plain);
    const version = call.version === null ? null : resolveTemplate(asTemplate(call.version), plain);
    request = {
      instanceId: randomUUID(),
      tenantId: live.row.tenantId,
      callerId: live.row.id,
      callerDefinitionId: live.definition.id,
      rootId: live.row.rootProcessInstanceId ?? live.row.id,
      executionId,
      activityId: call.activityId,
      activityInstanceId: live.activityInstanceId(executionId),
      key: String(key ?? ''),
      binding: call.binding,
      version: version === null || version === undefined ? null : String(version),
      versionTag: call.versionTag,
      businessKey: businessKeyOf(call, live.row.businessKey, plain),
      variables: mappedVariables(call.ins, variables),
    };
  } catch (error) {
    live.waiting.delete(executionId);
    live.calls.elements.delete(executionId);
    done(error as Error);
    return;
  }
  live.calls.started.set(executionId, request.instanceId);
  live.calls.requests.push(request);
  const open = live.open.get(request.activityInstanceId);
  if (open) open.calledProcessInstanceId = request.instanceId;
}

/** Takes the callback of a waiting call activity: it is done with from here on. */
function takeCall(live: CallingInstance, executionId: string) {
  const done = live.waiting.get(executionId);
  const call = live.calls.elements.get(executionId);
  if (!done || !call) throw engineBadRequest(`No call activity waits at execution ${executionId}`);
  live.waiting.delete(executionId);
  live.calls.elements.delete(executionId);
  live.calls.started.delete(executionId);
  return { done, call };
}

/** The called instance completed: its out mappings, then the call activity goes on. */
export function completeCall(live: CallingInstance, executionId: string, called: Variables) {
  const { done, call } = takeCall(live, executionId);
  for (const [name, variable] of mappedVariables(call.outs, called))
    live.setVariable(name, variable);
  done(null, {});
}

/**
 * The called instance could not start, failed, or ended with a BPMN error: the call activity
 * fails with it (an error boundary event with the error's code catches a BPMN error).
 */
export function failCall(live: CallingInstance, executionId: string, error: EscapedError) {
  const { done } = takeCall(live, executionId);
  const failure = new Error(error.message);
  done(error.code === null ? failure : Object.assign(failure, { code: error.code }));
}

/**
 * The called instance was deleted: as in Camunda, the call activity is cancelled (discarded
 * here), and the caller goes on with whatever else it was doing, or ends.
 */
export function cancelCall(
  live: CallingInstance,
  executionId: string,
  reason: string | null,
  postponed: { executionId?: string; discard(): void }[],
) {
  takeCall(live, executionId);
  live.calls.cancelled = { reason };
  // A multi-instance call's iterations run under the activity's own execution id.
  const activity = postponed.find(
    (api) =>
      api.executionId &&
      (executionId === api.executionId || executionId.startsWith(`${api.executionId}_`)),
  );
  activity?.discard();
}

interface EngineEvent {
  id: string;
  type: string;
  content: { message?: { type?: string; code?: string; name?: string } };
}

/**
 * Remembers the BPMN error an event of the instance throws, until another activity ends: an
 * error end event that ends the instance with nothing after it let its error escape.
 */
export function recordThrownErrors(listener: EventEmitter, live: CallingInstance) {
  listener.on('activity.throw', (event: EngineEvent) => {
    const message = event.content.message;
    if (message?.type !== 'bpmn:Error') return;
    live.calls.thrown = {
      activityId: event.id,
      code: message.code ?? null,
      message: message.name ?? message.code ?? 'BPMN error',
    };
  });
  listener.on('activity.end', (event: EngineEvent) => {
    if (event.id !== live.calls.thrown?.activityId) live.calls.thrown = null;
    // bpmn-elements announces an error end event's end with its definition's type.
    else if (event.type === 'bpmn:ErrorEventDefinition') live.lastEndEvent = event.id;
  });
}

/** The BPMN error an ended instance ended with: thrown by its last activity, caught nowhere. */
export function escapedError(live: CallingInstance): EscapedError | null {
  const thrown = live.calls.thrown;
  return thrown ? { code: thrown.code, message: thrown.message } : null;
}

/**
 * After a step: an instance that ended because its call activity was cancelled ends as
 * Camunda's does when its last activity instance is cancelled, externally terminated.
 */
export function endedByCancel(live: CallingInstance, instances: Map<string, InstanceInsert>) {
  const cancelled = live.calls.cancelled;
  live.calls.cancelled = null;
  if (!cancelled || live.row.state !== 'COMPLETED') return;
  live.row.state = 'EXTERNALLY_TERMINATED';
  live.row.deleteReason = cancelled.reason;
  instances.set(live.row.id, { ...live.row });
}

/** The called instances to start after this step (each asked for once). */
export function takeCallRequests(live: CallingInstance) {
  const requests = live.calls.requests;
  live.calls.requests = [];
  return requests;
}
