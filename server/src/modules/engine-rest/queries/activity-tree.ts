import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { activityInstances, incidents, processInstances } from '../../../db/schema';
import type { Db } from '../../../db/types';
import { RUNNING } from './instance-criteria';
import { definitionsOf } from './shapes';
import { tenantRow } from './table-list';

/** A running instance of the tenant, or 404 (an ended one is history, as in Camunda). */
export const runningInstance = (db: Db, tenantId: number, id: string) =>
  tenantRow(
    db,
    processInstances,
    tenantId,
    id,
    `Process instance with id ${id} does not exist`,
    inArray(processInstances.state, [...RUNNING]),
  );

/** Camunda's activity instance tree: the instance, and under it its open activities. */
export async function activityTree(db: Db, tenantId: number, id: string) {
  const instance = await runningInstance(db, tenantId, id);
  const waiting = await db
    .select()
    .from(activityInstances)
    .where(and(eq(activityInstances.processInstanceId, id), isNull(activityInstances.endTime)))
    .orderBy(asc(activityInstances.startTime), asc(activityInstances.sequence));
  const openIncidents = await db
    .select({ id: incidents.id, activityId: incidents.activityId })
    .from(incidents)
    .where(and(eq(incidents.processInstanceId, id), eq(incidents.state, 'open')));
  const definition = (await definitionsOf(db, tenantId, [instance.definitionId])).get(
    instance.definitionId,
  );
  const base = { processInstanceId: id, processDefinitionId: instance.definitionId };
  const rootName = definition?.name ?? instance.definitionKey;
  return {
    id,
    parentActivityInstanceId: null,
    // Camunda names the root after the process definition (its id is the activity id).
    activityId: instance.definitionId,
    activityType: 'processDefinition',
    ...base,
    childActivityInstances: waiting.map((activity) => {
      const own = openIncidents.filter((incident) => incident.activityId === activity.activityId);
      const name = activity.activityName ?? activity.activityId;
      return {
        id: activity.id,
        parentActivityInstanceId: id,
        activityId: activity.activityId,
        activityType: activity.activityType,
        ...base,
        childActivityInstances: [],
        childTransitionInstances: [],
        executionIds: [activity.executionId],
        activityName: name,
        incidentIds: own.map((incident) => incident.id),
        incidents: own,
        name,
      };
    }),
    childTransitionInstances: [],
    executionIds: [id],
    activityName: rootName,
    incidentIds: [],
    incidents: [],
    name: rootName,
  };
}
