import { and, desc, eq } from 'drizzle-orm';
import { processDefinitions } from '../../db/schema';
import type { Db } from '../../db/types';
import { engineNotFound } from '../errors';
import type { DefinitionRow, InstanceRow } from '../types';
import type { CallRequest } from './call-mappings';
import type { StepAction, StepOutcome } from './engine-thread-protocol';
import { waitingCallers } from './call-links';
import { isRunning } from './persisted';
import type { Runtime } from './runtime';

/**
 * The runtime side of call activities (Camunda's CallActivityBehavior). A step that reaches a
 * call activity commits first, with the activity waiting; then the called instance starts,
 * linked to it (super_process_instance_id, super_activity_instance_id). When a called
 * instance ends, its caller is stepped: out mappings and on, or a failed call activity. Both
 * happen after the committed step, outside any instance's serialized work, so no step waits
 * for another instance's lock; the links are rows, so a caller that waits across a restart or
 * an eviction is still completed.
 */

const executionOf = (activityInstanceId: string, callerId: string) =>
  activityInstanceId.slice(0, -`:${callerId}`.length);

export class CallActivities {
  constructor(
    private readonly db: Db,
    private readonly runtime: Runtime,
    private readonly beforeStart?: (tenantId: number) => Promise<void>,
  ) {}

  /** What a committed step or start leads to: called instances to start, a caller to step. */
  async afterCommit(outcome: StepOutcome) {
    for (const request of outcome.calls ?? []) await this.startCalled(request);
    const { row } = outcome;
    if (row.superProcessInstanceId && row.superActivityInstanceId && !isRunning(row.state)) {
      await this.stepCaller(
        row.superProcessInstanceId,
        row.superActivityInstanceId,
        calledEnd(outcome),
      );
    }
  }

  private stepCaller(callerId: string, activityInstanceId: string, action: CallEnd) {
    return stepCaller(this.runtime, callerId, activityInstanceId, action);
  }

  private async startCalled(request: CallRequest) {
    let definition: DefinitionRow;
    try {
      definition = await this.calledDefinition(request);
      await this.beforeStart?.(request.tenantId);
    } catch (error) {
      const message = `Call activity ${request.activityId} cannot start process '${request.key}': ${(error as Error).message}`;
      await this.stepCaller(request.callerId, request.activityInstanceId, {
        kind: 'failCall',
        error: { code: null, message },
      });
      return;
    }
    const row: InstanceRow = {
      id: request.instanceId,
      tenantId: request.tenantId,
      definitionId: definition.id,
      definitionKey: definition.key,
      businessKey: request.businessKey,
      state: 'ACTIVE',
      incidents: 0,
      revision: 0,
      startTime: new Date(),
      endTime: null,
      startActivityId: null,
      endActivityId: null,
      deleteReason: null,
      startUserId: null,
      sync: false,
      engineState: null,
      superProcessInstanceId: request.callerId,
      superActivityInstanceId: request.activityInstanceId,
      rootProcessInstanceId: request.rootId,
    };
    await this.runtime.start(definition, row, new Map(request.variables)).catch((error: unknown) =>
      this.stepCaller(request.callerId, request.activityInstanceId, {
        kind: 'failCall',
        error: {
          code: null,
          message: `Called process instance failed to start: ${(error as Error).message}`,
        },
      }),
    );
  }

  /** Camunda's bindings: the latest version (default), a version, a version tag, the deployment. */
  private async calledDefinition(request: CallRequest): Promise<DefinitionRow> {
    const { tenantId, key, binding } = request;
    const pd = processDefinitions;
    let where = and(eq(pd.tenantId, tenantId), eq(pd.key, key));
    if (binding === 'version') {
      const version = Number(request.version);
      if (!Number.isInteger(version)) {
        throw engineNotFound(`calledElementVersion ${String(request.version)} is not a version`);
      }
      where = and(where, eq(pd.version, version));
    } else if (binding === 'versionTag') {
      where = and(where, eq(pd.versionTag, request.versionTag ?? ''));
    } else if (binding === 'deployment') {
      const caller = await this.runtime.definition(request.callerDefinitionId);
      where = and(where, eq(pd.deploymentId, caller.deploymentId));
    }
    const [found] = await this.db
      .select({ id: pd.id })
      .from(pd)
      .where(where)
      .orderBy(desc(pd.version))
      .limit(1);
    if (!found)
      throw engineNotFound(`no process definition with key '${key}' (${bindingText(request)})`);
    const definition = await this.runtime.definition(found.id);
    if (definition.suspended)
      throw engineNotFound(`process definition ${definition.id} is suspended`);
    return definition;
  }
}

/** Moves a caller on; a caller that cannot be stepped is the runtime's failure, not the step's. */
async function stepCaller(
  runtime: Runtime,
  callerId: string,
  activityInstanceId: string,
  action: CallEnd,
) {
  const executionId = executionOf(activityInstanceId, callerId);
  await runtime
    .step(callerId, { ...action, executionId } as StepAction)
    .catch((error: unknown) => runtime.events.emit('failure', error));
}

/**
 * Instances `ids` were deleted: as in Camunda, the call activities that called them (in
 * callers not deleted with them) are cancelled.
 */
export async function cancelCallsOf(
  db: Db,
  runtime: Runtime,
  ids: string[],
  reason: string | null,
) {
  for (const { callerId, activityInstanceId } of await waitingCallers(db, ids)) {
    if (!callerId || !activityInstanceId) continue;
    await stepCaller(runtime, callerId, activityInstanceId, { kind: 'cancelCall', reason });
  }
}

type CallAction = Extract<StepAction, { kind: 'completeCall' | 'failCall' | 'cancelCall' }>;
type DistributiveOmit<T, K extends keyof T> = T extends unknown ? Omit<T, K> : never;
type CallEnd = DistributiveOmit<CallAction, 'executionId'>;

const bindingText = (request: CallRequest) =>
  request.binding === 'version'
    ? `version ${String(request.version)}`
    : request.binding === 'versionTag'
      ? `version tag ${String(request.versionTag)}`
      : `${request.binding} binding`;

/** What the end of a called instance means to its call activity. */
function calledEnd(outcome: StepOutcome): CallEnd {
  const { row } = outcome;
  if (outcome.escapedError) return { kind: 'failCall', error: outcome.escapedError };
  if (row.state === 'COMPLETED') {
    return { kind: 'completeCall', variables: [...(outcome.variables ?? new Map())] };
  }
  // Ended by the cancellation of its own call activity: cancelled in turn, up the hierarchy.
  if (row.state === 'EXTERNALLY_TERMINATED')
    return { kind: 'cancelCall', reason: row.deleteReason };
  return {
    kind: 'failCall',
    error: {
      code: null,
      message: `Called process instance ${row.id} ended: ${row.deleteReason ?? row.state}`,
    },
  };
}
