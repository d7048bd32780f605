import type { DiagramBadge } from '../../components/bpmn-viewer';
import type { ActivityHeat, ActivityStatistics } from './api';

export type BadgeLabel = (kind: DiagramBadge['kind'], count: number) => string;

/** SPEC §3's activity statistics: instanceCount, incidentCount and their difference. */
export interface ActivityFigures {
  activityId: string;
  instanceCount: number;
  incidentCount: number;
  diffInstanceAndIncident: number;
}

export const activityFigures = (stats: ActivityStatistics[]): ActivityFigures[] =>
  stats.map((activity) => {
    const incidentCount = activity.incidents.reduce((sum, kind) => sum + kind.incidentCount, 0);
    return {
      activityId: activity.id,
      instanceCount: activity.instances,
      incidentCount,
      diffInstanceAndIncident: Math.max(activity.instances - incidentCount, 0),
    };
  });

/** Per activity: the instances waiting there without an incident (blue) and with one (red). */
export const runningBadges = (stats: ActivityStatistics[], label: BadgeLabel): DiagramBadge[] =>
  activityFigures(stats).flatMap((figures) => [
    {
      elementId: figures.activityId,
      kind: 'running' as const,
      count: figures.diffInstanceAndIncident,
      label: label('running', figures.diffInstanceAndIncident),
    },
    {
      elementId: figures.activityId,
      kind: 'incident' as const,
      count: figures.incidentCount,
      label: label('incident', figures.incidentCount),
    },
  ]);

/** The heat map: how many instances passed each activity (running now, finished or canceled). */
export const heatBadges = (heat: ActivityHeat[], label: BadgeLabel): DiagramBadge[] =>
  heat.map((activity) => {
    const count = activity.instances + activity.finished + activity.canceled;
    return { elementId: activity.id, kind: 'heat' as const, count, label: label('heat', count) };
  });
