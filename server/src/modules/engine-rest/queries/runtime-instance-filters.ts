import { and } from 'drizzle-orm';
import type { Static } from 'typebox';
import { listQuery, OptFlag, OptIdList, OptText } from './common';
import { oneAndList } from './history-instance-filters';
import { extraInstanceFilter, RuntimeInstanceFilters } from './instance-filters';
import { orQueriesCondition } from './or-queries';
import { narrow, RUNNING, type InstanceCriteria, type InstanceSort } from './instance-criteria';

/** Camunda's runtime process instance query (GET /process-instance and its POST form). */
export const RuntimeQuery = listQuery({
  processInstanceIds: OptIdList,
  businessKey: OptText,
  businessKeyLike: OptText,
  processDefinitionId: OptText,
  processDefinitionKey: OptText,
  processDefinitionKeyIn: OptIdList,
  active: OptFlag,
  suspended: OptFlag,
  withIncident: OptFlag,
  ...RuntimeInstanceFilters,
});
export type RuntimeInput = Static<typeof RuntimeQuery>;

export const RUNTIME_SORTS: readonly InstanceSort['by'][] = [
  'instanceId',
  'definitionKey',
  'definitionId',
  'tenantId',
  'businessKey',
];

/** The query as criteria: running instances only; a bad filter is a 400. */
export function runtimeCriteria(tenantId: number, q: RuntimeInput): InstanceCriteria {
  let states = RUNNING;
  if (q.active) states = narrow(states, ['ACTIVE']);
  if (q.suspended) states = narrow(states, ['SUSPENDED']);
  return {
    tenantId,
    states,
    ids: oneAndList(undefined, q.processInstanceIds),
    businessKey: q.businessKey,
    businessKeyLike: q.businessKeyLike,
    definitionId: q.processDefinitionId,
    definitionKeys: oneAndList(q.processDefinitionKey, q.processDefinitionKeyIn),
    openIncidents: q.withIncident ? true : undefined,
    extra: and(
      extraInstanceFilter(tenantId, q, { history: false }),
      // The POST form's orQueries (body only, so not in the query string's type).
      orQueriesCondition((q as { orQueries?: unknown }).orQueries, (nested: RuntimeInput) =>
        runtimeCriteria(tenantId, nested),
      ),
    ),
  };
}
