import { and, asc, eq, inArray } from 'drizzle-orm';
import { connectors, credentials, topicBindings } from '../../db/schema';
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

/**
 * The bindings with the name of each bound credential (never its values): what the binding
 * page shows in its Credential column. One query for all of them.
 */
export async function withCredentialNames(
  db: DbOrTx,
  tenantId: number,
  bindings: Map<string, TopicConnector>,
) {
  const ids = [...new Set([...bindings.values()].flatMap((b) => b.credentialId ?? []))];
  const rows = ids.length
    ? await db
        .select({ id: credentials.id, name: credentials.name })
        .from(credentials)
        .where(and(eq(credentials.tenantId, tenantId), inArray(credentials.id, ids)))
    : [];
  const names = new Map(rows.map((row) => [row.id, row.name]));
  return [...bindings].map(([topic, connector]) => ({
    topic,
    ...connector,
    credentialName:
      connector.credentialId === null ? null : (names.get(connector.credentialId) ?? null),
  }));
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
