import { and, asc, eq, sql } from 'drizzle-orm';
import { processDefinitions } from '../../db/schema';
import type { Db } from '../../db/types';
import { isLatest } from './rest/definition-list';

/**
 * The topics of the external tasks of each of the tenant's deployed keys (its latest version),
 * in key order, each key's topics sorted and listed once: what an alarm rule can watch.
 */
export function deployedTopics(db: Db) {
  return async (tenantId: number): Promise<{ key: string; topics: string[] }[]> => {
    const rows = await db
      .select({
        key: processDefinitions.key,
        topics: sql<string[] | null>`(select array_agg(distinct task->>'topic'
          order by task->>'topic')
          from jsonb_array_elements(${processDefinitions.model}->'externalTasks') task)`,
      })
      .from(processDefinitions)
      .where(and(eq(processDefinitions.tenantId, tenantId), isLatest))
      .orderBy(asc(processDefinitions.key));
    return rows.map((row) => ({ key: row.key, topics: row.topics ?? [] }));
  };
}
