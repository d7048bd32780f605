import { count } from 'drizzle-orm';
import type { ServerConfig } from '../config';
import { users } from '../db/schema';
import type { Db } from '../db/types';
import { seedAs2Demo } from '../modules/as2/demo';
import { seedFileDemo } from '../modules/files/demo';
import { ensureReferenceData } from './reference';
import { seedPartnerDemo } from './demo-partners';

/**
 * Demo data on first start (an empty database): a tenant with admin/admin and sys/sys, a group
 * tree with business partners and their users, certificates, AS2 ports and AS2 message logs,
 * and a few folders and files in its file store and cloud storage.
 */
export async function seedDemoData(db: Db, config: ServerConfig) {
  await ensureReferenceData(db);
  const [{ existing }] = await db.select({ existing: count() }).from(users);
  if (existing > 0) return;
  const tenantId = await seedPartnerDemo(db);
  await seedAs2Demo(db, tenantId);
  await seedFileDemo(db, config, tenantId);
}
