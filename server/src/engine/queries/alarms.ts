import { and, asc, desc, eq, gte } from 'drizzle-orm';
import { externalTasks, incidents } from '../../db/schema';
import type { Db } from '../../db/types';

/**
 * Open incidents with their task's topic: those the alarm notifier reads (oldest first) and a
 * tenant's, which the console groups by error.
 */
export function alarmReads(db: Db) {
  return {
    /** Open incidents raised at or after `since` (at most `limit`), oldest first. */
    openedSince: (since: Date, limit: number) =>
      db
        .select({
          id: incidents.id,
          tenantId: incidents.tenantId,
          incidentType: incidents.incidentType,
          message: incidents.incidentMessage,
          time: incidents.incidentTimestamp,
          activityId: incidents.activityId,
          processInstanceId: incidents.processInstanceId,
          processKey: incidents.definitionKey,
          topic: externalTasks.topicName,
        })
        .from(incidents)
        .leftJoin(externalTasks, eq(externalTasks.id, incidents.configuration))
        .where(and(eq(incidents.state, 'open'), gte(incidents.incidentTimestamp, since)))
        .orderBy(asc(incidents.incidentTimestamp), asc(incidents.id))
        .limit(limit),

    /**
     * A tenant's open incidents with their task's topic, newest first (at most `limit`; the
     * open-incident index serves the order), for grouping them by error and topic.
     */
    openOfTenant: (tenantId: number, limit: number) =>
      db
        .select({
          id: incidents.id,
          message: incidents.incidentMessage,
          time: incidents.incidentTimestamp,
          activityId: incidents.activityId,
          processKey: incidents.definitionKey,
          definitionId: incidents.definitionId,
          externalTaskId: incidents.configuration,
          topic: externalTasks.topicName,
        })
        .from(incidents)
        .leftJoin(externalTasks, eq(externalTasks.id, incidents.configuration))
        .where(and(eq(incidents.tenantId, tenantId), eq(incidents.state, 'open')))
        .orderBy(desc(incidents.incidentTimestamp), desc(incidents.id))
        .limit(limit),
  };
}

export type OpenedIncident = Awaited<
  ReturnType<ReturnType<typeof alarmReads>['openedSince']>
>[number];
