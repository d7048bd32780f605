import type { AlarmNotification, AlarmRule } from '@console/shared/contract';
import { ALARM_LIMITS } from '@console/shared/contract';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Static } from 'typebox';
import { alarmContacts, alarmNotifications, alarmRules } from '../../db/schema';
import type { Db } from '../../db/types';
import { badRequest, conflict, notFound } from '../../http/envelope';
import type { EventRuleBody, TaskRuleBody } from './schema';

export type RuleKind = 'task' | 'event';
type RuleRow = typeof alarmRules.$inferSelect;
type RuleInput = Static<typeof TaskRuleBody> | Static<typeof EventRuleBody>;

export const DEFAULT_WINDOW_SECONDS = ALARM_LIMITS.windowSecondsDefault;

export const toRule = (row: RuleRow): AlarmRule => ({
  id: row.id,
  kind: row.kind,
  name: row.name,
  ...(row.kind === 'task'
    ? { processKeys: row.processKeys, topics: row.topics }
    : { events: row.events }),
  contactIds: row.contactIds,
  windowSeconds: row.windowSeconds,
  createTime: row.createTime.toISOString(),
  updateTime: row.updateTime.toISOString(),
});

export async function listRules(db: Db, tenantId: number, kind: RuleKind) {
  const rows = await db
    .select()
    .from(alarmRules)
    .where(and(eq(alarmRules.tenantId, tenantId), eq(alarmRules.kind, kind)))
    .orderBy(asc(alarmRules.name));
  return rows.map(toRule);
}

/** Every contact named must be one of the tenant's. */
async function checkContacts(db: Db, tenantId: number, ids: number[]) {
  const found = await db
    .select({ id: alarmContacts.id })
    .from(alarmContacts)
    .where(and(eq(alarmContacts.tenantId, tenantId), inArray(alarmContacts.id, ids)));
  const known = new Set(found.map((row) => row.id));
  const unknown = ids.filter((id) => !known.has(id));
  if (unknown.length) throw badRequest(`No contact with id ${unknown.join(', ')}`);
}

/** The contacts exist and no other rule of the kind has the name, or 400 / 409. */
async function checkRule(
  db: Db,
  tenantId: number,
  kind: RuleKind,
  body: RuleInput,
  except?: number,
) {
  await checkContacts(db, tenantId, body.contactIds);
  const [taken] = await db
    .select({ id: alarmRules.id })
    .from(alarmRules)
    .where(
      and(
        eq(alarmRules.tenantId, tenantId),
        eq(alarmRules.kind, kind),
        eq(alarmRules.name, body.name),
      ),
    );
  if (taken && taken.id !== except) {
    throw conflict(`A ${kind} rule named "${body.name}" already exists`);
  }
}

/** The columns a rule's fields set; what the kind does not watch is empty. */
const ruleFields = (body: RuleInput) => ({
  name: body.name,
  processKeys: 'processKeys' in body ? (body.processKeys ?? []) : [],
  topics: 'topics' in body ? (body.topics ?? []) : [],
  events: 'events' in body ? (body.events ?? []) : [],
  contactIds: body.contactIds,
  windowSeconds: body.windowSeconds ?? DEFAULT_WINDOW_SECONDS,
});

export async function createRule(db: Db, tenantId: number, kind: RuleKind, body: RuleInput) {
  await checkRule(db, tenantId, kind, body);
  const [row] = await db
    .insert(alarmRules)
    .values({ tenantId, kind, ...ruleFields(body) })
    .returning();
  return toRule(row);
}

/**
 * Changes a rule of the tenant: all its fields at once, checked as a new rule's are. Its
 * notifications stay; the next incidents are matched with the new fields. Another tenant's
 * rule, or a rule of the other kind, is a 404.
 */
export async function updateRule(
  db: Db,
  tenantId: number,
  kind: RuleKind,
  body: RuleInput & { id: number },
) {
  await checkRule(db, tenantId, kind, body, body.id);
  const [row] = await db
    .update(alarmRules)
    .set({ ...ruleFields(body), updateTime: new Date() })
    .where(
      and(eq(alarmRules.id, body.id), eq(alarmRules.tenantId, tenantId), eq(alarmRules.kind, kind)),
    )
    .returning();
  if (!row) throw notFound(`No ${kind} rule with id ${body.id}`);
  return toRule(row);
}

export async function deleteRule(db: Db, tenantId: number, kind: RuleKind, id: number) {
  const deleted = await db
    .delete(alarmRules)
    .where(and(eq(alarmRules.id, id), eq(alarmRules.tenantId, tenantId), eq(alarmRules.kind, kind)))
    .returning({ id: alarmRules.id });
  if (!deleted.length) throw notFound(`No ${kind} rule with id ${id}`);
}

/** The notifications of a rule, newest first (the last 200). */
export async function listNotifications(
  db: Db,
  tenantId: number,
  ruleId: number,
): Promise<AlarmNotification[]> {
  const rows = await db
    .select({
      id: alarmNotifications.id,
      contactId: alarmNotifications.contactId,
      contactName: alarmContacts.name,
      channel: alarmNotifications.channel,
      incidentIds: alarmNotifications.incidentIds,
      message: alarmNotifications.message,
      processKey: alarmNotifications.processKey,
      activityId: alarmNotifications.activityId,
      status: alarmNotifications.status,
      attempts: alarmNotifications.attempts,
      lastError: alarmNotifications.lastError,
      dueAt: alarmNotifications.dueAt,
      sentAt: alarmNotifications.sentAt,
      createTime: alarmNotifications.createTime,
    })
    .from(alarmNotifications)
    .innerJoin(alarmContacts, eq(alarmContacts.id, alarmNotifications.contactId))
    .where(and(eq(alarmNotifications.tenantId, tenantId), eq(alarmNotifications.ruleId, ruleId)))
    .orderBy(desc(alarmNotifications.id))
    .limit(200);
  return rows.map((row) => ({
    ...row,
    count: row.incidentIds.length,
    dueAt: row.dueAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
    createTime: row.createTime.toISOString(),
  }));
}
