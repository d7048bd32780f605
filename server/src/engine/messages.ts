import { and, eq, sql } from 'drizzle-orm';
import { messageSubscriptions, processDefinitions, processInstances } from '../db/schema';
import type { Db } from '../db/types';
import { engineBadRequest } from './errors';
import { countStat } from './daily-stat';
import type { Runtime } from './runtime/runtime';
import { variablesOf } from './external-tasks';
import { fromVariableMap, type Variables } from './runtime/variables';
import type { MessageCorrelation, ProcessEngine } from './types';

/**
 * Delivers a message: to the instance waiting for it (by name, business key, instance id and
 * correlation keys; to all of them with `all`), else by starting the newest definition with a
 * message start event of that name. A message for another tenant reaches nobody here.
 */
/** Whether an instance's variables hold every correlation key with the same typed value. */
const keysMatch = (vars: Variables | undefined, keys: Variables) =>
  [...keys].every(([name, wanted]) => {
    const held = vars?.get(name);
    return held !== undefined && JSON.stringify(held.value) === JSON.stringify(wanted.value);
  });

export async function correlateMessage(
  db: Db,
  runtime: Runtime,
  start: ProcessEngine['start'],
  tenantId: number,
  input: Parameters<ProcessEngine['correlateMessage']>[1],
): ReturnType<ProcessEngine['correlateMessage']> {
  if (!input.messageName) throw engineBadRequest('messageName is required');
  // This engine keeps variables on the process only: the local and triggered scopes are it.
  const vars = fromVariableMap({
    ...input.processVariables,
    ...input.processVariablesLocal,
    ...input.processVariablesToTriggeredScope,
  });
  const keys = fromVariableMap({ ...input.correlationKeys, ...input.localCorrelationKeys });
  const otherTenant =
    input.withoutTenantId === true ||
    (input.tenantId !== undefined && input.tenantId !== String(tenantId));
  const candidates = otherTenant
    ? []
    : await db
        .select()
        .from(messageSubscriptions)
        .innerJoin(
          processInstances,
          eq(processInstances.id, messageSubscriptions.processInstanceId),
        )
        .where(
          and(
            eq(messageSubscriptions.tenantId, tenantId),
            eq(messageSubscriptions.eventName, input.messageName),
            eq(processInstances.state, 'ACTIVE'),
            input.businessKey ? eq(processInstances.businessKey, input.businessKey) : undefined,
            input.processInstanceId ? eq(processInstances.id, input.processInstanceId) : undefined,
          ),
        )
        .orderBy(messageSubscriptions.createTime)
        .limit(input.all ? 1000 : keys.size ? 1000 : 1);
  const heldVars = keys.size
    ? await variablesOf(db, [...new Set(candidates.map((c) => c.process_instance.id))])
    : new Map<string, Variables>();
  const matching = candidates.filter((c) => keysMatch(heldVars.get(c.process_instance.id), keys));
  const chosen = input.all ? matching : matching.slice(0, 1);
  if (chosen.length) {
    const results: MessageCorrelation[] = [];
    for (const [at, match] of chosen.entries()) {
      const { processInstanceId, executionId } = match.message_subscription;
      await runtime.step(
        processInstanceId,
        { kind: 'deliverMessage', executionId, variables: [...vars] },
        at === 0 ? input.ledger : undefined,
      );
      results.push({ resultType: 'Execution', processInstanceId, executionId });
    }
    return results;
  }
  const [definition] = otherTenant
    ? []
    : await db
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
    throw engineBadRequest(
      `Cannot correlate message '${input.messageName}': No process definition or execution matches the parameters`,
    );
  }
  const instance = await start(tenantId, definition.id, {
    variables: input.processVariables,
    businessKey: input.businessKey,
    ledger: input.ledger,
    // The instance runs from the message's start event, which it passes through.
    startActivityId: definition.model.messageStartEvents?.[input.messageName],
  });
  // Models stored before their message start events were recorded wait at all of them.
  if (!definition.model.messageStartEvents) {
    await runtime.step(instance.id, {
      kind: 'deliverStartMessage',
      messageName: input.messageName,
    });
  }
  return [{ resultType: 'ProcessDefinition', processInstanceId: instance.id, instance }];
}
