import { assertCredential } from '../credentials/service';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { connectors, topicBindings } from '../../db/schema';
import type { Db, DbOrTx } from '../../db/types';
import { badRequest, notFound } from '../../http/envelope';
import {
  connectorView,
  tenantConnector,
  type Connector,
  type ConnectorRow,
} from './connector-service';
import { assertCredentialFits } from './credential-fit';
import { taskProblems, type TopicConnector } from './process-bindings';
import type { BatchBindingInput, BindingInput, ConnectorTypeName } from './schema';

type BindingRow = typeof topicBindings.$inferSelect;

export interface TopicBinding extends TopicConnector {
  id: number;
  processId: string;
  topic: string;
}

const bindingView = (binding: BindingRow, connector: ConnectorRow): TopicBinding => ({
  id: binding.id,
  processId: binding.processKey,
  topic: binding.topic,
  connectorId: connector.id,
  connectorName: connector.name,
  connectorType: connector.type,
  credentialId: binding.credentialId,
});

const where = (tenantId: number, processKey: string, topic: string) =>
  and(
    eq(topicBindings.tenantId, tenantId),
    eq(topicBindings.processKey, processKey),
    eq(topicBindings.topic, topic),
  );

async function findBinding(db: DbOrTx, tenantId: number, processKey: string, topic: string) {
  const [row] = await db
    .select({ binding: topicBindings, connector: connectors })
    .from(topicBindings)
    .innerJoin(connectors, eq(connectors.id, topicBindings.connectorId))
    .where(where(tenantId, processKey, topic));
  return row;
}

/**
 * Binds connectors to topics, replacing what was bound there; a bound credential stays (a
 * connector that would not use it shows it in the binding page, where it can be unbound).
 */
async function upsert(db: DbOrTx, tenantId: number, processKey: string, pairs: [string, number][]) {
  return db
    .insert(topicBindings)
    .values(pairs.map(([topic, connectorId]) => ({ tenantId, processKey, topic, connectorId })))
    .onConflictDoUpdate({
      target: [topicBindings.tenantId, topicBindings.processKey, topicBindings.topic],
      set: { connectorId: sql`excluded.connector_id` },
    })
    .returning();
}

/**
 * POST /api/binding{Type}Connector. The process need not be deployed: a draft's topics are
 * bound before its deploy, which checks that every task has a connector.
 */
export async function bindConnector(
  db: Db,
  tenantId: number,
  type: ConnectorTypeName,
  input: BindingInput,
): Promise<TopicBinding> {
  const connector = await tenantConnector(db, tenantId, input.connectorId, type);
  const [binding] = await upsert(db, tenantId, input.processId, [[input.topic, connector.id]]);
  return bindingView(binding, connector);
}

/** POST /api/unbind{Type}Connector: only the connector that is bound there can be unbound. */
export async function unbindConnector(
  db: Db,
  tenantId: number,
  type: ConnectorTypeName,
  input: BindingInput,
) {
  const found = await findBinding(db, tenantId, input.processId, input.topic);
  if (!found || found.connector.id !== input.connectorId || found.connector.type !== type) {
    throw notFound(
      `Topic "${input.topic}" of process "${input.processId}" is not bound to ${type} connector ${input.connectorId}`,
    );
  }
  await db.delete(topicBindings).where(eq(topicBindings.id, found.binding.id));
}

/** GET /api/getCommandByTopic/{processId}/{topic}: the bound connector, or null. */
export async function boundConnector(
  db: Db,
  tenantId: number,
  processKey: string,
  topic: string,
): Promise<(TopicBinding & { connector: Connector }) | null> {
  const found = await findBinding(db, tenantId, processKey, topic);
  if (!found) return null;
  return {
    ...bindingView(found.binding, found.connector),
    connector: connectorView(found.connector),
  };
}

/** PUT /api/bindingCredentialToTask and /api/unbindingCredential. */
export async function setCredential(
  db: Db,
  tenantId: number,
  input: { processId: string; topic: string; credentialId: number },
  bind: boolean,
): Promise<TopicBinding> {
  const found = await findBinding(db, tenantId, input.processId, input.topic);
  const place = `topic "${input.topic}" of process "${input.processId}"`;
  if (!found) throw notFound(`No connector is bound to ${place}`);
  // Another tenant's credential id is as unknown as one that never was.
  if (bind)
    assertCredentialFits(found.connector, await assertCredential(db, tenantId, input.credentialId));
  if (!bind && found.binding.credentialId !== input.credentialId) {
    throw notFound(`Credential ${input.credentialId} is not bound to ${place}`);
  }
  const [binding] = await db
    .update(topicBindings)
    .set({ credentialId: bind ? input.credentialId : null })
    .where(eq(topicBindings.id, found.binding.id))
    .returning();
  return bindingView(binding, found.connector);
}

/** The topic → connector pairs of a batch, checked with the task rules of SPEC §5. */
function batchPairs(context: BatchBindingInput['context']): [string, number][] {
  const taskIds = new Set<string>();
  const byTopic = new Map<string, number>();
  context.forEach((task, index) => {
    if (task.taskId !== undefined) {
      if (taskIds.has(task.taskId)) throw badRequest(`Task id is not unique: ${task.taskId}`);
      taskIds.add(task.taskId);
    }
    const label = task.taskId === undefined ? `Task ${index + 1}` : `Task "${task.taskId}"`;
    const topic = task.topic?.trim();
    if (!topic) throw badRequest(taskProblems.noTopic(label));
    if (!task.connectorId) throw badRequest(taskProblems.noConnector(label, topic));
    const other = byTopic.get(topic);
    if (other !== undefined && other !== task.connectorId) {
      throw badRequest(`Topic ${topic} is given two connectors`);
    }
    byTopic.set(topic, task.connectorId);
  });
  return [...byTopic];
}

/** POST /api/batchBindingConnector: binds every task of the context, or none (a draft's too). */
export async function batchBind(
  db: Db,
  tenantId: number,
  input: BatchBindingInput,
): Promise<TopicBinding[]> {
  const pairs = batchPairs(input.context);
  if (!pairs.length) return [];
  const ids = [...new Set(pairs.map(([, id]) => id))];
  const rows = await db
    .select()
    .from(connectors)
    .where(and(eq(connectors.tenantId, tenantId), inArray(connectors.id, ids)));
  const byId = new Map(rows.map((row) => [row.id, row]));
  const missing = ids.find((id) => !byId.has(id));
  if (missing !== undefined) throw notFound(`No connector with id ${missing}`);
  const bindings = await upsert(db, tenantId, input.processId, pairs);
  return bindings.map((binding) =>
    bindingView(binding, byId.get(binding.connectorId) as ConnectorRow),
  );
}
