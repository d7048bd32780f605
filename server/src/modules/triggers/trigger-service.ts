import type { Trigger } from '@console/shared/contract';
import { and, eq } from 'drizzle-orm';
import { monitors, triggers } from '../../db/schema';
import type { Db } from '../../db/types';
import { badRequest, conflict, notFound } from '../../http/envelope';
import { tenantConnector } from '../connectors/connector-service';
import { savingName } from './names';
import { checkSchedule, nextFireAfter, optionalText } from './schedule';
import type { TriggerInput } from './schema';

export type TriggerRow = typeof triggers.$inferSelect;

/** The ledger's source of a trigger's fires, and the name of its lease. */
export const triggerSource = (id: number) => `trigger:${id}`;

/** GET /api/trigger_type: SPEC §3 "type (key/value list)". */
export const TRIGGER_TYPES = [
  { key: 'timer', value: 'Timer' },
  { key: 'event', value: 'Event' },
] as const;

const iso = (at: Date | null) => at?.toISOString() ?? null;

/** A trigger as answers show it (SPEC §3: id, bp, type). */
export const triggerView = (row: TriggerRow): Trigger => ({
  id: row.id,
  bp: row.tenantId,
  name: row.name,
  type: row.type,
  description: row.description,
  processKey: row.processKey,
  messageName: row.messageName,
  schedule: row.schedule,
  timezone: row.timezone,
  monitorId: row.monitorId,
  eventConnectorId: row.eventConnectorId,
  variables: row.variables,
  active: row.active,
  lastFireAt: iso(row.lastFireAt),
  nextFireAt: iso(row.nextFireAt),
  lastError: row.lastError,
  modifyTime: row.modifyTime.toISOString(),
});

/** A trigger of the tenant, or 404 (another tenant's id reveals nothing). */
export async function tenantTrigger(db: Db, tenantId: number, id: number) {
  const [row] = await db
    .select()
    .from(triggers)
    .where(and(eq(triggers.id, id), eq(triggers.tenantId, tenantId)));
  if (!row) throw notFound(`No trigger with id ${id}`);
  return row;
}

/** A timer's fields: a valid schedule, and a flow to start or a message to correlate. */
function timerFields(body: TriggerInput, active: boolean, saved: TriggerRow | undefined) {
  const schedule = optionalText(body.schedule);
  if (!schedule) throw badRequest('body.schedule is required for a timer trigger');
  const timezone = optionalText(body.timezone);
  const cron = checkSchedule('body', schedule, timezone);
  const processKey = optionalText(body.processKey);
  const messageName = optionalText(body.messageName);
  if (!processKey && !messageName) {
    throw badRequest('body.processKey or body.messageName is required for a timer trigger');
  }
  // An edit that leaves the schedule as it was keeps a fire that is due (or missed) now.
  const same =
    saved?.type === 'timer' &&
    saved.active &&
    saved.schedule === schedule &&
    saved.timezone === timezone;
  const nextFireAt = !active
    ? null
    : same && saved.nextFireAt
      ? saved.nextFireAt
      : nextFireAfter(cron, new Date());
  const unused = { monitorId: null, eventConnectorId: null };
  return { schedule, timezone, processKey, messageName, nextFireAt, ...unused };
}

/** An event trigger's fields: a monitor and an event connector, both of the tenant. */
async function eventFields(db: Db, tenantId: number, body: TriggerInput) {
  if (!body.monitorId) throw badRequest('body.monitorId is required for an event trigger');
  if (!body.eventConnectorId) {
    throw badRequest('body.eventConnectorId is required for an event trigger');
  }
  const [monitor] = await db
    .select({ id: monitors.id })
    .from(monitors)
    .where(and(eq(monitors.id, body.monitorId), eq(monitors.tenantId, tenantId)));
  if (!monitor) throw notFound(`No monitor with id ${body.monitorId}`);
  await tenantConnector(db, tenantId, body.eventConnectorId, 'event');
  return {
    monitorId: body.monitorId,
    eventConnectorId: body.eventConnectorId,
    processKey: optionalText(body.processKey),
    messageName: optionalText(body.messageName),
    schedule: null,
    timezone: null,
    nextFireAt: null,
  };
}

async function fieldsOf(db: Db, tenantId: number, body: TriggerInput, saved?: TriggerRow) {
  const active = body.active ?? true;
  const common = {
    name: body.name.trim(),
    type: body.type,
    description: body.description?.trim() ?? '',
    variables: body.variables ?? {},
    active,
  };
  const own =
    body.type === 'event'
      ? await eventFields(db, tenantId, body)
      : timerFields(body, active, saved);
  return { ...common, ...own };
}

const duplicate = (name: string) => conflict(`A trigger named "${name}" already exists`);

async function assertUniqueName(db: Db, tenantId: number, name: string, except?: number) {
  const [clash] = await db
    .select({ id: triggers.id })
    .from(triggers)
    .where(and(eq(triggers.tenantId, tenantId), eq(triggers.name, name)));
  if (clash && clash.id !== except) throw duplicate(name);
}

export async function createTrigger(db: Db, tenantId: number, body: TriggerInput) {
  const fields = await fieldsOf(db, tenantId, body);
  await assertUniqueName(db, tenantId, fields.name);
  const [row] = await savingName(
    () => duplicate(fields.name),
    () =>
      db
        .insert(triggers)
        .values({ tenantId, ...fields })
        .returning(),
  );
  return triggerView(row);
}

export async function updateTrigger(db: Db, tenantId: number, body: TriggerInput & { id: number }) {
  const saved = await tenantTrigger(db, tenantId, body.id);
  const fields = await fieldsOf(db, tenantId, body, saved);
  await assertUniqueName(db, tenantId, fields.name, saved.id);
  const lastError = fields.active ? saved.lastError : null;
  const [row] = await savingName(
    () => duplicate(fields.name),
    () =>
      db
        .update(triggers)
        .set({ ...fields, lastError, modifyTime: new Date() })
        .where(eq(triggers.id, saved.id))
        .returning(),
  );
  return triggerView(row);
}

/** Deletes a trigger; its fires stay in the ledger (they started instances). */
export async function deleteTrigger(db: Db, tenantId: number, id: number) {
  const deleted = await db
    .delete(triggers)
    .where(and(eq(triggers.id, id), eq(triggers.tenantId, tenantId)))
    .returning({ id: triggers.id });
  if (!deleted.length) throw notFound(`No trigger with id ${id}`);
}
