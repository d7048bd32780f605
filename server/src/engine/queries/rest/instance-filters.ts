import { and, eq, gte, inArray, isNull, lte, notInArray, or, sql, type SQL } from 'drizzle-orm';
import { activityInstances, incidents, processDefinitions } from '../../../db/schema';
import { engineBadRequest } from '../../errors';
import { NONE } from './absent';
import { definitionNamed, eqOpt, likeOf, listOf, parseDate, tenantIdIn } from './sql';
import { t } from './instance-criteria';
import { variableConditions, variableMatch } from './variable-filter';

/**
 * Camunda's process instance filters past the indexed ones (ids, business key, definition,
 * state, dates, which instance-criteria.ts reads): definitions by name or deployment,
 * activities, incidents, variables, tenants and the call hierarchy. Each becomes one SQL
 * condition on process_instance; the runtime and the history lists take their own names.
 */

/** A query as engine-rest's schema has checked it (values are text, flags or the variables). */
type ExtraInput = Record<string, unknown>;
const text = (q: ExtraInput, name: string) =>
  typeof q[name] === 'string' ? (q[name] as string) : undefined;
const list = (q: ExtraInput, name: string) => listOf(text(q, name));

const ai = activityInstances;
const activityIn = (tenantId: number, ids: string[], running: boolean | undefined, extra?: SQL) =>
  inArray(
    t.id,
    sql`(select ${ai.processInstanceId} from ${ai} where ${and(
      eq(ai.tenantId, tenantId),
      inArray(ai.activityId, ids),
      running === undefined
        ? undefined
        : sql`${ai.endTime} is ${sql.raw(running ? '' : 'not ')}null`,
      extra,
    )})`,
  );

const definitionWhere = (tenantId: number, where: SQL) =>
  inArray(
    t.definitionId,
    sql`(select ${processDefinitions.id} from ${processDefinitions} where ${and(
      eq(processDefinitions.tenantId, tenantId),
      where,
    )})`,
  );

function incidentFilter(tenantId: number, q: ExtraInput, openOnly: boolean): SQL | undefined {
  const ids =
    list(q, 'incidentIdIn') ??
    (text(q, 'incidentId') === undefined ? undefined : [text(q, 'incidentId') as string]);
  const type = text(q, 'incidentType');
  const message = text(q, 'incidentMessage');
  const like = text(q, 'incidentMessageLike');
  if (!ids && type === undefined && message === undefined && like === undefined) return undefined;
  return inArray(
    t.id,
    sql`(select ${incidents.processInstanceId} from ${incidents} where ${and(
      eq(incidents.tenantId, tenantId),
      openOnly ? eq(incidents.state, 'open') : undefined,
      ids ? inArray(incidents.id, ids) : undefined,
      eqOpt(incidents.incidentType, type),
      eqOpt(incidents.incidentMessage, message),
      like === undefined ? undefined : likeOf(incidents.incidentMessage, like),
    )})`,
  );
}

function executedActivity(tenantId: number, q: ExtraInput): SQL | undefined {
  const after = parseDate('executedActivityAfter', text(q, 'executedActivityAfter'));
  const before = parseDate('executedActivityBefore', text(q, 'executedActivityBefore'));
  if (!after && !before) return undefined;
  return inArray(
    t.id,
    sql`(select ${ai.processInstanceId} from ${ai} where ${and(
      eq(ai.tenantId, tenantId),
      after ? or(gte(ai.startTime, after), gte(ai.endTime, after)) : undefined,
      before ? or(lte(ai.startTime, before), lte(ai.endTime, before)) : undefined,
    )})`,
  );
}

/** Instances with a running instance they called (not leaves of the call hierarchy). */
const callsRunning = sql`exists (select 1 from "process_instance" "called" where "called"."super_process_instance_id" = ${t.id} and "called"."state" in ('ACTIVE', 'SUSPENDED'))`;

/**
 * The call hierarchy (call activities link an instance to the one that called it) and the
 * tenant. No instance is started by a case or belongs to no tenant: those filters answer
 * nothing, as they would in Camunda.
 */
