import { randomBytes } from 'node:crypto';
import {
  MONITOR_LIMITS,
  MONITOR_MESSAGES,
  type MonitorEvent,
  type MonitorKind,
  type MonitorSaved,
} from '@console/shared/contract';
import { and, desc, eq, inArray } from 'drizzle-orm';
import { automationEvents, monitors } from '../../db/schema';
import type { Db } from '../../db/types';
import { conflict, notFound } from '../../http/envelope';
import { uniqueViolationMessage } from '../../http/unique-violation';
import type { Sealer } from '../credentials/seal';
import type { MonitorManager } from './manager';
import { monitorSource, STORE_KINDS, type MonitorRow } from './monitor-row';
import { monitorView } from './monitor-view';
import type { FileMonitorInput, MqMonitorInput, WebApiMonitorInput } from './schema';

export type MonitorInput =
  | { kind: 'file' | 'gcs'; body: FileMonitorInput }
  | { kind: 'mq'; body: MqMonitorInput }
  | { kind: 'webapi'; body: WebApiMonitorInput };

/** The routes' kinds: /api/monitor/file covers the file store's and the GCP file monitors. */
export const kindsOf = (route: 'file' | 'mq' | 'webapi'): MonitorKind[] =>
  route === 'file' ? [...STORE_KINDS] : [route];

/** The monitor of the tenant with this id among these kinds, or 404. */
export async function tenantMonitor(db: Db, tenantId: number, id: number, kinds?: MonitorKind[]) {
  const [row] = await db
    .select()
    .from(monitors)
    .where(
      and(
        eq(monitors.id, id),
        eq(monitors.tenantId, tenantId),
        kinds ? inArray(monitors.kind, kinds) : undefined,
      ),
    );
  if (!row) throw notFound(`No monitor with id ${id}`);
  return row;
}

export async function listMonitors(db: Db, tenantId: number, kinds: MonitorKind[]) {
  const rows = await db
    .select()
    .from(monitors)
    .where(and(eq(monitors.tenantId, tenantId), inArray(monitors.kind, kinds)))
    .orderBy(monitors.name);
  return rows.map(monitorView);
}

/** The stored settings of a form: the common fields have columns of their own. */
function settingsOf(input: MonitorInput): Record<string, unknown> {
  const {
    name: _name,
    description: _description,
    processKey: _processKey,
    eventConnectorId: _eventConnectorId,
    ...rest
  } = input.body as FileMonitorInput & { webhookSecret?: string; storage?: string };
  const { webhookSecret: _secret, storage: _storage, ...config } = rest as Record<string, unknown>;
  if (input.kind === 'file' || input.kind === 'gcs') config.afterStart ??= 'move';
  if (input.kind === 'mq') config.prefetch ??= MONITOR_LIMITS.prefetchDefault;
  return config;
}

const clashing = (error: unknown) => {
  if (uniqueViolationMessage(error)) throw conflict('A monitor with this name already exists');
  throw error;
};

export async function createMonitor(
  db: Db,
  sealer: Sealer,
  tenantId: number,
  input: MonitorInput,
): Promise<MonitorSaved> {
  const secret =
    input.kind === 'webapi' ? (input.body.webhookSecret ?? randomBytes(24).toString('hex')) : null;
  const [row] = await db
    .insert(monitors)
    .values({
      tenantId,
      kind: input.kind,
      name: input.body.name,
      description: input.body.description ?? '',
      processKey: input.body.processKey,
      eventConnectorId: input.body.eventConnectorId ?? null,
      config: settingsOf(input),
      secret: secret ? sealer.seal({ secret }) : null,
    })
    .returning()
    .catch(clashing);
  return { ...monitorView(row), ...(secret ? { webhookSecret: secret } : {}) };
}

