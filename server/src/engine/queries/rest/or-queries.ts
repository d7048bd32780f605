import { and, or, sql, type SQL } from 'drizzle-orm';
import { queryOfBody } from './body-query';
import { conditions, stateCondition, type InstanceCriteria } from './instance-criteria';

/** Criteria as one condition (the state included); no state left means no row. */
const asCondition = (c: InstanceCriteria): SQL =>
  c.states.length
    ? (and(conditions(c), stateCondition(c.states, c.openIncidents)) ?? sql`true`)
    : sql`false`;

/**
 * Camunda's orQueries: an instance fits a nested query when it fulfils at least one of its
 * predicates, and must fit every nested query. Each predicate is read alone by the list's own
 * criteria, so it means exactly what it means at the top level.
 */
export function orQueriesCondition<Q>(
  orQueries: unknown,
  criteriaOf: (query: Q) => InstanceCriteria,
): SQL | undefined {
  if (!Array.isArray(orQueries) || !orQueries.length) return undefined;
  const nested = orQueries.map((query: Record<string, unknown>) => {
    const predicates = Object.entries(query).filter(
      ([name, value]) => value !== undefined && name !== 'sorting',
    );
    if (!predicates.length) return undefined;
    return or(
      ...predicates.map(([name, value]) =>
        asCondition(criteriaOf(queryOfBody<Q>({ [name]: value }, {}))),
      ),
    );
  });
  return and(...nested);
}
