import { and, eq, inArray, sql } from 'drizzle-orm';
import { instanceCounts, processDefinitions } from '../../../db/schema';
import type { Db } from '../../../db/types';
import { eqOpt } from './sql';
import { conditions, stateCondition, t, type InstanceCriteria } from './instance-criteria';

/** Counts from instance_count: only tenant, state and definition filters allow it. */
const countable = (c: InstanceCriteria) =>
  !c.ids &&
  c.businessKey === undefined &&
  c.businessKeyLike === undefined &&
  !c.incidentState &&
  !c.startedBefore &&
  !c.startedAfter &&
  !c.finishedBefore &&
  !c.finishedAfter &&
  !c.extra;

async function summedCount(db: Db, c: InstanceCriteria): Promise<number> {
  const ic = instanceCounts;
  const keyed = c.definitionKeys
    ? inArray(
        ic.definitionId,
        db
          .select({ id: processDefinitions.id })
          .from(processDefinitions)
          .where(
            and(
              eq(processDefinitions.tenantId, c.tenantId),
              inArray(processDefinitions.key, c.definitionKeys),
            ),
          ),
      )
    : undefined;
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${ic.count}), 0)` })
    .from(ic)
    .where(
      and(
        eq(ic.tenantId, c.tenantId),
        inArray(ic.state, [...c.states]),
        eqOpt(ic.definitionId, c.definitionId),
        keyed,
      ),
    );
  return Number(row.total);
}

async function scannedCount(db: Db, c: InstanceCriteria): Promise<number> {
  const [row] = await db
    .select({ total: sql<string>`count(*)` })
    .from(t)
    .where(and(conditions(c), stateCondition(c.states, c.openIncidents)));
  return Number(row.total);
}

/**
 * How many instances fit. With only tenant, state and definition filters the answer is the
 * sum of instance_count (kept by a trigger), not a count over a million rows. "No open
 * incident" is that sum less the instances with one, which the partial incident index counts.
 */
export async function instanceCount(db: Db, c: InstanceCriteria): Promise<number> {
  if (!c.states.length) return 0;
  if (!countable(c)) return scannedCount(db, c);
  if (c.openIncidents === undefined) return summedCount(db, c);
  if (c.openIncidents) return scannedCount(db, c);
  const all = await summedCount(db, { ...c, openIncidents: undefined });
  return all - (await scannedCount(db, { ...c, openIncidents: true }));
}
