import type { TriggerFireEntry, TriggerPage } from '@console/shared/contract';
import { and, asc, count, desc, eq, ilike, type SQL } from 'drizzle-orm';
import { automationEvents, connectors, triggers } from '../../db/schema';
import type { Db } from '../../db/types';
import { connectorView } from '../connectors/connector-service';
import { nameLike } from './names';
import { offsetOf } from './paging';
import type { TriggerListInput } from './schema';
import { tenantTrigger, triggerSource, triggerView } from './trigger-service';

/** One page of the tenant's triggers, by name. */
export async function listTriggers(
  db: Db,
  tenantId: number,
  query: TriggerListInput,
): Promise<TriggerPage> {
  const filters: (SQL | undefined)[] = [
    eq(triggers.tenantId, tenantId),
    query.name?.trim() ? ilike(triggers.name, nameLike(query.name.trim())) : undefined,
    query.type ? eq(triggers.type, query.type) : undefined,
  ];
  const where = and(...filters);
  const [{ total }] = await db.select({ total: count() }).from(triggers).where(where);
  const rows = await db
    .select()
    .from(triggers)
    .where(where)
    .orderBy(asc(triggers.name), asc(triggers.id))
    .limit(query.pageSize)
    .offset(offsetOf(query));
  return { list: rows.map(triggerView), total, page: query.page, pageSize: query.pageSize };
}

/** A trigger's fires, newest first: each slot with what it started or why it failed. */
export async function triggerFires(
  db: Db,
  tenantId: number,
  id: number,
  limit: number,
): Promise<TriggerFireEntry[]> {
  await tenantTrigger(db, tenantId, id);
  const rows = await db
    .select()
    .from(automationEvents)
    .where(
      and(eq(automationEvents.tenantId, tenantId), eq(automationEvents.source, triggerSource(id))),
    )
    .orderBy(desc(automationEvents.id))
    .limit(limit);
  return rows.map((row) => ({
    id: row.id,
    slot: row.eventKey,
    outcome: row.outcome,
    instanceId: row.instanceId,
    error: row.error,
    at: row.at.toISOString(),
  }));
}

/** GET /api/availableEventConnectors: one page of the tenant's event connectors, by name. */
export async function eventConnectorPage(
  db: Db,
  tenantId: number,
  query: { page: number; pageSize: number },
) {
  const where = and(eq(connectors.tenantId, tenantId), eq(connectors.type, 'event'));
  const [{ total }] = await db.select({ total: count() }).from(connectors).where(where);
  const rows = await db
    .select()
    .from(connectors)
    .where(where)
    .orderBy(asc(connectors.name), asc(connectors.id))
    .limit(query.pageSize)
    .offset(offsetOf(query));
  return {
    list: rows.map((row) => connectorView(row)),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}
