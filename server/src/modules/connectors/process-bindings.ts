import { and, asc, eq } from 'drizzle-orm';
import { connectors, topicBindings } from '../../db/schema';
import type { DbOrTx } from '../../db/types';
import type { ConnectorTypeName } from './schema';

/** The connector bound to one topic of a process, as the task lists show it. */
export interface TopicConnector {
  connectorId: number;
  connectorName: string;
  connectorType: ConnectorTypeName;
  credentialId: number | null;
}

/**
 * The topic bindings of a tenant's process key with their connectors, by topic: what the
 * flow detail, the task list and the deploy check read about a process's tasks.
 */
export async function processBindings(
  db: DbOrTx,
  tenantId: number,
  processKey: string,
): Promise<Map<string, TopicConnector>> {
  const rows = await db
    .select({
      topic: topicBindings.topic,
      connectorId: connectors.id,
      connectorName: connectors.name,
      connectorType: connectors.type,
      credentialId: topicBindings.credentialId,
    })
    .from(topicBindings)
    .innerJoin(connectors, eq(connectors.id, topicBindings.connectorId))
    .where(and(eq(topicBindings.tenantId, tenantId), eq(topicBindings.processKey, processKey)));
  return new Map(rows.map(({ topic, ...connector }) => [topic, connector]));
}

// SPEC §5's words for a task's problems, shared with the modeler's lint.
export { taskProblems } from '@console/shared/contract';

/** The process topics where a connector, or a credential, is bound: a delete names them. */
export function bindingPlaces(
  db: DbOrTx,
  tenantId: number,
  of: 'connectorId' | 'credentialId',
  id: number,
) {
  return db
    .select({ processId: topicBindings.processKey, topic: topicBindings.topic })
    .from(topicBindings)
    .where(and(eq(topicBindings.tenantId, tenantId), eq(topicBindings[of], id)))
    .orderBy(asc(topicBindings.processKey), asc(topicBindings.topic));
}
