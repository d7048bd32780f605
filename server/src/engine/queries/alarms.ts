import { and, asc, eq, gte } from 'drizzle-orm';
import { externalTasks, incidents } from '../../db/schema';
import type { Db } from '../../db/types';

/** The incidents the alarm notifier reads: open ones, oldest first, with their task's topic. */
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
  };
}

export type OpenedIncident = Awaited<
  ReturnType<ReturnType<typeof alarmReads>['openedSince']>
>[number];
