import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import {
  batches,
  externalTasks,
  incidents,
  processDefinitions,
  processInstances,
} from '../db/schema';
import type { Db } from '../db/types';
import { engineBadRequest, engineNotFound } from './errors';
import { deleteInstanceRows } from './deploy';
import { runningInstances, suspendInstances } from './instance-operations';
import type { Runtime } from './runtime/runtime';

/**
 * Commands on many instances or on history: suspending instances and definitions by key,
 * retries as a batch, deleting finished instances' history, and incident annotations.
 */
export function bulkOperations(db: Db, runtime: Runtime) {
  /** The running instances among ids, or 400 naming how many are not (nothing is changed). */
  const allRunning = async (tenantId: number, ids: string[]) => {
    const known = await runningInstances(db, tenantId, ids);
    const unknown = new Set(ids).size - known.length;
    if (unknown)
      throw engineBadRequest(`${unknown} of the process instances do not exist or have ended`);
    return known.map((row) => row.id);
  };

  /**
   * Deletes finished instances with their history. A running one is a 400 and an unknown
   * one a 404 (unless `failIfNotExists` is false): then nothing is deleted.
   */
  const deleteHistory = async (tenantId: number, ids: string[], failIfNotExists = true) => {
    const rows = await db
      .select({ id: processInstances.id, endTime: processInstances.endTime })
      .from(processInstances)
      .where(and(eq(processInstances.tenantId, tenantId), inArray(processInstances.id, ids)));
    const running = rows.find((row) => !row.endTime);
    if (running) {
      throw engineBadRequest(
        `Process instance is still running, cannot delete historic process instance: ${running.id}`,
      );
    }
    const missing = ids.find((id) => !rows.some((row) => row.id === id));
    if (missing && failIfNotExists) {
      throw engineNotFound(`No historic process instance found with id: ${missing}`);
    }
    await db.transaction((tx) =>
      deleteInstanceRows(
        tx,
        rows.map((row) => row.id),
      ),
    );
  };

  return {
    deleteHistory,

    async suspendInstances(tenantId: number, ids: string[], suspended: boolean) {
      if (!ids.length) throw engineBadRequest('No process instances to suspend or activate');
      await suspendInstances(db, runtime, await allRunning(tenantId, ids), suspended);
    },

    /** Every version of `key`; with `includeInstances` their running instances too. */
    async suspendDefinitionsByKey(
      tenantId: number,
      key: string,
      suspended: boolean,
      includeInstances: boolean,
    ) {
      const updated = await db
        .update(processDefinitions)
        .set({ suspended })
        .where(and(eq(processDefinitions.tenantId, tenantId), eq(processDefinitions.key, key)))
        .returning({ id: processDefinitions.id });
      if (!updated.length) throw engineNotFound(`No process definition with key ${key}`);
      for (const { id } of updated) runtime.forgetDefinition(id);
      if (!includeInstances) return;
      const running = await db
        .select({ id: processInstances.id })
        .from(processInstances)
        .where(
          and(
            eq(processInstances.tenantId, tenantId),
            eq(processInstances.definitionKey, key),
            inArray(processInstances.state, suspended ? ['ACTIVE'] : ['SUSPENDED']),
          ),
        );
      await suspendInstances(
        db,
        runtime,
        running.map((row) => row.id),
        suspended,
      );
    },

    /** Camunda's retries-async: a batch the scheduler works through in the background. */
    async setRetriesAsync(
      tenantId: number,
      taskIds: string[],
      retries: number,
      user: string,
    ): Promise<typeof batches.$inferSelect> {
      if (!taskIds.length) throw engineBadRequest('No external tasks to set retries for');
      const known = await db
        .select({ id: externalTasks.id })
        .from(externalTasks)
        .where(and(eq(externalTasks.tenantId, tenantId), inArray(externalTasks.id, taskIds)));
      if (known.length !== new Set(taskIds).size) {
        throw engineBadRequest(
          `${new Set(taskIds).size - known.length} of the external tasks do not exist`,
        );
      }
      const [batch] = await db
        .insert(batches)
        .values({
          id: randomUUID(),
          tenantId,
          type: 'set-external-task-retries',
          totalJobs: known.length,
          payload: { taskIds: known.map((row) => row.id), retries },
          createUserId: user,
        })
        .returning();
      runtime.events.emit('batch');
      return batch;
    },

    /**
     * Camunda's POST /history/process-instance/delete answers a batch: here the deletion runs
     * at once (history rows only, no engine to stop) and the batch is recorded as ended.
     */
    async deleteHistoryBatch(
      tenantId: number,
      ids: string[],
      options: { reason?: string; failIfNotExists?: boolean; user: string },
    ) {
      if (!ids.length) throw engineBadRequest('No historic process instances to delete');
      await deleteHistory(tenantId, ids, options.failIfNotExists);
      const now = new Date();
      const [batch] = await db
        .insert(batches)
        .values({
          id: randomUUID(),
          tenantId,
          type: 'historic-process-instance-deletion',
          totalJobs: ids.length,
          jobsCreated: ids.length,
          completedJobs: ids.length,
          payload: {
            instanceIds: ids,
            deleteReason: options.reason ?? null,
            skipCustomListeners: true,
          },
          createUserId: options.user,
          startTime: now,
          endTime: now,
        })
        .returning();
      return batch;
    },

    /** Sets (or with null clears) an incident's annotation; open or resolved alike. */
    async annotateIncident(tenantId: number, incidentId: string, annotation: string | null) {
      const updated = await db
        .update(incidents)
        .set({ annotation })
        .where(and(eq(incidents.id, incidentId), eq(incidents.tenantId, tenantId)))
        .returning({ id: incidents.id });
      if (!updated.length) throw engineNotFound(`Cannot find an incident with id '${incidentId}'`);
    },
  };
}

export type BulkOperations = ReturnType<typeof bulkOperations>;
