import type { ProcessEngine } from '../../../engine';

type TreeRows = Awaited<ReturnType<ProcessEngine['query']['instances']['activityTree']>>;

/** Camunda's activity instance tree (ActivityInstanceDto): the instance, its open activities. */
export function activityTreeJson({ instance, waiting, openIncidents, definition }: TreeRows) {
  const id = instance.id;
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
