import { eq } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import { appSettings, roles } from '../db/schema';
import type { Db } from '../db/types';

/** The roles of SPEC §6; present in every database. */
export const ROLE_ROWS = [
  { roleName: 'admin', description: 'Platform administrator and operator' },
  { roleName: 'sys', description: 'System user who manages business partners and AS2' },
];

export async function ensureReferenceData(db: Db) {
  await db.insert(roles).values(ROLE_ROWS).onConflictDoNothing({ target: roles.roleName });
}

/** The token signing secret, generated on first start and kept in the database. */
export async function signingSecret(db: Db): Promise<string> {
  const fresh = randomBytes(48).toString('base64');
  await db.insert(appSettings).values({ key: 'jwtSecret', value: fresh }).onConflictDoNothing();
  const [row] = await db.select().from(appSettings).where(eq(appSettings.key, 'jwtSecret'));
  return row.value;
}
