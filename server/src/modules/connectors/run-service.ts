import { and, count, desc, eq, gte, lte, type SQL } from 'drizzle-orm';
import { connectorRuns } from '../../db/schema';
import type { ProcessEngine } from '../../engine';
import type { Db } from '../../db/types';
import { badRequest, notFound } from '../../http/envelope';
import { processBindings } from './process-bindings';
import type { ConnectorTypeName, RunsByTimestampInput } from './schema';

export interface ProcessTask {
  taskId: string;
  taskName: string | null;
  topicName: string;
  connectorId: number | null;
  connectorName: string | null;
  connectorType: ConnectorTypeName | null;
  credentialId: number | null;
  /** How many times a connector ran for the topic (the connector_run rows). */
  volume: number;
}

/** The external tasks of the newest version of the tenant's process key, or 404. */
async function latestTasks(engine: ProcessEngine, tenantId: number, processKey: string) {
  const model = await engine.query.definitions.latestModel(tenantId, processKey);
  if (!model) throw notFound(`No deployed process with id "${processKey}"`);
  return model.externalTasks;
}

/** GET /api/getAllTask: the external tasks of the key's latest version with their bindings. */
export async function processTasks(
  db: Db,
  engine: ProcessEngine,
  tenantId: number,
  processKey: string,
) {
  const tasks = await latestTasks(engine, tenantId, processKey);
  const bindings = await processBindings(db, tenantId, processKey);
  const volumes = await db
    .select({ topic: connectorRuns.topic, volume: count() })
    .from(connectorRuns)
    .where(and(eq(connectorRuns.tenantId, tenantId), eq(connectorRuns.definitionKey, processKey)))
    .groupBy(connectorRuns.topic);
  const volumeOf = new Map(volumes.map((row) => [row.topic, Number(row.volume)]));
  return tasks.map((task): ProcessTask => {
    const bound = bindings.get(task.topic);
    return {
      taskId: task.activityId,
      taskName: task.name,
      topicName: task.topic,
      connectorId: bound?.connectorId ?? null,
      connectorName: bound?.connectorName ?? null,
      connectorType: bound?.connectorType ?? null,
      credentialId: bound?.credentialId ?? null,
      volume: volumeOf.get(task.topic) ?? 0,
    };
  });
}

type RunRow = typeof connectorRuns.$inferSelect;

const runView = (row: RunRow) => ({
  id: row.id,
  timestamp: row.timestamp.toISOString(),
  processInstanceId: row.processInstanceId,
  processId: row.definitionKey,
  activityId: row.activityId,
  topic: row.topic,
  connectorId: row.connectorId,
  connectorName: row.connectorName,
  status: row.status,
  input: row.input,
  output: row.output,
  message: row.message,
  durationMs: row.durationMs,
});
export type ConnectorRun = ReturnType<typeof runView>;

/** Epoch milliseconds, an ISO date-time, or `YYYY-MM-DD HH:mm:ss` in UTC (SPEC §9). */
export function parseTimestamp(text: string, field: string): Date {
  const trimmed = text.trim();
  const utc = /^\d{4}-\d{2}-\d{2}( \d{2}:\d{2}(:\d{2}(\.\d+)?)?)?$/.test(trimmed)
    ? `${trimmed.replace(' ', 'T')}${trimmed.length > 10 ? 'Z' : ''}`
    : trimmed;
  const date = /^\d+$/.test(trimmed) ? new Date(Number(trimmed)) : new Date(utc);
  if (Number.isNaN(date.getTime())) throw badRequest(`${field} is not a valid timestamp`);
  return date;
}

/** The tenant's runs matching `filters`, newest first: what both run-log reads answer. */
async function newestRuns(
  db: Db,
  tenantId: number,
  limit: number,
  ...filters: (SQL | undefined)[]
) {
  const rows = await db
    .select()
    .from(connectorRuns)
    .where(and(eq(connectorRuns.tenantId, tenantId), ...filters))
    .orderBy(desc(connectorRuns.timestamp), desc(connectorRuns.id))
    .limit(limit);
  return rows.map(runView);
}

/** GET /api/fileLogByTimestamp: what ran for a process (and topic), newest first. */
export async function runsByTimestamp(db: Db, tenantId: number, query: RunsByTimestampInput) {
  const from = query.from ? parseTimestamp(query.from, 'from') : undefined;
  const to = query.to ? parseTimestamp(query.to, 'to') : undefined;
  if (from && to && from > to) throw badRequest('from must not be after to');
  return newestRuns(
    db,
    tenantId,
    query.limit,
    eq(connectorRuns.definitionKey, query.processId),
    query.topic ? eq(connectorRuns.topic, query.topic) : undefined,
    from ? gte(connectorRuns.timestamp, from) : undefined,
    to ? lte(connectorRuns.timestamp, to) : undefined,
  );
}
