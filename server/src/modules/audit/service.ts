import { count, desc, eq } from 'drizzle-orm';
import type { Caller } from '../../auth/guard';
import { auditLog } from '../../db/schema';
import type { Db } from '../../db/types';
import { forbidden } from '../../http/envelope';
import type { AuditQueryInput } from './schema';

/**
 * GET /api/audit: one page of the entries of the caller's platform tenant, newest first. A
 * partner's sys user is refused: the log names the platform's users and what they did.
 */
export async function auditPage(db: Db, caller: Caller, { page, pageSize }: AuditQueryInput) {
  if (!caller.platform)
    throw forbidden('Only a sys user of a platform tenant may read the audit log');
  const where = eq(auditLog.platformTenantId, caller.bpId);
  const [{ total }] = await db.select({ total: count() }).from(auditLog).where(where);
  const rows = await db
    .select()
    .from(auditLog)
    .where(where)
    .orderBy(desc(auditLog.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  // Every column but the tenant the entries were chosen by; times in ISO 8601.
  const list = rows.map(({ platformTenantId: _tenant, at, ...entry }) => ({
    ...entry,
    at: at.toISOString(),
  }));
  return { list, total, page, pageSize };
}
