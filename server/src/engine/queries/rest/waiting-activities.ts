import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { activityInstances } from '../../../db/schema';
import type { Db } from '../../../db/types';

const ai = activityInstances;

/** An activity an instance waits in: its id and its BPMN element's name (null: none). */
export interface WaitingActivity {
  id: string;
  name: string | null;
}

/**
 * What each running instance among `ids` waits in (its open activity instances, oldest
 * first; a sub-process is left out for the activities inside it), for lists that say where
 * an instance stands. An ended instance waits in nothing and is absent from the answer.
 */
export const waitingActivityReads = (db: Db) => ({
  of: async (tenantId: number, ids: string[]) => {
    const waiting = new Map<string, WaitingActivity[]>();
    if (!ids.length) return waiting;
    const rows = await db
      .select({
        instanceId: ai.processInstanceId,
        id: ai.activityId,
        name: ai.activityName,
        type: ai.activityType,
      })
      .from(ai)
      .where(and(eq(ai.tenantId, tenantId), inArray(ai.processInstanceId, ids), isNull(ai.endTime)))
      .orderBy(asc(ai.startTime), asc(ai.sequence));
    for (const row of rows) {
      if (row.type === 'subProcess') continue;
      const list = waiting.get(row.instanceId) ?? [];
      if (!list.some((activity) => activity.id === row.id))
        list.push({ id: row.id, name: row.name });
      waiting.set(row.instanceId, list);
    }
    return waiting;
  },
});
