import { and, eq, sql } from 'drizzle-orm';
import { messageSubscriptions, processDefinitions, processInstances } from '../db/schema';
import type { Db } from '../db/types';
import { badRequest } from '../http/envelope';
import { countStat } from './daily-stat';
import type { Runtime } from './runtime/runtime';
import { fromVariableMap } from './runtime/variables';
import type { ProcessEngine } from './types';

/**
 * Delivers a message: to the instance waiting for it (by name, business key or instance id),
 * else by starting the newest definition with a message start event of that name.
 */
export async function correlateMessage(
  db: Db,
  runtime: Runtime,
  start: ProcessEngine['start'],
  tenantId: number,
  input: Parameters<ProcessEngine['correlateMessage']>[1],
): ReturnType<ProcessEngine['correlateMessage']> {
  if (!input.messageName) throw badRequest('messageName is required');
  const vars = fromVariableMap(input.processVariables);
  const subscriptions = await db
    .select()
    .from(messageSubscriptions)
    .innerJoin(processInstances, eq(processInstances.id, messageSubscriptions.processInstanceId))
    .where(
      and(
        eq(messageSubscriptions.tenantId, tenantId),
        eq(messageSubscriptions.eventName, input.messageName),
        eq(processInstances.state, 'ACTIVE'),
        input.businessKey ? eq(processInstances.businessKey, input.businessKey) : undefined,
        input.processInstanceId ? eq(processInstances.id, input.processInstanceId) : undefined,
      ),
    )
    .limit(1);
  const [match] = subscriptions;
  if (match) {
    const { processInstanceId, executionId } = match.message_subscription;
    await runtime.step(processInstanceId, {
      kind: 'deliverMessage',
      executionId,
      variables: [...vars],
    });
    return [{ resultType: 'Execution' as const, processInstanceId, executionId }];
  }
  const [definition] = await db
    .select()
    .from(processDefinitions)
    .where(
      and(
        eq(processDefinitions.tenantId, tenantId),
        eq(processDefinitions.suspended, false),
        sql`${processDefinitions.model}->'messageStarts' ? ${input.messageName}`,
      ),
    )
    .orderBy(sql`${processDefinitions.version} desc`)
    .limit(1);
  if (!definition) {
    // A message nobody waited for: a failed event on the dashboard.
    await countStat(db, tenantId, 'event', 'failed');
    throw badRequest(
      `Cannot correlate message '${input.messageName}': No process definition or execution matches the parameters`,
    );
  }
  const instance = await start(tenantId, definition.id, {
    variables: input.processVariables,
    businessKey: input.businessKey,
  });
  await runtime.step(instance.id, { kind: 'deliverStartMessage', messageName: input.messageName });
  return [{ resultType: 'ProcessDefinition' as const, processInstanceId: instance.id, instance }];
}
