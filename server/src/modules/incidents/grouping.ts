import {
  normaliseIncidentMessage,
  type IncidentGroup,
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
  externalTaskId: string | null;
  topic: string | null;
}

const groupKey = (pattern: string, topic: string | null) => JSON.stringify([pattern, topic]);

/** Groups incidents (newest first) by normalised message and topic, the largest group first. */
export function groupIncidents(incidents: OpenIncident[]): IncidentGroup[] {
  const groups = new Map<string, IncidentGroup & { keys: Set<string>; activities: Set<string> }>();
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
        sampleMessage: incident.message,
        latestTime: camundaDate(incident.time) ?? '',
        keys: new Set(),
        activities: new Set(),
      };
      groups.set(key, group);
    }
    group.count += 1;
    group.keys.add(incident.processKey);
    group.activities.add(incident.activityId);
  }
  return [...groups.values()]
    .map(({ keys, activities, ...group }) => ({
      ...group,
      processKeys: [...keys].sort(),
      activityIds: [...activities].sort(),
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
