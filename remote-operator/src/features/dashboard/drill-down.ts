import { INSTANCES } from '../system-logs/routes';
import { RUNNING } from '../system-logs/instances-query';
import type { DashboardFigures } from './dashboard-data';

export type Flow = 'inbound' | 'outbound';
export type Outcome = 'success' | 'failed';

/**
 * The instances behind a figure or a bar, as the instance history (opeInstances) can filter
 * them. The figures count task and event outcomes while the list holds instances, so a click
 * narrows to the nearest instance filter: received and send, the instances started in the
 * days; success, those of them that completed; failed, those of them with an incident; in
 * progress, every running instance now (Active or Incident), whatever the days.
 */
export function instancesLink(
  target: keyof DashboardFigures | { flow: Flow; outcome: Outcome },
  [from, to]: readonly [string, string],
): string {
  const params = new URLSearchParams();
  const state =
    target === 'inProgress'
      ? RUNNING
      : target === 'success'
        ? 'Completed'
        : typeof target === 'object'
          ? target.outcome === 'success'
            ? 'Completed'
            : 'Incident'
          : undefined;
  if (state) params.set('state', state);
  if (target !== 'inProgress') {
    params.set('startedAfter', `${from}T00:00:00`);
    params.set('startedBefore', `${to}T23:59:59`);
  }
  return `${INSTANCES}?${params.toString()}`;
}
