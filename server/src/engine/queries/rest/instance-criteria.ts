import { and, eq, gt, inArray, notInArray, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import {
  incidents,
  processDefinitions as d,
  processInstances,
  type InstanceState,
} from '../../../db/schema';
import { eqOpt, gteOpt, likeOpt, lteOpt, type Sort } from './sql';

export type InstanceRow = typeof processInstances.$inferSelect;

export const ALL_STATES: readonly InstanceState[] = [
  'ACTIVE',
  'SUSPENDED',
  'COMPLETED',
  'EXTERNALLY_TERMINATED',
  'INTERNALLY_TERMINATED',
];
export const RUNNING: readonly InstanceState[] = ['ACTIVE', 'SUSPENDED'];
export const ENDED: readonly InstanceState[] = [
  'COMPLETED',
  'EXTERNALLY_TERMINATED',
  'INTERNALLY_TERMINATED',
];

/** What the instance lists (runtime, history, the console's) filter by, parsed and checked. */
export interface InstanceCriteria {
  tenantId: number;
  /** The states wanted: every filter on state narrows this set; empty means no row fits. */
  states: readonly InstanceState[];
  ids?: string[];
  businessKey?: string;
  businessKeyLike?: string;
  definitionId?: string;
  definitionKeys?: string[];
  /** Open incidents now: true is `incidents > 0`, false is `incidents = 0`. */
  openIncidents?: boolean;
  /** Camunda's withIncidents / incidentStatus: an incident row of that state, ever. */
  incidentState?: 'any' | 'open' | 'resolved';
  startedBefore?: Date;
  startedAfter?: Date;
  finishedBefore?: Date;
  finishedAfter?: Date;
  /** Camunda's other filters (instance-filters.ts), as one condition; none read counts. */
  extra?: SQL;
}

/** The states of both sets (a filter narrows the states already chosen). */
export const narrow = (states: readonly InstanceState[], only: readonly InstanceState[]) =>
  states.filter((state) => only.includes(state));

export const INSTANCE_SORTS = [
  'startTime',
  'endTime',
  'duration',
  'businessKey',
  'instanceId',
  'definitionId',
  'definitionKey',
  'definitionName',
  'definitionVersion',
  'tenantId',
] as const;
export type InstanceSort = Sort<(typeof INSTANCE_SORTS)[number]>;

export const t = processInstances;
export const SORT_COLUMNS: Record<InstanceSort['by'], AnyColumn | SQL> = {
  startTime: t.startTime,
  endTime: t.endTime,
  duration: sql`(${t.endTime} - ${t.startTime})`,
  businessKey: t.businessKey,
  instanceId: t.id,
  definitionId: t.definitionId,
  definitionKey: t.definitionKey,
  // The definition's name and version, read per row (Camunda joins the definition table).
  definitionName: sql`(select ${d.name} from ${d} where ${d.id} = ${t.definitionId})`,
  definitionVersion: sql`(select ${d.version} from ${d} where ${d.id} = ${t.definitionId})`,
  // Every row of a list is the caller's tenant: the tie-breaker orders them.
  tenantId: t.tenantId,
};

/**
 * The state filter. With an open incident it is written as "none of the other states": the
 * planner then reads the few rows of the partial incident index, rather than all running
 * instances from the running index, whose predicate an `in (...)` list would match.
 */
export const stateCondition = (states: readonly InstanceState[], openIncidents?: boolean) => {
  if (states.length === ALL_STATES.length) return undefined;
  if (states.length === 1) return eq(t.state, states[0]);
  if (openIncidents) {
    return notInArray(
      t.state,
      ALL_STATES.filter((state) => !states.includes(state)),
    );
  }
  return inArray(t.state, [...states]);
};

/** The instances with an incident (of a state): a semi-join the planner drives from incidents. */
const withIncident = (tenantId: number, state: 'any' | 'open' | 'resolved') =>
  sql`(select ${incidents.processInstanceId} from ${incidents} where ${and(
    eq(incidents.tenantId, tenantId),
    state === 'any' ? undefined : eq(incidents.state, state),
  )})`;

/** Every condition but the state one (the fast paths add the state their own way). */
export function conditions(c: InstanceCriteria): SQL | undefined {
  return and(
    eq(t.tenantId, c.tenantId),
    c.ids ? inArray(t.id, c.ids) : undefined,
    eqOpt(t.businessKey, c.businessKey),
    likeOpt(t.businessKey, c.businessKeyLike),
    eqOpt(t.definitionId, c.definitionId),
    c.definitionKeys ? inArray(t.definitionKey, c.definitionKeys) : undefined,
    c.openIncidents === true ? gt(t.incidents, 0) : undefined,
    c.openIncidents === false ? eq(t.incidents, 0) : undefined,
    c.incidentState ? inArray(t.id, withIncident(c.tenantId, c.incidentState)) : undefined,
    lteOpt(t.startTime, c.startedBefore),
    gteOpt(t.startTime, c.startedAfter),
    lteOpt(t.endTime, c.finishedBefore),
    gteOpt(t.endTime, c.finishedAfter),
    c.extra,
  );
}
