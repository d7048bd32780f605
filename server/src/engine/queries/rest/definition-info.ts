import { and, eq, inArray } from 'drizzle-orm';
import { processDefinitions } from '../../../db/schema';
import type { Db } from '../../../db/types';

export interface DefinitionInfo {
  key: string;
  name: string | null;
  version: number;
}

/**
 * Name and version of the definitions a page of rows refers to, read apart from the page so
 * that the page itself stays a plain index scan with a limit.
 */
export async function definitionsOf(
  db: Db,
  tenantId: number,
  ids: Iterable<string>,
): Promise<Map<string, DefinitionInfo>> {
  const wanted = [...new Set(ids)];
  if (!wanted.length) return new Map();
  const rows = await db
    .select({
      id: processDefinitions.id,
      key: processDefinitions.key,
      name: processDefinitions.name,
      version: processDefinitions.version,
    })
    .from(processDefinitions)
    .where(and(eq(processDefinitions.tenantId, tenantId), inArray(processDefinitions.id, wanted)));
  return new Map(rows.map(({ id, ...info }) => [id, info]));
}
