import { and, desc, eq } from 'drizzle-orm';
import { processDefinitions } from '../../db/schema';
import type { Db } from '../../db/types';
import type { DefinitionRow } from '../types';

/** Reads of process definitions for the flows and connectors modules. */
export function definitionReads(db: Db) {
  return {
    /** A definition of the tenant by id, if there is one. */
    byId: async (tenantId: number, id: string): Promise<DefinitionRow | undefined> => {
      const [row] = await db
        .select()
        .from(processDefinitions)
        .where(and(eq(processDefinitions.id, id), eq(processDefinitions.tenantId, tenantId)));
      return row;
    },
    /** The parsed model of the newest version of the tenant's key, if there is one. */
    latestModel: async (tenantId: number, key: string) => {
      const [latest] = await db
        .select({ model: processDefinitions.model })
        .from(processDefinitions)
        .where(and(eq(processDefinitions.tenantId, tenantId), eq(processDefinitions.key, key)))
        .orderBy(desc(processDefinitions.version))
        .limit(1);
      return latest?.model;
    },
  };
}
