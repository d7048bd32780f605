import { Type } from 'typebox';
import type { Db } from '../../../db/types';
import { badRequest } from '../../../http/envelope';
import { MAX_LIST_ITEMS } from '../../../limits/input-limits';
import { historyCriteria, HistoryInstanceQuery } from './history-instance-filters';
import { BodyVariables } from './instance-filters';
import { instancePage } from './instance-query';
import { postBodyOf, queryOfPost } from './post-query';
import { runtimeCriteria, RuntimeQuery } from './runtime-instance-filters';

/** Camunda's `processInstanceQuery` and `historicProcessInstanceQuery` in a command's body. */
export const RuntimeInstanceBody = postBodyOf(RuntimeQuery, BodyVariables);
export const HistoryInstanceBody = postBodyOf(HistoryInstanceQuery, BodyVariables);

/** How a bulk command names its instances: ids, a runtime query, a history query, or several. */
export const InstanceTargets = {
  processInstanceIds: Type.Optional(
    Type.Array(Type.String({ minLength: 1, maxLength: 255 }), { maxItems: MAX_LIST_ITEMS }),
  ),
  processInstanceQuery: Type.Optional(RuntimeInstanceBody),
  historicProcessInstanceQuery: Type.Optional(HistoryInstanceBody),
};
/** The queries as the body schemas above have checked them (the lists' own filters). */
type Targets = Partial<{
  processInstanceIds: string[];
  processInstanceQuery: Record<string, unknown>;
  historicProcessInstanceQuery: Record<string, unknown>;
}>;

const ALL = { offset: 0, limit: MAX_LIST_ITEMS };
const BY_ID = { by: 'instanceId', desc: false } as const;

/**
 * The ids a bulk command names, the union of its ids and its queries' instances (as Camunda
 * does), each query read as its list would read it; one of the three is required.
 */
export async function instanceTargets(db: Db, tenantId: number, body: Targets): Promise<string[]> {
  const { processInstanceIds, processInstanceQuery, historicProcessInstanceQuery } = body;
  if (!processInstanceIds && !processInstanceQuery && !historicProcessInstanceQuery) {
    throw badRequest(
      'processInstanceIds, processInstanceQuery or historicProcessInstanceQuery is required',
    );
  }
  const ids = new Set(processInstanceIds ?? []);
  if (processInstanceQuery) {
    const q = queryOfPost<typeof RuntimeQuery>(processInstanceQuery, {});
    for (const row of await instancePage(db, runtimeCriteria(tenantId, q), BY_ID, ALL)) {
      ids.add(row.id);
    }
  }
  if (historicProcessInstanceQuery) {
    const q = queryOfPost<typeof HistoryInstanceQuery>(historicProcessInstanceQuery, {});
    for (const row of await instancePage(db, historyCriteria(tenantId, q), BY_ID, ALL)) {
      ids.add(row.id);
    }
  }
  return [...ids];
}
