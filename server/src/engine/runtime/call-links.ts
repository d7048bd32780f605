import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { processInstances } from '../../db/schema';
import type { Db, Tx } from '../../db/types';

/** The links call activities leave between instances (call-activities.ts), as queries. */

/** Instances its call activities called: [execution id of the call activity, called id]. */
export async function calledInstances(db: Db, instanceId: string): Promise<[string, string][]> {
  const rows = await db
    .select({ id: processInstances.id, activity: processInstances.superActivityInstanceId })
    .from(processInstances)
    .where(eq(processInstances.superProcessInstanceId, instanceId));
  // An activity instance id is `<execution id>:<instance id>`.
  const suffix = `:${instanceId}`;
  return rows
    .filter((row) => row.activity?.endsWith(suffix))
    .map((row) => [(row.activity as string).slice(0, -suffix.length), row.id]);
}

/** The running instances called, directly or not, by `ids` (Camunda deletes them with them). */
export async function runningDescendants(db: Db | Tx, ids: string[]): Promise<string[]> {
  const found: string[] = [];
  // One query per level of the call hierarchy, which is seldom more than two deep.
  for (let level = ids; level.length;) {
    const rows = await db
      .select({ id: processInstances.id })
      .from(processInstances)
      .where(
        and(
          inArray(processInstances.superProcessInstanceId, level),
          sql`${processInstances.state} in ('ACTIVE', 'SUSPENDED')`,
        ),
      );
    level = rows.map((row) => row.id).filter((id) => !found.includes(id) && !ids.includes(id));
    found.push(...level);
  }
  return found;
}

/** The running callers of `ids` (outside `ids`), whose call activities wait for them. */
export async function waitingCallers(db: Db, ids: string[]) {
  if (!ids.length) return [];
  const callers = db
    .select({ id: processInstances.id })
    .from(processInstances)
    .where(sql`${processInstances.state} in ('ACTIVE', 'SUSPENDED')`);
  const rows = await db
    .select({
      callerId: processInstances.superProcessInstanceId,
      activityInstanceId: processInstances.superActivityInstanceId,
    })
    .from(processInstances)
    .where(
      and(
        inArray(processInstances.id, ids),
        isNotNull(processInstances.superProcessInstanceId),
        inArray(processInstances.superProcessInstanceId, callers),
      ),
    );
  return rows.filter((row) => row.callerId && !ids.includes(row.callerId));
}
