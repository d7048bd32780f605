import { and, asc, eq, sql } from 'drizzle-orm';
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

    /**
     * Its lines in time order, then in the order written for lines of one time (what one
     * process writes is written in the order it happened), a chunk at a time. The cursor
     * keeps the time's microseconds: one in whole milliseconds would skip or repeat lines.
     */
    async *lines(tenantId: number, id: string): AsyncGenerator<InstanceLogLine[]> {
      const micros = sql<number>`(extract(epoch from ${engineLogs.timestamp}) * 1000000)::bigint`;
      for (let after: [number, number] | null = null; ;) {
        const rows: { line: InstanceLogLine; micros: number }[] = await db
          .select({ line: engineLogs, micros: micros.mapWith(Number) })
          .from(engineLogs)
          .where(
            and(
              ofInstance(tenantId, id),
              after
                ? sql`(${engineLogs.timestamp}, ${engineLogs.id}) > (timestamptz 'epoch' + ${after[0]}::float8 * interval '1 microsecond', ${after[1]}::bigint)`
                : undefined,
            ),
          )
          .orderBy(asc(engineLogs.timestamp), asc(engineLogs.id))
          .limit(LOG_CHUNK);
        if (rows.length) yield rows.map((row) => row.line);
        if (rows.length < LOG_CHUNK) return;
        const last = rows[rows.length - 1];
        after = [last.micros, last.line.id];
      }
    },
  };
}
