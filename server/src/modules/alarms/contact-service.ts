import { randomBytes } from 'node:crypto';
import type { AlarmContact } from '@console/shared/contract';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Static } from 'typebox';
import { alarmContacts, alarmRules } from '../../db/schema';
import type { Db } from '../../db/types';
import { conflict, notFound } from '../../http/envelope';
import type { ContactCreateBody, ContactUpdateBody } from './schema';

type ContactRow = typeof alarmContacts.$inferSelect;

/** A contact as the API shows it; the webhook secret is the tenant admin's to configure. */
export const toContact = (row: ContactRow): AlarmContact => ({
  id: row.id,
  name: row.name,
  email: row.email,
  webhookUrl: row.webhookUrl,
  webhookSecret: row.webhookSecret,
  createTime: row.createTime.toISOString(),
  updateTime: row.updateTime.toISOString(),
});

const duplicate = (name: string) => conflict(`A contact named "${name}" already exists`);

async function nameTaken(db: Db, tenantId: number, name: string, except?: number) {
  const [row] = await db
    .select({ id: alarmContacts.id })
    .from(alarmContacts)
    .where(and(eq(alarmContacts.tenantId, tenantId), eq(alarmContacts.name, name)));
  return row !== undefined && row.id !== except;
}

export async function listContacts(db: Db, tenantId: number) {
  const rows = await db
    .select()
    .from(alarmContacts)
    .where(eq(alarmContacts.tenantId, tenantId))
    .orderBy(asc(alarmContacts.name));
  return rows.map(toContact);
}

export async function createContact(
  db: Db,
  tenantId: number,
  body: Static<typeof ContactCreateBody>,
) {
  if (await nameTaken(db, tenantId, body.name)) throw duplicate(body.name);
  const [row] = await db
    .insert(alarmContacts)
    .values({
      tenantId,
      name: body.name,
      email: body.email,
      webhookUrl: body.webhookUrl ?? null,
      webhookSecret: randomBytes(32).toString('hex'),
    })
    .returning();
  return toContact(row);
}

export async function updateContact(
  db: Db,
  tenantId: number,
  body: Static<typeof ContactUpdateBody>,
) {
  if (await nameTaken(db, tenantId, body.name, body.id)) throw duplicate(body.name);
  const [row] = await db
    .update(alarmContacts)
    .set({
      name: body.name,
      email: body.email,
      webhookUrl: body.webhookUrl ?? null,
      updateTime: new Date(),
    })
    .where(and(eq(alarmContacts.id, body.id), eq(alarmContacts.tenantId, tenantId)))
    .returning();
  if (!row) throw notFound(`No contact with id ${body.id}`);
  return toContact(row);
}

/** Deletes a contact no rule names; a contact in use is refused, naming the rule. */
export async function deleteContact(db: Db, tenantId: number, id: number) {
  const [user] = await db
    .select({ name: alarmRules.name })
    .from(alarmRules)
    .where(
      and(
        eq(alarmRules.tenantId, tenantId),
        sql`${alarmRules.contactIds} @> ${JSON.stringify([id])}::jsonb`,
      ),
    )
    .limit(1);
  if (user) throw conflict(`The contact is used by the rule "${user.name}"`);
  const deleted = await db
    .delete(alarmContacts)
    .where(and(eq(alarmContacts.id, id), eq(alarmContacts.tenantId, tenantId)))
    .returning({ id: alarmContacts.id });
  if (!deleted.length) throw notFound(`No contact with id ${id}`);
}