function hierarchyAndTenant(tenantId: number, q: ExtraInput): SQL | undefined {
  const nothing = [
    'caseInstanceId',
    'superCaseInstance',
    'subCaseInstance',
    'superCaseInstanceId',
    'subCaseInstanceId',
  ].some((name) => q[name] !== undefined);
  const none = nothing || q.withoutTenantId === true || q.processDefinitionWithoutTenantId === true;
  if (none) return NONE;
  // The runtime list names them superProcessInstance and subProcessInstance, history …Id.
  const superId = text(q, 'superProcessInstance') ?? text(q, 'superProcessInstanceId');
  const subId = text(q, 'subProcessInstance') ?? text(q, 'subProcessInstanceId');
  const rootId = text(q, 'rootProcessInstanceId');
  return and(
    tenantIdIn(tenantId, text(q, 'tenantIdIn')),
    rootId === undefined
      ? undefined
      : sql`coalesce(${t.rootProcessInstanceId}, ${t.id}) = ${rootId}`,
    eqOpt(t.superProcessInstanceId, superId),
    subId === undefined
      ? undefined
      : inArray(
          t.id,
          sql`(select "sub"."super_process_instance_id" from "process_instance" "sub" where "sub"."id" = ${subId})`,
        ),
    q.rootProcessInstances === true ? isNull(t.superProcessInstanceId) : undefined,
    q.leafProcessInstances === true ? sql`not ${callsRunning}` : undefined,
  );
}

/** The conditions of the filters above that were given; a bad date or operator is a 400. */
export function extraInstanceFilter(
  tenantId: number,
  q: ExtraInput,
  { history }: { history: boolean },
): SQL | undefined {
  for (const name of ['withJobsRetrying', 'executedJobAfter', 'executedJobBefore']) {
    if (q[name] !== undefined && q[name] !== false) {
      throw engineBadRequest(
        `${name} is not supported: this engine runs no jobs it could report on`,
      );
    }
  }
  const keysNotIn = list(q, 'processDefinitionKeyNotIn');
  const idsNotIn = list(q, 'processInstanceIdNotIn');
  const businessKeys = list(q, 'processInstanceBusinessKeyIn');
  const name = text(q, 'processDefinitionName');
  const nameLike = text(q, 'processDefinitionNameLike');
  const deploymentId = text(q, 'deploymentId');
  const active = list(q, 'activeActivityIdIn');
  const executed = list(q, 'executedActivityIdIn');
  const current = list(q, 'activityIdIn');
  const vars = variableConditions(q.variables as Parameters<typeof variableConditions>[0]);
  return and(
    hierarchyAndTenant(tenantId, q),
    keysNotIn?.length ? notInArray(t.definitionKey, keysNotIn) : undefined,
    idsNotIn?.length ? notInArray(t.id, idsNotIn) : undefined,
    businessKeys ? inArray(t.businessKey, businessKeys.length ? businessKeys : ['']) : undefined,
    definitionNamed(t.definitionId, tenantId, name, nameLike),
    deploymentId === undefined
      ? undefined
      : definitionWhere(tenantId, eq(processDefinitions.deploymentId, deploymentId)),
    current ? activityIn(tenantId, current, true) : undefined,
    active ? activityIn(tenantId, active, true) : undefined,
    executed ? activityIn(tenantId, executed, false) : undefined,
    executedActivity(tenantId, q),
    incidentFilter(tenantId, q, !history),
    eqOpt(t.startUserId, text(q, 'startedBy')),
    vars
      ? variableMatch(t.id, tenantId, vars, {
          names: q.variableNamesIgnoreCase === true,
          values: q.variableValuesIgnoreCase === true,
        })
      : undefined,
  );
}

/**
 * History's one-state flags (active, suspended, completed, externallyTerminated,
 * internallyTerminated): one at most, as in Camunda.
 */
export const STATE_FLAGS = {
  active: 'ACTIVE',
  suspended: 'SUSPENDED',
  completed: 'COMPLETED',
  externallyTerminated: 'EXTERNALLY_TERMINATED',
  internallyTerminated: 'INTERNALLY_TERMINATED',
} as const;
export function flaggedState(q: Partial<Record<keyof typeof STATE_FLAGS, boolean>>) {
  const set = (Object.keys(STATE_FLAGS) as (keyof typeof STATE_FLAGS)[]).filter((name) => q[name]);
  if (set.length > 1) {
    throw engineBadRequest('Already querying for historic process instance with another state');
  }
  return set.length ? STATE_FLAGS[set[0]] : undefined;
}