export async function updateMonitor(
  db: Db,
  sealer: Sealer,
  manager: MonitorManager,
  tenantId: number,
  id: number,
  input: MonitorInput,
): Promise<MonitorSaved> {
  const before = await tenantMonitor(db, tenantId, id, kindsOf(routeOf(input.kind)));
  // SPEC §4: an active file monitor converted to the GCP file monitor is left inactive.
  const converted = before.kind === 'file' && input.kind === 'gcs' && before.active;
  const secret = input.kind === 'webapi' ? input.body.webhookSecret : undefined;
  const sameSource = before.kind === input.kind && sameWhere(before, input);
  const [row] = await db
    .update(monitors)
    .set({
      kind: input.kind,
      name: input.body.name,
      description: input.body.description ?? '',
      processKey: input.body.processKey,
      eventConnectorId: input.body.eventConnectorId ?? null,
      config: settingsOf(input),
      ...(secret ? { secret: sealer.seal({ secret }) } : {}),
      ...(converted ? { active: false, status: 'stopped' as const } : {}),
      // A store monitor that watches somewhere else reads the outbox from now on.
      ...(sameSource ? {} : { cursor: null }),
      modifyTime: new Date(),
    })
    .where(eq(monitors.id, id))
    .returning()
    .catch(clashing);
  if (converted) await manager.stopNow(id);
  void manager.sync();
  return {
    ...monitorView(row),
    ...(converted ? { notice: MONITOR_MESSAGES.convertedInactive } : {}),
  };
}

const routeOf = (kind: MonitorKind) => (kind === 'gcs' ? 'file' : kind);
const sameWhere = (row: MonitorRow, input: MonitorInput) =>
  JSON.stringify(row.config.folder ?? row.config.queue ?? row.config.url) ===
  JSON.stringify(
    (input.body as { folder?: string }).folder ??
      (input.body as { queue?: string }).queue ??
      (input.body as { url?: string }).url,
  );

export async function deleteMonitor(
  db: Db,
  manager: MonitorManager,
  tenantId: number,
  id: number,
  kinds: MonitorKind[],
) {
  await tenantMonitor(db, tenantId, id, kinds);
  await db.update(monitors).set({ active: false }).where(eq(monitors.id, id));
  await manager.stopNow(id);
  await db.transaction(async (tx) => {
    await tx.delete(automationEvents).where(eq(automationEvents.source, monitorSource(id)));
    await tx.delete(monitors).where(eq(monitors.id, id));
  });
}

/** Starts or stops a monitor; a start is taken up by a process within a sync round. */
export async function setActive(
  db: Db,
  manager: MonitorManager,
  tenantId: number,
  id: number,
  kinds: MonitorKind[],
  active: boolean,
) {
  await tenantMonitor(db, tenantId, id, kinds);
  const [row] = await db
    .update(monitors)
    .set({ active, status: 'stopped', lastError: null, ...(active ? {} : { nextRunAt: null }) })
    .where(eq(monitors.id, id))
    .returning();
  if (!active) await manager.stopNow(id);
  await manager.sync();
  const [now] = await db.select().from(monitors).where(eq(monitors.id, id));
  return monitorView(now ?? row);
}

/** PUT stopFileMonitorByProcessId: the file monitors of a flow that is being removed. */
export async function stopFileMonitorsOf(
  db: Db,
  manager: MonitorManager,
  tenantId: number,
  processKey: string,
) {
  const rows = await db
    .update(monitors)
    .set({ active: false, status: 'stopped', nextRunAt: null })
    .where(
      and(
        eq(monitors.tenantId, tenantId),
        eq(monitors.processKey, processKey),
        inArray(monitors.kind, [...STORE_KINDS]),
      ),
    )
    .returning({ id: monitors.id });
  for (const { id } of rows) await manager.stopNow(id);
  return rows.map((row) => row.id);
}

/** The monitor's recent events, newest first, with the instances they started. */
export async function monitorEvents(
  db: Db,
  tenantId: number,
  id: number,
  limit?: number,
): Promise<MonitorEvent[]> {
  await tenantMonitor(db, tenantId, id);
  const rows = await db
    .select()
    .from(automationEvents)
    .where(eq(automationEvents.source, monitorSource(id)))
    .orderBy(desc(automationEvents.id))
    .limit(limit ?? MONITOR_LIMITS.eventsShown);
  return rows.map((row) => ({
    id: row.id,
    outcome: row.outcome,
    eventKey: row.eventKey,
    instanceId: row.instanceId,
    detail: row.detail,
    error: row.error,
    at: row.at.toISOString(),
  }));
}
