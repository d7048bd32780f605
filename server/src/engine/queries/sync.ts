import { and, desc, eq } from 'drizzle-orm';
import { processInstances as instances, variables } from '../../db/schema';
import type { Db } from '../../db/types';
import { parseStored, toTyped } from '../runtime/variables';
import type { VariableMap } from '../types';

const running = (tenantId: number) =>
  and(eq(instances.tenantId, tenantId), eq(instances.sync, true), eq(instances.state, 'ACTIVE'));

/** The reads of the sync flows (POST /api/syncFlow and its running list). */
export function syncReads(db: Db) {
  return {
    /** The tenant's sync instances still running, newest first. */
    running: (tenantId: number) =>
      db
        .select({
          id: instances.id,
          definitionId: instances.definitionId,
          definitionKey: instances.definitionKey,
          businessKey: instances.businessKey,
          startTime: instances.startTime,
        })
        .from(instances)
        .where(running(tenantId))
        .orderBy(desc(instances.startTime), desc(instances.id)),
    /** Whether the instance is one of the tenant's running sync instances. */
    isRunning: async (tenantId: number, instanceId: string) => {
      const [row] = await db
        .select({ id: instances.id })
        .from(instances)
        .where(and(running(tenantId), eq(instances.id, instanceId)));
      return row !== undefined;
    },
    /** The instance's state as stored now (a worker may have ended it meanwhile). */
    state: async (instanceId: string) => {
      const [row] = await db
        .select({ state: instances.state })
        .from(instances)
        .where(eq(instances.id, instanceId));
      return row?.state;
    },
    /** The variables an instance holds, in Camunda's REST form. */
    variables: async (instanceId: string): Promise<VariableMap> => {
      const rows = await db
        .select({ name: variables.name, type: variables.type, value: variables.value })
        .from(variables)
        .where(eq(variables.processInstanceId, instanceId));
      return Object.fromEntries(
        rows.map((row) => [row.name, toTyped(parseStored(row.type, row.value))]),
      );
    },
  };
}
