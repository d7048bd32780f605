import { randomUUID } from 'node:crypto';
import type { DefinitionRow, InstanceRow } from '../types';
import type { ActivityInsert, StepChanges } from './changes';

/** What a failed step reads and writes of a live instance (LiveInstance has it all). */
interface FailingInstance {
  readonly row: InstanceRow;
  readonly definition: DefinitionRow;
  readonly changes: StepChanges;
  readonly open: Map<string, ActivityInsert>;
}

/** bpmn-elements' errors (ActivityError, RunError) carry the message of the element that failed. */
interface ElementError extends Error {
  source?: { content?: { id?: unknown; executionId?: unknown } };
}

const text = (value: unknown) => (typeof value === 'string' && value ? value : null);

const latest = (activities: ActivityInsert[]) =>
  activities.reduce<ActivityInsert | undefined>(
    (found, activity) => ((activity.sequence ?? 0) >= (found?.sequence ?? -1) ? activity : found),
    undefined,
  );

/**
 * Where the engine failed: the activity the error names (bpmn-elements' errors name it), else
 * the activity reached last, running or touched in this step (an error from a flow, an event
 * definition, or a mapping after the activity's end names none).
 */
function failedActivity(live: FailingInstance, error: ElementError) {
  const sourceId = text(error.source?.content?.id);
  const reached = [...live.open.values(), ...live.changes.activities.values()];
  const found =
    latest(reached.filter((activity) => activity.activityId === sourceId)) ?? latest(reached);
  return {
    activityId: found?.activityId ?? sourceId ?? live.row.startActivityId ?? live.definition.key,
    executionId: found?.executionId ?? text(error.source?.content?.executionId) ?? live.row.id,
  };
}

/**
 * The engine stopped on an error and nothing can go on: as a Camunda job that has failed for
 * good, the instance stays running with a failedJob incident at the failing activity, saying
 * why. The activity stays open. The caller keeps the engine state of the last good step.
 */
export function openFailedJobIncident(live: FailingInstance, error: Error) {
  const { activityId, executionId } = failedActivity(live, error as ElementError);
  const id = randomUUID();
  live.changes.incidents.set(id, {
    id,
    tenantId: live.row.tenantId,
    incidentType: 'failedJob',
    incidentMessage: error.message,
    incidentTimestamp: new Date(),
    activityId,
    executionId,
    processInstanceId: live.row.id,
    definitionId: live.definition.id,
    definitionKey: live.definition.key,
  });
  // A new instance's row is inserted with this count; a stored one's is recounted after the
  // commit (Runtime.finish), since a step never overwrites the stored count.
  live.row.incidents += 1;
  live.changes.logs.push({
    tenantId: live.row.tenantId,
    level: 'error',
    source: 'engine',
    processInstanceId: live.row.id,
    activityId,
    message: `Process instance of ${live.definition.key} stopped at ${activityId} with an incident: ${error.message}`,
  });
}
