import type { Incident, PassedActivity } from './api';

/**
 * The diagram markers of one instance: every activity it passed (the sequence flows between
 * two passed activities are not in the history, so only activities are marked), and in red
 * those with an open incident.
 */
export function pathMarkers(
  path: PassedActivity[],
  incidents: Incident[],
): Record<string, string[]> {
  const markers: Record<string, string[]> = {};
  const add = (id: string, marker: string) => {
    const list = (markers[id] ??= []);
    if (!list.includes(marker)) list.push(marker);
  };
  for (const step of path) add(step.activityId, 'console-path');
  for (const incident of incidents) add(incident.activityId, 'console-failed');
  return markers;
}
