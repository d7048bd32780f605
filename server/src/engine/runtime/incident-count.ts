import { and, count, eq, sql } from 'drizzle-orm';
import { incidents, processInstances } from '../../db/schema';
import type { Db } from '../../db/types';

/**
 * Sets an instance's open incident count from its incidents. A step never overwrites the
 * stored count (other writers keep it by SQL), so a step that opened one recounts after it.
 */
export async function recountIncidents(db: Db, instanceId: string) {
  const open = db
    .select({ n: count() })
    .from(incidents)
    .where(and(eq(incidents.processInstanceId, instanceId), eq(incidents.state, 'open')));
  await db
    .update(processInstances)
    .set({ incidents: sql`(${open})` })
    .where(eq(processInstances.id, instanceId));
}

/**
 * An instance that stopped at a failedJob incident was loaded again from its last good step
 * (something moved it on): what failed runs again from there, so its incidents are resolved;
 * should it fail again, the step opens a new one.
 */
export async function resolveFailedJobs(db: Db, instanceId: string) {
  const resolved = await db
    .update(incidents)
    .set({ state: 'resolved', endTime: new Date() })
    .where(
      and(
        eq(incidents.processInstanceId, instanceId),
        eq(incidents.incidentType, 'failedJob'),
        eq(incidents.state, 'open'),
      ),
    )
    .returning({ id: incidents.id });
  if (resolved.length) await recountIncidents(db, instanceId);
}
