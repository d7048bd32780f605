import {
  normaliseIncidentMessage,
  type IncidentGroup,
  type IncidentGroupActivity,
  type IncidentGroupRetry,
} from '@console/shared/contract';
import { camundaDate } from '../engine-rest/format';

/** An open incident as the grouping reads it (engine query alarms.openOfTenant). */
export interface OpenIncident {
  id: string;
  message: string | null;
  time: Date;
  activityId: string;
  processKey: string;
  definitionId: string;
  externalTaskId: string | null;
  topic: string | null;
}

/** The name of an incident's activity in its definition's BPMN (null: it has none). */
export type ActivityNameOf = (definitionId: string, activityId: string) => string | null;

const groupKey = (pattern: string, topic: string | null) => JSON.stringify([pattern, topic]);

type Building = IncidentGroup & {
  keys: Set<string>;
  ids: Set<string>;
  /** Activity and name pairs: one id may be named differently in two definitions. */
  named: Map<string, IncidentGroupActivity>;
};

/** By name (an unnamed one by its id), then id. */
const byName = (a: IncidentGroupActivity, b: IncidentGroupActivity) =>
  (a.name ?? a.id).localeCompare(b.name ?? b.id) || a.id.localeCompare(b.id);

/**
 * Groups incidents (newest first) by normalised message and topic, the largest group first,
 * each with its activities named as their BPMN elements are.
 */
export function groupIncidents(
  incidents: OpenIncident[],
  nameOf: ActivityNameOf = () => null,
): IncidentGroup[] {
  const groups = new Map<string, Building>();
  for (const incident of incidents) {
    const pattern = normaliseIncidentMessage(incident.message);
    const key = groupKey(pattern, incident.topic);
    let group = groups.get(key);
    if (!group) {
      // The first incident met is the newest: its message and time stand for the group.
      group = {
        pattern,
        topic: incident.topic,
        count: 0,
        processKeys: [],
        activityIds: [],
        activities: [],
        sampleMessage: incident.message,
        latestTime: camundaDate(incident.time) ?? '',
        keys: new Set(),
        ids: new Set(),
        named: new Map(),
      };
      groups.set(key, group);
    }
    group.count += 1;
    group.keys.add(incident.processKey);
    group.ids.add(incident.activityId);
    const name = nameOf(incident.definitionId, incident.activityId);
    group.named.set(JSON.stringify([incident.activityId, name]), { id: incident.activityId, name });
  }
  return [...groups.values()]
    .map(({ keys, ids, named, ...group }) => ({
      ...group,
      processKeys: [...keys].sort(),
      activityIds: [...ids].sort(),
      activities: [...named.values()].sort(byName),
    }))
    .sort((a, b) => b.count - a.count || b.latestTime.localeCompare(a.latestTime));
}

/** The external tasks of the incidents in one group (those with a task to retry). */
export const tasksOfGroup = (incidents: OpenIncident[], { pattern, topic }: IncidentGroupRetry) => [
  ...new Set(
    incidents
      .filter(
        (incident) =>
          incident.topic === topic && normaliseIncidentMessage(incident.message) === pattern,
      )
      .flatMap((incident) => (incident.externalTaskId ? [incident.externalTaskId] : [])),
  ),
];
