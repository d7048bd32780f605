import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { activityInstances, incidents, processInstances, variables } from '../../../db/schema';
import type { Db } from '../../../db/types';
import { MAX_LIST_ITEMS } from '../../../limits/input-limits';
import { engineBadRequest, engineNotFound } from '../../errors';
import { queryOfBody } from './body-query';
import { definitionsOf, type DefinitionInfo } from './definition-info';
import { instanceCount } from './instance-count';
import { RUNNING, type InstanceRow } from './instance-criteria';
import {
  historyCriteria,
  historySort,
  runtimeCriteria,
  runtimeSort,
  type HistoryInstanceInput,
  type RuntimeInstanceInput,
} from './instance-lists';
import { instancePage } from './instance-query';
import { eqOpt, type Page } from './sql';
import { tenantRow } from './table-list';

/** An instance of a history page with its definition's name and version. */
export interface HistoryEntry {
  row: InstanceRow;
  definition: DefinitionInfo | undefined;
}

/** How a bulk command names its instances: ids, a runtime query, a history query, or several. */
export type InstanceTargets = Partial<{
  processInstanceIds: string[];
  processInstanceQuery: Record<string, unknown>;
  historicProcessInstanceQuery: Record<string, unknown>;
}>;

const ALL = { offset: 0, limit: MAX_LIST_ITEMS };
const BY_ID = { by: 'instanceId', desc: false } as const;

/**
 * Process instances: running ones (Camunda's runtime), all of them (its history, and the
 * console's list with its own state names), one by id, what a running one waits in, its
 * variables, and the instances a bulk command names. The first page and the counts of the
 * usual filters are index and instance_count reads (instance-query.ts, instance-count.ts).
 */
export function instanceReads(db: Db) {
  const withDefinitions = async (tenantId: number, rows: InstanceRow[]) => {
    const definitions = await definitionsOf(
      db,
      tenantId,
      rows.map((row) => row.definitionId),
    );
    return rows.map((row) => ({ row, definition: definitions.get(row.definitionId) }));
  };
  /** A running instance of the tenant (an ended one is history, as in Camunda). */
  const running = (tenantId: number, id: string) =>
    tenantRow(
      db,
      processInstances,
      tenantId,
      id,
      `Process instance with id ${id} does not exist`,
      inArray(processInstances.state, [...RUNNING]),
    );
  return {
    runtimePage: (tenantId: number, q: RuntimeInstanceInput, page: Page) => {
      const sort = runtimeSort(q);
      return instancePage(db, runtimeCriteria(tenantId, q), sort, page);
    },
    runtimeCount: (tenantId: number, q: RuntimeInstanceInput) =>
      instanceCount(db, runtimeCriteria(tenantId, q)),
    /** `consoleStates`: the state filter also takes Active, Incident, Completed, Cancelled. */
    historyPage: async (
      tenantId: number,
      q: HistoryInstanceInput,
      page: Page,
      consoleStates = false,
    ): Promise<HistoryEntry[]> => {
      const criteria = historyCriteria(tenantId, q, consoleStates);
      const rows = await instancePage(db, criteria, historySort(q), page);
      return withDefinitions(tenantId, rows);
    },
    historyCount: (tenantId: number, q: HistoryInstanceInput, consoleStates = false) =>
      instanceCount(db, historyCriteria(tenantId, q, consoleStates)),
    history: async (tenantId: number, id: string): Promise<HistoryEntry> => {
      const missing = `Historic process instance with id ${id} does not exist`;
      const row = await tenantRow(db, processInstances, tenantId, id, missing);
      return (await withDefinitions(tenantId, [row]))[0];
    },
    running,
    /** What Camunda's activity instance tree is made of: the open activities and incidents. */
    activityTree: async (tenantId: number, id: string) => {
      const instance = await running(tenantId, id);
      const ai = activityInstances;
      const waiting = await db
        .select()
        .from(ai)
        .where(and(eq(ai.processInstanceId, id), isNull(ai.endTime)))
        .orderBy(asc(ai.startTime), asc(ai.sequence));
      const openIncidents = await db
        .select({ id: incidents.id, activityId: incidents.activityId })
        .from(incidents)
        .where(and(eq(incidents.processInstanceId, id), eq(incidents.state, 'open')));
      const definition = (await definitionsOf(db, tenantId, [instance.definitionId])).get(
        instance.definitionId,
      );
      return { instance, waiting, openIncidents, definition };
    },
    /** The stored variables of a running instance; `name` picks one (not found when none). */
    variables: async (tenantId: number, id: string, name?: string) => {
      await running(tenantId, id);
      const rows = await db
        .select({ name: variables.name, type: variables.type, value: variables.value })
        .from(variables)
        .where(
          and(
            eq(variables.processInstanceId, id),
            eq(variables.tenantId, tenantId),
            eqOpt(variables.name, name),
          ),
        )
        .orderBy(asc(variables.name));
      if (name !== undefined && !rows.length) {
        throw engineNotFound(`Process instance variable with name ${name} does not exist`);
      }
      return rows;
    },
    /**
     * The ids a bulk command names, the union of its ids and its queries' instances (as
     * Camunda does), each query read as its list would read it; one of the three is required.
     */
    targets: async (tenantId: number, body: InstanceTargets): Promise<string[]> => {
      const { processInstanceIds, processInstanceQuery, historicProcessInstanceQuery } = body;
      if (!processInstanceIds && !processInstanceQuery && !historicProcessInstanceQuery) {
        throw engineBadRequest(
          'processInstanceIds, processInstanceQuery or historicProcessInstanceQuery is required',
        );
      }
      const ids = new Set(processInstanceIds ?? []);
      if (processInstanceQuery) {
        const q = queryOfBody<RuntimeInstanceInput>(processInstanceQuery, {});
        for (const row of await instancePage(db, runtimeCriteria(tenantId, q), BY_ID, ALL)) {
          ids.add(row.id);
        }
      }
      if (historicProcessInstanceQuery) {
        const q = queryOfBody<HistoryInstanceInput>(historicProcessInstanceQuery, {});
        // The console stops "every instance matching the filter" with its list's filters,
        // whose state may be one of its own names (Active, Incident …) besides Camunda's.
        const criteria = historyCriteria(tenantId, q, true);
        for (const row of await instancePage(db, criteria, BY_ID, ALL)) {
          ids.add(row.id);
        }
      }
      return [...ids];
    },
  };
}
