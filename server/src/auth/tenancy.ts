import { and, eq, or } from 'drizzle-orm';
import { bp } from '../db/schema';
import type { DbOrTx } from '../db/types';
import { notFound } from '../http/envelope';
import type { Caller } from './guard';

/**
 * A BP the caller's tenant manages: its own BP, or one in its group tree. Anything else is
 * answered as not found, so ids of other tenants reveal nothing.
 */
export async function managedBp(db: DbOrTx, caller: Caller, bpId: number) {
  const [row] = await db
    .select()
    .from(bp)
    .where(and(eq(bp.id, bpId), or(eq(bp.id, caller.bpId), eq(bp.tenantId, caller.bpId))));
  if (!row) throw notFound(`No business partner with id ${bpId}`);
  return row;
}
