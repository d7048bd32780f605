import { eq } from 'drizzle-orm';
import { auditLog, bp } from '../db/schema';
import type { DbOrTx } from '../db/types';
import type { Caller } from './guard';

export type AuditAction = (typeof auditLog.$inferInsert)['action'];

/** One change to one account, as a service reports it. */
export interface AuditNote {
  action: AuditAction;
  targetUsername: string;
  targetBpId: number;
  detail?: Record<string, unknown>;
}

/** Who makes a change and from where (`request.ip`). */
export interface Actor {
  caller: Caller;
  address: string;
}

/**
 * The platform BP above `bpId`: a partner's tenant_id names the BP whose tree holds it, and a
 * partner may have partners of its own, so the chain is followed up to the BP without one.
 */
export async function platformTenantOf(db: DbOrTx, bpId: number): Promise<number> {
  // Trees are shallow (a partner's partner at most, in practice); the bound stops a cycle.
  for (let id = bpId, depth = 0; depth < 32; depth += 1) {
    const [row] = await db.select({ tenantId: bp.tenantId }).from(bp).where(eq(bp.id, id));
    if (!row) break;
    if (row.tenantId === null) return id;
    id = row.tenantId;
  }
  throw new Error(`BP ${bpId} has no platform tenant`);
}

/**
 * Writes the notes of one change. Every target of a change is managed by the actor (its own
 * BP or one in its tree), so all of them belong to the actor's platform tenant.
 */
export async function writeAudit(db: DbOrTx, actor: Actor, notes: readonly AuditNote[]) {
  if (!notes.length) return;
  const platformTenantId = await platformTenantOf(db, actor.caller.bpId);
  await db.insert(auditLog).values(
    notes.map((note) => ({
      actorUserId: actor.caller.userId,
      actorUsername: actor.caller.username,
      actorBpId: actor.caller.bpId,
      action: note.action,
      targetUsername: note.targetUsername,
      targetBpId: note.targetBpId,
      detail: note.detail ?? {},
      address: actor.address,
      platformTenantId,
    })),
  );
}
