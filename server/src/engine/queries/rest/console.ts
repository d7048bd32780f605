import { and, asc, desc, eq, gt, inArray, notInArray, sql } from 'drizzle-orm';
import { instanceCounts, processDefinitions, processInstances } from '../../../db/schema';
import type { Db } from '../../../db/types';
import { engineNotFound } from '../../errors';
import { isLatest } from './definition-list';
import { ENDED, RUNNING } from './instance-criteria';

const pd = processDefinitions;
const ic = instanceCounts;
const pi = processInstances;

/** Instances per definition of the tenant (all states, or the given ones), from instance_count. */
async function countsByDefinition(db: Db, tenantId: number, states?: readonly string[]) {
  const rows = await db
    .select({ id: ic.definitionId, count: sql<string>`sum(${ic.count})` })
    .from(ic)
    .where(and(eq(ic.tenantId, tenantId), states ? inArray(ic.state, [...states]) : undefined))
    .groupBy(ic.definitionId);
  return new Map(rows.map((row) => [row.id, Number(row.count)]));
}

/**
 * Running instances with an open incident, per definition. "Not ended" rather than "running"
 * keeps the planner on the partial incident index (few rows), not the running one.
 */
async function incidentsByDefinition(db: Db, tenantId: number) {
  const rows = await db
    .select({ id: pi.definitionId, count: sql<string>`count(*)` })
    .from(pi)
    .where(and(eq(pi.tenantId, tenantId), gt(pi.incidents, 0), notInArray(pi.state, [...ENDED])))
    .groupBy(pi.definitionId);
  return new Map(rows.map((row) => [row.id, Number(row.count)]));
}

/**
 * What the console's own read calls under /api/camunda need: the tenant's keys, the versions
 * of a key or the latest of each with their instance counts (from instance_count), and the
 * instance totals by state with the definitions that have running instances. Running is
 * active + incident (incident: running with an open incident); cancelled is externally or
 * internally terminated; the definitions are most running first.
 */
export const consoleReads = (db: Db) => ({
  namespace: async (tenantId: number) => {
    const latest = await db
      .select({ key: pd.key, name: pd.name, latestId: pd.id })
      .from(pd)
      .where(and(eq(pd.tenantId, tenantId), isLatest))
      .orderBy(asc(pd.key));
    const versions = await db
      .select({ key: pd.key, count: sql<string>`count(*)` })
      .from(pd)
      .where(eq(pd.tenantId, tenantId))
      .groupBy(pd.key);
    const counts = new Map(versions.map((row) => [row.key, Number(row.count)]));
    return latest.map((row) => ({ ...row, versions: counts.get(row.key) ?? 0 }));
  },
  /** Every version of a key, newest first, and the instances of each; not found when none. */
  versionsOfKey: async (tenantId: number, key: string) => {
    const rows = await db
      .select()
      .from(pd)
      .where(and(eq(pd.tenantId, tenantId), eq(pd.key, key)))
      .orderBy(desc(pd.version));
    if (!rows.length) throw engineNotFound(`No process definition with key ${key}`);
    return { rows, counts: await countsByDefinition(db, tenantId) };
  },
  /** The latest version of each key, in key order, and the instances of each. */
  latestVersions: async (tenantId: number) => {
    const rows = await db
      .select()
      .from(pd)
      .where(and(eq(pd.tenantId, tenantId), isLatest))
      .orderBy(asc(pd.key));
    return { rows, counts: await countsByDefinition(db, tenantId) };
  },
  statistics: async (tenantId: number) => {
    const byState = await db
      .select({ state: ic.state, count: sql<string>`sum(${ic.count})` })
      .from(ic)
      .where(eq(ic.tenantId, tenantId))
      .groupBy(ic.state);
    const sum = (states: readonly string[]) =>
      byState
        .filter((row) => states.includes(row.state))
        .reduce((n, row) => n + Number(row.count), 0);
    const runningByDefinition = await countsByDefinition(db, tenantId, RUNNING);
    const incidents = await incidentsByDefinition(db, tenantId);
    const ids = [...runningByDefinition].filter(([, n]) => n > 0).map(([id]) => id);
    const definitions = ids.length
      ? await db
          .select({ id: pd.id, key: pd.key, name: pd.name, version: pd.version })
          .from(pd)
          .where(and(eq(pd.tenantId, tenantId), inArray(pd.id, ids)))
      : [];
    const incident = [...incidents.values()].reduce((n, count) => n + count, 0);
    const running = sum(RUNNING);
    return {
      running,
      active: running - incident,
      incident,
      completed: sum(['COMPLETED']),
      cancelled: sum(ENDED.filter((state) => state !== 'COMPLETED')),
      total: sum(byState.map((row) => row.state)),
      definitions: definitions
        .map((row) => ({
          ...row,
          running: runningByDefinition.get(row.id) ?? 0,
          incident: incidents.get(row.id) ?? 0,
        }))
        .sort(
          (a, b) => b.running - a.running || a.key.localeCompare(b.key) || b.version - a.version,
        ),
    };
  },
});
