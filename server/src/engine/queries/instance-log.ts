import { and, asc, eq, gt, sql } from 'drizzle-orm';
import { engineLogs, processInstances } from '../../db/schema';
import type { Db } from '../../db/types';

/** Lines read per statement when an instance's log is streamed. */
export const LOG_CHUNK = 1000;

/** A line of an instance's log, as written. */
export type InstanceLogLine = typeof engineLogs.$inferSelect;

const ofInstance = (tenantId: number, id: string) =>
  and(eq(engineLogs.tenantId, tenantId), eq(engineLogs.processInstanceId, id));

/** One instance's log (History, System logs), read through engine_log_instance_idx. */
export function instanceLogReads(db: Db) {
  return {
    /** The tenant's instance, running or ended; undefined when it has none of that id. */
    async instance(tenantId: number, id: string) {
      const [row] = await db
        .select({
          id: processInstances.id,
          definitionKey: processInstances.definitionKey,
          businessKey: processInstances.businessKey,
          state: processInstances.state,
        })
        .from(processInstances)
        .where(and(eq(processInstances.tenantId, tenantId), eq(processInstances.id, id)));
      return row;
    },

    /** Its line count and the bytes of its messages, sources and activities, summed here. */
    async sizes(tenantId: number, id: string) {
      const octets = (column: unknown) =>
        sql<number>`coalesce(sum(octet_length(${column})), 0)`.mapWith(Number);
      const [row] = await db
        .select({
          lines: sql<number>`count(*)`.mapWith(Number),
          message: octets(engineLogs.message),
          source: octets(engineLogs.source),
          activity: octets(sql`coalesce(${engineLogs.activityId}, '-')`),
        })
        .from(engineLogs)
        .where(ofInstance(tenantId, id));
      return row;
    },

    /** Its lines in the order they were written, a chunk at a time. */
    async *lines(tenantId: number, id: string): AsyncGenerator<InstanceLogLine[]> {
      for (let after = 0; ;) {
        const rows = await db
          .select()
          .from(engineLogs)
          .where(and(ofInstance(tenantId, id), gt(engineLogs.id, after)))
          .orderBy(asc(engineLogs.id))
          .limit(LOG_CHUNK);
        if (rows.length) yield rows;
        if (rows.length < LOG_CHUNK) return;
        after = rows[rows.length - 1].id;
      }
    },
  };
}
