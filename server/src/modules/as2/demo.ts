import type { Db } from '../../db/types';

/** AS2 demo data: certificates, ports and message logs (filled in by the AS2 module work). */
export async function seedAs2Demo(_db: Db, _tenantId: number) {}
